import { type Kysely, sql } from 'kysely';

/**
 * Playing games: members' favourites, launches (one-time tokens bound to member, game and session;
 * free-trial launches carry their play money) and rounds (every bet of every vendor, house or
 * external, with its stake, win and outcome). Money never lives here: real rounds move it through
 * the ledger, keyed by round; these rows say what was played.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorite_game')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorite_game_pkey', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_launch')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    /** SHA-256 of the token; the token itself is shown once, to the launching browser. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** Null for a visitor's free trial. */
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('cascade'))
    /** The login session that launched it: signing out ends real play. Null for trials. */
    .addColumn('session_id', 'uuid')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode IN ('REAL', 'FUN')`))
    /** Play money of a free-trial launch (minor units). */
    .addColumn('fun_balance', 'bigint')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('EN'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    /** When the vendor (or the house game screen) first opened it: the token opens a game once. */
    .addColumn('opened_at', 'timestamptz')
    .addCheckConstraint('game_launch_fun', sql`(mode = 'FUN') = (fun_balance IS NOT NULL) AND coalesce(fun_balance, 0) >= 0`)
    .addCheckConstraint('game_launch_real_member', sql`mode = 'FUN' OR member_id IS NOT NULL`)
    .execute();
  // Recent games of a member; players of a game in the last minutes (rooms, hot games).
  await db.schema.createIndex('game_launch_member_idx').on('game_launch').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('game_launch_game_idx').on('game_launch').columns(['game_id', 'created_at']).execute();

  await db.schema
    .createTable('game_round')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    /** The vendor's round id (house rounds: the platform's own). */
    .addColumn('round_ref', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('cascade'))
    .addColumn('launch_id', 'bigint', (c) => c.references('game_launch.id').onDelete('set null'))
    .addColumn('game_id', 'integer', (c) => c.references('game.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode IN ('REAL', 'FUN')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`stake >= 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`win >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status IN ('OPEN', 'SETTLED', 'ROLLED_BACK')`))
    /** The outcome as the game reports it (reels, roll, crash point, fairness inputs...). */
    .addColumn('result', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** One line for records: "7 7 7 on line 3", "rolled 42.17 under 50"... */
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('game_round_vendor_ref_key', ['vendor_code', 'round_ref'])
    .execute();
  await db.schema.createIndex('game_round_member_idx').on('game_round').columns(['member_id', 'created_at']).execute();
  // The winner board: the biggest real wins of recent days.
  await sql`CREATE INDEX game_round_win_idx ON game_round (created_at, win) WHERE mode = 'REAL' AND win > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_round').execute();
  await db.schema.dropTable('game_launch').execute();
  await db.schema.dropTable('favorite_game').execute();
}
