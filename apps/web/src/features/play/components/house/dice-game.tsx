import { type DiceDirection, diceMultiplierBasis, diceTargetAllowed, diceWinningRolls } from '@lumen/contracts/play/house-fair';
import type { diceRulesSchema, PlayValue } from '@lumen/contracts/play/house.contract';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { rollDice } from '../../api/house.ts';
import { SubmissionKey } from '@/lib/idempotency.ts';
import { Money } from '@/components/data-state/data-state.tsx';
import { StakeField, stakeProblem } from './stake-field.tsx';
import { BetFailure } from './bet-failure.tsx';
import type { HouseGameProps } from './house-game.tsx';

type DiceRules = z.infer<typeof diceRulesSchema>;

const hundredthsText = (h: number) => (h / 100).toFixed(2);

/** Dice: a target on a slider, roll under or over it; the chance and payout follow the target. */
export function DiceGame({ launchToken, open, symbol, balance, onPlayed, onRelaunch, rules }: HouseGameProps & { rules: DiceRules }) {
  const { t } = useTranslation();
  const id = useId();
  const [direction, setDirection] = useState<DiceDirection>('UNDER');
  const [target, setTarget] = useState(5_000);
  const [stake, setStake] = useState(rules.minStake);
  const [stakeError, setStakeError] = useState<string | null>(null);
  const [last, setLast] = useState<PlayValue | null>(null);
  const betKey = useRef(new SubmissionKey());
  const roll = useMutation({
    mutationFn: (body: { stake: string; direction: DiceDirection; target: string }) => betKey.current.send(body, (key) => rollDice({ launchToken, ...body }, key)),
    onSuccess: (value) => {
      setLast(value);
      onPlayed(value.balance, value.fairness);
    },
  });
  const allowed = diceTargetAllowed(direction, target);
  const chance = diceWinningRolls(direction, target) / 100;
  const multiplier = allowed ? diceMultiplierBasis(direction, target) / 10_000 : 0;
  const round = last?.round.engine === 'DICE' ? last.round : null;
  // The slider covers the targets the allowed chances leave for the chosen side.
  const min = direction === 'UNDER' ? Math.round(rules.minChancePercent * 100) : 9_999 - Math.round(rules.maxChancePercent * 100);
  const max = direction === 'UNDER' ? Math.round(rules.maxChancePercent * 100) : 9_999 - Math.round(rules.minChancePercent * 100);

  const submit = () => {
    const problem = stakeProblem(stake, rules, balance, symbol, t);
    if (problem) {
      setStakeError(problem);
      return;
    }
    setStakeError(null);
    roll.mutate({ stake: stake.trim(), direction, target: hundredthsText(target) });
  };

  return (
    <div className="dice">
      <div className="house-head">
        <h2 className="house-title">{open.game.displayName}</h2>
      </div>
      <div className="dice-board">
        <div className={`dice-result${round ? (round.dice.won ? ' is-win' : ' is-lose') : ''}`} aria-live="polite" data-testid="dice-roll" dir="ltr">
          {roll.isPending ? '…' : round ? round.dice.roll : hundredthsText(target)}
        </div>
        <div className="dice-track" dir="ltr" style={{ ['--target' as string]: `${target / 100}%` }} data-direction={direction}>
          <input
            id={`${id}-target`}
            type="range"
            className="dice-slider"
            min={Math.max(0, min)}
            max={Math.min(9_999, max)}
            step={1}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            aria-valuetext={hundredthsText(target)}
            aria-label={t('play.dice.target')}
          />
          {round && <span className="dice-marker" style={{ insetInlineStart: `${Number(round.dice.roll)}%` }} aria-hidden />}
        </div>
      </div>
      <div className="dice-figures">
        <div className="play-stat">
          <span className="play-stat-label">{t('play.dice.target')}</span>
          <span className="play-stat-value" dir="ltr">
            {direction === 'UNDER' ? '<' : '>'} {hundredthsText(target)}
          </span>
        </div>
        <div className="play-stat">
          <span className="play-stat-label">{t('play.dice.chance')}</span>
          <span className="play-stat-value" dir="ltr" data-testid="dice-chance">
            {chance.toFixed(2)}%
          </span>
        </div>
        <div className="play-stat">
          <span className="play-stat-label">{t('play.dice.payout')}</span>
          <span className="play-stat-value" dir="ltr" data-testid="dice-payout">
            {multiplier.toFixed(4)}×
          </span>
        </div>
      </div>
      <div className="house-controls">
        <div className="tab-row" role="radiogroup" aria-label={t('play.dice.direction')}>
          {(['UNDER', 'OVER'] as const).map((d) => (
            <label key={d} className="tab">
              <input
                type="radio"
                className="radio-cover"
                name={`${id}-direction`}
                value={d}
                checked={direction === d}
                onChange={() => {
                  setDirection(d);
                  setTarget(9_999 - target);
                }}
              />
              {t(`play.dice.${d}`)}
            </label>
          ))}
        </div>
        <StakeField id={id} className="dice-stake" value={stake} onChange={setStake} error={stakeError} />
        <button type="button" className="btn btn-gold btn-lg house-go" onClick={submit} disabled={roll.isPending || !allowed} aria-busy={roll.isPending}>
          {t('play.dice.roll')}
        </button>
      </div>
      <div className="house-outcome" aria-live="polite">
        {round && !roll.isPending && (
          <>
            {round.dice.won ? (
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
          </>
        )}
      </div>
      {roll.isError && <BetFailure error={roll.error} onRetry={submit} onRelaunch={onRelaunch} />}
    </div>
  );
}
