import {
  BadgeDollarSign,
  CalendarDays,
  ChartLine,
  Clock3,
  FileClock,
  Gauge,
  Handshake,
  ListTree,
  type LucideProps,
  Megaphone,
  Receipt,
  Timer,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentItemInView } from '@/lib/keep-in-view.ts';
import { useSession } from '@/lib/session.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { ContractPopupHost } from '../components/contract-popup.tsx';
import { type AgentPage, DEFAULT_AGENT_PAGE, gmtOffset, isAgentPage, pageContractKind, type ReportPage, visibleAgentPages } from '../lib/agent-pages.ts';
import './agent.css';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { DownlinePanel } from './downline-panel.tsx';
import { MemberProfitLossPanel } from './member-profit-loss-panel.tsx';
import { MyIncomePanel } from './my-income-panel.tsx';
import { RegisterCentrePanel } from './register-centre-panel.tsx';
import { SalaryPanel } from './salary-panel.tsx';
import { TeamBetsPanel } from './team-bets-panel.tsx';
import { TeamTransactionsPanel } from './team-transactions-panel.tsx';
import { TeamOverviewPanel } from './team-overview-panel.tsx';

const icons: Record<AgentPage, ComponentType<LucideProps>> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: Gauge,
  registerCenter: UserPlus,
  downlineManagmentView: ListTree,
  personalHistoryCopy: FileClock,
  palStatementsAgentCopy: ChartLine,
  agentRevenueReport: BadgeDollarSign,
  agentDownlineTransactionDetailsCopy: Receipt,
  agentDividendRecordCopy2: Handshake,
  agentDailyWages2: CalendarDays,
  agentHourSalary: Clock3,
  agentRealtimeSalary: Timer,
};

/** The panels of the pages that are not contract pages (those share SalaryPanel). */
const reportPanels: Record<ReportPage, ComponentType> = {
  agentAnnouncement: AnnouncementsPanel,
  agentTeamOverview: TeamOverviewPanel,
  registerCenter: RegisterCentrePanel,
  downlineManagmentView: DownlinePanel,
  personalHistoryCopy: TeamBetsPanel,
  palStatementsAgentCopy: MemberProfitLossPanel,
  agentRevenueReport: MyIncomePanel,
  agentDownlineTransactionDetailsCopy: TeamTransactionsPanel,
};

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** A menu entry that leads out of the agent centre (deposit, platform messages, customer service...). */
export interface AgentMenuLink {
  key: string;
  label: string;
  icon: ComponentType<LucideProps>;
  onSelect: () => void;
}

interface AgentHomeScreenProps {
  brand: ReactNode;
  signOut: ReactNode;
  /** Entries before the agent's pages, and after them. */
  linksBefore?: readonly AgentMenuLink[];
  linksAfter?: readonly AgentMenuLink[];
}

/**
 * The agent centre (/agentHome): the agent's own account (name, ID, type), a clock with the GMT
 * offset refreshed every second, sign out, and the agent's menu; the contract popup when offers or
 * termination requests wait for the agent.
 */
export function AgentHomeScreen({ brand, signOut, linksBefore = [], linksAfter = [] }: AgentHomeScreenProps) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const flags = usePermission().data?.info.flags;
  const menu = useMemo(() => visibleAgentPages(flags ?? {}), [flags]);
  // A page the operator has switched off (or an unknown one) opens the default page.
  const page: AgentPage = isAgentPage(raw) && menu.includes(raw) ? raw : DEFAULT_AGENT_PAGE;
  const now = useClock();
  const member = useSession((s) => s.member);
  const Icon = icons[page];
  const contractKind = pageContractKind(page);
  const ReportPanel = reportPanels[page as ReportPage];

  // The current page's item stays in view in the one-row menu of a narrow screen, also when the
  // menu's items change (the flags arrive after the first render) or grow.
  const row = useRef<HTMLUListElement>(null);
  useCurrentItemInView(row, [page, ...linksBefore.map((l) => l.key), ...menu, ...linksAfter.map((l) => l.key)].join(','));

  return (
    <div className="agent-home">
      <header className="agent-topbar">
        {brand}
        <div className="agent-topbar-end">
          <p className="agent-clock" role="timer" aria-label={t('agent.clock')}>
            <Clock3 size={16} aria-hidden />
            <time dateTime={now.toISOString()}>{now.toLocaleTimeString(i18n.language, { hour12: false })}</time>
            <span className="agent-clock-zone">{gmtOffset(now)}</span>
          </p>
          {signOut}
        </div>
      </header>
      {member && (
        <section className="agent-account" aria-label={t('agent.account')}>
          <span className="agent-account-avatar" aria-hidden>
            <UserRound size={22} />
          </span>
          <dl className="agent-account-facts">
            <div>
              <dt>{t('agent.accountName')}</dt>
              <dd>{member.nickname || member.account}</dd>
            </div>
            <div>
              <dt>{t('agent.accountId')}</dt>
              <dd>
                <bdi>{member.id}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('agent.accountType')}</dt>
              <dd>{t('agent.typeValue')}</dd>
            </div>
          </dl>
        </section>
      )}
      <div className="agent-home-layout">
        <nav className="agent-menu" aria-label={t('agent.menu')}>
          <ul ref={row} className="scroll-fade">
            {linksBefore.map((link) => (
              <MenuLink key={link.key} link={link} />
            ))}
            {menu.map((key) => {
              const ItemIcon = icons[key];
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="menu-item"
                    aria-current={key === page ? 'page' : undefined}
                    onClick={() => setParams({ page: key })}
                  >
                    <ItemIcon size={18} aria-hidden />
                    {t(`agent.page.${key}`)}
                  </button>
                </li>
              );
            })}
            {linksAfter.map((link) => (
              <MenuLink key={link.key} link={link} />
            ))}
          </ul>
        </nav>
        {contractKind ? (
          // One panel per kind: a new kind starts afresh (its forms, its page of records).
          <SalaryPanel key={contractKind} kind={contractKind} icon={<Icon size={22} />} />
        ) : (
          <ReportPanel />
        )}
      </div>
      <ContractPopupHost />
    </div>
  );
}

function MenuLink({ link }: { link: AgentMenuLink }) {
  const Icon = link.icon;
  return (
    <li>
      <button type="button" className="menu-item" onClick={link.onSelect}>
        <Icon size={18} aria-hidden />
        {link.label}
      </button>
    </li>
  );
}
