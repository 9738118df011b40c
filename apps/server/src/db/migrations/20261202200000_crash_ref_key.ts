import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * The key crash round ids are made with: they were a plain hash of the chain, the round number and
 * the player, all of which anyone can learn, and the round lookup is public. Bets still open when
 * this runs keep their old ids and settle as usual; in the seconds their round still runs, a
 * cash-out of one is refused as the round closed, and its player may bet once more in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('server_key')
    .values({ name: 'crash-ref', secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('server_key').where('name', '=', 'crash-ref').execute();
}
