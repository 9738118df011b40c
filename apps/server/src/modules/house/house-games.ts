import type { HouseEngine } from '@lumen/contracts/play/house.contract';

/**
 * Which engine plays a HOUSE game: the crash category is the shared crash game, table games (TG)
 * among the slots are dice, every other HOUSE slot game is the 5-reel slot (themes differ by name
 * and art only), lottery games are keno. Null for anything else.
 */
export function engineOf(game: { vendor_code: string; category_code: string; classify: string | null }): HouseEngine | null {
  if (game.vendor_code !== 'HOUSE') return null;
  if (game.category_code === 'CRASH') return 'CRASH';
  if (game.category_code === 'LOTT') return 'KENO';
  if (game.category_code === 'RNG') return game.classify === 'TG' ? 'DICE' : 'SLOT';
  return null;
}
