import { type Kysely, sql } from 'kysely';

/** Members' feedback to the operator, and the operator's answers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status IN ('OPEN', 'ANSWERED')`))
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('feedback_answered', sql`(status = 'ANSWERED') = (reply IS NOT NULL AND replied_at IS NOT NULL)`)
    .execute();
  await db.schema.createIndex('feedback_member_idx').on('feedback').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
