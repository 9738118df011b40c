import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { type VendorImageVariant, vendorImagePath } from '@lumen/contracts/system/system.paths';
import { createStore } from './create-store.ts';

const DEFAULT_IMAGE_BASE = '/media';
const imageBase = createStore<string>(DEFAULT_IMAGE_BASE);
let chosenFrom: readonly string[] | undefined;

/** Picks one image CDN at random from the operator's list, once per list (the spec's CDN rule). */
export function chooseImageCdn(list: readonly string[]): void {
  if (list === chosenFrom || list.length === 0) return;
  chosenFrom = list;
  const pick = list[Math.floor(Math.random() * list.length)] ?? DEFAULT_IMAGE_BASE;
  imageBase.set(pick.replace(/\/+$/, ''));
}

/** Builds a vendor logo address: image base, the card's game type and vendor code, a variant. */
export function useVendorImage(): (card: Pick<VendorCard, 'gameType' | 'vassalage'>, variant: VendorImageVariant) => string {
  const base = imageBase.useStore((s) => s);
  return (card, variant) => vendorImagePath(base, card.gameType, card.vassalage, variant);
}
