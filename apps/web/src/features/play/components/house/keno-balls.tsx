import { useTranslation } from 'react-i18next';

/**
 * Keno numbers as balls in the order given (the draw order for a draw); `hits` are highlighted.
 * With `reveal`, each ball pops in after the one before it.
 */
export function KenoBalls({ numbers, hits = [], label, reveal = false, testId }: { numbers: readonly number[]; hits?: readonly number[]; label: string; reveal?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const hitSet = new Set(hits);
  return (
    <ol className={`keno-balls${reveal ? ' is-revealing' : ''}`} aria-label={label} data-testid={testId}>
      {numbers.map((n, i) => (
        <li key={n} className={`keno-ball${hitSet.has(n) ? ' is-hit' : ''}`} style={{ ['--draw' as string]: i }}>
          {n}
          {hitSet.has(n) && <span className="visually-hidden"> {t('play.keno.hit')}</span>}
        </li>
      ))}
    </ol>
  );
}
