import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { createStore } from './create-store.ts';

/** Interface state shared across the shell: the current game type and the side menu's state. */
export type GameTab = GameCategory | 'FAV' | 'HOT';

interface UiState {
  gameType: GameTab;
  sideMenuCollapsed: boolean;
  drawerOpen: boolean;
}

const store = createStore<UiState>({ gameType: 'HOME', sideMenuCollapsed: false, drawerOpen: false });

export const useUi = store.useStore;
export const setGameType = (gameType: GameTab) => store.set((s) => ({ ...s, gameType }));
export const toggleSideMenu = () => store.set((s) => ({ ...s, sideMenuCollapsed: !s.sideMenuCollapsed }));
export const setDrawerOpen = (drawerOpen: boolean) => store.set((s) => ({ ...s, drawerOpen }));
export const getUi = store.get;
