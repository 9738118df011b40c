import { crashMultiplierAt } from '@lumen/contracts/play/house-fair';
import type { CrashStateValue, crashRulesSchema } from '@lumen/contracts/play/house.contract';
import { moneyText, parseAmount } from '@lumen/contracts/wallet/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Skeleton } from '@/components/loader/loader.tsx';
import { paths } from '@/config/paths.ts';
import { cashOutCrash, getCrashState, placeCrashBet } from '../../api/house.ts';
import { playKey } from '../../api/keys.ts';
import { SubmissionKey } from '@/lib/idempotency.ts';
import { errorCode, minorOf } from '../../lib/format.ts';
import { LoadError, Money } from '@/components/data-state/data-state.tsx';
import { stakeProblem } from './stake-field.tsx';
import { BetFailure } from './bet-failure.tsx';
import type { HouseGameProps } from './house-game.tsx';

type CrashRules = z.infer<typeof crashRulesSchema>;

const POLL_MS = 1_000;
const RUNNING_POLL_MS = 400;
const TICK_MS = 100;

/** The shared crash round as this page sees it, read from the server's schedule. */
function useCrashState(launchToken: string) {
  const offset = useRef(0);
  const query = useQuery({
    queryKey: [...playKey, 'house', 'crash', launchToken],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const state = await getCrashState(launchToken, signal);
      // The server's clock, corrected by half the round trip.
      offset.current = Date.parse(state.serverTime) - (sent + Date.now()) / 2;
      return state;
    },
    // Faster while the multiplier runs, so the crash shows without delay.
    refetchInterval: (q) => (q.state.data?.round.phase === 'RUNNING' ? RUNNING_POLL_MS : POLL_MS),
    refetchIntervalInBackground: false,
    retry: 2,
  });
  return { query, offset };
}

/** Milliseconds on the server's clock, ticking locally between polls. */
function useServerNow(offset: { current: number }) {
  const [now, setNow] = useState(() => Date.now() + offset.current);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset.current), TICK_MS);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

/** Crash: shared rounds on a fixed schedule; bet while betting is open, cash out before the crash. */
export function CrashGame({ launchToken, open, symbol, balance, onPlayed, onRelaunch, rules }: HouseGameProps & { rules: CrashRules }) {
  const { t } = useTranslation();
  const id = useId();
  const { query, offset } = useCrashState(launchToken);
  const now = useServerNow(offset);
  const [stake, setStake] = useState(rules.minStake);
  const [auto, setAuto] = useState(false);
  const [autoTarget, setAutoTarget] = useState('2.00');
  const [formError, setFormError] = useState<string | null>(null);
  const betKey = useRef(new SubmissionKey());
  const state = query.data;

  // Only a new answer from the server moves the balance, not a local change of it.
  const onAnswer = useEffectEvent((answer: CrashStateValue) => {
    if (answer.balance !== balance) onPlayed(answer.balance);
  });
  useEffect(() => {
    if (state) onAnswer(state);
  }, [state]);

  const bet = useMutation({
    mutationFn: (body: { stake: string; autoCashout?: string }) => betKey.current.send(body, (key) => placeCrashBet({ launchToken, ...body }, key)),
    onSuccess: (value) => {
      onPlayed(value.balance);
      void query.refetch();
    },
  });
  const cashout = useMutation({
    mutationFn: () => cashOutCrash(launchToken),
    onSuccess: (value) => {
      onPlayed(value.balance);
      void query.refetch();
    },
  });

  if (query.isPending) return <Skeleton height={360} radius="var(--radius-lg)" />;
  const retry = () => void query.refetch();
  if (query.isError && !state) return <PollFailure error={query.error} onRetry={retry} onRelaunch={onRelaunch} />;
  if (!state) return null;

  // The last poll failed: the round may have crashed since the last answer, so the board neither
  // runs the multiplier on from it nor shows it, until a poll is answered again.
  const lost = query.isError;
  const round = state.round;
  const runAt = Date.parse(round.runAt);
  const crashed = round.phase === 'CRASHED' || (round.crashPoint !== null && round.phase !== 'BETTING');
  // The schedule is fixed: betting ends at runAt on every clock, before the next poll says so.
  const phase = round.phase === 'BETTING' && now >= runAt ? 'RUNNING' : round.phase;
  const live = !lost && phase === 'RUNNING' && !crashed ? crashMultiplierAt(now - runAt) : null;
  const shown = crashed ? (round.crashPoint ?? round.multiplier) : live !== null ? (live / 100).toFixed(2) : '1.00';
  const secondsToRun = Math.max(0, Math.ceil((runAt - now) / 1000));
  const myBet = state.bet?.engine === 'CRASH' ? state.bet : null;
  const riding = myBet !== null && myBet.crash.cashout === null && !crashed && phase === 'RUNNING';
  const canBet = phase === 'BETTING' && myBet === null;

  const submit = () => {
    const problem = stakeProblem(stake, rules, balance, symbol, t);
    if (problem) {
      setFormError(problem);
      return;
    }
    const target = parseAmount(autoTarget.trim());
    if (auto && (target === null || target < 101n || target > minorOf(rules.maxMultiplier))) {
      setFormError(t('play.crash.autoRange', { max: rules.maxMultiplier }));
      return;
    }
    setFormError(null);
    bet.mutate({ stake: stake.trim(), ...(auto ? { autoCashout: autoTarget.trim() } : {}) });
  };

  return (
    <div className="crash">
      <div className="house-head">
        <h2 className="house-title">{open.game.displayName}</h2>
        <span className="house-hint" dir="ltr">
          {`#${round.roundNumber}`}
        </span>
      </div>
      {lost ? (
        <PollFailure error={query.error} onRetry={retry} onRelaunch={onRelaunch} />
      ) : (
        <div className={`crash-board crash-${crashed ? 'crashed' : phase.toLowerCase()}`} style={{ ['--progress' as string]: live ? Math.min(1, Math.log(live / 100) / Math.log(100)) : crashed ? 1 : 0 }}>
          <div className="crash-curve" aria-hidden />
          <p className="crash-multiplier" dir="ltr" data-testid="crash-multiplier" aria-live="off">
            {shown}×
          </p>
          <p className="crash-phase" aria-live="polite">
            {crashed ? t('play.crash.crashedAt', { point: `${shown}×` }) : phase === 'BETTING' ? t('play.crash.startsIn', { seconds: secondsToRun }) : t('play.crash.running')}
          </p>
          {crashed && (
            <p className="crash-phase house-hint" data-testid="crash-next">
              {t('play.crash.nextIn', { seconds: Math.max(0, Math.ceil((Date.parse(round.nextAt) - now) / 1000)) })}
            </p>
          )}
        </div>
      )}
      {myBet && (
        <p className="house-hint" data-testid="crash-my-bet">
          {myBet.crash.cashout
            ? t('play.crash.cashedOut', { point: `${myBet.crash.cashout}×` })
            : crashed
              ? t('play.crash.lost')
              : t('play.crash.betPlaced', { amount: moneyText(myBet.stake, symbol) })}{' '}
          {minorOf(myBet.win) > 0n && <Money amount={myBet.win} symbol={symbol} />}
        </p>
      )}
      <div className="house-controls crash-controls">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-stake`}>
            {t('play.stake')}
          </label>
          <input id={`${id}-stake`} className="input" dir="ltr" inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} disabled={!canBet} />
        </div>
        <div className="field">
          <label className="crash-auto">
            <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} disabled={!canBet} />
            {t('play.crash.auto')}
          </label>
          <input className="input" dir="ltr" inputMode="decimal" value={autoTarget} onChange={(e) => setAutoTarget(e.target.value)} disabled={!auto || !canBet} aria-label={t('play.crash.autoTarget')} />
        </div>
        {riding ? (
          <button type="button" className="btn btn-gold btn-lg house-go" onClick={() => cashout.mutate()} disabled={cashout.isPending}>
            {t('play.crash.cashOut')} {live !== null && <span dir="ltr">{(live / 100).toFixed(2)}×</span>}
          </button>
        ) : (
          <button type="button" className="btn btn-gold btn-lg house-go" onClick={submit} disabled={!canBet || bet.isPending} aria-busy={bet.isPending}>
            {t('play.crash.bet')}
          </button>
        )}
      </div>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      {bet.isError && <BetFailure error={bet.error} onRetry={canBet ? submit : undefined} onRelaunch={onRelaunch} />}
      {cashout.isError && <BetFailure error={cashout.error} onRelaunch={onRelaunch} />}
      <CrashHistory state={state} />
    </div>
  );
}

/** A poll that failed: an expired game session offers to open the game again, any other failure to try again. */
function PollFailure({ error, onRetry, onRelaunch }: { error: unknown; onRetry: () => void; onRelaunch?: () => void }) {
  if (errorCode(error) === 'LAUNCH_TOKEN_INVALID' && onRelaunch) return <BetFailure error={error} onRelaunch={onRelaunch} />;
  return <LoadError error={error} onRetry={onRetry} />;
}

function CrashHistory({ state }: { state: CrashStateValue }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="crash-history" aria-labelledby={titleId}>
      <h3 id={titleId} className="crash-history-title">
        {t('play.crash.history')}
      </h3>
      {state.history.length === 0 && <p className="house-hint">{t('play.crash.noHistory')}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and a keyboard can scroll only what takes focus (WCAG 2.1.1) */}
      <ul className="crash-history-list" aria-labelledby={titleId} tabIndex={0} hidden={state.history.length === 0}>
        {state.history.map((h) => (
          <li key={`${h.chainId}-${h.roundNumber}`} className={Number(h.crashPoint) >= 2 ? 'is-high' : ''}>
            <span className="crash-point" dir="ltr">
              {h.crashPoint}×
            </span>
            <span className="fair-hash crash-hash" dir="ltr" title={h.hash}>
              {h.hash}
            </span>
          </li>
        ))}
      </ul>
      <p className="house-hint">
        {t('play.crash.terminalHash')}{' '}
        <span className="fair-hash" dir="ltr" data-testid="terminal-hash">
          {state.terminalHash}
        </span>
      </p>
      <Link className="play-verify-link" to={paths.verify}>
        <ShieldCheck size={14} aria-hidden />
        {t('play.crash.howToVerify')}
      </Link>
    </section>
  );
}
