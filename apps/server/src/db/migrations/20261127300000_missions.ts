import { type Kysely, sql } from 'kysely';

/**
 * Missions: the operator's daily and weekly goals (what counts, how much, the reward), and the
 * members' claims, one per mission, member and period; each claim beside the BONUS transfer that
 * paid it (same transaction).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mission')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('TURNOVER', 'ROUNDS', 'WINS', 'DEPOSIT')`))
    /** Null: every game type. */
    .addColumn('category_code', 'text')
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period IN ('DAILY', 'WEEKLY')`))
    /** Minor units for TURNOVER and DEPOSIT, a count otherwise. */
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('mission_claim')
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('mission.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    /** The first moment of the period claimed (UTC). */
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfer.id'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mission_claim_pkey', ['mission_id', 'member_id', 'period_start'])
    .execute();
  // The week's leaderboard.
  await db.schema.createIndex('mission_claim_claimed_idx').on('mission_claim').columns(['claimed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mission_claim').execute();
  await db.schema.dropTable('mission').execute();
}
