import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Members' wallet requests answered by their Idempotency-Key, including those that moved nothing
 * (an "all to main" with every vendor wallet empty): a replay of such a key must not move money
 * that arrived since. Requests that moved money are also in the ledger under their own key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_request')
    .addColumn('request_key', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_request').ifExists().execute();
}
