import { type Kysely, sql } from 'kysely';

/**
 * A payout's receipt answer carries the member's Idempotency-Key: an answer sent again after its
 * response was lost must get the first answer back, not ALREADY_PROCESSED. The key the answer came
 * with and a hash of what it said; both are set together, when the member answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE withdrawal ADD COLUMN receipt_request_key text, ADD COLUMN receipt_request_hash text,
    ADD CONSTRAINT withdrawal_receipt_request_pair CHECK ((receipt_request_key IS NULL) = (receipt_request_hash IS NULL))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE withdrawal DROP COLUMN receipt_request_key, DROP COLUMN receipt_request_hash`.execute(db);
}
