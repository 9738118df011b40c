import { Coins, History, ListChecks, LogIn, ScrollText, Store, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/data-state/data-state.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PointsEntries } from '../components/points-entries.tsx';
import { PointsRules } from '../components/points-rules.tsx';
import { RedeemPanel } from '../components/redeem-panel.tsx';
import { RedemptionHistory } from '../components/redemption-history.tsx';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import './point-mall-screen.css';

const tabs = ['redeem', 'history', 'details', 'rules'] as const;
type Tab = (typeof tabs)[number];
const tabIcons = { redeem: Store, history: History, details: ListChecks, rules: ScrollText } as const;

/**
 * Who is looking: a visitor, a session whose member info has not arrived yet, a trial account
 * (no points: the member API is never asked), or a real member.
 */
export type PointMallAccess = 'visitor' | 'pending' | 'trial' | 'member';

/** The points mall: redeem, redeem history, points details and the rules. */
export function PointMallScreen({ access, onLogin }: { access: PointMallAccess; onLogin: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(access === 'visitor' ? 'rules' : 'redeem');

  return (
    <div className="page point-mall">
      <PageHeader icon={<Coins size={28} />} title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} />
      <div className="tab-row" role="tablist" aria-label={t('pointMall.title')}>
        {tabs.map((key) => {
          const Icon = tabIcons[key];
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`pm-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`pm-panel-${key}`}
              className="tab"
              onClick={() => setTab(key)}
            >
              <Icon size={16} aria-hidden />
              {t(`pointMall.tab.${key}`)}
            </button>
          );
        })}
      </div>
      <section id={`pm-panel-${tab}`} role="tabpanel" aria-labelledby={`pm-tab-${tab}`} className="card point-mall-panel">
        {tab === 'rules' ? <PointsRules live={access === 'member'} /> : <MemberTab tab={tab} access={access} onLogin={onLogin} />}
      </section>
    </div>
  );
}

function MemberTab({ tab, access, onLogin }: { tab: Exclude<Tab, 'rules'>; access: PointMallAccess; onLogin: () => void }) {
  const { t } = useTranslation();
  if (access === 'visitor') {
    return (
      <div className="empty-state">
        <Coins size={40} aria-hidden />
        <p>{t('pointMall.loginToSee')}</p>
        <button type="button" className="btn btn-primary" onClick={onLogin}>
          <LogIn size={18} aria-hidden className="flip-rtl" />
          {t('auth.login')}
        </button>
      </div>
    );
  }
  // Until the member info tells whether this is a trial account, nothing is asked of the points API.
  if (access === 'pending') return <ListSkeleton rows={3} />;
  if (access === 'trial') {
    return (
      <div className="empty-state" data-testid="point-mall-trial">
        <UserRoundX size={40} aria-hidden />
        <p className="point-mall-trial-title">{t('account.realAccountTitle')}</p>
        <p>{t('errors:TRIAL_NOT_ALLOWED')}</p>
      </div>
    );
  }
  if (tab === 'history') return <RedemptionHistory />;
  if (tab === 'details') return <PointsEntries />;
  return <RedeemPanel />;
}
