import { type Kysely, sql } from 'kysely';

/**
 * Raffle promotions: one per promotion, with its entry window, the turnover that qualifies an
 * entry, the prizes, and the draw's seed (its SHA-256 is shown from the start; the seed after the
 * draw). One entry per member and raffle; one winner row per member and raffle, which the claim
 * marks with the ledger transfer that paid it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffle')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('announcement_id', 'integer', (c) => c.notNull().unique().references('announcement.id').onDelete('cascade'))
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('turnover_required', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`turnover_required >= 0`))
    // [{ "amount": minor units as text, "count": n }], biggest first.
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('claim_days', 'integer', (c) => c.notNull().defaultTo(7).check(sql`claim_days BETWEEN 1 AND 90`))
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('qualified', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('raffle_window', sql`closes_at > opens_at`)
    .addCheckConstraint('raffle_drawn', sql`(drawn_at IS NULL) = (qualified IS NULL)`)
    .execute();

  await db.schema
    .createTable('raffle_entry')
    .addColumn('raffle_id', 'bigint', (c) => c.notNull().references('raffle.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('raffle_entry_pk', ['raffle_id', 'member_id'])
    .execute();
  await db.schema.createIndex('raffle_entry_member_idx').on('raffle_entry').columns(['member_id', 'raffle_id']).execute();

  await db.schema
    .createTable('raffle_winner')
    .addColumn('raffle_id', 'bigint', (c) => c.notNull().references('raffle.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    // The draw's order: 0 drew the first (biggest) prize.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('transfer_id', 'bigint', (c) => c.references('ledger_transfer.id'))
    .addColumn('claimed_at', 'timestamptz')
    .addPrimaryKeyConstraint('raffle_winner_pk', ['raffle_id', 'member_id'])
    .addUniqueConstraint('raffle_winner_position', ['raffle_id', 'position'])
    .addCheckConstraint('raffle_winner_claimed', sql`(transfer_id IS NULL) = (claimed_at IS NULL)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_winner').execute();
  await db.schema.dropTable('raffle_entry').execute();
  await db.schema.dropTable('raffle').execute();
}
