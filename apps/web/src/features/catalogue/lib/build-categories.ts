import type { GameCategory, Lane, VendorCard } from '@lumen/contracts/system/system.contract';

export interface Category {
  code: GameCategory;
  vendors: VendorCard[];
  gameClassify: string[];
}

export interface CategoryOptions {
  /** Sports vendor codes shown as ESPORTS instead. */
  esportVendors?: readonly string[];
  /** Sports vendor codes shown as COCKFIGHT instead. */
  cockfightVendors?: readonly string[];
}

/** Mixed-win takes vendors 12 to 21 (1-based) of the slots list. */
export const MXWIN_FROM = 12;
export const MXWIN_TO = 21;

/** Categories built on the client, never taken from their server position. */
const DERIVED = new Set<GameCategory>(['HOME', 'PROMO', 'CRASH', 'ESPORTS', 'COCKFIGHT', 'MXWIN']);

/**
 * The category menu: HOME, then each category with at least one vendor in the server's order,
 * with CRASH moved before SPORTS, ESPORTS and COCKFIGHT split out of SPORTS (by the configured
 * vendor lists) and placed right after it, MXWIN built from slots vendors 12 to 21 and placed after
 * RNG, then PROMO.
 */
export function buildCategories(lanes: readonly Lane[], options: CategoryOptions = {}): Category[] {
  const esport = new Set((options.esportVendors ?? []).map((v) => v.toUpperCase()));
  const cockfight = new Set((options.cockfightVendors ?? []).map((v) => v.toUpperCase()));
  const laneOf = (code: GameCategory) => lanes.find((l) => l.gameCategory === code);
  const cardsOf = (code: GameCategory) => laneOf(code)?.cards ?? [];
  const classifyOf = (code: GameCategory) => laneOf(code)?.gameClassify ?? [];
  const isEsport = (c: VendorCard) => esport.has(c.vassalage.toUpperCase());
  const isCockfight = (c: VendorCard) => cockfight.has(c.vassalage.toUpperCase()) && !isEsport(c);

  const sportsCards = cardsOf('SPORTS');
  const derived: Record<'CRASH' | 'ESPORTS' | 'COCKFIGHT' | 'MXWIN', Category> = {
    CRASH: { code: 'CRASH', vendors: cardsOf('CRASH'), gameClassify: classifyOf('CRASH') },
    ESPORTS: { code: 'ESPORTS', vendors: uniq([...cardsOf('ESPORTS'), ...sportsCards.filter(isEsport)]), gameClassify: [] },
    COCKFIGHT: { code: 'COCKFIGHT', vendors: uniq([...cardsOf('COCKFIGHT'), ...sportsCards.filter(isCockfight)]), gameClassify: [] },
    MXWIN: { code: 'MXWIN', vendors: cardsOf('RNG').slice(MXWIN_FROM - 1, MXWIN_TO), gameClassify: [] },
  };

  const ordered: Category[] = [];
  for (const lane of lanes) {
    if (DERIVED.has(lane.gameCategory) || ordered.some((c) => c.code === lane.gameCategory)) continue;
    if (lane.gameCategory === 'SPORTS') {
      ordered.push(derived.CRASH);
      ordered.push({ code: 'SPORTS', vendors: sportsCards.filter((c) => !isEsport(c) && !isCockfight(c)), gameClassify: lane.gameClassify });
      ordered.push(derived.ESPORTS, derived.COCKFIGHT);
      continue;
    }
    ordered.push({ code: lane.gameCategory, vendors: lane.cards, gameClassify: lane.gameClassify });
    if (lane.gameCategory === 'RNG') ordered.push(derived.MXWIN);
  }
  // Without a sports lane the derived categories still get a place, at the end.
  for (const extra of Object.values(derived)) {
    if (!ordered.includes(extra)) ordered.push(extra);
  }

  return [
    { code: 'HOME', vendors: [], gameClassify: [] },
    ...ordered.filter((c) => c.vendors.length > 0),
    { code: 'PROMO', vendors: [], gameClassify: [] },
  ];
}

function uniq(cards: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    if (seen.has(c.vassalage)) return false;
    seen.add(c.vassalage);
    return true;
  });
}

/** A dropdown with more vendors than this uses the large, multi-column layout. */
export const LARGE_DROPDOWN_THRESHOLD = 10;
export const usesLargeDropdown = (vendorCount: number) => vendorCount > LARGE_DROPDOWN_THRESHOLD;

/** Categories listed in the footer's products list and in the game-centre submenu. */
export const productCategories = (categories: readonly Category[]) =>
  categories.filter((c) => c.code !== 'HOME' && c.code !== 'PROMO');
