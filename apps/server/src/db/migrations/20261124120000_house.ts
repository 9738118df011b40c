import { type Kysely, sql } from 'kysely';

/**
 * The house games' provably-fair state. `house_seed`: per owner (a member for real play, the
 * launch for free-trial play) one active server seed, its hash shown before play, the client seed
 * and the nonce of the next bet; rotating marks it revealed. `house_crash_chain`: the crash game's
 * reverse hash chains; the secret seed stays server-side until the chain's last round is over.
 * The rounds themselves are `game_round` rows (vendor HOUSE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('house_seed')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind IN ('MEMBER', 'LAUNCH')`))
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    /** 32 random bytes, hex; shown only once revealed. */
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    /** The nonce the next bet uses. */
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0).check(sql`nonce >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`status IN ('ACTIVE', 'REVEALED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX house_seed_active_key ON house_seed (owner_kind, owner_id) WHERE status = 'ACTIVE'`.execute(db);

  await db.schema
    .createTable('house_crash_chain')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    /** Chains follow each other: seq n + 1 starts when seq n's last round ends. */
    .addColumn('seq', 'integer', (c) => c.notNull().unique())
    /** Secret seed (hex); the chain's last hash is its SHA-256. Published once the chain is over. */
    .addColumn('secret', 'text', (c) => c.notNull())
    /** SHA-256 of the first round's hash: published before the chain's first round. */
    .addColumn('terminal_hash', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull().check(sql`length > 0`))
    .addColumn('period_ms', 'integer', (c) => c.notNull().check(sql`period_ms > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Crash bets still riding, settled once their round is over.
  await sql`CREATE INDEX game_round_house_open_idx ON game_round (created_at) WHERE vendor_code = 'HOUSE' AND status = 'OPEN'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS game_round_house_open_idx`.execute(db);
  await db.schema.dropTable('house_crash_chain').execute();
  await db.schema.dropTable('house_seed').execute();
}
