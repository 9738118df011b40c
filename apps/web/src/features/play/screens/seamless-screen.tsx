import type { LaunchValue, PlayMode } from '@lumen/contracts/play/play.contract';
import { ArrowLeft, CircleAlert, Gamepad2, LogIn, Play, RefreshCw, UserRoundX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { useLaunch } from '../api/launch-game.ts';
import { GameWalletStrip } from '../components/game-wallet-strip.tsx';
import { HouseGame } from '../components/house/house-game.tsx';
import { errorCode } from '../lib/format.ts';
import { errorText } from '@/lib/error-text.ts';
import './seamless-screen.css';

export interface SeamlessScreenProps {
  /** The game to launch; none shows the way back to the lobby. */
  nodeId: string | null;
  /** Without a nodeId: a game named by its code is being looked up, was not found, or could not be looked up (why, with a retry). */
  lookup?: 'finding' | 'missing' | { error: unknown; onRetry: () => void } | undefined;
  mode: PlayMode;
  loggedIn: boolean;
  /** A trial (demo) account: real play is refused, play money is fine. */
  isTrial: boolean;
  onBack: () => void;
  onLogin: () => void;
  /** Shows "a real account is needed". */
  onTrialBlocked: () => void;
  onModeChange: (mode: PlayMode) => void;
  /** The site's currency symbol, for visitors playing for fun. */
  currencySymbol?: string;
  /** Whether visitors may play for fun (FREEPLAY3); undefined while not known (the server then decides). */
  visitorTrials?: boolean | undefined;
}

/**
 * The seamless game page: launches the game (real money for members, play money for anyone when
 * the site offers it) and shows it: a vendor's page in a frame, or the platform's own game screen.
 */
export function SeamlessScreen(props: SeamlessScreenProps) {
  const { nodeId, mode, loggedIn, isTrial, onLogin, onTrialBlocked, visitorTrials } = props;
  // A visitor plays for fun only while the site offers free play; an account always may.
  const needsLogin = !loggedIn && (mode === 'REAL' || visitorTrials === false);
  const trialBlocked = mode === 'REAL' && loggedIn && isTrial;
  const launch = useLaunch(nodeId ?? '', mode, nodeId !== null && !needsLogin && !trialBlocked);
  const code = launch.isError ? errorCode(launch.error) : null;
  // Free play switched off after the settings were read answers FEATURE_DISABLED to a visitor.
  const refusedAsVisitor = mode === 'REAL' ? code === 'UNAUTHORIZED' : !loggedIn && code === 'FEATURE_DISABLED';
  const refusedAsTrial = mode === 'REAL' && code === 'TRIAL_NOT_ALLOWED';

  useEffect(() => {
    if (nodeId !== null && (needsLogin || refusedAsVisitor)) onLogin();
  }, [nodeId, needsLogin, refusedAsVisitor, onLogin]);
  useEffect(() => {
    if (nodeId !== null && (trialBlocked || refusedAsTrial)) onTrialBlocked();
  }, [nodeId, trialBlocked, refusedAsTrial, onTrialBlocked]);

  let stage: ReactNode;
  if (nodeId === null && props.lookup === 'finding') stage = <Launching finding />;
  else if (nodeId === null && props.lookup === 'missing') stage = <GameMissing {...props} />;
  else if (nodeId === null && typeof props.lookup === 'object') stage = <LaunchFailed {...props} {...props.lookup} />;
  else if (nodeId === null) stage = <Lobby {...props} />;
  else if (needsLogin || refusedAsVisitor) stage = <LoginNeeded {...props} />;
  else if (trialBlocked || refusedAsTrial) stage = <RealAccountNeeded {...props} />;
  else if (launch.isPending) stage = <Launching />;
  else if (launch.isError) stage = <LaunchFailed {...props} error={launch.error} onRetry={() => void launch.refetch()} />;
  else stage = <GameStage launch={launch.data} onBack={props.onBack} onRelaunch={() => void launch.refetch()} currencySymbol={props.currencySymbol} />;

  return (
    <div className="seamless">
      <GameBar {...props} launch={launch.data ?? null} />
      {mode === 'REAL' && launch.data && <GameWalletStrip vendorCode={launch.data.game.vassalage} onMoved={() => void launch.refetch()} />}
      <div className="seamless-stage">{stage}</div>
    </div>
  );
}

function GameBar({ launch, mode, onBack }: SeamlessScreenProps & { launch: LaunchValue | null }) {
  const { t } = useTranslation();
  return (
    <div className="seamless-bar">
      <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
        <ArrowLeft size={16} className="flip-rtl" aria-hidden />
        {t('common.back')}
      </button>
      {/* In its own direction: an English game name on an Urdu page, too long for a phone, is cut at its end. */}
      <h1 className="seamless-title" dir="auto">
        {launch?.game.displayName ?? t('seamless.title')}
      </h1>
      {launch && <span className="seamless-code">{launch.game.vendorName}</span>}
      {mode === 'FUN' && <span className="seamless-mode">{t('play.funMode')}</span>}
    </div>
  );
}

function Lobby({ onBack, loggedIn, onLogin }: SeamlessScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="seamless-stage-inner">
      <Gamepad2 size={40} aria-hidden />
      <p>{loggedIn ? t('seamless.chooseGame') : t('seamless.loginToPlay')}</p>
      {!loggedIn && (
        <button type="button" className="btn btn-primary btn-lg" onClick={onLogin}>
          <LogIn size={18} aria-hidden className="flip-rtl" />
          {t('auth.login')}
        </button>
      )}
      <button type="button" className="btn btn-ghost" onClick={onBack}>
        <Play size={16} aria-hidden />
        {t('catalogue.exploreGames')}
      </button>
    </div>
  );
}

function LoginNeeded({ onLogin, onModeChange, mode, visitorTrials }: SeamlessScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="seamless-stage-inner">
      <LogIn size={40} aria-hidden className="flip-rtl" />
      <p>{t('seamless.loginToPlay')}</p>
      <div className="seamless-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={onLogin}>
          <LogIn size={18} aria-hidden className="flip-rtl" />
          {t('auth.login')}
        </button>
        {visitorTrials !== false && mode === 'REAL' && (
          <button type="button" className="btn btn-ghost btn-lg" onClick={() => onModeChange('FUN')}>
            <Gamepad2 size={18} aria-hidden />
            {t('play.playForFun')}
          </button>
        )}
      </div>
    </div>
  );
}

function RealAccountNeeded({ onBack, onModeChange }: SeamlessScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="seamless-stage-inner" role="alert">
      <UserRoundX size={40} aria-hidden />
      <p>{t('errors:TRIAL_NOT_ALLOWED')}</p>
      <div className="seamless-actions">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => onModeChange('FUN')}>
          <Gamepad2 size={18} aria-hidden />
          {t('play.playForFun')}
        </button>
        <button type="button" className="btn btn-ghost btn-lg" onClick={onBack}>
          <ArrowLeft size={18} className="flip-rtl" aria-hidden />
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}

/** The game is starting, or (finding) being looked up by its code. */
function Launching({ finding = false }: { finding?: boolean }) {
  const { t } = useTranslation();
  const text = finding ? t('seamless.finding') : t('play.launching');
  return (
    <div className="seamless-launching" role="status" aria-label={text}>
      <Skeleton width="min(720px, 92%)" height="min(56vh, 420px)" radius="var(--radius-lg)" />
      <p>{text}</p>
    </div>
  );
}

function GameMissing({ onBack }: SeamlessScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="seamless-stage-inner" role="alert">
      <CircleAlert size={40} className="seamless-error-icon" aria-hidden />
      <p className="seamless-error">{t('seamless.notFound')}</p>
      <button type="button" className="btn btn-ghost" onClick={onBack}>
        <Play size={16} aria-hidden />
        {t('catalogue.exploreGames')}
      </button>
    </div>
  );
}

function LaunchFailed({ error, onRetry, onBack, mode, onModeChange }: SeamlessScreenProps & { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = errorCode(error);
  // Retrying cannot help when the game is missing or has no free trial.
  const retryable = code !== 'GAME_NOT_FOUND' && code !== 'TRIAL_UNAVAILABLE';
  return (
    <div className="seamless-stage-inner" role="alert">
      <CircleAlert size={40} className="seamless-error-icon" aria-hidden />
      <p className="seamless-error">{errorText(t, error)}</p>
      <div className="seamless-actions">
        {retryable && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            <RefreshCw size={16} aria-hidden />
            {t('common.retry')}
          </button>
        )}
        {code === 'TRIAL_UNAVAILABLE' && mode === 'FUN' && (
          <button type="button" className="btn btn-primary" onClick={() => onModeChange('REAL')}>
            <Play size={16} aria-hidden />
            {t('play.playForReal')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          <ArrowLeft size={16} className="flip-rtl" aria-hidden />
          {t('common.back')}
        </button>
      </div>
    </div>
  );
}

function GameStage({ launch, onBack, onRelaunch, currencySymbol }: { launch: LaunchValue; onBack: () => void; onRelaunch: () => void; currencySymbol?: string }) {
  if (launch.kind === 'HOUSE') return <HouseGame launch={launch} onBack={onBack} onRelaunch={onRelaunch} currencySymbol={currencySymbol} />;
  return (
    <iframe
      className="seamless-frame"
      src={launch.url}
      title={launch.game.displayName}
      // The vendor's page runs its own scripts and forms in its own origin, and nothing more.
      sandbox="allow-scripts allow-same-origin allow-forms"
      allow="autoplay; fullscreen"
      referrerPolicy="no-referrer"
    />
  );
}
