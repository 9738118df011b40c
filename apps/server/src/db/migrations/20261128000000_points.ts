import { type Kysely, sql } from 'kysely';

/**
 * The points mall: the operator's one row of settings, each member's points balance with the stake
 * not yet turned into a point, every change of a balance, the redemptions, and on each real round
 * whether its stake has earned its points, so that a round earns once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_setting')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    /** Minor units of stake that earn one point. */
    .addColumn('bet_per_point', 'bigint', (c) => c.notNull().check(sql`bet_per_point BETWEEN 1 AND 10000000`))
    /** Points that make one major unit (100 minor units). */
    .addColumn('points_per_unit', 'integer', (c) => c.notNull().check(sql`points_per_unit BETWEEN 1 AND 100000`))
    .addColumn('min_redeem_points', 'bigint', (c) => c.notNull().check(sql`min_redeem_points >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('points_setting')
    .values({ id: 1, bet_per_point: 1000, points_per_unit: 100, min_redeem_points: 100, updated_by: 'system' })
    .execute();

  await db.schema
    .createTable('member_points')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    /** Minor units of counted stake that have not made a whole point yet. */
    .addColumn('carry', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`carry >= 0`))
    /** Rounds started before this were all counted or can never count: a look reads no further back. */
    .addColumn('counted_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('points_redemption')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    /** The member's Idempotency-Key: the same key makes no second redemption. */
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('points_per_unit', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'APPROVED', 'REJECTED')`))
    .addColumn('remark', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('points_redemption_request_key', ['member_id', 'request_key'])
    .addCheckConstraint('points_redemption_paid', sql`(status = 'APPROVED') = (transfer_id IS NOT NULL)`)
    .addCheckConstraint('points_redemption_reviewed', sql`(status = 'PENDING') = (reviewed_at IS NULL)`)
    .execute();
  await db.schema.createIndex('points_redemption_member_idx').on('points_redemption').columns(['member_id', 'id']).execute();
  await sql`CREATE INDEX points_redemption_pending_idx ON points_redemption (id) WHERE status = 'PENDING'`.execute(db);

  await db.schema
    .createTable('points_entry')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('EARN', 'REDEEM', 'REFUND')`))
    .addColumn('change', 'bigint', (c) => c.notNull().check(sql`change <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    /** EARN: the stake (minor units) the entry counted. */
    .addColumn('turnover', 'bigint')
    .addColumn('redemption_id', 'bigint', (c) => c.references('points_redemption.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('points_entry_sign', sql`(kind = 'REDEEM') = (change < 0)`)
    .addCheckConstraint('points_entry_source', sql`(kind = 'EARN') = (redemption_id IS NULL)`)
    .execute();
  await db.schema.createIndex('points_entry_member_idx').on('points_entry').columns(['member_id', 'id']).execute();
  // A redemption is taken once and given back at most once.
  await sql`CREATE UNIQUE INDEX points_entry_redemption_once ON points_entry (redemption_id, kind) WHERE redemption_id IS NOT NULL`.execute(db);

  await db.schema
    .alterTable('game_round')
    .addColumn('points_counted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_round').dropColumn('points_counted').execute();
  await db.schema.dropTable('points_entry').execute();
  await db.schema.dropTable('points_redemption').execute();
  await db.schema.dropTable('member_points').execute();
  await db.schema.dropTable('points_setting').execute();
}
