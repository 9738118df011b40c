import type { PlayValue, slotRulesSchema } from '@lumen/contracts/play/house.contract';
import { SLOT_SYMBOLS, type SlotDefinition, type SlotSymbol } from '@lumen/contracts/play/house-slot';
import { formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import { useMutation } from '@tanstack/react-query';
import { BookOpen, Minus, Plus, ShieldCheck } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { spinSlot } from '../../api/house.ts';
import { SubmissionKey } from '@/lib/idempotency.ts';
import { minorOf } from '../../lib/format.ts';
import { Money } from '@/components/data-state/data-state.tsx';
import { BetFailure } from './bet-failure.tsx';
import type { HouseGameProps } from './house-game.tsx';
import { SlotReels } from './slot-reels.tsx';
import { SlotSymbolView } from './slot-symbol.tsx';
import '@/components/data-state/data-table.css';

type SlotRules = z.infer<typeof slotRulesSchema>;

/** The slot's rules as the pure functions take them. */
export function slotDefinitionOf(rules: SlotRules): SlotDefinition {
  const paytable = {} as Record<SlotSymbol, readonly [number, number, number]>;
  for (const s of SLOT_SYMBOLS) {
    const [three = 0, four = 0, five = 0] = rules.paytable[s] ?? [];
    paytable[s] = [three, four, five];
  }
  return {
    id: rules.definitionId,
    reels: rules.reels,
    lines: rules.lines,
    paytable,
    declaredRtp: Number(rules.rtp) / 100,
    minStakeMinor: Number(toMinor(rules.minStake)),
    maxStakeMinor: Number(toMinor(rules.maxStake)),
    stakeLevelsMinor: rules.stakeLevels.map((s) => Number(toMinor(s))),
  };
}

/** The house slot: 5 reels, 20 lines, a stake from the game's levels, spin, the win and its lines. */
export function SlotGame({ launchToken, open, symbol, balance, onPlayed, onRelaunch, rules }: HouseGameProps & { rules: SlotRules }) {
  const { t } = useTranslation();
  const id = useId();
  const def = useMemo(() => slotDefinitionOf(rules), [rules]);
  const levels = rules.stakeLevels;
  const [level, setLevel] = useState(() => Math.min(2, levels.length - 1));
  const stake = levels[level] ?? rules.minStake;
  const [last, setLast] = useState<PlayValue | null>(null);
  const [stops, setStops] = useState<number[]>(() => def.reels.map(() => 0));
  const [showPaytable, setShowPaytable] = useState(false);
  const betKey = useRef(new SubmissionKey());
  const spin = useMutation({
    mutationFn: (stakeToPlay: string) => betKey.current.send({ stake: stakeToPlay }, (key) => spinSlot({ launchToken, stake: stakeToPlay }, key)),
    onSuccess: (value) => {
      if (value.round.engine === 'SLOT') setStops(value.round.slot.stops);
      setLast(value);
      onPlayed(value.balance, value.fairness);
    },
  });
  const lowBalance = minorOf(balance) < minorOf(stake);
  const round = last?.round.engine === 'SLOT' ? last.round : null;
  const winMinor = round ? minorOf(round.win) : 0n;

  return (
    <div className="slot">
      <div className="house-head">
        <h2 className="house-title">{open.game.displayName}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setShowPaytable(true)}>
          <BookOpen size={14} aria-hidden />
          {t('play.slot.paytable')}
        </button>
      </div>
      <SlotReels def={def} stops={stops} spinning={spin.isPending} wins={spin.isPending ? [] : (round?.slot.lineWins ?? [])} />
      <div className="house-outcome" aria-live="polite" data-testid="slot-outcome">
        {round && !spin.isPending ? (
          winMinor > 0n ? (
            <>
              <p className="house-win">
                {t('play.youWin')} <Money amount={round.win} symbol={symbol} />
              </p>
              <ul className="slot-lines">
                {round.slot.lineWins.map((w) => (
                  <li key={w.line}>{t('play.slot.lineWin', { line: w.line, count: w.count, symbol: t(`play.slot.symbol.${w.symbol}`), multiplier: w.multiplier })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="house-lose">{t('play.noWin')}</p>
          )
        ) : null}
        {round && !spin.isPending && (
          <Link className="play-verify-link" to={`${paths.verify}?roundId=${encodeURIComponent(round.roundId)}`}>
            <ShieldCheck size={14} aria-hidden />
            {t('play.verify.thisRoundLong')}
          </Link>
        )}
      </div>
      <div className="house-controls">
        <div className="slot-stake">
          <label className="field-label" htmlFor={`${id}-stake`}>
            {t('play.stake')}
          </label>
          <div className="slot-stake-row">
            <button type="button" className="btn btn-ghost btn-icon" onClick={() => setLevel((l) => Math.max(0, l - 1))} disabled={level === 0 || spin.isPending} aria-label={t('play.stakeDown')}>
              <Minus size={16} aria-hidden />
            </button>
            <select id={`${id}-stake`} className="input slot-stake-select" dir="ltr" value={level} disabled={spin.isPending} onChange={(e) => setLevel(Number(e.target.value))}>
              {levels.map((s, i) => (
                <option key={s} value={i}>
                  {symbol} {s}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-ghost btn-icon" onClick={() => setLevel((l) => Math.min(levels.length - 1, l + 1))} disabled={level === levels.length - 1 || spin.isPending} aria-label={t('play.stakeUp')}>
              <Plus size={16} aria-hidden />
            </button>
          </div>
          <p className="house-hint">{t('play.slot.lineBet', { amount: formatMinor(minorOf(stake) / BigInt(def.lines.length)), lines: def.lines.length })}</p>
        </div>
        <button type="button" className="btn btn-gold btn-lg house-go" onClick={() => spin.mutate(stake)} disabled={spin.isPending || lowBalance} aria-busy={spin.isPending}>
          {t('play.slot.spin')}
        </button>
      </div>
      {lowBalance && !spin.isPending && <p className="house-hint">{t('play.lowBalance')}</p>}
      {spin.isError && <BetFailure error={spin.error} onRetry={() => spin.mutate(stake)} onRelaunch={onRelaunch} />}
      {showPaytable && <PaytableDialog def={def} rtp={rules.rtp} stake={stake} symbol={symbol} onClose={() => setShowPaytable(false)} />}
    </div>
  );
}

function PaytableDialog({ def, rtp, stake, symbol, onClose }: { def: SlotDefinition; rtp: string; stake: string; symbol: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lineBet = minorOf(stake) / BigInt(def.lines.length);
  return (
    <Dialog title={t('play.slot.paytable')} onClose={onClose} size="lg">
      <div className="paytable">
        <p className="paytable-rtp">{t('play.slot.rtp', { rtp })}</p>
        <p className="house-hint">{t('play.slot.rules', { lines: def.lines.length })}</p>
        <table className="data-table paytable-table">
          <thead>
            <tr>
              <th scope="col">{t('play.slot.symbolHeader')}</th>
              {[3, 4, 5].map((n) => (
                <th key={n} scope="col" className="num">
                  {t('play.slot.inARow', { n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SLOT_SYMBOLS.map((s) => (
              <tr key={s}>
                <td>
                  <SlotSymbolView symbol={s} size={22} />
                  {s === 'WILD' && <span className="house-hint"> {t('play.slot.wildRule')}</span>}
                </td>
                {def.paytable[s].map((m, i) => (
                  <td key={i} className="num">
                    {m > 0 ? (
                      <bdi dir="ltr">
                        {m}× <span className="house-hint">({symbol} {formatMinor(lineBet * BigInt(m), { grouping: true })})</span>
                      </bdi>
                    ) : (
                      '–'
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
