import { type Kysely, sql } from 'kysely';

/**
 * The operator's hot-games override: pinned games come first in the hot list, in the operator's
 * order (position ascending); every other game is ranked by recent play.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hot_game_pin')
    .addColumn('game_id', 'integer', (c) => c.primaryKey().references('game.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    /** No foreign key: the operator audit log is the authority on who did what. */
    .addColumn('pinned_by', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hot_game_pin').execute();
}
