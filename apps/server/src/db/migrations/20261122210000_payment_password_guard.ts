import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Wrong payment passwords per member: tries counted in a fixed window, so a guess cannot run
 * unbounded. Kept in the database so every server instance and every caller (withdrawals,
 * transfers) shares one count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_password_guard')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_password_guard').execute();
}
