import { useTranslation } from 'react-i18next';

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
