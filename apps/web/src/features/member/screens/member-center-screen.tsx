import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Award,
  BadgePercent,
  ChartLine,
  Coins,
  Crown,
  FileClock,
  type LucideProps,
  Mail,
  MessageSquareText,
  Receipt,
  ShieldCheck,
  Target,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { type ComponentType, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMissionSummary } from '@/features/missions/api/missions.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { useCurrentItemInView } from '@/lib/keep-in-view.ts';
import { useSession } from '@/lib/session.ts';
import { DEFAULT_MEMBER_PAGE, isMemberPage, type MemberPage, memberPages } from '../lib/member-pages.ts';
import './member-center-screen.css';

const icons: Record<MemberPage, ComponentType<LucideProps>> = {
  vip: Crown,
  securityCenter: ShieldCheck,
  transferFund: Wallet,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: ArrowLeftRight,
  personalHistoryCopy: FileClock,
  transactionHistory: Receipt,
  personalProfit: ChartLine,
  bonusDetails: Coins,
  rewardCenter: Award,
  referral: UserPlus,
  missionLeaderboard: Target,
  messageV2: Mail,
  feedback: MessageSquareText,
  manualRebate: BadgePercent,
};

/** What a menu badge counts, for screen readers. */
const badgeLabels: Partial<Record<MemberPage, string>> = {
  messageV2: 'account.unread',
  rewardCenter: 'account.unclaimed',
  missionLeaderboard: 'account.unclaimed',
};

/** The member centre (/member?page=...): its menu of pages and the chosen page, drawn by `pages` when it has one. */
export function MemberCenterScreen({ pages = {} }: { pages?: Partial<Record<MemberPage, ComponentType>> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  // Invite friends is offered only while the site runs the referral promotion (REFERRAL3); missions
  // and manual rebate only while the operator's MISSION3 and MANUALREBATE3 are on (until the
  // permission answer is in, they are taken as on, so a link to them opens them).
  const referral = useSession((s) => s.member?.availablePromo?.REFERRAL?.enabled === true);
  const flags = usePermission().data?.info.flags;
  const missionsOn = flags?.MISSION3 !== false;
  const hidden = new Set<MemberPage>([
    ...(referral ? [] : (['referral'] as const)),
    ...(missionsOn ? [] : (['missionLeaderboard'] as const)),
    ...(flags?.MANUALREBATE3 === false ? (['manualRebate'] as const) : []),
  ]);
  // VIP (VIP3) is listed for VIP members, as in the side menu; any member may open it (below the
  // first tier it shows how to reach it), and while it is open it is listed so it reads as current.
  const hasVip = useSession((s) => s.member?.hasVip === true);
  const vipOn = flags?.VIP3 !== false;
  if (!vipOn) hidden.add('vip');
  const openable: readonly MemberPage[] = memberPages.filter((key) => !hidden.has(key));
  const page: MemberPage = isMemberPage(raw) && openable.includes(raw) ? raw : DEFAULT_MEMBER_PAGE;
  const shown = openable.filter((key) => key !== 'vip' || (hasVip && flags?.VIP3 === true) || page === 'vip');
  const Icon = icons[page];
  const Page = pages[page];
  // Count badges: platform information shows the member's unread messages, the reward centre the
  // rewards claimable now, missions the completed ones not yet claimed (asked of the server for
  // real members only: trial accounts have no missions); each says what it counts to screen readers.
  const unreadMessages = useSession((s) => s.member?.unreadMessage ?? 0);
  const claimableRewards = useSession((s) => s.member?.availablePromoCount ?? 0);
  const realMember = useSession((s) => s.member !== null && !s.isTrial);
  // The badge needs the flag known to be on: no summary is asked for while it may be off.
  const claimableMissions = useMissionSummary(realMember && flags?.MISSION3 === true).data?.claimable ?? 0;
  const badges: Partial<Record<MemberPage, number>> = {
    messageV2: unreadMessages,
    rewardCenter: claimableRewards,
    missionLeaderboard: realMember && missionsOn ? claimableMissions : 0,
  };

  // The current page's item stays in view in the one-row menu of a narrow screen, also when items
  // before it appear later (the settings that show them arrive after the first render) or grow (a
  // count badge arrives).
  const row = useRef<HTMLUListElement>(null);
  useCurrentItemInView(row, `${page}:${shown.join(',')}`);

  return (
    <div className="page member-page">
      <div className="member-layout">
        <nav className="member-nav card" aria-label={t('member.menu')}>
          <ul ref={row} className="scroll-fade">
            {shown.map((key) => {
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
                    {t(`member.page.${key}`)}
                    {(badges[key] ?? 0) > 0 && (
                      <span className="count-badge member-nav-badge" role="img" aria-label={t(badgeLabels[key] ?? 'account.unread', { count: badges[key] })}>
                        {(badges[key] ?? 0) > 99 ? '99+' : badges[key]}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="member-panel card" aria-labelledby="member-page-title">
          <header className="member-panel-head">
            <span className="member-panel-icon" aria-hidden>
              <Icon size={24} />
            </span>
            <div>
              <h1 id="member-page-title">{t(`member.page.${page}`)}</h1>
              <p>{t(`member.about.${page}`)}</p>
            </div>
          </header>
          {Page && (
            <div className="member-panel-body">
              <Page />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
