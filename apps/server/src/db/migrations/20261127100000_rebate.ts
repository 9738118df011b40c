import { type Kysely, sql } from 'kysely';

/**
 * Manual rebate: the operator's rate per game type (basis points of the turnover), the members'
 * claims, and on each real round the claim that paid its rebate, so that a round counts once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rebate_rate')
    .addColumn('category_code', 'text', (c) => c.primaryKey())
    /** Hundredths of a percent: 80 is 0.80 %. */
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp BETWEEN 0 AND 300`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rebate_claim')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    /** Minor units; null until the claim's transaction has counted its rounds. */
    .addColumn('amount', 'bigint', (c) => c.check(sql`amount > 0`))
    .addColumn('turnover', 'bigint', (c) => c.check(sql`turnover > 0`))
    /** Per game type: turnover, rate (bp) and rebate in minor units. */
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rebate_claim_complete', sql`(amount IS NULL) = (transfer_id IS NULL)`)
    .execute();
  await db.schema.createIndex('rebate_claim_member_idx').on('rebate_claim').columns(['member_id', 'id']).execute();
  await db.schema
    .alterTable('game_round')
    .addColumn('rebate_claim_id', 'bigint', (c) => c.references('rebate_claim.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_round').dropColumn('rebate_claim_id').execute();
  await db.schema.dropTable('rebate_claim').execute();
  await db.schema.dropTable('rebate_rate').execute();
}
