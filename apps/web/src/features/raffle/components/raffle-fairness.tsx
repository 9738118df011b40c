import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canHash, seedMatches } from '../lib/raffle.ts';

type Check = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; match: boolean } | { kind: 'unavailable' };

/**
 * How the draw can be checked: the SHA-256 of its seed, published before anyone entered, and the seed
 * itself once drawn. Verify hashes the seed here in the browser and says whether it matches.
 */
export function RaffleFairness({ seedHash, seed }: { seedHash: string; seed: string | null }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ kind: 'idle' });

  const verify = async () => {
    if (seed === null) return;
    if (!canHash()) {
      setCheck({ kind: 'unavailable' });
      return;
    }
    setCheck({ kind: 'busy' });
    try {
      setCheck({ kind: 'done', match: await seedMatches(seed, seedHash) });
    } catch {
      setCheck({ kind: 'unavailable' });
    }
  };

  return (
    <details className="raffle-fairness">
      <summary>
        <ShieldCheck size={14} aria-hidden />
        {t('raffle.fair.title')}
      </summary>
      <div className="raffle-fairness-body">
        <p className="raffle-muted">{t('raffle.fair.about')}</p>
        <dl className="raffle-seeds">
          <dt>{t('raffle.fair.hash')}</dt>
          <dd className="raffle-hex" dir="ltr">
            {seedHash}
          </dd>
          <dt>{t('raffle.fair.seed')}</dt>
          <dd className={seed === null ? 'raffle-muted' : 'raffle-hex'} dir={seed === null ? undefined : 'ltr'}>
            {seed ?? t('raffle.fair.seedLater')}
          </dd>
        </dl>
        {seed !== null && (
          <div className="raffle-verify">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void verify()} disabled={check.kind === 'busy'} aria-busy={check.kind === 'busy'}>
              <ShieldCheck size={14} aria-hidden />
              {t('raffle.fair.verify')}
            </button>
            <p className="raffle-verdict" role="status" data-verdict={check.kind === 'done' ? (check.match ? 'match' : 'mismatch') : undefined}>
              {check.kind === 'done' &&
                (check.match ? (
                  <>
                    <CircleCheck size={16} aria-hidden />
                    {t('raffle.fair.match')}
                  </>
                ) : (
                  <>
                    <CircleX size={16} aria-hidden />
                    {t('raffle.fair.mismatch')}
                  </>
                ))}
              {check.kind === 'unavailable' && t('raffle.fair.unavailable')}
            </p>
          </div>
        )}
      </div>
    </details>
  );
}
