import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { createStore } from './create-store.ts';

/**
 * Interface state shared across the shell: the current game type, the side menu's state, and
 * whether the contract popup (which lives outside the modal stack) is on screen.
 */
export type GameTab = GameCategory | 'FAV' | 'HOT';

interface UiState {
  gameType: GameTab;
  sideMenuCollapsed: boolean;
  drawerOpen: boolean;
  contractPopupOpen: boolean;
}

const store = createStore<UiState>({ gameType: 'HOME', sideMenuCollapsed: false, drawerOpen: false, contractPopupOpen: false });

export const useUi = store.useStore;
export const setGameType = (gameType: GameTab) => store.set((s) => ({ ...s, gameType }));
export const toggleSideMenu = () => store.set((s) => ({ ...s, sideMenuCollapsed: !s.sideMenuCollapsed }));
export const setDrawerOpen = (drawerOpen: boolean) => store.set((s) => ({ ...s, drawerOpen }));
export const setContractPopupOpen = (contractPopupOpen: boolean) => store.set((s) => ({ ...s, contractPopupOpen }));
export const getUi = store.get;
