import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { createStore } from '@/lib/create-store.ts';

/** The vendor whose own game list is open in a popup (a vendor card with isGame VASSALAGE). */
export interface VendorPopup {
  vassalage: string;
  gameType: GameCategory;
  title: string;
}

const store = createStore<{ open: VendorPopup | null }>({ open: null });

export const openVendorPopup = (popup: VendorPopup) => store.set({ open: popup });
export const closeVendorPopup = () => store.set({ open: null });
export const useVendorPopup = () => store.useStore((s) => s.open);
export const getVendorPopup = () => store.get().open;
