import type { GameClassifyCode } from '@lumen/contracts/catalogue/catalogue.contract';
import { SLOT_FILTER } from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type GameItemRow, gameItemColumns, selectGames } from './game-item.ts';

type Db = Kysely<DB>;

/** Games a player may see: enabled, of an enabled vendor, shown by an enabled category and card. */
export function selectShownGames(db: Db) {
  return selectGames(db)
    .innerJoin('game_category as c', 'c.code', 'g.category_code')
    .innerJoin('category_vendor as cv', (j) => j.onRef('cv.category_code', '=', 'g.category_code').onRef('cv.vendor_code', '=', 'g.vendor_code'))
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .where('c.enabled', '=', true)
    .where('cv.enabled', '=', true);
}

export interface GameFilter {
  gameType: string;
  vendor?: string | undefined;
  /** Also these vendors' games stored in another category (vendors shown apart from it). */
  alsoFrom?: { category: string; vendors: readonly string[] } | undefined;
  /** None of these vendors' games (the vendors shown as a category of their own). */
  vendorsNotIn?: readonly string[] | undefined;
  classify?: GameClassifyCode | undefined;
  keyword?: string | undefined;
  lang: LanguageCode;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filteredGames(db: Db, filter: GameFilter) {
  const also = filter.alsoFrom && filter.alsoFrom.vendors.length > 0 ? filter.alsoFrom : undefined;
  let q = also
    ? selectShownGames(db).where((eb) =>
        eb.or([
          eb('g.category_code', '=', filter.gameType),
          eb.and([eb('g.category_code', '=', also.category), eb('g.vendor_code', 'in', also.vendors)]),
        ]),
      )
    : selectShownGames(db).where('g.category_code', '=', filter.gameType);
  if (filter.vendor) q = q.where('g.vendor_code', '=', filter.vendor);
  if (filter.vendorsNotIn && filter.vendorsNotIn.length > 0) q = q.where('g.vendor_code', 'not in', filter.vendorsNotIn);
  if (filter.classify === 'SLOT') {
    q = q.where('g.min_bet', '>=', BigInt(SLOT_FILTER.minBetMinor)).where('g.lines', '>=', SLOT_FILTER.minLines);
  } else if (filter.classify) {
    q = q.where('g.classify', '=', filter.classify);
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb('g.name', 'ilike', pattern), eb(sql<string>`g.display_name ->> ${filter.lang}`, 'ilike', pattern)]),
    );
  }
  return q;
}

/** One page of a game list, in the catalogue's order (position within the vendor, then id). */
export async function findGamePage(db: Db, filter: GameFilter, page: { offset: number; limit: number }): Promise<GameItemRow[]> {
  return (await filteredGames(db, filter)
    .select(gameItemColumns)
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as GameItemRow[];
}

export async function countGames(db: Db, filter: GameFilter): Promise<number> {
  const row = await filteredGames(db, filter).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function vendorExists(db: Db, code: string): Promise<boolean> {
  return Boolean(await db.selectFrom('vendor').select('code').where('code', '=', code).executeTakeFirst());
}

/** The categories a vendor has shown games in, with their counts, in the categories' order. */
export async function findVendorGameTypes(db: Db, vendor: string) {
  return selectShownGames(db)
    .select(['c.code', 'c.title', sql<string>`count(*)`.as('n')])
    .where('g.vendor_code', '=', vendor)
    .groupBy(['c.code', 'c.title', 'c.sort'])
    .orderBy('c.sort')
    .execute();
}

/** Shown games by id, in no particular order. */
export async function findShownGamesByIds(db: Db, ids: number[]): Promise<GameItemRow[]> {
  if (ids.length === 0) return [];
  return (await selectShownGames(db).select(gameItemColumns).where('g.id', 'in', ids).execute()) as GameItemRow[];
}

/** The shown game with this code (the lowest id when vendors share a code). */
export async function findShownGameByCode(db: Db, code: string): Promise<GameItemRow | undefined> {
  return (await selectShownGames(db)
    .select(gameItemColumns)
    .where('g.game_code', 'in', [...new Set([code, code.toUpperCase()])])
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst()) as GameItemRow | undefined;
}

// ---------- hot games ----------

/**
 * Every shown game with what the hot list ranks it by: its pin position (null when not pinned),
 * its seeded hot score, and the distinct players and plays (launches and rounds) of the last
 * `days` days.
 */
export async function findHotCandidates(db: Db, days: number) {
  const since = new Date(Date.now() - days * 86_400_000);
  const activity = db
    .selectFrom((eb) =>
      eb
        .selectFrom('game_launch')
        .select(['game_id', 'member_id'])
        .where('created_at', '>=', since)
        .unionAll(
          eb
            .selectFrom('game_round')
            .select([sql<number>`game_id`.as('game_id'), 'member_id'])
            .where('created_at', '>=', since)
            .where('game_id', 'is not', null),
        )
        .as('p'),
    )
    .select(['p.game_id', sql<string>`count(distinct p.member_id)`.as('players'), sql<string>`count(*)`.as('plays')])
    .groupBy('p.game_id');
  return selectShownGames(db)
    .leftJoin(activity.as('a'), 'a.game_id', 'g.id')
    .leftJoin('hot_game_pin as p', 'p.game_id', 'g.id')
    .select([
      'g.id',
      'g.category_code',
      'g.vendor_code',
      'g.hot_score',
      'p.position',
      sql<string>`coalesce(a.players, 0)`.as('players'),
      sql<string>`coalesce(a.plays, 0)`.as('plays'),
    ])
    .execute();
}

export async function findHotPins(db: Db) {
  return db.selectFrom('hot_game_pin').select(['game_id', 'position', 'pinned_by', 'created_at']).orderBy('position').execute();
}

/**
 * Puts the game at `position` (1 first) among the pins, moving it if already pinned; the others keep
 * their order. `onDone` runs in the same transaction.
 */
export async function pinHotGame(db: Db, gameId: number, position: number | undefined, operatorId: bigint, onDone?: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One operator change at a time: the pins are renumbered as a whole.
    await sql`LOCK TABLE hot_game_pin IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const pins = await trx.selectFrom('hot_game_pin').select(['game_id', 'pinned_by', 'created_at']).orderBy('position').execute();
    const others = pins.filter((p) => p.game_id !== gameId);
    const at = Math.min(Math.max(1, position ?? others.length + 1), others.length + 1);
    const order = [...others];
    order.splice(at - 1, 0, { game_id: gameId, pinned_by: operatorId, created_at: new Date() });
    await trx.deleteFrom('hot_game_pin').execute();
    await trx
      .insertInto('hot_game_pin')
      .values(order.map((p, i) => ({ game_id: p.game_id, position: i + 1, pinned_by: p.pinned_by, created_at: p.created_at })))
      .execute();
    await onDone?.(trx);
  });
}

/** Removes a pin and closes the gap; false when the game was not pinned. `onDone` runs in the same transaction, only when a pin was removed. */
export async function unpinHotGame(db: Db, gameId: number, onDone?: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE hot_game_pin IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const gone = await trx.deleteFrom('hot_game_pin').where('game_id', '=', gameId).returning('position').executeTakeFirst();
    if (!gone) return false;
    await trx.updateTable('hot_game_pin').set({ position: sql`position - 1` }).where('position', '>', gone.position).execute();
    await onDone?.(trx);
    return true;
  });
}

// ---------- recent games ----------

/** The member's launched games, each once, newest launch first. */
export async function findRecentGameIds(db: Db, memberId: bigint, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_launch')
    .select(['game_id', sql<Date>`max(created_at)`.as('last')])
    .where('member_id', '=', memberId.toString() as never)
    .groupBy('game_id')
    .orderBy(sql`max(created_at)`, 'desc')
    .orderBy('game_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_id);
}

// ---------- favourites ----------

export async function findFavoriteIds(db: Db, memberId: bigint): Promise<number[]> {
  const rows = await selectShownGames(db)
    .innerJoin('favorite_game as f', 'f.game_id', 'g.id')
    .select('g.id')
    .where('f.member_id', '=', memberId.toString() as never)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

export async function findFavoritePage(db: Db, memberId: bigint, filter: { gameType?: string | undefined; offset: number; limit: number }) {
  let q = selectShownGames(db)
    .innerJoin('favorite_game as f', 'f.game_id', 'g.id')
    .where('f.member_id', '=', memberId.toString() as never);
  if (filter.gameType) q = q.where('g.category_code', '=', filter.gameType);
  const [rows, count] = await Promise.all([
    q.select(gameItemColumns).orderBy('f.created_at', 'desc').orderBy('g.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as GameItemRow[], total: Number(count.n) };
}

/**
 * Adds a favourite unless the member already keeps `max` of shown games; adding one already kept changes nothing.
 * Returns false when the limit stops it. The member row is locked so parallel adds count one by one.
 */
export async function insertFavorite(db: Db, memberId: bigint, gameId: number, max: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const member = memberId.toString() as never;
    await trx.selectFrom('member').select('id').where('id', '=', member).forUpdate().executeTakeFirst();
    const kept = await trx.selectFrom('favorite_game').select('game_id').where('member_id', '=', member).where('game_id', '=', gameId).executeTakeFirst();
    if (kept) return true;
    // Only favourites of games still shown count: the others are not listed, so the member could not make room by removing them.
    const count = await selectShownGames(trx)
      .innerJoin('favorite_game as f', 'f.game_id', 'g.id')
      .select(sql<string>`count(*)`.as('n'))
      .where('f.member_id', '=', member)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= max) return false;
    await trx.insertInto('favorite_game').values({ member_id: memberId, game_id: gameId }).onConflict((oc) => oc.doNothing()).execute();
    return true;
  });
}

export async function deleteFavorite(db: Db, memberId: bigint, gameId: number): Promise<void> {
  await db.deleteFrom('favorite_game').where('member_id', '=', memberId.toString() as never).where('game_id', '=', gameId).execute();
}

// ---------- winner board ----------

/**
 * The biggest settled real-money wins since `since`, largest first, with the winner's account. Only
 * rounds that paid more than their stake are wins: a round that paid back its stake or less was a
 * loss or a draw for the member, however large the amount.
 */
export async function findBigWins(db: Db, filter: { since: Date; category?: string | undefined; limit: number }) {
  let q = selectShownGames(db)
    .innerJoin('game_round as r', 'r.game_id', 'g.id')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .where('r.mode', '=', 'REAL')
    .where('r.status', '=', 'SETTLED')
    // Implied by win over stake; kept so the index on rounds with a win is used.
    .where('r.win', '>', 0n)
    .whereRef('r.win', '>', 'r.stake')
    .where('r.created_at', '>=', filter.since);
  if (filter.category) q = q.where('r.category_code', '=', filter.category);
  return (await q
    .select([...gameItemColumns, 'r.win', 'r.created_at as won_at', 'm.username'])
    .orderBy('r.win', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit)
    .execute()) as (GameItemRow & { win: bigint | string; won_at: Date; username: string })[];
}

// ---------- rooms and live models ----------

/** Shown games of a category (optionally one vendor), in catalogue order. */
export async function findCategoryGames(db: Db, category: string, vendor: string | undefined, limit: number): Promise<GameItemRow[]> {
  let q = selectShownGames(db).where('g.category_code', '=', category);
  if (vendor) q = q.where('g.vendor_code', '=', vendor);
  return (await q.select(gameItemColumns).orderBy('cv.sort').orderBy('g.sort').orderBy('g.id').limit(limit).execute()) as GameItemRow[];
}

/** Distinct members who launched each of the games since `since`. */
export async function countRecentPlayers(db: Db, gameIds: number[], since: Date): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_launch')
    .select(['game_id', sql<string>`count(distinct member_id)`.as('n')])
    .where('game_id', 'in', gameIds)
    .where('created_at', '>=', since)
    .where('member_id', 'is not', null)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
}
