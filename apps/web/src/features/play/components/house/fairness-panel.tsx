import { clientSeedSchema, type FairnessState, type RevealedSeed } from '@lumen/contracts/play/house.contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { rotateSeed, setClientSeed } from '../../api/house.ts';
import { errorText } from '@/lib/error-text.ts';

/**
 * Provably fair: the hash of the server seed deciding the next bets (shown before they are
 * played), the player's own client seed, the nonce; rotating reveals the old server seed.
 */
export function FairnessPanel({ launchToken, fairness, onChange }: { launchToken: string; fairness: FairnessState; onChange: (next: FairnessState) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [seed, setSeed] = useState(fairness.clientSeed);
  const [invalid, setInvalid] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const save = useMutation({ mutationFn: (clientSeed: string) => setClientSeed(launchToken, clientSeed), onSuccess: (next) => onChange(next) });
  const rotate = useMutation({
    mutationFn: () => rotateSeed(launchToken),
    onSuccess: (value) => {
      setRevealed(value.revealed);
      onChange(value.fairness);
      setSeed(value.fairness.clientSeed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = clientSeedSchema.safeParse(seed.trim()).success;
    setInvalid(!ok);
    if (ok) save.mutate(seed.trim());
  };
  const failure = save.error ?? rotate.error;

  return (
    <section className="fair card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fair-title">
        <ShieldCheck size={18} aria-hidden />
        {t('play.fair.title')}
      </h2>
      <dl className="fair-list">
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fair-hash" dir="ltr" data-testid="server-seed-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t('play.fair.nonce')}</dt>
        <dd dir="ltr" data-testid="nonce">
          {fairness.nonce}
        </dd>
      </dl>
      <form className="fair-seed" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={`${id}-seed`}>
          {t('play.fair.clientSeed')}
        </label>
        <div className="fair-seed-row">
          <input
            id={`${id}-seed`}
            className="input"
            dir="ltr"
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-seed-error` : undefined}
            onChange={(e) => setSeed(e.target.value)}
          />
          <button type="submit" className="btn btn-ghost btn-sm" disabled={save.isPending || seed.trim() === fairness.clientSeed}>
            <KeyRound size={14} aria-hidden />
            {t('play.fair.saveSeed')}
          </button>
        </div>
        {invalid && (
          <p id={`${id}-seed-error`} className="field-error" role="alert">
            {t('play.fair.seedRule')}
          </p>
        )}
      </form>
      <button type="button" className="btn btn-ghost btn-sm fair-rotate" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
        <RotateCw size={14} aria-hidden />
        {t('play.fair.rotate')}
      </button>
      <p className="fair-hint">{t('play.fair.rotateHint')}</p>
      {failure && (
        <p className="field-error" role="alert">
          {errorText(t, failure)}
        </p>
      )}
      {revealed && (
        <div className="fair-revealed" role="status">
          <p className="fair-revealed-title">{t('play.fair.revealed')}</p>
          <dl className="fair-list">
            <dt>{t('play.fair.serverSeed')}</dt>
            <dd className="fair-hash" dir="ltr" data-testid="revealed-seed">
              {revealed.serverSeed}
            </dd>
            <dt>{t('play.fair.serverSeedHash')}</dt>
            <dd className="fair-hash" dir="ltr">
              {revealed.serverSeedHash}
            </dd>
            <dt>{t('play.fair.clientSeed')}</dt>
            <dd className="fair-hash" dir="ltr">
              {revealed.clientSeed}
            </dd>
            <dt>{t('play.fair.betsDecided')}</dt>
            <dd dir="ltr">{revealed.nonceCount}</dd>
          </dl>
          <Link
            className="play-verify-link"
            to={`${paths.verify}?${new URLSearchParams({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: '0' }).toString()}`}
          >
            <ShieldCheck size={14} aria-hidden />
            {t('play.fair.verifyManually')}
          </Link>
        </div>
      )}
    </section>
  );
}
