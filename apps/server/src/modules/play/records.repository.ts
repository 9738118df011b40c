import type { PlayMode } from '@lumen/contracts/play/play.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

/** The member's rounds a record shows; `to` is exclusive. */
export interface RoundFilter {
  memberId: bigint;
  mode: PlayMode;
  gameType?: string | undefined;
  vendor?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function memberRounds(db: Db, f: RoundFilter) {
  let q = db
    .selectFrom('game_round as r')
    .where('r.member_id', '=', f.memberId.toString() as never)
    .where('r.mode', '=', f.mode);
  if (f.gameType) q = q.where('r.category_code', '=', f.gameType);
  if (f.vendor) q = q.where('r.vendor_code', '=', f.vendor);
  if (f.from) q = q.where('r.created_at', '>=', f.from);
  if (f.to) q = q.where('r.created_at', '<', f.to);
  return q;
}

/** A page of rounds, newest first, each with its game's names when the game is known. */
export async function findRoundPage(db: Db, f: RoundFilter, page: { offset: number; limit: number }) {
  return memberRounds(db, f)
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
export async function sumRounds(db: Db, f: RoundFilter) {
  return memberRounds(db, f)
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`count(*) FILTER (WHERE r.status <> 'ROLLED_BACK')`.as('count'),
      sql<string>`coalesce(sum(r.stake) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)`.as('stake'),
      sql<string>`coalesce(sum(r.win) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)`.as('win'),
    ])
    .executeTakeFirstOrThrow();
}

/** Per UTC day and game type (newest day first), rolled-back rounds left out. */
export async function sumRoundsByDay(db: Db, f: RoundFilter) {
  const day = sql<string>`to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return memberRounds(db, f)
    .where('r.status', '<>', 'ROLLED_BACK')
    .select([
      day.as('day'),
      'r.category_code',
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(r.stake), 0)`.as('stake'),
      sql<string>`coalesce(sum(r.win), 0)`.as('win'),
    ])
    .groupBy([day, 'r.category_code'])
    .orderBy(day, 'desc')
    .orderBy('r.category_code')
    .execute();
}
