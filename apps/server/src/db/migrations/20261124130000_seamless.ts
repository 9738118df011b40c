import { type Kysely, sql } from 'kysely';

/**
 * The seamless wallet's transactions: every debit, credit and rollback a vendor sent, keyed by the
 * vendor and its own transaction id, so a retry answers the first result and the same id with other
 * content is refused. A rollback that arrives before its debit leaves a tombstone under the debit's
 * id, so the late debit is refused and moves nothing. Money itself moves only through the ledger
 * (`transfer_id`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seamless_tx')
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('DEBIT', 'CREDIT', 'ROLLBACK')`))
    /** SHA-256 of the request's money-relevant fields; null for a tombstone. */
    .addColumn('request_hash', 'text')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('launch_id', 'bigint', (c) => c.references('game_launch.id').onDelete('set null'))
    .addColumn('round_ref', 'text', (c) => c.notNull())
    /** A rollback's target debit. */
    .addColumn('ref_tx_id', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    /** The wallet the money moved in: MAIN or a vendor's sub-wallet. */
    .addColumn('wallet', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    /** The balance the first answer carried (replays answer it again). */
    .addColumn('balance_after', 'bigint')
    /** A debit id cancelled before the debit arrived: the debit is refused when it comes. */
    .addColumn('tombstone', 'boolean', (c) => c.notNull().defaultTo(false))
    /** On a debit: the rollback that cancelled it (refunded once). */
    .addColumn('rolled_back_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seamless_tx_pkey', ['vendor_code', 'tx_id'])
    .addCheckConstraint('seamless_tx_tombstone', sql`NOT tombstone OR (kind = 'DEBIT' AND transfer_id IS NULL)`)
    .execute();
  await db.schema.createIndex('seamless_tx_round_idx').on('seamless_tx').columns(['vendor_code', 'round_ref']).execute();
  await db.schema.createIndex('seamless_tx_member_idx').on('seamless_tx').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seamless_tx').execute();
}
