import {
  type FavoriteListValue,
  type GameClassifyCode,
  type GameItem,
  type GameListValue,
  MAX_FAVORITES,
  type RankEntry,
  type VendorGameTypesValue,
} from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { translate } from '../../lib/translated.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import { findGameItemRow, type GameItemRow, gameItemOf } from './game-item.ts';
import * as repo from './games.repository.ts';

type Db = Kysely<DB>;

async function itemMapper(db: Db, lang: LanguageCode) {
  const base = imageBase(await getSite(db));
  return (row: GameItemRow): GameItem => gameItemOf(row, lang, base);
}

/** Rows in the order of `ids` (missing ones dropped). */
function inOrder(ids: number[], rows: GameItemRow[]): GameItemRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function requireKnownVendor(db: Db, vendor: string, lang: LanguageCode): Promise<void> {
  if (!(await repo.vendorExists(db, vendor))) throw validationFailed([fieldIssue(lang, 'vassalage', 'invalid_value')], lang);
}

// ---------- game list ----------

export interface GameListRequest {
  gameType: GameCategory;
  vassalage?: string | undefined;
  gameClassify?: GameClassifyCode | undefined;
  keyword?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The cache key of one game list page; equal requests (whatever their spelling) share it. */
export function gameListKey(q: GameListRequest, lang: LanguageCode): string {
  return [lang, q.gameType, q.vassalage ?? '', q.gameClassify ?? '', (q.keyword ?? '').toLowerCase(), q.pageNo, q.pageSize].join('\u0001');
}

/**
 * Totals per filter, kept a few seconds: every page of one filter shares one count, so paging
 * through a category counts it once.
 */
const countCaches = new WeakMap<Db, Map<string, { at: number; total: Promise<number> }>>();
const COUNT_TTL_MS = 5000;

function cachedCount(db: Db, filter: repo.GameFilter): Promise<number> {
  let countCache = countCaches.get(db);
  if (!countCache) {
    countCache = new Map();
    countCaches.set(db, countCache);
  }
  const key = [
    filter.lang,
    filter.gameType,
    filter.vendor ?? '',
    filter.classify ?? '',
    (filter.keyword ?? '').toLowerCase(),
    filter.alsoFrom?.vendors.join(',') ?? '',
    filter.vendorsNotIn?.join(',') ?? '',
  ].join('\u0001');
  const now = Date.now();
  const hit = countCache.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
  if (countCache.size >= 5000) countCache.clear();
  const total = repo.countGames(db, filter);
  total.catch(() => countCache.delete(key));
  countCache.set(key, { at: now, total });
  return total;
}

export type StoredCategory = Pick<repo.GameFilter, 'gameType' | 'alsoFrom' | 'vendorsNotIn'>;

/**
 * Where a list's games are stored: e-sports and cockfight vendors' games are sports games, shown
 * as categories of their own by the site's vendor lists (as the category menu shows them), so
 * sports leaves those vendors out and each of the two takes only its own.
 */
export async function storedCategory(db: Db, gameType: GameCategory, vendor: string | undefined): Promise<StoredCategory> {
  if (gameType !== 'SPORTS' && gameType !== 'ESPORTS' && gameType !== 'COCKFIGHT') return { gameType };
  const site = await getSite(db);
  const esports = site.esportVendors.map((v) => v.toUpperCase());
  const cockfight = site.cockfightVendors.map((v) => v.toUpperCase()).filter((v) => !esports.includes(v));
  // A vendor asked for by name is listed whole (its vendor card says SPORTS).
  if (gameType === 'SPORTS') return { gameType, vendorsNotIn: vendor ? undefined : [...esports, ...cockfight] };
  // Games stored in the category itself are listed too.
  return { gameType, alsoFrom: { category: 'SPORTS', vendors: gameType === 'ESPORTS' ? esports : cockfight } };
}

export async function listGames(db: Db, q: GameListRequest, lang: LanguageCode): Promise<GameListValue> {
  if (q.vassalage) await requireKnownVendor(db, q.vassalage, lang);
  const stored = await storedCategory(db, q.gameType, q.vassalage || undefined);
  const filter: repo.GameFilter = { ...stored, vendor: q.vassalage || undefined, classify: q.gameClassify, keyword: q.keyword || undefined, lang };
  const [rows, total, toItem] = await Promise.all([
    repo.findGamePage(db, filter, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize }),
    cachedCount(db, filter),
    itemMapper(db, lang),
  ]);
  return { games: rows.map(toItem), pageNo: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
}

export async function vendorGameTypes(db: Db, vendor: string, lang: LanguageCode): Promise<VendorGameTypesValue> {
  await requireKnownVendor(db, vendor, lang);
  const rows = await repo.findVendorGameTypes(db, vendor);
  return {
    vassalage: vendor,
    gameTypes: rows.map((r) => ({ gameType: r.code as GameCategory, title: translate(r.title, lang), count: Number(r.n) })),
  };
}

// ---------- recent games ----------

export async function recentGames(db: Db, memberId: bigint, limit: number, lang: LanguageCode): Promise<{ list: GameItem[] }> {
  const ids = await repo.findRecentGameIds(db, memberId, limit);
  const [rows, toItem] = await Promise.all([repo.findShownGamesByIds(db, ids), itemMapper(db, lang)]);
  return { list: inOrder(ids, rows).map(toItem) };
}

/** One shown game by its code; GAME_NOT_FOUND when no shown game has it. */
export async function gameByCode(db: Db, code: string, lang: LanguageCode): Promise<GameItem> {
  const [row, toItem] = await Promise.all([repo.findShownGameByCode(db, code), itemMapper(db, lang)]);
  if (!row) throw new DomainError('GAME_NOT_FOUND');
  return toItem(row);
}

// ---------- favourites ----------

export async function favoriteIds(db: Db, memberId: bigint): Promise<{ ids: string[] }> {
  return { ids: (await repo.findFavoriteIds(db, memberId)).map(String) };
}

export async function favoriteList(
  db: Db,
  memberId: bigint,
  q: { pageNo: number; pageSize: number; gameType?: GameCategory | undefined },
  lang: LanguageCode,
): Promise<FavoriteListValue> {
  const [{ rows, total }, toItem] = await Promise.all([
    repo.findFavoritePage(db, memberId, { gameType: q.gameType, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize }),
    itemMapper(db, lang),
  ]);
  return { content: rows.map(toItem), pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
}

/**
 * Keeps a game among the member's favourites: it must exist and be shown, and the vendor and game
 * type sent must be the game's own. Adding one already kept is fine; past MAX_FAVORITES the answer
 * is LIMIT_REACHED.
 */
export async function addFavorite(
  db: Db,
  memberId: bigint,
  body: { nodeId: string; vendor: string; gameType: GameCategory },
  lang: LanguageCode,
): Promise<{ ids: string[] }> {
  const game = await findGameItemRow(db, Number(body.nodeId));
  const [shown] = game ? await repo.findShownGamesByIds(db, [game.id]) : [];
  if (!game || !shown) throw new DomainError('GAME_NOT_FOUND');
  const wrong = [
    ...(game.vendor_code !== body.vendor ? [fieldIssue(lang, 'vendor', 'invalid_value')] : []),
    ...(game.category_code !== body.gameType ? [fieldIssue(lang, 'gameType', 'invalid_value')] : []),
  ];
  if (wrong.length > 0) throw validationFailed(wrong, lang);
  if (!(await repo.insertFavorite(db, memberId, game.id, MAX_FAVORITES))) {
    throw new DomainError('LIMIT_REACHED', { value: { max: MAX_FAVORITES } });
  }
  return favoriteIds(db, memberId);
}

/** Drops a favourite; dropping one that is not kept is fine. */
export async function removeFavorite(db: Db, memberId: bigint, nodeId: string): Promise<{ ids: string[] }> {
  const id = Number(nodeId);
  if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) await repo.deleteFavorite(db, memberId, id);
  return favoriteIds(db, memberId);
}

// ---------- winner board ----------

/** How far back the winner board looks. */
export const WINNER_BOARD_DAYS = 7;

/** An account as the public may see it: the first two and last two characters (ab***yz). */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export async function winnerBoard(db: Db, q: { gameCategory: 'ALL' | GameCategory; limitNum: number }, lang: LanguageCode): Promise<{ list: RankEntry[] }> {
  const [rows, toItem] = await Promise.all([
    repo.findBigWins(db, {
      since: new Date(Date.now() - WINNER_BOARD_DAYS * 86_400_000),
      category: q.gameCategory === 'ALL' ? undefined : q.gameCategory,
      limit: q.limitNum,
    }),
    itemMapper(db, lang),
  ]);
  return {
    list: rows.map((r, i) => ({
      rank: i + 1,
      customerName: maskAccount(r.username),
      winAmount: formatMinor(BigInt(r.win)),
      game: toItem(r),
      wonAt: new Date(r.won_at).toISOString(),
    })),
  };
}
