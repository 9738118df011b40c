import type { PlayMode } from '@lumen/contracts/play/play.contract';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { mixedWinVendors } from '../catalogue/catalogue.service.ts';
import { type StoredCategory, storedCategory } from '../catalogue/games.service.ts';

type Db = Kysely<DB>;

/** The member's rounds a record shows; `to` is exclusive. */
export interface RoundFilter {
  memberId: bigint;
  mode: PlayMode;
  gameType?: GameCategory | undefined;
  vendor?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * Where a game type's rounds are stored, found as the game list finds its games: e-sports and
 * cockfight vendors' rounds are sports rounds (sports leaves them out unless their vendor is asked
 * for by name), and mixed-win is the slots vendors the category menu shows under it.
 */
async function storedRounds(db: Db, f: RoundFilter): Promise<StoredCategory | undefined> {
  if (!f.gameType) return undefined;
  if (f.gameType === 'MXWIN') return { gameType: f.gameType, alsoFrom: { category: 'RNG', vendors: await mixedWinVendors(db) } };
  return storedCategory(db, f.gameType, f.vendor);
}

function memberRounds(db: Db, f: RoundFilter, stored: StoredCategory | undefined) {
  let q = db
    .selectFrom('game_round as r')
    .where('r.member_id', '=', f.memberId.toString() as never)
    .where('r.mode', '=', f.mode);
  if (stored) {
    const also = stored.alsoFrom && stored.alsoFrom.vendors.length > 0 ? stored.alsoFrom : undefined;
    q = also
      ? q.where((eb) =>
          eb.or([
            eb('r.category_code', '=', stored.gameType),
            eb.and([eb('r.category_code', '=', also.category), eb('r.vendor_code', 'in', also.vendors)]),
          ]),
        )
      : q.where('r.category_code', '=', stored.gameType);
    if (stored.vendorsNotIn && stored.vendorsNotIn.length > 0) q = q.where('r.vendor_code', 'not in', stored.vendorsNotIn);
  }
  if (f.vendor) q = q.where('r.vendor_code', '=', f.vendor);
  if (f.from) q = q.where('r.created_at', '>=', f.from);
  if (f.to) q = q.where('r.created_at', '<', f.to);
  return q;
}

/**
 * A round's game type as the category menu shows it: an e-sports or cockfight vendor's sports round
 * under e-sports or cockfight.
 */
async function shownGameType(db: Db) {
  const apart = await Promise.all([storedCategory(db, 'ESPORTS', undefined), storedCategory(db, 'COCKFIGHT', undefined)]);
  let type = sql<string>`r.category_code`;
  for (const s of apart) {
    if (!s.alsoFrom || s.alsoFrom.vendors.length === 0) continue;
    type = sql<string>`CASE WHEN r.category_code = ${s.alsoFrom.category} AND r.vendor_code IN (${sql.join(s.alsoFrom.vendors)}) THEN ${s.gameType}::text ELSE ${type} END`;
  }
  return type;
}

/**
 * A page of rounds, newest first, each with its game's names when the game is known, and the totals
 * over the whole filter; where the game type's rounds are stored is worked out once for both.
 */
export async function findRoundPageWithTotals(db: Db, f: RoundFilter, page: { offset: number; limit: number }) {
  const stored = await storedRounds(db, f);
  return Promise.all([findRoundPage(db, f, stored, page), sumRounds(db, f, stored)]);
}

/** A page of rounds, newest first, each with its game's names when the game is known. */
function findRoundPage(db: Db, f: RoundFilter, stored: StoredCategory | undefined, page: { offset: number; limit: number }) {
  return memberRounds(db, f, stored)
    .leftJoin('game as g', 'g.id', 'r.game_id')
    .select([
      'r.id',
      'r.vendor_code',
      'r.round_ref',
      'r.game_id',
      'r.game_code',
      'r.category_code',
      'r.mode',
      'r.stake',
      'r.win',
      'r.status',
      'r.summary',
      // Only a house round's result is worded by the app (its outcome); a vendor's may be large and is not shown.
      sql<unknown>`CASE WHEN r.vendor_code = 'HOUSE' THEN r.result END`.as('result'),
      'r.created_at',
      'r.settled_at',
      'g.name as game_name',
      'g.display_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Totals over the whole filter: `rows` counts every round listed; count, stake and win leave out
 * rolled-back rounds, whose money went back.
 */
function sumRounds(db: Db, f: RoundFilter, stored: StoredCategory | undefined) {
  return memberRounds(db, f, stored)
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`count(*) FILTER (WHERE r.status <> 'ROLLED_BACK')`.as('count'),
      sql<string>`coalesce(sum(r.stake) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)`.as('stake'),
      sql<string>`coalesce(sum(r.win) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)`.as('win'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Per UTC day and game type (newest day first), rolled-back rounds left out: under the game type
 * asked for, else each round under the game type the category menu shows it in.
 */
export async function sumRoundsByDay(db: Db, f: RoundFilter) {
  const [stored, type] = await Promise.all([storedRounds(db, f), f.gameType ? sql<string>`${f.gameType}::text` : shownGameType(db)]);
  const rounds = memberRounds(db, f, stored)
    .where('r.status', '<>', 'ROLLED_BACK')
    .select([sql<string>`to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('day'), type.as('category_code'), 'r.stake', 'r.win'])
    .as('x');
  return db
    .selectFrom(rounds)
    .select([
      'x.day',
      'x.category_code',
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(x.stake), 0)`.as('stake'),
      sql<string>`coalesce(sum(x.win), 0)`.as('win'),
    ])
    .groupBy(['x.day', 'x.category_code'])
    .orderBy('x.day', 'desc')
    .orderBy('x.category_code')
    .execute();
}
