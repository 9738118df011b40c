import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { PlayMode } from '@lumen/contracts/play/play.contract';
import type { Banner, GameCategory, VendorCard } from '@lumen/contracts/system/system.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths, vendorPath } from '@/config/paths.ts';
import { openVendorPopup } from '@/features/catalogue/lib/vendor-popup.ts';
import { getPermissionQueryOptions } from '@/features/system/api/get-permission.ts';
import { showTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { openModal } from '@/lib/modal-store.ts';
import { getSession, isLoggedIn } from '@/lib/session.ts';
import { setGameType } from '@/lib/ui-store.ts';

const LOTTERY_TYPES = new Set<GameCategory>(['LOTT', 'ELOTT']);
const NODE_ID = /^[0-9]{1,18}$/;

/** What can be launched: a game of a list, or a vendor card of the menus. */
export interface Launchable {
  nodeId: string | null;
  gameCode: string | null;
  vassalage: string;
  gameType: GameCategory;
  isGame: 'VASSALAGE' | 'GAME';
  displayName?: string;
}

export type LaunchDecision =
  | { kind: 'navigate'; to: string }
  | { kind: 'login' }
  | { kind: 'trialWarning' }
  | { kind: 'vendorPopup'; vassalage: string; gameType: GameCategory };

export interface LaunchSession {
  loggedIn: boolean;
  isTrial: boolean;
  /** Whether visitors may play for fun without an account (FREEPLAY3); members always may. */
  visitorTrials: boolean;
}

const withMode = (path: string, mode: PlayMode) => (mode === 'FUN' ? `${path}&mode=FUN` : path);
const withCode = (path: string, code: string, mode: PlayMode) => withMode(`${path}?gameCode=${encodeURIComponent(code)}`, mode);

/** Lotteries: TCG_LOTTO_VN on /vnLottery, TCG_SEA on /seaLottery, LOTT and ELOTT on /lottery, each with its gameCode (and mode=FUN for a free trial). */
function lotteryPath(game: Launchable, mode: PlayMode): string | null {
  const code = game.gameCode ?? game.vassalage;
  if (game.vassalage === 'TCG_LOTTO_VN') return withCode(paths.vnLottery, code, mode);
  if (game.vassalage === 'TCG_SEA') return withCode(paths.seaLottery, code, mode);
  if (LOTTERY_TYPES.has(game.gameType)) return withCode(paths.lottery, code, mode);
  return null;
}

/** /seamless with the game's nodeId (mode=FUN for a free trial); none for a vendor with its own list. */
function seamlessPath(game: Launchable, mode: PlayMode): string | null {
  const nodeId = game.nodeId === null ? null : String(game.nodeId);
  if (game.isGame === 'VASSALAGE' || nodeId === null || !NODE_ID.test(nodeId)) return null;
  return withMode(`${paths.seamless}?nodeId=${encodeURIComponent(nodeId)}`, mode);
}

/** The page a game is played on (whoever asks: that page checks the session); null for a vendor with its own list. */
export function gamePagePath(game: Launchable, mode: PlayMode): string | null {
  return lotteryPath(game, mode) ?? seamlessPath(game, mode);
}

/**
 * Where a game goes. Lotteries go to their lottery page. A vendor with its own list (isGame
 * VASSALAGE): slots go to /rng?vassalage=, others open the vendor's game-list popup. Any other game
 * opens /seamless with its nodeId, with mode=FUN for a free trial. Real play needs a login (else the
 * login popup) and a real account (a trial account gets "a real account is needed"); free trials
 * are open to every account, and to visitors while the site offers free play (else the login popup).
 */
export function decideLaunch(game: Launchable, mode: PlayMode, session: LaunchSession): LaunchDecision {
  const play = (to: string): LaunchDecision => {
    if (!session.loggedIn) return mode === 'FUN' && session.visitorTrials ? { kind: 'navigate', to } : { kind: 'login' };
    return mode === 'REAL' && session.isTrial ? { kind: 'trialWarning' } : { kind: 'navigate', to };
  };

  const lottery = lotteryPath(game, mode);
  if (lottery) return play(lottery);

  const seamless = seamlessPath(game, mode);
  if (seamless === null) {
    if (game.gameType === 'RNG') return { kind: 'navigate', to: `${paths.rng}?vassalage=${encodeURIComponent(game.vassalage)}` };
    return { kind: 'vendorPopup', vassalage: game.vassalage, gameType: game.gameType };
  }
  return play(seamless);
}

/** Where a game or vendor leads: its page, the lottery pages, a vendor's game list, or the game page. */
export function useGameActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const carryOut = useCallback(
    (decision: LaunchDecision, title: string) => {
      if (decision.kind === 'navigate') navigate(decision.to);
      else if (decision.kind === 'login') openModal('login');
      else if (decision.kind === 'trialWarning') showTrialWarning();
      else openVendorPopup({ vassalage: decision.vassalage, gameType: decision.gameType, title });
    },
    [navigate],
  );

  /** Starts a game for real money ('REAL') or as a free trial ('FUN'). */
  const launchGame = useCallback(
    (game: Launchable | GameItem, mode: PlayMode = 'REAL') => {
      const session = getSession();
      // The site's settings are loaded before any page shows; read at the click, not subscribed to.
      const visitorTrials = queryClient.getQueryData(getPermissionQueryOptions().queryKey)?.info.flags.FREEPLAY3 === true;
      const decision = decideLaunch(game, mode, { loggedIn: isLoggedIn(), isTrial: session.isTrial, visitorTrials });
      carryOut(decision, game.displayName ?? game.vassalage);
    },
    [carryOut, queryClient],
  );

  /** A vendor card: its game, or its game list. */
  const playVendor = useCallback((vendor: VendorCard) => launchGame(vendor, 'REAL'), [launchGame]);

  /** A vendor chosen from a menu: its category page when there is one, else the vendor itself. */
  const openVendor = useCallback(
    (category: GameCategory, vendor: VendorCard) => {
      const target = vendorPath(category, vendor.vassalage);
      if (target) navigate(target);
      else playVendor(vendor);
    },
    [navigate, playVendor],
  );

  /** A banner click: a site path, a new tab, or a game (by its id, or by its code: the game page looks the code up). */
  const openBanner = useCallback(
    (banner: Banner) => {
      if (banner.linkageType === 'INTERNAL' && banner.linkage.startsWith('/')) navigate(banner.linkage);
      else if (banner.linkageType === 'EXTERNAL' && /^https?:/i.test(banner.linkage)) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
      else if (banner.linkageType === 'GAME') {
        if (!isLoggedIn()) openModal('login');
        else if (getSession().isTrial) showTrialWarning();
        else if (NODE_ID.test(banner.linkage)) navigate(`${paths.seamless}?nodeId=${banner.linkage}`);
        else navigate(`${paths.seamless}?gameCode=${encodeURIComponent(banner.linkage)}`);
      }
    },
    [navigate],
  );

  const goHome = useCallback(() => {
    setGameType('HOME');
    navigate(paths.home);
  }, [navigate]);

  return { launchGame, playVendor, openVendor, openBanner, goHome };
}
