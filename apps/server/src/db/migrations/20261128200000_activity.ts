import { type Kysely, sql } from 'kysely';

/**
 * Activity applications: promotions the operator opens to applications, the members' applications
 * with their images, and the reward an approved one was granted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcement').addColumn('applicable', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // The demo's promotion that asks members to apply (a database seeded before this migration).
  await sql`UPDATE announcement SET applicable = true WHERE code = 'promo-referral'`.execute(db);

  await db.schema
    .createTable('activity_application')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcement.id').onDelete('cascade'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull().check(sql`char_length(comment) BETWEEN 1 AND 140`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'ISSUED', 'REJECTED')`))
    .addColumn('remark', 'text', (c) => c.check(sql`char_length(remark) <= 140`))
    .addColumn('reward_id', 'bigint', (c) => c.references('reward.id'))
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('activity_application_issued', sql`(status = 'ISSUED') = (reward_id IS NOT NULL)`)
    .addCheckConstraint('activity_application_reviewed', sql`(status = 'PENDING') = (reviewed_at IS NULL)`)
    .execute();
  // One live application per member and promotion: a rejected one may be followed by a new one.
  await sql`CREATE UNIQUE INDEX activity_application_live ON activity_application (member_id, announcement_id) WHERE status <> 'REJECTED'`.execute(db);
  await db.schema.createIndex('activity_application_member_idx').on('activity_application').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('activity_application_status_idx').on('activity_application').columns(['status', 'id']).execute();

  await db.schema
    .createTable('activity_image')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    // Set when the member attaches it to an application; an image is used once.
    .addColumn('application_id', 'bigint', (c) => c.references('activity_application.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type IN ('image/png', 'image/jpeg')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 AND size <= 5242880`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_image_member_idx').on('activity_image').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('activity_image_application_idx').on('activity_image').column('application_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_image').execute();
  await db.schema.dropTable('activity_application').execute();
  await db.schema.alterTable('announcement').dropColumn('applicable').execute();
}
