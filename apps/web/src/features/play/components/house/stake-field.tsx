import { moneyText, parseAmount } from '@lumen/contracts/wallet/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { minorOf } from '../../lib/format.ts';

/** What is wrong with a stake before it is sent (outside the game's limits, more than the balance), or null. */
export function stakeProblem(
  stake: string,
  rules: { minStake: string; maxStake: string },
  balance: string,
  symbol: string,
  t: TFunction,
): string | null {
  const minor = parseAmount(stake.trim());
  if (minor === null || minor < minorOf(rules.minStake) || minor > minorOf(rules.maxStake)) {
    return t('play.stakeRange', { min: moneyText(rules.minStake, symbol), max: moneyText(rules.maxStake, symbol) });
  }
  if (minor > minorOf(balance)) return t('play.lowBalance');
  return null;
}

/** The stake input of a house game, with its error under it (amounts read left to right in every language). */
export function StakeField({ id, className, value, onChange, error }: { id: string; className: string; value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={`field ${className}`}>
      <label className="field-label" htmlFor={`${id}-stake`}>
        {t('play.stake')}
      </label>
      <input
        id={`${id}-stake`}
        className="input"
        dir="ltr"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-stake-error` : undefined}
      />
      {error && (
        <p id={`${id}-stake-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
