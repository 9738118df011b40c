import { type Kysely, sql } from 'kysely';

/**
 * Platform messages (the member centre's "platform information"): written by the operator to one
 * member or to every member, or by the platform itself about a member's account (a deposit
 * credited, a withdrawal paid or rejected). Title and body are kept in every language the sender
 * gave (JSON by language code). A member's reading is a row of its own, so a message to everyone is
 * stored once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    /** Null: every member. */
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('NOTICE', 'ACCOUNT')`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    /** operator:<id> or system:<event>. */
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('message_member_idx').on('message').columns(['member_id', 'id']).execute();
  await db.schema
    .createTable('message_read')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('message.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_read_pkey', ['member_id', 'message_id'])
    .execute();
  await db.schema.createIndex('message_read_message_idx').on('message_read').column('message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_read').execute();
  await db.schema.dropTable('message').execute();
}
