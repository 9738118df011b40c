import { type Kysely, sql } from 'kysely';

/**
 * Payments in and out: deposit methods, deposits, the member's payee bank accounts, withdrawals with
 * the member's receipt answer, and the proof images of a payout that did not arrive. Money moves
 * only in the ledger; these rows say why and keep the state of each request. Amounts are BIGINT
 * minor units. Reviewers are operator ids without a foreign key: the operator's audit log is the
 * authority on who did what.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_method')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z0-9_]{1,32}$'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('BANK_TRANSFER', 'SANDBOX')`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('account_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('deposit_method_limits', sql`min_amount > 0 AND max_amount >= min_amount`)
    .addCheckConstraint(
      'deposit_method_bank',
      sql`kind <> 'BANK_TRANSFER' OR (bank_name IS NOT NULL AND account_name IS NOT NULL AND account_number IS NOT NULL)`,
    )
    .execute();

  await db.schema
    .createTable('deposit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('method_code', 'text', (c) => c.notNull().references('deposit_method.code'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('PENDING', 'CONFIRMED', 'REJECTED')`))
    // What the member writes in the transfer memo so the operator can match the money to the request.
    .addColumn('reference_code', 'text', (c) => c.notNull().unique())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('transfer_key', 'text')
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('reviewed_by', 'bigint')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('deposit_member_request_key', ['member_id', 'request_key'])
    .addCheckConstraint('deposit_confirmed_has_transfer', sql`status <> 'CONFIRMED' OR transfer_id IS NOT NULL`)
    .addCheckConstraint('deposit_rejected_has_reason', sql`status <> 'REJECTED' OR reject_reason IS NOT NULL`)
    .execute();
  await db.schema.createIndex('deposit_member_idx').on('deposit').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('deposit_status_idx').on('deposit').columns(['status', 'id']).execute();

  await db.schema
    .createTable('payee_bank_account')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Removed accounts stay: withdrawals keep their own copy of the details, but the row tells history.
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX payee_bank_account_active ON payee_bank_account (member_id, account_number) WHERE removed_at IS NULL`.execute(db);

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bank_account_id', 'bigint', (c) => c.notNull().references('payee_bank_account.id'))
    // The payee as it was when the member asked: later edits of the account do not change a payout.
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('PENDING', 'PAID', 'REJECTED')`))
    .addColumn('receipt_status', 'text', (c) =>
      c.check(sql`receipt_status IN ('AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED')`),
    )
    .addColumn('received_amount', 'bigint')
    .addColumn('remaining_amount', 'bigint')
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'bigint')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirm_by', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('withdrawal_member_request_key', ['member_id', 'request_key'])
    // Only a payout has a receipt answer, and every payout has one.
    .addCheckConstraint('withdrawal_receipt_only_when_paid', sql`(status = 'PAID') = (receipt_status IS NOT NULL)`)
    .addCheckConstraint(
      'withdrawal_partial_amounts',
      sql`(receipt_status = 'PARTIAL') = (received_amount IS NOT NULL)
          AND (received_amount IS NULL OR (received_amount > 0 AND received_amount < amount AND remaining_amount = amount - received_amount))`,
    )
    .addCheckConstraint('withdrawal_rejected_has_reason', sql`status <> 'REJECTED' OR reject_reason IS NOT NULL`)
    .execute();
  await db.schema.createIndex('withdrawal_member_idx').on('withdrawal').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('withdrawal_status_idx').on('withdrawal').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('withdrawal_awaiting_idx')
    .on('withdrawal')
    .column('confirm_by')
    .where(sql.ref('receipt_status'), '=', 'AWAITING')
    .execute();

  await db.schema
    .createTable('withdrawal_proof')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    // Set when the member attaches the proof to a "not received" answer; a proof is used once.
    .addColumn('withdrawal_id', 'bigint', (c) => c.references('withdrawal.id'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type IN ('image/png', 'image/jpeg')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 AND size <= 5242880`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('withdrawal_proof_member_idx').on('withdrawal_proof').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_proof_withdrawal_idx').on('withdrawal_proof').column('withdrawal_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['withdrawal_proof', 'withdrawal', 'payee_bank_account', 'deposit', 'deposit_method']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
