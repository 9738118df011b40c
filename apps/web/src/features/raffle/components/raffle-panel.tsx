import type { Raffle, RaffleState } from '@lumen/contracts/member/raffle.contract';
import { groupAmount, moneyText } from '@lumen/contracts/wallet/money';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange, CircleCheck, Clock, Hourglass, HandCoins, LogIn, Ticket, Trophy, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { FormFailure, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { formatCount } from '@/lib/numbers.ts';
import { useSession } from '@/lib/session.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { useClaimRafflePrize } from '../api/claim-raffle.ts';
import { rafflesKey, useRafflesByPromotion } from '../api/get-raffles.ts';
import { useJoinRaffle } from '../api/join-raffle.ts';
import {
  countdownOf,
  durationParts,
  needsTurnover,
  prizesText,
  type RaffleAccess,
  turnoverLeft,
  turnoverPercent,
} from '../lib/raffle.ts';
import { RaffleFairness } from './raffle-fairness.tsx';
import { RaffleWinners } from './raffle-winners.tsx';
import '@/features/wallet/components/wallet.css';
import './raffle.css';

interface RafflePanelProps {
  promotionId: string;
  /** The promotion's title: it names the panel with the heading, so each draw on a page has a name of its own. */
  promotionTitle?: string;
  access: RaffleAccess;
  onLogin: () => void;
  /** A trial account pressed Join: it is told a real account is needed. */
  onTrialBlocked: () => void;
}

/**
 * The lucky draw of a promotion, on its card: the entry window with a live countdown, the prizes, the
 * entries, the member's turnover toward qualifying, and what the member can do now (join, claim a won
 * prize) or why not. After the draw, the winners and the seed to check the draw by. Nothing when the
 * promotion has no raffle.
 */
export function RafflePanel({ promotionId, promotionTitle, access, onLogin, onTrialBlocked }: RafflePanelProps) {
  const { t } = useTranslation();
  const raffles = useRafflesByPromotion(access === 'member' ? 'member' : 'guest', access !== 'pending');
  if (access === 'pending' || raffles.isPending) {
    return (
      <div className="raffle-panel raffle-panel-loading" role="status" aria-label={t('common.loading')}>
        <Skeleton height={18} width="45%" radius="var(--radius-xs)" />
        <Skeleton height={56} radius="var(--radius-md)" />
        <Skeleton height={36} width={140} radius="var(--radius-pill)" />
      </div>
    );
  }
  // A failed list speaks once, above the promotions (RaffleLoadError), not on every card.
  const raffle = raffles.data?.get(promotionId);
  if (!raffle) return null;
  return <RaffleCard raffle={raffle} promotionTitle={promotionTitle} access={access} onLogin={onLogin} onTrialBlocked={onTrialBlocked} />;
}

function RaffleCard({ raffle, promotionTitle, access, onLogin, onTrialBlocked }: { raffle: Raffle } & Omit<RafflePanelProps, 'promotionId'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const join = useJoinRaffle();
  const claim = useClaimRafflePrize();
  const joinOnce = useSingleFlight(join);
  const claimOnce = useSingleFlight(claim);
  const [joined, setJoined] = useState(false);
  const now = useNow(raffle);
  const countdown = countdownOf(raffle, now);
  const drawn = raffle.drawnAt !== null;

  const onJoin = () => {
    if (access === 'visitor') onLogin();
    else if (access === 'trial') onTrialBlocked();
    else {
      claim.reset();
      joinOnce(raffle.id, () => setJoined(true));
    }
  };

  return (
    <section
      className="raffle-panel"
      aria-labelledby={promotionTitle ? undefined : headingId}
      aria-label={promotionTitle ? `${t('raffle.title')}: ${promotionTitle}` : undefined}
      data-state={raffle.state}
      data-testid={`raffle-${raffle.promotionId}`}
    >
      <header className="raffle-head">
        <span className="raffle-head-icon" aria-hidden>
          <Ticket size={16} />
        </span>
        <h3 id={headingId} className="raffle-heading">
          {t('raffle.title')}
        </h3>
        {countdown && <Countdown kind={countdown.kind} ms={countdown.at - now} />}
      </header>

      <dl className="raffle-facts">
        <Fact icon={<CalendarRange size={14} aria-hidden />} label={t('raffle.window')} wide>
          <time dateTime={raffle.opensAt}>{formatTime(raffle.opensAt)}</time>
          <span aria-hidden> – </span>
          <span className="visually-hidden">{t('raffle.until')}</span>
          <time dateTime={raffle.closesAt}>{formatTime(raffle.closesAt)}</time>
        </Fact>
        <Fact icon={<Trophy size={14} aria-hidden />} label={t('raffle.prizes')} wide>
          <span dir="ltr" className="raffle-prizes">
            {prizesText(raffle.prizes)}
          </span>
        </Fact>
        <Fact icon={<Users size={14} aria-hidden />} label={t('raffle.entries')}>
          <span className="raffle-number">{formatCount(raffle.entries)}</span>
        </Fact>
        <Fact icon={<HandCoins size={14} aria-hidden />} label={t('raffle.turnoverRequired')}>
          {needsTurnover(raffle) ? <Money amount={raffle.turnoverRequired} className="raffle-number" /> : t('raffle.noTurnover')}
        </Fact>
      </dl>

      {raffle.myTurnover !== null && needsTurnover(raffle) && raffle.state !== 'COMING_SOON' && <TurnoverProgress raffle={raffle} turnover={raffle.myTurnover} />}

      <div className="raffle-action">
        <ActionButton
          state={raffle.state}
          busy={join.isPending || claim.isPending}
          onJoin={onJoin}
          onClaim={() => {
            join.reset();
            claimOnce(raffle.id);
          }}
          access={access}
        />
        <p className="raffle-note">{noteOf(t, raffle, now, symbol)}</p>
      </div>
      {joined && raffle.state !== 'JOIN' && <SuccessLine>{t('raffle.joinedNow')}</SuccessLine>}
      {claim.isSuccess && (
        <SuccessLine>
          {t(claim.data.replayed ? 'raffle.claimedBefore' : 'raffle.claimedNow', { amount: moneyText(claim.data.amount, symbol) })}
        </SuccessLine>
      )}
      <FormFailure error={join.isError ? join.error : claim.isError ? claim.error : null} />

      {drawn && <RaffleWinners raffle={raffle} />}
      <RaffleFairness seedHash={raffle.seedHash} seed={raffle.seed} />
    </section>
  );
}


function Fact({ icon, label, wide = false, children }: { icon: ReactNode; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`raffle-fact${wide ? ' raffle-fact-wide' : ''}`}>
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Opens in 2d 03:14:05" / "Closes in 05:00:12", ticking each second. */
function Countdown({ kind, ms }: { kind: 'opens' | 'closes'; ms: number }) {
  const { t } = useTranslation();
  const { days, clock } = durationParts(ms);
  return (
    <p className="raffle-countdown" data-kind={kind}>
      <Clock size={14} aria-hidden />
      <span>{t(kind === 'opens' ? 'raffle.countdown.opens' : 'raffle.countdown.closes')}</span>{' '}
      {/* The days are words (they read in the language's direction); the clock is digits, always left to right. */}
      {days > 0 && <span className="raffle-clock">{t('raffle.countdown.days', { count: days })}</span>}{' '}
      <span className="raffle-clock" dir="ltr">
        {clock}
      </span>
    </p>
  );
}

function TurnoverProgress({ raffle, turnover }: { raffle: Raffle; turnover: string }) {
  const { t } = useTranslation();
  const percent = turnoverPercent(turnover, raffle.turnoverRequired);
  // Turnover keeps counting once it qualifies; the bar is full then, and the text reads as reached
  // ("5,000.00 / 5,000.00") rather than past what was asked.
  const shown = percent >= 100 ? raffle.turnoverRequired : turnover;
  const text = `${groupAmount(shown)} / ${groupAmount(raffle.turnoverRequired)}`;
  return (
    <div className="raffle-progress" data-done={percent >= 100 || undefined}>
      <div className="raffle-progress-head">
        <span>{t('raffle.myTurnover')}</span>
        <span className="raffle-progress-text" dir="ltr" data-testid={`raffle-${raffle.promotionId}-turnover`}>
          {text}
        </span>
      </div>
      <div
        className="raffle-bar"
        role="progressbar"
        aria-label={t('raffle.myTurnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="raffle-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}

const stateIcons: Record<RaffleState, ReactNode> = {
  COMING_SOON: <Clock size={16} aria-hidden />,
  JOIN: <Ticket size={16} aria-hidden />,
  PROCESS: <Hourglass size={16} aria-hidden />,
  JOINED: <CircleCheck size={16} aria-hidden />,
  CLAIM: <HandCoins size={16} aria-hidden />,
  CLAIMED: <CircleCheck size={16} aria-hidden />,
  CLOSE: <Clock size={16} aria-hidden />,
};

/** The state's button: Join and Claim act; every other state stands disabled, its note says why. */
function ActionButton({ state, busy, access, onJoin, onClaim }: { state: RaffleState; busy: boolean; access: RaffleAccess; onJoin: () => void; onClaim: () => void }) {
  const { t } = useTranslation();
  if (state === 'JOIN' || state === 'CLAIM') {
    const isJoin = state === 'JOIN';
    return (
      <button type="button" className={`btn ${isJoin ? 'btn-primary' : 'btn-gold'} raffle-button`} onClick={isJoin ? onJoin : onClaim} disabled={busy} aria-busy={busy}>
        {busy ? <span className="wallet-spinner" aria-hidden /> : isJoin && access === 'visitor' ? <LogIn size={16} aria-hidden className="flip-rtl" /> : stateIcons[state]}
        {t(`raffle.button.${state}`)}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-ghost raffle-button" disabled>
      {stateIcons[state]}
      {t(`raffle.button.${state}`)}
    </button>
  );
}

/** Why the member stands where they do, and what comes next. */
function noteOf(t: ReturnType<typeof useTranslation>['t'], raffle: Raffle, now: number, symbol: string): string {
  const closed = now >= Date.parse(raffle.closesAt);
  switch (raffle.state) {
    case 'COMING_SOON':
      return t('raffle.note.comingSoon', { when: formatTime(raffle.opensAt) });
    case 'JOIN':
      return needsTurnover(raffle) ? t('raffle.note.join', { amount: groupAmount(raffle.turnoverRequired) }) : t('raffle.note.joinFree');
    case 'PROCESS':
      return closed || !needsTurnover(raffle) || turnoverPercent(raffle.myTurnover ?? '0.00', raffle.turnoverRequired) >= 100
        ? t('raffle.note.drawing')
        : t('raffle.note.process', { amount: turnoverLeft(raffle.myTurnover, raffle.turnoverRequired) });
    case 'JOINED':
      return t('raffle.note.joined', { when: formatTime(raffle.closesAt) });
    case 'CLAIM':
      return raffle.claimUntil
        ? t('raffle.note.claimUntil', { amount: moneyText(raffle.myPrize ?? '0.00', symbol), when: formatTime(raffle.claimUntil) })
        : t('raffle.note.claim', { amount: moneyText(raffle.myPrize ?? '0.00', symbol) });
    case 'CLAIMED':
      return t('raffle.note.claimed', { amount: moneyText(raffle.myPrize ?? '0.00', symbol) });
    default:
      return raffle.myPrize !== null ? t('raffle.note.expired') : t('raffle.note.closed');
  }
}

/**
 * The time now, ticking each second while the raffle has a countdown; when the countdown ends (the
 * raffle opens or closes) the raffles reload, since the member's state has changed.
 */
function useNow(raffle: Raffle): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const target = countdownOf(raffle, now)?.at ?? null;
  useEffect(() => {
    if (target === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= target) void queryClient.invalidateQueries({ queryKey: rafflesKey });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target, queryClient]);
  return now;
}
