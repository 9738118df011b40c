import { type Kysely, sql } from 'kysely';

/**
 * A stake or a win that moved money names its ledger transfer: a debit (not a tombstone) or a
 * credit of more than zero without one cannot be stored. The vendor's transaction row and the
 * transfer are written by one statement; should the transfer not be written (its key already used),
 * the statement fails as a whole instead of keeping a row that claims money moved.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE seamless_tx ADD CONSTRAINT seamless_tx_transfer_named
    CHECK (kind = 'ROLLBACK' OR tombstone OR amount = 0 OR transfer_id IS NOT NULL)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE seamless_tx DROP CONSTRAINT IF EXISTS seamless_tx_transfer_named`.execute(db);
}
