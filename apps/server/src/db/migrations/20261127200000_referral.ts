import { type Kysely, sql } from 'kysely';

/** Invite friends: who invited whom. A member joins the inviting member's agent's team; this row keeps the friendship. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_referral')
    .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_referral_not_self', sql`member_id <> referrer_id`)
    .execute();
  await db.schema.createIndex('member_referral_referrer_idx').on('member_referral').columns(['referrer_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_referral').execute();
}
