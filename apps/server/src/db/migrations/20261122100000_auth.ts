import { type Kysely, sql } from 'kysely';

/**
 * Accounts: members (with the agent tree as an ltree path), sessions, remember tokens, known
 * addresses, verification codes, captchas, challenges, password resets and the message outbox.
 * Secrets (tokens, codes, captcha answers) are stored only as hashes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS ltree`.execute(db);

  await db.schema
    .createTable('member')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().check(sql`username = lower(username) AND length(username) BETWEEN 1 AND 64`))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`type IN (0, 1, 2, 4, 41, 42)`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`status IN ('ACTIVE', 'DISABLED')`))
    .addColumn('mobile_country', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('phone_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('payment_password_hash', 'text')
    .addColumn('parent_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('path', sql`ltree`, (c) => c.notNull())
    .addColumn('referral_code', 'text')
    .addColumn('recommender_id', 'text')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0).check(sql`vip_level >= 0`))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_login_count >= 0`))
    .addColumn('last_failed_login_at', 'timestamptz')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_ip', 'text')
    .addColumn('register_ip', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_mobile_pair', sql`(mobile_country IS NULL) = (mobile_num IS NULL)`)
    .execute();
  // Member ids are shown to people (copy ID): start them at six digits.
  await sql`ALTER TABLE member ALTER COLUMN id RESTART WITH 100001`.execute(db);
  await db.schema.createIndex('member_username_key').on('member').column('username').unique().execute();
  await db.schema.createIndex('member_mobile_key').on('member').columns(['mobile_country', 'mobile_num']).unique().where(sql.ref('mobile_num'), 'is not', null).execute();
  await db.schema.createIndex('member_referral_code_key').on('member').expression(sql`upper(referral_code)`).unique().where(sql.ref('referral_code'), 'is not', null).execute();
  await db.schema.createIndex('member_email_idx').on('member').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('member_parent_idx').on('member').column('parent_id').execute();
  await sql`CREATE INDEX member_path_gist ON member USING gist (path)`.execute(db);

  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_member_idx').on('session').column('member_id').execute();

  await db.schema
    .createTable('remember_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('remember_token_member_idx').on('remember_token').column('member_id').execute();

  await db.schema
    .createTable('member_known_ip')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_known_ip_pkey', ['member_id', 'ip'])
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('LOGIN', 'REGISTER', 'RESET', 'NEW_IP')`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('SMS', 'EMAIL')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_code_target_idx').on('verification_code').columns(['purpose', 'target', 'created_at']).execute();

  await db.schema
    .createTable('login_ticket')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('code_id', 'uuid', (c) => c.notNull().references('verification_code.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('login_from', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('weak_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('challenge')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull().check(sql`difficulty BETWEEN 0 AND 32`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('SMS', 'MAIL')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_message_recipient_idx').on('outbox_message').columns(['recipient', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['outbox_message', 'password_reset', 'challenge', 'captcha', 'login_ticket', 'verification_code', 'member_known_ip', 'remember_token', 'session', 'member']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
