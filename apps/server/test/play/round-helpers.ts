import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

let serial = 0;

/** A round as a vendor's game leaves it (vendor TESTV): settled real money started now unless told otherwise. */
export async function insertRound(
  db: Kysely<DB>,
  memberId: bigint,
  round: { category: string; stake: bigint; win?: bigint; mode?: 'REAL' | 'FUN'; status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; daysAgo?: number },
): Promise<void> {
  serial += 1;
  await sql`
    INSERT INTO game_round (vendor_code, round_ref, member_id, game_code, category_code, mode, currency, stake, win, status, created_at, settled_at)
    VALUES ('TESTV', ${`test-round-${process.pid}-${serial}`}, ${memberId.toString()}::bigint, 'test-game', ${round.category}, ${round.mode ?? 'REAL'}, 'PKR',
            ${round.stake.toString()}::bigint, ${(round.win ?? 0n).toString()}::bigint, ${round.status ?? 'SETTLED'},
            now() - make_interval(days => ${round.daysAgo ?? 0}), now() - make_interval(days => ${round.daysAgo ?? 0}))`.execute(db);
}
