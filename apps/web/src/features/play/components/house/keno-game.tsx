import type { kenoRulesSchema, PlayValue } from '@lumen/contracts/play/house.contract';
import { useMutation } from '@tanstack/react-query';
import { Eraser, ShieldCheck, Shuffle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { playKeno } from '../../api/house.ts';
import { SubmissionKey } from '@/lib/idempotency.ts';
import { minorOf } from '../../lib/format.ts';
import { Money } from '@/components/data-state/data-state.tsx';
import { StakeField, stakeProblem } from './stake-field.tsx';
import { BetFailure } from './bet-failure.tsx';
import type { HouseGameProps } from './house-game.tsx';
import { KenoBalls } from './keno-balls.tsx';

type KenoRules = z.infer<typeof kenoRulesSchema>;

/** A quick pick: `count` different numbers of 1..`numbers` at random (it has no say in the draw). */
function randomPicks(count: number, numbers: number): number[] {
  const pool = Array.from({ length: numbers }, (_, i) => i + 1);
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let i = 0; i < count; i++) {
    const j = i + ((random[i] as number) % (numbers - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

const samePicks = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Keno, the house lottery: pick up to 10 of 40 numbers, 10 are drawn, the pay follows the hits. */
export function KenoGame({ launchToken, open, symbol, balance, onPlayed, onRelaunch, rules }: HouseGameProps & { rules: KenoRules }) {
  const { t } = useTranslation();
  const id = useId();
  const [picks, setPicks] = useState<number[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [quickCount, setQuickCount] = useState(() => Math.min(5, rules.maxPicks));
  const [stake, setStake] = useState(rules.minStake);
  const [stakeError, setStakeError] = useState<string | null>(null);
  const [last, setLast] = useState<PlayValue | null>(null);
  const betKey = useRef(new SubmissionKey());
  const play = useMutation({
    mutationFn: (body: { stake: string; picks: number[] }) => betKey.current.send(body, (key) => playKeno({ launchToken, ...body }, key)),
    onSuccess: (value) => {
      setLast(value);
      onPlayed(value.balance, value.fairness);
    },
  });
  const round = last?.round.engine === 'KENO' && !play.isPending ? last.round : null;
  // The board shows the draw while it still holds the picks the draw was played with.
  const boardRound = round && samePicks(round.keno.picks, picks) ? round : null;
  const drawnAt = new Map((boardRound?.keno.drawn ?? []).map((n, i) => [n, i]));
  const hitSet = new Set(boardRound?.keno.hits ?? []);
  const numbers = Array.from({ length: rules.numbers }, (_, i) => i + 1);
  const count = picks.length;
  const payRow = count > 0 ? (rules.paytable[count - 1] ?? []) : [];

  const choose = (next: number[]) => {
    setPicks(next);
    setTooMany(false);
  };
  const toggle = (n: number) => {
    if (picks.includes(n)) choose(picks.filter((p) => p !== n));
    else if (picks.length >= rules.maxPicks) setTooMany(true);
    else choose([...picks, n]);
  };

  const submit = () => {
    const problem = stakeProblem(stake, rules, balance, symbol, t);
    if (problem) {
      setStakeError(problem);
      return;
    }
    setStakeError(null);
    play.mutate({ stake: stake.trim(), picks });
  };

  return (
    <div className="keno">
      <div className="house-head">
        <h2 className="house-title">{open.game.displayName}</h2>
        <span className="keno-count" data-testid="keno-count">
          {t('play.keno.picked', { count, max: rules.maxPicks })}
        </span>
      </div>
      <div className="keno-layout">
        <div className="keno-board-wrap">
          <fieldset className="keno-board" aria-label={t('play.keno.board')}>
            {numbers.map((n) => {
              const picked = picks.includes(n);
              const draw = drawnAt.get(n);
              const hit = hitSet.has(n);
              return (
                <button
                  key={n}
                  type="button"
                  className={`keno-cell${picked ? ' is-picked' : ''}${draw !== undefined ? ' is-drawn' : ''}${hit ? ' is-hit' : ''}`}
                  style={draw !== undefined ? { ['--draw' as string]: draw } : undefined}
                  aria-pressed={picked}
                  aria-label={draw !== undefined ? t(hit ? 'play.keno.cellHit' : 'play.keno.cellDrawn', { n }) : undefined}
                  disabled={play.isPending}
                  onClick={() => toggle(n)}
                >
                  <span className="keno-cell-number">{n}</span>
                </button>
              );
            })}
          </fieldset>
          <p className={tooMany ? 'field-error' : 'house-hint'} role="status">
            {tooMany ? t('play.keno.tooMany', { max: rules.maxPicks }) : t('play.keno.pickHint', { min: rules.minPicks, max: rules.maxPicks, drawn: rules.drawn, numbers: rules.numbers })}
          </p>
        </div>
        <section className="keno-paytable" aria-labelledby={`${id}-paytable`}>
          <h3 id={`${id}-paytable`} className="keno-paytable-title">
            {count > 0 ? t('play.keno.paytableFor', { count }) : t('play.keno.paytable')}
          </h3>
          {count > 0 ? (
            <>
              <table className="keno-paytable-table" data-testid="keno-paytable">
                <thead>
                  <tr>
                    <th scope="col">{t('play.keno.hits')}</th>
                    <th scope="col" className="num">
                      {t('play.keno.pays')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payRow
                    .map((multiplier, hits) => ({ multiplier, hits }))
                    .reverse()
                    .map(({ multiplier, hits }) => (
                      <tr key={hits} className={boardRound?.keno.hits.length === hits ? 'is-current' : undefined}>
                        <th scope="row">{hits}</th>
                        <td className="num">
                          <bdi dir="ltr">{minorOf(multiplier) > 0n ? `${multiplier}×` : '–'}</bdi>
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <p className="keno-rtp">{t('play.keno.rtp', { rtp: rules.rtp[count - 1] ?? '' })}</p>
            </>
          ) : (
            <p className="house-hint">{t('play.keno.paytableEmpty')}</p>
          )}
        </section>
      </div>
      <div className="house-outcome keno-outcome" aria-live="polite" data-testid="keno-outcome">
        {!round && (
          // Before a draw (and while it is drawn) the draw's places stand empty where its balls will land.
          <>
            <ol className="keno-balls keno-slots" aria-hidden="true">
              {Array.from({ length: rules.drawn }, (_, i) => (
                <li key={i} className={`keno-ball keno-slot${play.isPending ? ' is-drawing' : ''}`} style={{ ['--draw' as string]: i }} />
              ))}
            </ol>
            <p className="house-hint">{play.isPending ? t('play.keno.drawing') : t('play.keno.drawHere', { drawn: rules.drawn })}</p>
          </>
        )}
        {round && (
          <>
            <KenoBalls key={round.roundId} numbers={round.keno.drawn} hits={round.keno.hits} label={t('play.keno.drawn')} reveal testId="keno-drawn" />
            <div className="keno-verdict" style={{ ['--draws' as string]: round.keno.drawn.length }}>
              <p className="house-hint">
                {round.keno.won
                  ? t('play.keno.tally', { hits: round.keno.hits.length, picks: round.keno.picks.length, multiplier: round.keno.multiplier })
                  : t('play.keno.hitsOf', { hits: round.keno.hits.length, picks: round.keno.picks.length })}
              </p>
              {round.keno.won ? (
                <p className="house-win">
                  {t('play.youWin')} <Money amount={round.win} symbol={symbol} />
                </p>
              ) : (
                <p className="house-lose">{t('play.noWin')}</p>
              )}
              <Link className="play-verify-link" to={`${paths.verify}?roundId=${encodeURIComponent(round.roundId)}`}>
                <ShieldCheck size={14} aria-hidden />
                {t('play.verify.thisRoundLong')}
              </Link>
            </div>
          </>
        )}
      </div>
      <div className="house-controls">
        <div className="field keno-quick">
          <label className="field-label" htmlFor={`${id}-quick`}>
            {t('play.keno.quickCount')}
          </label>
          <div className="keno-quick-row">
            <select id={`${id}-quick`} className="input keno-quick-select" dir="ltr" value={quickCount} onChange={(e) => setQuickCount(Number(e.target.value))} disabled={play.isPending}>
              {Array.from({ length: rules.maxPicks - rules.minPicks + 1 }, (_, i) => rules.minPicks + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => choose(randomPicks(quickCount, rules.numbers))} disabled={play.isPending}>
              <Shuffle size={14} aria-hidden />
              {t('play.keno.quickPick')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => choose([])} disabled={play.isPending || count === 0}>
              <Eraser size={14} aria-hidden />
              {t('play.keno.clear')}
            </button>
          </div>
        </div>
        <StakeField id={id} className="keno-stake" value={stake} onChange={setStake} error={stakeError} />
        <button type="button" className="btn btn-gold btn-lg house-go" onClick={submit} disabled={play.isPending || count < rules.minPicks} aria-busy={play.isPending}>
          {t('play.keno.play')}
        </button>
      </div>
      {play.isError && <BetFailure error={play.error} onRetry={submit} onRelaunch={onRelaunch} />}
    </div>
  );
}
