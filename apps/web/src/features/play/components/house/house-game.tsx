import type { FairnessState, HouseOpenValue } from '@lumen/contracts/play/house.contract';
import type { LaunchValue } from '@lumen/contracts/play/play.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { useSession } from '@/lib/session.ts';
import { useHouseOpen } from '../../api/house.ts';
import { invalidateAfterRound } from '../../api/keys.ts';
import { errorCode } from '../../lib/format.ts';
import { errorText } from '@/lib/error-text.ts';
import { Money } from '@/components/data-state/data-state.tsx';
import { CrashGame } from './crash-game.tsx';
import { DiceGame } from './dice-game.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { KenoGame } from './keno-game.tsx';
import { SlotGame } from './slot-game.tsx';
import '../play.css';
import './house.css';

/** What every house game screen gets: the launch, its rules, the balance and a way to report a round. */
export interface HouseGameProps {
  launchToken: string;
  open: HouseOpenValue;
  symbol: string;
  balance: string;
  /** After a round (or a bet): the new balance and, for seeded games, the next bet's fairness state. */
  onPlayed: (balance: string, fairness?: FairnessState) => void;
  /** Launches the game afresh (the game session expired). */
  onRelaunch?: () => void;
}

/** A house game in the app's own screen: opens the launch, then the engine's screen beside its balance and fairness. */
export function HouseGame({ launch, onBack, onRelaunch, currencySymbol }: { launch: LaunchValue; onBack: () => void; onRelaunch?: () => void; currencySymbol?: string }) {
  const { t } = useTranslation();
  const open = useHouseOpen(launch.launchToken);
  if (open.isPending) {
    return (
      <div className="house" role="status" aria-label={t('common.loading')}>
        <div className="house-main">
          <Skeleton height={360} radius="var(--radius-lg)" />
        </div>
        <div className="house-side">
          <Skeleton height={80} radius="var(--radius-lg)" />
          <Skeleton height={200} radius="var(--radius-lg)" />
        </div>
      </div>
    );
  }
  if (open.isError) {
    // A spent or expired launch token cannot be opened again: a fresh launch can.
    const relaunch = errorCode(open.error) === 'LAUNCH_TOKEN_INVALID' && onRelaunch;
    return (
      <div className="seamless-stage-inner" role="alert">
        <CircleAlert size={40} className="seamless-error-icon" aria-hidden />
        <p className="seamless-error">{errorText(t, open.error)}</p>
        <div className="seamless-actions">
          <button type="button" className="btn btn-primary" onClick={() => (relaunch ? relaunch() : void open.refetch())}>
            <RefreshCw size={16} aria-hidden />
            {t('common.retry')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            <ArrowLeft size={16} className="flip-rtl" aria-hidden />
            {t('common.back')}
          </button>
        </div>
      </div>
    );
  }
  return <HouseTable launchToken={launch.launchToken} open={open.data} onRelaunch={onRelaunch} siteSymbol={currencySymbol} />;
}

function HouseTable({ launchToken, open, onRelaunch, siteSymbol }: { launchToken: string; open: HouseOpenValue; onRelaunch?: () => void; siteSymbol?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const memberSymbol = useSession((s) => s.member?.currencySymbol);
  const symbol = memberSymbol ?? siteSymbol ?? open.currency;
  const [balance, setBalance] = useState(open.balance);
  const [fairness, setFairness] = useState(open.fairness);
  const onPlayed = useCallback(
    (next: string, nextFairness?: FairnessState) => {
      setBalance(next);
      if (nextFairness) setFairness(nextFairness);
      // Real money moved: the header's balance and the records follow.
      if (open.mode === 'REAL') void invalidateAfterRound(queryClient);
    },
    [open.mode, queryClient],
  );
  const props: HouseGameProps = { launchToken, open, symbol, balance, onPlayed, onRelaunch };

  return (
    <div className="house" data-engine={open.engine}>
      <div className="house-main">
        {open.engine === 'SLOT' && open.slot ? (
          <SlotGame {...props} rules={open.slot} />
        ) : open.engine === 'DICE' && open.dice ? (
          <DiceGame {...props} rules={open.dice} />
        ) : open.engine === 'KENO' && open.keno ? (
          <KenoGame {...props} rules={open.keno} />
        ) : open.crash ? (
          <CrashGame {...props} rules={open.crash} />
        ) : null}
      </div>
      <div className="house-balance card" data-testid="house-balance">
        <span className="house-balance-label">{open.mode === 'FUN' ? t('play.funBalance') : t('play.balance')}</span>
        <Money amount={balance} symbol={symbol} className="house-balance-value" />
      </div>
      <aside className="house-side">{fairness && <FairnessPanel launchToken={launchToken} fairness={fairness} onChange={setFairness} />}</aside>
    </div>
  );
}
