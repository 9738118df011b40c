import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  BookOpenText,
  ClipboardCheck,
  Coins,
  Crown,
  Gift,
  Handshake,
  LogOut,
  Mail,
  MessageSquareText,
  ScrollText,
  Scale,
  ShieldCheck,
  Target,
  Ticket,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { adminLogout, meQuery } from '../api/admin-api.ts';
import { adminSignIn, adminSignOut, setAdminOperator, useAdminSession } from '../lib/admin-session.ts';
import { AdminLoginForm } from '../components/login-form.tsx';
import { ActivityScreen } from './activity-screen.tsx';
import { AdjustScreen } from './adjust-screen.tsx';
import { AgentContractsScreen } from './agent-contracts-screen.tsx';
import { AuditScreen } from './audit-screen.tsx';
import { DepositsScreen } from './deposits-screen.tsx';
import { FeedbackScreen } from './feedback-screen.tsx';
import { LedgerScreen } from './ledger-screen.tsx';
import { MessagesScreen } from './messages-screen.tsx';
import { MissionsScreen } from './missions-screen.tsx';
import { PointsScreen } from './points-screen.tsx';
import { RafflesScreen } from './raffles-screen.tsx';
import { RebateRatesScreen } from './rebate-rates-screen.tsx';
import { ReconciliationScreen } from './reconciliation-screen.tsx';
import { RewardsScreen } from './rewards-screen.tsx';
import { VipTiersScreen } from './vip-tiers-screen.tsx';
import { WithdrawalsScreen } from './withdrawals-screen.tsx';
import '../components/admin.css';

/** Where the desk lives; links are absolute, since the desk is drawn under a splat route. */
export const ADMIN_BASE = '/admin';

const sections = [
  { path: 'deposits', label: 'admin.nav.deposits', icon: ArrowDownToLine },
  { path: 'withdrawals', label: 'admin.nav.withdrawals', icon: ArrowUpFromLine },
  { path: 'adjust', label: 'admin.nav.adjust', icon: Scale },
  { path: 'ledger', label: 'admin.nav.ledger', icon: BookOpenText },
  { path: 'reconciliation', label: 'admin.nav.reconciliation', icon: ShieldCheck },
  { path: 'messages', label: 'admin.nav.messages', icon: Mail },
  { path: 'feedback', label: 'admin.nav.feedback', icon: MessageSquareText },
  { path: 'rewards', label: 'admin.nav.rewards', icon: Gift },
  { path: 'rebate', label: 'admin.nav.rebate', icon: BadgePercent },
  { path: 'vip', label: 'admin.nav.vipTiers', icon: Crown },
  { path: 'missions', label: 'admin.nav.missions', icon: Target },
  { path: 'points', label: 'admin.nav.points', icon: Coins },
  { path: 'activity', label: 'admin.nav.activity', icon: ClipboardCheck },
  { path: 'raffles', label: 'admin.nav.raffles', icon: Ticket },
  { path: 'agent-contracts', label: 'admin.nav.agentContracts', icon: Handshake },
  { path: 'audit', label: 'admin.nav.audit', icon: ScrollText },
] as const;

/** The desk's mark and name, on the sign-in card and atop the menu. */
function AdminBrand({ markSize }: { markSize: number }) {
  const { t } = useTranslation();
  return (
    <div className="admin-brand">
      <span className="admin-brand-mark" aria-hidden>
        <ShieldCheck size={markSize} />
      </span>
      <div>
        <p className="admin-brand-name">{t('brand.name')}</p>
        <p className="admin-brand-sub">{t('admin.title')}</p>
      </div>
    </div>
  );
}

function AdminLogin() {
  const { t } = useTranslation();
  return (
    <div className="admin-login">
      <div className="admin-login-card">
        <AdminBrand markSize={22} />
        <h1 className="admin-login-title">{t('admin.login.title')}</h1>
        <p className="admin-login-subtitle">{t('admin.login.subtitle')}</p>
        <AdminLoginForm onSignedIn={(value) => adminSignIn(value.token, value.operator)} />
      </div>
    </div>
  );
}

function AdminShell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const operator = useAdminSession((s) => s.operator);
  const me = useQuery({ ...meQuery(), enabled: operator === null });
  useEffect(() => {
    if (me.data) setAdminOperator(me.data);
  }, [me.data]);

  const signOut = async () => {
    await adminLogout().catch(() => undefined);
    adminSignOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };

  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <AdminBrand markSize={20} />
        <nav className="admin-nav" aria-label={t('admin.title')}>
          {sections.map(({ path, label, icon: Icon }) => (
            <NavLink key={path} to={`${ADMIN_BASE}/${path}`} className="admin-nav-link">
              <Icon size={18} aria-hidden />
              <span>{t(label)}</span>
            </NavLink>
          ))}
        </nav>
        <div className="admin-operator">
          <p className="admin-operator-name">{operator ? t('admin.signedInAs', { name: operator.username }) : '\u00a0'}</p>
          <button type="button" className="btn btn-ghost btn-sm btn-block" onClick={() => void signOut()}>
            <LogOut size={16} aria-hidden className="flip-rtl" />
            {t('admin.signOut')}
          </button>
        </div>
      </aside>
      <main id="main" className="admin-main">
        <Routes>
          <Route index element={<Navigate to={`${ADMIN_BASE}/deposits`} replace />} />
          <Route path="deposits" element={<DepositsScreen />} />
          <Route path="withdrawals" element={<WithdrawalsScreen />} />
          <Route path="adjust" element={<AdjustScreen />} />
          <Route path="ledger" element={<LedgerScreen />} />
          <Route path="reconciliation" element={<ReconciliationScreen />} />
          <Route path="messages" element={<MessagesScreen />} />
          <Route path="feedback" element={<FeedbackScreen />} />
          <Route path="rewards" element={<RewardsScreen />} />
          <Route path="rebate" element={<RebateRatesScreen />} />
          <Route path="vip" element={<VipTiersScreen />} />
          <Route path="missions" element={<MissionsScreen />} />
          <Route path="points" element={<PointsScreen />} />
          <Route path="activity" element={<ActivityScreen />} />
          <Route path="raffles" element={<RafflesScreen />} />
          <Route path="agent-contracts" element={<AgentContractsScreen />} />
          <Route path="audit" element={<AuditScreen />} />
          <Route path="*" element={<Navigate to={`${ADMIN_BASE}/deposits`} replace />} />
        </Routes>
      </main>
    </div>
  );
}

/** /admin: the operator's payment desk, with its own sign-in and layout (not the member site's). */
export default function AdminApp() {
  const token = useAdminSession((s) => s.token);
  return <div className="admin-root">{token ? <AdminShell /> : <AdminLogin />}</div>;
}
