import type { LeaderboardEntry, Mission, MissionKind, MissionLeaderboardValue, MissionPeriod } from '@lumen/contracts/member/missions.contract';
import {
  ArrowDownToLine,
  CalendarDays,
  CalendarRange,
  CircleCheck,
  Clock,
  Coins,
  Dices,
  Gamepad2,
  HandCoins,
  ListChecks,
  type LucideProps,
  Medal,
  Trophy,
  Wallet,
} from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { GameType } from '@/features/rebate/components/game-type.tsx';
import { whenText } from '@/features/rewards/lib/when.ts';
import { Badge, FormFailure, Section, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { formatMoney, minorOf } from '@/features/wallet/lib/money.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useClaimMission, useMissionLeaderboard, useMissionSummary } from '../api/missions.ts';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import '@/features/rewards/screens/rewards.css';
import { useSingleFlight } from '@/lib/single-flight.ts';
import './missions.css';

const views = ['missions', 'leaderboard'] as const;
type View = (typeof views)[number];
const periods: readonly MissionPeriod[] = ['DAILY', 'WEEKLY'];
/** Kinds counted in money (stakes, deposits); the others count rounds. */
const moneyKinds: ReadonlySet<MissionKind> = new Set<MissionKind>(['TURNOVER', 'DEPOSIT']);
const kindIcons: Record<MissionKind, ComponentType<LucideProps>> = { TURNOVER: Coins, ROUNDS: Dices, WINS: Trophy, DEPOSIT: ArrowDownToLine };
const periodIcons: Record<MissionPeriod, ComponentType<LucideProps>> = { DAILY: CalendarDays, WEEKLY: CalendarRange };

/**
 * Missions: the member's daily and weekly goals with their progress, each completed one claimed
 * into the main wallet with one press; and this week's leaderboard of mission rewards.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('missions');
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  return (
    <div className="wallet-page missions">
      <div className="tab-row missions-tabs" role="tablist" aria-label={t('missions.sections')}>
        {views.map((v) => (
          <button key={v} type="button" role="tab" className="tab" aria-selected={v === view} onClick={() => setView(v)}>
            {v === 'missions' ? <ListChecks size={16} aria-hidden /> : <Trophy size={16} aria-hidden />}
            {t(`missions.tab.${v}`)}
          </button>
        ))}
      </div>
      {view === 'missions' ? <MissionList symbol={symbol} /> : <Leaderboard symbol={symbol} />}
    </div>
  );
}

function MissionList({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const claimMission = useSingleFlight(claim);

  if (summary.isPending) {
    return (
      <div className="missions-skeleton" role="status" aria-label={t('common.loading')}>
        <Skeleton height={84} radius="var(--radius-lg)" />
        <ListSkeleton rows={3} height={128} />
      </div>
    );
  }
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;

  const { list, claimable, earnedThisWeek } = summary.data;
  return (
    <div className="missions-body">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat-main" data-testid="missions-earned">
          <span className="wallet-stat-label">
            <Wallet size={14} aria-hidden /> {t('missions.earnedThisWeek')}
          </span>
          <Money amount={earnedThisWeek} symbol={symbol} className="wallet-stat-value" />
        </div>
        <div className="wallet-stat" data-testid="missions-claimable">
          <span className="wallet-stat-label">
            <HandCoins size={14} aria-hidden /> {t('missions.claimable')}
          </span>
          <span className="wallet-stat-value">{claimable}</span>
        </div>
      </div>
      {claim.isSuccess && (
        <SuccessLine>
          {t(claim.data.replayed ? 'missions.alreadyClaimed' : 'missions.claimed', { amount: formatMoney(claim.data.reward, symbol).trim() })}
        </SuccessLine>
      )}
      <FormFailure error={claim.isError ? claim.error : null} />
      {list.length === 0 ? (
        <EmptyState>{t('missions.empty')}</EmptyState>
      ) : (
        periods.map((period) => {
          const missions = list.filter((m) => m.period === period);
          if (missions.length === 0) return null;
          const PeriodIcon = periodIcons[period];
          return (
            <Section key={period} title={t(`missions.period.${period}`)} icon={<PeriodIcon size={20} aria-hidden />} className="missions-group">
              <ul className="reward-list mission-list" aria-busy={summary.isFetching} data-testid={`missions-${period}`}>
                {missions.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    symbol={symbol}
                    claiming={claim.isPending && claim.variables === mission.id}
                    busy={claim.isPending}
                    onClaim={() => claimMission(mission.id)}
                  />
                ))}
              </ul>
            </Section>
          );
        })
      )}
    </div>
  );
}

/** A mission's amount: money kinds with the currency symbol, counts grouped in the interface language. */
function amountText(kind: MissionKind, value: string, symbol: string): string {
  if (moneyKinds.has(kind)) return formatMoney(value, symbol).trim();
  const count = Number(value);
  return Number.isFinite(count) ? new Intl.NumberFormat(languageInfo(currentLanguage()).locale).format(count) : value;
}

/**
 * The progress to show: at most the target. Play and deposits keep counting after the target is
 * reached (a 2,000.00 deposit toward 1,500.00), but the card tells how far along the mission is,
 * so it reads "1,500.00 / 1,500.00" beside its full bar rather than more than done.
 */
function shownProgress(mission: Mission): string {
  if (moneyKinds.has(mission.kind)) return minorOf(mission.progress) > minorOf(mission.target) ? mission.target : mission.progress;
  return Number(mission.progress) > Number(mission.target) ? mission.target : mission.progress;
}

/** How far along a mission is, 0 to 100. */
function percentOf(mission: Mission): number {
  if (mission.status !== 'IN_PROGRESS') return 100;
  const money = moneyKinds.has(mission.kind);
  const progress = money ? Number(minorOf(mission.progress)) : Number(mission.progress);
  const target = money ? Number(minorOf(mission.target)) : Number(mission.target);
  if (!(target > 0) || !Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.floor((progress / target) * 100)));
}

function MissionCard({ mission, symbol, claiming, busy, onClaim }: { mission: Mission; symbol: string; claiming: boolean; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const KindIcon = kindIcons[mission.kind];
  const percent = percentOf(mission);
  const progressText = `${amountText(mission.kind, shownProgress(mission), symbol)} / ${amountText(mission.kind, mission.target, symbol)}`;
  return (
    <li className="reward-card mission-card" data-status={mission.status} data-testid={`mission-${mission.id}`}>
      <span className="reward-icon mission-icon" aria-hidden>
        <KindIcon size={22} />
      </span>
      <div className="reward-main">
        <h3 className="reward-title" dir="auto">
          {mission.title}
        </h3>
        <p className="mission-meta">
          <span className="mission-kind">{t(`missions.kind.${mission.kind}`)}</span>
          {mission.gameType ? (
            <GameType code={mission.gameType} />
          ) : (
            <span className="game-type mission-all-games">
              <span className="game-type-icon">
                <Gamepad2 size={16} aria-hidden />
              </span>
              {t('missions.allGames')}
            </span>
          )}
        </p>
        <div className="mission-progress">
          <div
            className="mission-bar"
            role="progressbar"
            aria-label={t('missions.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progressText}
          >
            <span className="mission-bar-fill" style={{ inlineSize: `${percent}%` }} />
          </div>
          <span className="mission-progress-text" dir="ltr" data-testid={`mission-${mission.id}-progress`}>
            {progressText}
          </span>
        </div>
        <p className="reward-when">
          <Clock size={14} aria-hidden />
          <time dateTime={mission.resetsAt}>{t('missions.resets', { when: whenText(mission.resetsAt) })}</time>
        </p>
      </div>
      <div className="reward-side">
        <span className="mission-reward">
          <span className="mission-reward-label">{t('missions.reward')}</span>
          <Money amount={mission.reward} symbol={symbol} className="reward-amount" />
        </span>
        {mission.status === 'COMPLETED' ? (
          <button
            type="button"
            className="btn btn-gold btn-sm reward-claim"
            disabled={busy}
            aria-busy={claiming}
            aria-label={t('missions.claimOne', { title: mission.title })}
            onClick={onClaim}
          >
            {claiming ? <span className="wallet-spinner" aria-hidden /> : <HandCoins size={16} aria-hidden />}
            {t('missions.claim')}
          </button>
        ) : mission.status === 'CLAIMED' ? (
          <Badge tone="success">
            <CircleCheck size={12} aria-hidden />
            {t('missions.status.CLAIMED')}
          </Badge>
        ) : (
          <Badge tone="muted">{t('missions.status.IN_PROGRESS')}</Badge>
        )}
      </div>
    </li>
  );
}

function Leaderboard({ symbol }: { symbol: string }) {
  const board = useMissionLeaderboard();
  if (board.isPending) return <ListSkeleton rows={5} />;
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  return <LeaderboardTable board={board.data} symbol={symbol} busy={board.isFetching} />;
}

const isMe = (entry: LeaderboardEntry, me: LeaderboardEntry | null) => me !== null && entry.rank === me.rank && entry.username === me.username;

function LeaderboardTable({ board, symbol, busy }: { board: MissionLeaderboardValue; symbol: string; busy: boolean }) {
  const { t } = useTranslation();
  const { list, me } = board;
  const week = new Intl.DateTimeFormat(languageInfo(currentLanguage()).locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const weekStart = Number.isNaN(Date.parse(board.weekStart)) ? board.weekStart : week.format(new Date(board.weekStart));
  return (
    <div className="mission-board">
      <p className="wallet-note mission-board-week">
        <CalendarRange size={16} aria-hidden />
        {t('missions.board.week', { date: weekStart })}
      </p>
      {list.length === 0 ? (
        <EmptyState>{t('missions.board.empty')}</EmptyState>
      ) : (
        <table className="data-table mission-board-table" aria-busy={busy} aria-label={t('missions.board.title')}>
          <thead>
            <tr>
              <th scope="col">{t('missions.board.rank')}</th>
              <th scope="col">{t('missions.board.player')}</th>
              <th scope="col" className="num">
                {t('missions.board.missions')}
              </th>
              <th scope="col" className="num">
                {t('missions.board.earned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <BoardRow key={entry.rank} entry={entry} symbol={symbol} me={isMe(entry, me)} />
            ))}
          </tbody>
        </table>
      )}
      {me ? (
        <div className="mission-me" data-testid="mission-me">
          <span className="mission-me-place">{t('missions.board.yourPlace', { rank: me.rank })}</span>
          <span className="mission-me-facts">
            <span>{t('missions.board.missionsCount', { count: me.missions })}</span>
            <Money amount={me.earned} symbol={symbol} className="mission-me-earned" />
          </span>
        </div>
      ) : (
        list.length > 0 && <p className="wallet-note">{t('missions.board.notRanked')}</p>
      )}
    </div>
  );
}

function BoardRow({ entry, symbol, me }: { entry: LeaderboardEntry; symbol: string; me: boolean }) {
  const { t } = useTranslation();
  const podium = entry.rank >= 1 && entry.rank <= 3 ? entry.rank : undefined;
  return (
    <tr data-testid={`board-rank-${entry.rank}`} data-podium={podium} data-me={me || undefined} aria-current={me ? 'true' : undefined}>
      <td data-label={t('missions.board.rank')}>
        <span className="mission-rank">
          {podium && <Medal size={18} aria-hidden className="mission-medal" />}
          {`#${entry.rank}`}
        </span>
      </td>
      <td data-label={t('missions.board.player')}>
        <span className="mission-player" dir="ltr">
          {entry.username}
        </span>
        {me && <span className="mission-you">{t('missions.board.you')}</span>}
      </td>
      <td data-label={t('missions.board.missions')} className="num">
        {entry.missions}
      </td>
      <td data-label={t('missions.board.earned')} className="num mission-earned">
        <Money amount={entry.earned} symbol={symbol} />
      </td>
    </tr>
  );
}
