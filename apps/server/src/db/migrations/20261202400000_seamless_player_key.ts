import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * The key seamless player ids are made with when SEAMLESS_PLAYER_KEY is unset (outside production).
 * It used to default to SEAMLESS_SECRET, the key every vendor signs with: a vendor could compute the
 * id of each member number and so read member numbers back from the ids it is sent. On an install
 * that ran without SEAMLESS_PLAYER_KEY every player id changes with this key: a vendor's game
 * opened before it sends the old id, which is refused (LAUNCH_TOKEN_INVALID), and the player opens
 * the game again. Keeping the old ids would keep them invertible; development and demo installs
 * lose nothing but their open vendor games.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('server_key')
    .values({ name: 'seamless-player', secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('server_key').where('name', '=', 'seamless-player').execute();
}
