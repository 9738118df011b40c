import type { HouseRound } from '@lumen/contracts/play/house.contract';
import { HOUSE_SLOT } from '@lumen/contracts/play/house-slot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Calculator, CircleAlert, KeyRound, Search, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCrashChainsQueryOptions, getFairness, getHouseRoundQueryOptions, rotateSeed, useHouseRound } from '../api/house.ts';
import { launchGame } from '../api/launch-game.ts';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { KenoBalls } from '../components/house/keno-balls.tsx';
import { SlotReels } from '../components/house/slot-reels.tsx';
import { formatTime } from '@/lib/dates.ts';
import { roundOutcomeText } from '../components/house/round-outcome.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import { errorText } from '@/lib/error-text.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { type Computed, computeCrash, computeSeeded, seedHashOf, type Verification, verifyRound } from '../lib/verify.ts';
import '../components/play.css';
import '../components/house/house.css';
import './verify-screen.css';

const ROUND_ID = /^[A-Za-z0-9_.:-]{1,80}$/;

export interface VerifyScreenProps {
  roundId: string | null;
  onRoundId: (roundId: string) => void;
  loggedIn: boolean;
  /** Manual mode's starting values (from a revealed seed's link). */
  manual?: { serverSeed?: string; clientSeed?: string; nonce?: string };
}

/** The verify page: any house round recomputed in this browser, or any inputs by hand. */
export function VerifyScreen({ roundId, onRoundId, loggedIn, manual }: VerifyScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="page verify-page">
      <header className="verify-head">
        <h1 className="page-title">
          <ShieldCheck size={26} aria-hidden /> {t('play.verify.title')}
        </h1>
        <p className="page-subtitle">{t('play.verify.intro')}</p>
      </header>
      <RoundLookup roundId={roundId} onRoundId={onRoundId} />
      {roundId !== null && <RoundVerification roundId={roundId} loggedIn={loggedIn} />}
      <ManualVerification initial={manual} />
    </div>
  );
}

function RoundLookup({ roundId, onRoundId }: Pick<VerifyScreenProps, 'roundId' | 'onRoundId'>) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(roundId ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = value.trim();
    const ok = ROUND_ID.test(clean);
    setInvalid(!ok);
    if (ok) onRoundId(clean);
  };
  return (
    <form className="verify-card card verify-lookup" onSubmit={submit} noValidate>
      <label className="field-label" htmlFor={`${id}-round`}>
        {t('play.verify.roundId')}
      </label>
      <div className="verify-row">
        <input
          id={`${id}-round`}
          className="input"
          dir="ltr"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-round-error` : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="btn btn-primary">
          <Search size={16} aria-hidden />
          {t('play.verify.check')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-round-error`} className="field-error" role="alert">
          {t('play.verify.roundIdRule')}
        </p>
      )}
    </form>
  );
}

function RoundVerification({ roundId, loggedIn }: { roundId: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const round = useHouseRound(roundId);
  const site = usePermission().data?.info;
  const isCrash = round.data?.engine === 'CRASH';
  const chains = useQuery({ ...getCrashChainsQueryOptions(), enabled: isCrash });
  const chainId = round.data?.engine === 'CRASH' ? round.data.crash.chainId : null;
  const terminalHash = chainId ? (chains.data?.chains.find((c) => c.chainId === chainId)?.terminalHash ?? null) : null;
  const verification = useQuery({
    queryKey: ['play', 'house', 'verification', roundId, round.data ?? null, terminalHash],
    queryFn: () => verifyRound(round.data as HouseRound, terminalHash),
    // A crash round is checked only against its published chain: without the chains it is not checked at all.
    enabled: round.isSuccess && (!isCrash || chains.isSuccess),
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (round.isPending) return <ListSkeleton rows={3} height={56} />;
  if (round.isError) {
    return (
      <section className="verify-card card">
        <LoadError error={round.error} onRetry={() => void round.refetch()} />
      </section>
    );
  }
  const r = round.data;
  // The site's symbol for its own currency ("Rs"), the code for any other.
  const symbol = site?.currency === r.currency ? site.currencySymbol : r.currency;
  return (
    <section className="verify-card card" aria-labelledby="verify-round-title">
      <h2 id="verify-round-title" className="verify-section-title">
        {t('play.verify.round', { id: r.roundId })}
      </h2>
      <dl className="verify-facts">
        <div>
          <dt>{t('play.records.game')}</dt>
          <dd>{r.gameName}</dd>
        </div>
        <div>
          <dt>{t('play.records.time')}</dt>
          <dd>{formatTime(r.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('play.records.stake')}</dt>
          <dd>
            <Money amount={r.stake} symbol={symbol} />
            {r.mode === 'FUN' && <span className="play-badge play-badge-info">{t('play.funMode')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('play.records.win')}</dt>
          <dd>
            <Money amount={r.win} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('play.records.result')}</dt>
          <dd>{roundOutcomeText(r, r.status, t, languageInfo(currentLanguage()).locale)}</dd>
        </div>
      </dl>
      {r.engine === 'KENO' && <KenoFacts picks={r.keno.picks} drawn={r.keno.drawn} hits={r.keno.hits} />}
      {r.engine === 'CRASH' ? (
        <dl className="fair-list">
          <dt>{t('play.verify.roundHash')}</dt>
          <dd className="fair-hash" dir="ltr">
            {r.crash.hash ?? '–'}
          </dd>
          <dt>{t('play.crash.terminalHash')}</dt>
          <dd className="fair-hash" dir="ltr">
            {terminalHash ?? '–'}
          </dd>
        </dl>
      ) : (
        <dl className="fair-list">
          <dt>{t('play.fair.serverSeedHash')}</dt>
          <dd className="fair-hash" dir="ltr">
            {r.fairness.serverSeedHash}
          </dd>
          <dt>{t('play.fair.serverSeed')}</dt>
          <dd className="fair-hash" dir="ltr">
            {r.fairness.serverSeed ?? t('play.verify.hidden')}
          </dd>
          <dt>{t('play.fair.clientSeed')}</dt>
          <dd className="fair-hash" dir="ltr">
            {r.fairness.clientSeed}
          </dd>
          <dt>{t('play.fair.nonce')}</dt>
          <dd dir="ltr">{r.fairness.nonce}</dd>
        </dl>
      )}
      {isCrash && chains.isError ? (
        <LoadError error={chains.error} onRetry={() => void chains.refetch()} />
      ) : verification.isPending ? (
        <ListSkeleton rows={1} height={48} />
      ) : verification.isError ? (
        <LoadError error={verification.error} onRetry={() => void verification.refetch()} />
      ) : (
        <Verdict verification={verification.data} round={r} loggedIn={loggedIn} />
      )}
    </section>
  );
}

function Verdict({ verification, round, loggedIn }: { verification: Verification; round: HouseRound; loggedIn: boolean }) {
  const { t } = useTranslation();
  if (verification.status === 'unrevealed') {
    return (
      <div className="verify-verdict verify-pending" role="status">
        <KeyRound size={22} aria-hidden />
        <div>
          <p className="verify-verdict-title">{round.engine === 'CRASH' ? t('play.verify.crashNotYet') : t('play.verify.notRevealed')}</p>
          {round.engine !== 'CRASH' && <p className="house-hint">{t('play.verify.rotateExplain')}</p>}
          {round.engine !== 'CRASH' && loggedIn && round.mode === 'REAL' && round.nodeId !== null && <RevealButton round={round} />}
        </div>
      </div>
    );
  }
  const ok = verification.status === 'verified';
  return (
    <div className={`verify-verdict ${ok ? 'verify-ok' : 'verify-bad'}`} role="status" data-testid="verdict">
      {ok ? <BadgeCheck size={26} aria-hidden /> : <ShieldAlert size={26} aria-hidden />}
      <div className="verify-verdict-body">
        <p className="verify-verdict-title">{ok ? t('play.verify.verified') : t('play.verify.mismatch')}</p>
        <ul className="verify-checks">
          {verification.checks.map((c) => {
            // An empty list of hits is a fact ("none"), not a missing value.
            const shown = (value: string) => (c.name === 'hits' && value === '' ? t('play.verify.noHits') : value);
            return (
              <li key={c.name} className={c.ok ? 'is-ok' : 'is-bad'}>
                <span>{t(`play.verify.check_${c.name}`)}</span>
                <span className="fair-hash" dir="ltr">
                  {c.ok ? shown(c.actual) : t('play.verify.expectedGot', { expected: shown(c.expected), actual: c.actual || '–' })}
                </span>
              </li>
            );
          })}
        </ul>
        {verification.computed && <ComputedOutcome computed={verification.computed} />}
      </div>
    </div>
  );
}

/** Rotates the member's own seed (through a fresh launch of the round's game) so the round can be checked. */
function RevealButton({ round }: { round: HouseRound }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reveal = useMutation({
    mutationFn: async () => {
      const launch = await launchGame({ nodeId: round.nodeId ?? '' }, 'REAL');
      const fairness = await getFairness(launch.launchToken);
      // Only the seed that decided this round is rotated; another seed would reveal nothing here.
      if (round.engine === 'CRASH' || fairness.serverSeedHash !== round.fairness.serverSeedHash) return false;
      await rotateSeed(launch.launchToken);
      await queryClient.invalidateQueries({ queryKey: getHouseRoundQueryOptions(round.roundId).queryKey });
      return true;
    },
  });
  return (
    <div className="verify-reveal">
      <button type="button" className="btn btn-primary btn-sm" onClick={() => reveal.mutate()} disabled={reveal.isPending} aria-busy={reveal.isPending}>
        <KeyRound size={14} aria-hidden />
        {t('play.verify.rotateNow')}
      </button>
      {reveal.data === false && <p className="field-error">{t('play.verify.notYourSeed')}</p>}
      {reveal.isError && (
        <p className="field-error" role="alert">
          {errorText(t, reveal.error)}
        </p>
      )}
    </div>
  );
}

/** A keno round's picks, its draw (in draw order) and the picks that were drawn. */
function KenoFacts({ picks, drawn, hits }: { picks: number[]; drawn: number[]; hits: number[] }) {
  const { t } = useTranslation();
  return (
    <dl className="verify-keno" data-testid="keno-facts">
      <div>
        <dt>{t('play.verify.picks')}</dt>
        <dd>
          <KenoBalls numbers={picks} hits={hits} label={t('play.verify.picks')} />
        </dd>
      </div>
      <div>
        <dt>{t('play.keno.drawn')}</dt>
        <dd>
          <KenoBalls numbers={drawn} hits={hits} label={t('play.keno.drawn')} />
        </dd>
      </div>
      <div>
        <dt>{t('play.keno.hits')}</dt>
        <dd>{hits.length > 0 ? <bdi dir="ltr">{hits.join(', ')}</bdi> : t('play.verify.noHits')}</dd>
      </div>
    </dl>
  );
}

function ComputedOutcome({ computed }: { computed: Computed }) {
  const { t } = useTranslation();
  if (computed.engine === 'KENO') {
    return (
      <div className="verify-computed" data-testid="computed">
        <KenoBalls numbers={computed.drawn} label={t('play.keno.drawn')} />
      </div>
    );
  }
  if (computed.engine === 'SLOT') {
    return (
      <div className="verify-computed">
        <p className="house-hint">{t('play.verify.computedSlot', { stops: computed.slot.stops.join(', '), multiplier: computed.slot.totalMultiplier })}</p>
        <SlotReels def={HOUSE_SLOT} stops={computed.slot.stops} spinning={false} wins={computed.slot.lineWins} />
      </div>
    );
  }
  return (
    <p className="verify-computed-value" dir="ltr" data-testid="computed">
      {computed.engine === 'DICE' ? computed.roll : `${computed.crashPoint}×`}
    </p>
  );
}

type ManualGame = 'SLOT' | 'DICE' | 'KENO' | 'CRASH';

function ManualVerification({ initial }: { initial: VerifyScreenProps['manual'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [game, setGame] = useState<ManualGame>('SLOT');
  const [serverSeed, setServerSeed] = useState(initial?.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(initial?.clientSeed ?? '');
  const [nonce, setNonce] = useState(initial?.nonce ?? '0');
  const [problem, setProblem] = useState<string | null>(null);
  const compute = useMutation({
    mutationFn: async (): Promise<{ computed: Computed; seedHash: string | null }> => {
      if (game === 'CRASH') {
        const computed = computeCrash(serverSeed.trim());
        if (!computed) throw new Error('hash');
        return { computed, seedHash: null };
      }
      const computed = await computeSeeded(game, serverSeed.trim(), clientSeed.trim(), Number(nonce));
      if (!computed) throw new Error('seed');
      return { computed, seedHash: await seedHashOf(serverSeed.trim()) };
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hex = /^(?:[0-9a-fA-F]{2})+$/.test(serverSeed.trim());
    if (!hex) return setProblem(game === 'CRASH' ? t('play.verify.hashRule') : t('play.verify.seedRule'));
    if (game !== 'CRASH' && clientSeed.trim() === '') return setProblem(t('play.verify.clientSeedRule'));
    if (game !== 'CRASH' && !/^\d{1,9}$/.test(nonce.trim())) return setProblem(t('play.verify.nonceRule'));
    setProblem(null);
    compute.mutate();
  };
  return (
    <form className="verify-card card verify-manual" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="verify-section-title">
        <Calculator size={18} aria-hidden /> {t('play.verify.manual')}
      </h2>
      <p className="house-hint">{t('play.verify.manualIntro')}</p>
      <div className="verify-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-game`}>
            {t('play.verify.game')}
          </label>
          <select id={`${id}-game`} className="input play-select" value={game} onChange={(e) => {
              setGame(e.target.value as ManualGame);
              compute.reset();
            }}
          >
            {(['SLOT', 'DICE', 'KENO', 'CRASH'] as const).map((g) => (
              <option key={g} value={g}>
                {t(`play.verify.engine.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field verify-span-3">
          <label className="field-label" htmlFor={`${id}-seed`}>
            {game === 'CRASH' ? t('play.verify.roundHash') : t('play.fair.serverSeed')}
          </label>
          <input id={`${id}-seed`} className="input" dir="ltr" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        {game !== 'CRASH' && (
          <>
            <div className="field verify-span-3">
              <label className="field-label" htmlFor={`${id}-client`}>
                {t('play.fair.clientSeed')}
              </label>
              <input id={`${id}-client`} className="input" dir="ltr" value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} autoComplete="off" spellCheck={false} />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-nonce`}>
                {t('play.fair.nonce')}
              </label>
              <input id={`${id}-nonce`} className="input" dir="ltr" inputMode="numeric" value={nonce} onChange={(e) => setNonce(e.target.value)} />
            </div>
          </>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary verify-compute" disabled={compute.isPending}>
        <Calculator size={16} aria-hidden />
        {t('play.verify.compute')}
      </button>
      {compute.isError && (
        <p className="field-error" role="alert">
          <CircleAlert size={14} aria-hidden /> {game === 'CRASH' ? t('play.verify.hashRule') : t('play.verify.seedRule')}
        </p>
      )}
      {compute.data && (
        <div className="verify-manual-result" role="status">
          {compute.data.seedHash && (
            <p className="house-hint">
              {t('play.fair.serverSeedHash')}{' '}
              <span className="fair-hash" dir="ltr" data-testid="manual-hash">
                {compute.data.seedHash}
              </span>
            </p>
          )}
          <ComputedOutcome computed={compute.data.computed} />
        </div>
      )}
      {!compute.data && !compute.isPending && <EmptyState>{t('play.verify.manualEmpty')}</EmptyState>}
    </form>
  );
}
