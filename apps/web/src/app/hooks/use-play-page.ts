import { type PlayMode, playModeSchema } from '@lumen/contracts/play/play.contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { showTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';

/** What every page that plays a game (/seamless, the lottery pages) hands the game screen alike, and the address's play mode. */
export function usePlayPage() {
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const site = usePermission().data?.info;
  const currencySymbol = site?.currencySymbol;
  const visitorTrials = site === undefined ? undefined : site.flags.FREEPLAY3 === true;
  const mode: PlayMode = playModeSchema.safeParse(params.get('mode')?.toUpperCase()).data ?? 'REAL';
  const onLogin = useCallback(() => openModal('login'), []);
  return { mode, screen: { loggedIn, isTrial, onLogin, onTrialBlocked: showTrialWarning, currencySymbol, visitorTrials } };
}
