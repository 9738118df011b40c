import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts and their settlements. A contract is offered by an upline (null: the operator) to
 * an agent directly below it and carries its tiers; at most one offer waits and at most one contract
 * pays per agent and kind. A settlement is one agent's pay for one kind and period, unique on those
 * three, so however many instances run the job, a period pays once; its transfer is the ledger's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql`('DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY', 'DIVIDEND')`;
  await db.schema
    .createTable('agent_contract')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ${kinds}`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period IN ('FIVE_MINUTES', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')`))
    /** Null: offered by the operator (a top agent's contract). */
    .addColumn('upline_id', 'bigint', (c) => c.references('member.id').onDelete('cascade'))
    .addColumn('downline_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    /** [{ rateBp, minBet, minActive, minLoss, singleBet }], amounts in minor units. */
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('max_rate_bp', 'integer', (c) => c.notNull().check(sql`max_rate_bp BETWEEN 1 AND 9999`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OFFERED').check(sql`status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'ENDED')`))
    .addColumn('termination_requested_by', 'text', (c) => c.check(sql`termination_requested_by IN ('UPLINE', 'DOWNLINE')`))
    .addColumn('offered_by', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text', (c) => c.check(sql`end_reason IN ('AGREED', 'REPLACED', 'UPLINE_ENDED', 'ABOVE_UPLINE', 'OPERATOR', 'WITHDRAWN')`))
    /** The start of the next period the settlement job looks at for this contract. */
    .addColumn('settled_until', 'timestamptz')
    /** When that period (and its grace) will have ended: the job takes contracts whose time has come. */
    .addColumn('settle_after', 'timestamptz')
    .addCheckConstraint('agent_contract_not_self', sql`upline_id IS NULL OR upline_id <> downline_id`)
    .addCheckConstraint('agent_contract_active_accepted', sql`status <> 'ACTIVE' OR accepted_at IS NOT NULL`)
    .addCheckConstraint('agent_contract_request_active', sql`termination_requested_by IS NULL OR status = 'ACTIVE'`)
    .execute();
  await sql`CREATE UNIQUE INDEX agent_contract_offered_key ON agent_contract (downline_id, kind) WHERE status = 'OFFERED'`.execute(db);
  await sql`CREATE UNIQUE INDEX agent_contract_active_key ON agent_contract (downline_id, kind) WHERE status = 'ACTIVE'`.execute(db);
  await db.schema.createIndex('agent_contract_upline_idx').on('agent_contract').columns(['upline_id', 'kind']).execute();
  await db.schema.createIndex('agent_contract_downline_idx').on('agent_contract').columns(['downline_id', 'kind', 'accepted_at']).execute();
  // The settlement job's work list: contracts whose next period may be due.
  await sql`CREATE INDEX agent_contract_due_idx ON agent_contract (settle_after) WHERE settle_after IS NOT NULL`.execute(db);

  await db.schema
    .createTable('agent_settlement')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ${kinds}`))
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('contract_id', 'bigint', (c) => c.notNull().references('agent_contract.id').onDelete('cascade'))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('team_bet', 'bigint', (c) => c.notNull().check(sql`team_bet >= 0`))
    .addColumn('team_profit_loss', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull().check(sql`active_members >= 0`))
    .addColumn('base', 'bigint', (c) => c.notNull().check(sql`base >= 0`))
    .addColumn('rate_bp', 'integer')
    .addColumn('gross', 'bigint', (c) => c.notNull().check(sql`gross >= 0`))
    .addColumn('downline_share', 'bigint', (c) => c.notNull().check(sql`downline_share >= 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('PAID', 'NOT_QUALIFIED')`))
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('agent_settlement_period', sql`period_end > period_start`)
    .addCheckConstraint('agent_settlement_paid', sql`(status = 'PAID') = (amount > 0)`)
    .execute();
  await db.schema.createIndex('agent_settlement_key').on('agent_settlement').columns(['kind', 'agent_id', 'period_start']).unique().execute();
  await db.schema.createIndex('agent_settlement_agent_idx').on('agent_settlement').columns(['agent_id', 'kind', 'period_start']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_settlement').execute();
  await db.schema.dropTable('agent_contract').execute();
}
