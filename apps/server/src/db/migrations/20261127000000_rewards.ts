import { type Kysely, sql } from 'kysely';

/**
 * The reward centre: bonuses the operator grants to one member or to every member registered at
 * that moment, each claimable once per member until it expires. A claim is a row of its own beside
 * the BONUS transfer that paid it (same transaction), so a reward to everyone is stored once and
 * its claims say who took it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reward')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    /** Null: every member registered when the reward was granted. */
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('cascade'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    /** operator:<id> or system:<event>. */
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addCheckConstraint('reward_expires_after_created', sql`expires_at > created_at`)
    .execute();
  await db.schema.createIndex('reward_member_idx').on('reward').columns(['member_id', 'expires_at']).execute();
  await db.schema
    .createTable('reward_claim')
    .addColumn('reward_id', 'bigint', (c) => c.notNull().references('reward.id').onDelete('restrict'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfer.id'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reward_claim_pkey', ['reward_id', 'member_id'])
    .execute();
  await db.schema.createIndex('reward_claim_member_idx').on('reward_claim').columns(['member_id', 'claimed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reward_claim').execute();
  await db.schema.dropTable('reward').execute();
}
