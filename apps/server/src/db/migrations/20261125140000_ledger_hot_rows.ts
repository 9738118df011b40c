import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * What every bet and win touches, made cheaper to touch:
 * - Each house book is kept in several accounts (shards), one per group of members: every bet and
 *   win of every member moves GAME_REVENUE, and a single row would make those transfers wait for
 *   each other's commit (its row lock is held until then). A member's transfers always use the same
 *   shard; a book's balance is the sum of its shards. Member accounts have shard 0.
 * - Account pages keep room for new versions of their rows (fillfactor 70), so that a balance
 *   update stays on its page and adds no index entries.
 * - The balance check of a transfer reads only the entries the statement wrote: a transfer's
 *   entries are written by one statement, so when each statement's entries per transfer sum to
 *   zero, so do all of the transfer's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ledger_account ADD COLUMN shard smallint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE ledger_account ADD CONSTRAINT ledger_account_shard CHECK (shard BETWEEN 0 AND 63 AND (owner_kind = 'HOUSE' OR shard = 0))`.execute(db);
  await sql`DROP INDEX ledger_account_identity`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_account_identity ON ledger_account (owner_kind, coalesce(member_id, 0), wallet, currency, shard)`.execute(db);
  await sql`ALTER TABLE ledger_account SET (fillfactor = 70)`.execute(db);
  await balancedTrigger(db, NEW_ENTRIES_ONLY);
}

export async function down(db: Kysely<any>): Promise<void> {
  await balancedTrigger(db, EVERY_ENTRY);
  await sql`ALTER TABLE ledger_account RESET (fillfactor)`.execute(db);
  await sql`DROP INDEX ledger_account_identity`.execute(db);
  await sql`ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_shard`.execute(db);
  await sql`ALTER TABLE ledger_account DROP COLUMN shard`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_account_identity ON ledger_account (owner_kind, coalesce(member_id, 0), wallet, currency)`.execute(db);
}

/** The failing transfer, if any, among those the statement wrote entries for: only those entries. */
const NEW_ENTRIES_ONLY = sql`
  SELECT transfer_id, sum(amount) AS total, count(*) AS legs INTO bad
  FROM new_entries GROUP BY transfer_id HAVING sum(amount) <> 0 OR count(*) < 2
  LIMIT 1`;

/** The same, summing every entry of those transfers (the first migration's form). */
const EVERY_ENTRY = sql`
  SELECT t.transfer_id, s.total, s.legs INTO bad
  FROM (SELECT DISTINCT transfer_id FROM new_entries) t
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(e.amount), 0) AS total, count(*) AS legs FROM ledger_entry e WHERE e.transfer_id = t.transfer_id
  ) s
  WHERE s.total <> 0 OR s.legs < 2
  LIMIT 1`;

async function balancedTrigger(db: Kysely<any>, check: RawBuilder<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      bad record;
    BEGIN
      ${check};
      IF FOUND THEN
        RAISE EXCEPTION 'ledger transfer % is unbalanced (sum %, % entries)', bad.transfer_id, bad.total, bad.legs
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_transfer_balanced';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
