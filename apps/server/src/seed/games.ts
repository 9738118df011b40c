import type { GameCategory } from '@lumen/contracts/system/system.contract';
import type { GameClassify } from '../modules/catalogue/catalogue.table.ts';
import type { Translated } from '../lib/translated.ts';
import { lanes, slotWeight } from './data/catalogue-data.ts';
import { gameName } from './data/game-names.ts';
import { createRandom } from './prng.ts';

export interface Slot {
  category: GameCategory;
  vendor: string;
  /** 1-based positions that make a game's id stable: category lane and vendor within it. */
  laneNo: number;
  vendorNo: number;
  count: number;
}

/**
 * Shares `total` games out over every (category, vendor) pair: one each first, then by weight,
 * small fixed lists capped. The same total always gives the same plan.
 */
export function planCatalogue(total: number): Slot[] {
  const slots = lanes.flatMap((lane, li) =>
    lane.vendors.map((vendor, vi) => ({ category: lane.category, vendor, laneNo: li + 1, vendorNo: vi + 1, count: 0, ...slotWeight(lane.category, vendor) })),
  );
  let left = total;
  for (const s of slots) {
    if (left === 0) break;
    s.count = 1;
    left--;
  }
  // Water-filling: capped slots take at most their cap; the rest is shared by weight.
  let open = slots.filter((s) => s.cap === undefined || s.count < s.cap);
  while (left > 0 && open.length > 0) {
    const weight = open.reduce((sum, s) => sum + s.weight, 0);
    const capped = open.filter((s) => s.cap !== undefined && s.count + (left * s.weight) / weight >= s.cap);
    if (capped.length > 0) {
      for (const s of capped) {
        const take = Math.min(left, (s.cap ?? 0) - s.count);
        s.count += take;
        left -= take;
      }
      open = open.filter((s) => !capped.includes(s));
      continue;
    }
    const shares = open.map((s) => ({ s, exact: (left * s.weight) / weight }));
    let given = 0;
    for (const x of shares) {
      const whole = Math.floor(x.exact);
      x.s.count += whole;
      given += whole;
    }
    let rest = left - given;
    shares.sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.s.laneNo - b.s.laneNo || a.s.vendorNo - b.s.vendorNo);
    for (const x of shares) {
      if (rest === 0) break;
      x.s.count++;
      rest--;
    }
    left = 0;
  }
  return slots.map(({ category, vendor, laneNo, vendorNo, count }) => ({ category, vendor, laneNo, vendorNo, count }));
}

const codeLetter: Record<string, string> = { RNG: 'S', LIVE: 'L', FISH: 'F', PVP: 'P', SPORTS: 'B', CRASH: 'C', LOTT: 'T', ELOTT: 'E' };

export function gameId(slot: Pick<Slot, 'laneNo' | 'vendorNo'>, seq: number): number {
  return slot.laneNo * 10_000_000 + slot.vendorNo * 100_000 + seq;
}

export function gameCode(slot: Pick<Slot, 'category' | 'vendor'>, seq: number): string {
  return `${slot.vendor}_${codeLetter[slot.category] ?? 'G'}${String(seq).padStart(4, '0')}`;
}

export interface GameSeed {
  id: number;
  category: GameCategory;
  vendor: string;
  gameCode: string;
  name: string;
  displayName: Translated;
  iconPath: string;
  classify: GameClassify | null;
  minBet: number;
  lines: number;
  hasTrial: boolean;
  sort: number;
  hotScore: number;
  createdAt: Date;
}

const classifyDraw: [GameClassify | null, number][] = [
  ['SC', 0.05],
  ['VP', 0.05],
  ['JP', 0.08],
  ['TG', 0.06],
  ['AC', 0.05],
  ['BG', 0.03],
];
const minBets: Record<string, number[]> = {
  RNG: [10, 20, 50, 100, 100, 200, 500, 1000],
  LIVE: [100, 500, 1000, 2000, 5000],
  FISH: [10, 50, 100],
  PVP: [100, 500, 1000],
  SPORTS: [1000],
  CRASH: [10, 100],
  LOTT: [100, 200],
  ELOTT: [100, 200],
};
const slotLines = [1, 5, 9, 10, 15, 20, 25, 25, 30, 40, 50, 243, 1024];
const epoch = Date.UTC(2026, 10, 1);

/** One game, a pure function of its slot and position: growing the catalogue never changes it. */
export function buildGame(slot: Slot, seq: number): GameSeed {
  const code = gameCode(slot, seq);
  const rnd = createRandom(`game:${code}`);
  let classify: GameClassify | null = null;
  if (slot.category === 'RNG') {
    let roll = rnd.next();
    for (const [c, p] of classifyDraw) {
      if (roll < p) {
        classify = c;
        break;
      }
      roll -= p;
    }
  }
  const displayName = gameName(slot.category, slot.vendor, seq, rnd);
  const hot = rnd.next();
  const house = slot.vendor === 'HOUSE' ? houseGame(slot.category, seq, classify, displayName) : null;
  return {
    id: gameId(slot, seq),
    category: slot.category,
    vendor: slot.vendor,
    gameCode: code,
    name: (house?.displayName ?? displayName).EN,
    displayName: house?.displayName ?? displayName,
    iconPath: `games/${slot.vendor}/${code}.svg`,
    classify: house ? house.classify : classify,
    minBet: house?.minBet ?? rnd.pick(minBets[slot.category] ?? [100]),
    lines: house?.lines ?? (slot.category === 'RNG' ? rnd.pick(slotLines) : 0),
    hasTrial: slot.category === 'RNG' || slot.category === 'FISH' || slot.category === 'CRASH' || slot.vendor === 'HOUSE',
    sort: seq,
    // Skewed so a few games are clearly hot.
    hotScore: Math.floor(hot * hot * hot * 10_000),
    createdAt: new Date(epoch - seq * 3_600_000 - rnd.int(0, 3_599) * 1000),
  };
}

/**
 * HOUSE games are the platform's own, each played by one engine (see the house module): the
 * vendor's first slot game and its table games (TG) are dice, its other slot games are themes of
 * the 5-reel, 20-line slot, its crash games are the shared crash game, its lottery games are keno.
 * Limits follow the engines.
 */
function houseGame(
  category: GameCategory,
  seq: number,
  drawn: GameClassify | null,
  name: Translated,
): { classify: GameClassify | null; minBet: number; lines: number; displayName: Translated } | null {
  if (category === 'CRASH') return { classify: null, minBet: 10, lines: 0, displayName: name };
  if (category === 'LOTT') {
    const keno = seq === 1 ? { EN: 'Lumen Keno', UR: 'لومن کینو', ZH: '流明基诺' } : { EN: `${name.EN} Keno`, ZH: `${name.ZH ?? name.EN}基诺` };
    return { classify: null, minBet: 10, lines: 0, displayName: keno };
  }
  if (category !== 'RNG') return null;
  if (seq === 1 || drawn === 'TG') {
    const dice = seq === 1 ? { EN: 'Lumen Dice', ZH: '流明骰子' } : { EN: `${name.EN} Dice`, ZH: `${name.ZH ?? name.EN}骰子` };
    return { classify: 'TG', minBet: 10, lines: 0, displayName: dice };
  }
  return { classify: drawn, minBet: 20, lines: 20, displayName: name };
}
