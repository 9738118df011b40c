import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger. Every money movement is one `ledger_transfer` (a unique idempotency key)
 * with two or more `ledger_entry` rows that sum to zero; each entry records its account's balance
 * after it. The database itself refuses what must never happen:
 * - a member account's balance below zero (CHECK);
 * - a transfer whose entries do not sum to zero, or with fewer than two (a trigger checking every
 *   statement that writes entries: a transfer's entries are written together);
 * - changing or deleting a transfer or an entry (the ledger is append-only).
 * Amounts are BIGINT minor units.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind IN ('MEMBER', 'HOUSE')`))
    .addColumn('member_id', 'bigint', (c) => c.references('member.id'))
    // MAIN or a vendor code for a member; the book's name for the house.
    .addColumn('wallet', 'text', (c) => c.notNull().check(sql`wallet ~ '^[A-Z0-9_]{1,32}$'`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_account_owner', sql`(owner_kind = 'MEMBER') = (member_id IS NOT NULL)`)
    .addCheckConstraint('member_balance_not_negative', sql`owner_kind <> 'MEMBER' OR balance >= 0`)
    .execute();
  await sql`CREATE UNIQUE INDEX ledger_account_identity ON ledger_account (owner_kind, coalesce(member_id, 0), wallet, currency)`.execute(db);
  await db.schema.createIndex('ledger_account_member_idx').on('ledger_account').columns(['member_id']).where(sql.ref('member_id'), 'is not', null).execute();

  await db.schema
    .createTable('ledger_transfer')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind ~ '^[A-Z_]{1,40}$'`))
    // SHA-256 of the canonical request: the same key with another request is a conflict.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The member the movement is about (for records); null for house-only movements.
    .addColumn('member_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Who asked: member:<id>, operator:<id> or system:<job>.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_transfer_member_idx').on('ledger_transfer').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfer.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_entry_account_idx').on('ledger_entry').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entry_transfer_idx').on('ledger_entry').columns(['transfer_id']).execute();

  // Checked once per statement over the transfers it touched (all of a transfer's entries are
  // written by one statement), which costs one indexed query instead of one per entry.
  await sql`
    CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      bad record;
    BEGIN
      SELECT t.transfer_id, s.total, s.legs INTO bad
      FROM (SELECT DISTINCT transfer_id FROM new_entries) t
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(e.amount), 0) AS total, count(*) AS legs FROM ledger_entry e WHERE e.transfer_id = t.transfer_id
      ) s
      WHERE s.total <> 0 OR s.legs < 2
      LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger transfer % is unbalanced (sum %, % entries)', bad.transfer_id, bad.total, bad.legs
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_transfer_balanced';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
    REFERENCING NEW TABLE AS new_entries
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfer_balanced()`.execute(db);

  await sql`
    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
    END $$`.execute(db);
  for (const table of ['ledger_transfer', 'ledger_entry']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_no_truncate`)} BEFORE TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()`.execute(db);
  }

  // Transfer-mode vendors keep a sub-wallet per member; seamless vendors debit the main wallet.
  await db.schema
    .alterTable('vendor')
    .addColumn('wallet_mode', 'text', (c) => c.notNull().defaultTo('SEAMLESS').check(sql`wallet_mode IN ('SEAMLESS', 'TRANSFER')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor').dropColumn('wallet_mode').execute();
  for (const table of ['ledger_entry', 'ledger_transfer', 'ledger_account']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS ledger_append_only()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_transfer_balanced()`.execute(db);
}
