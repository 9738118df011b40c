import { type Kysely, sql } from 'kysely';

/**
 * The operator area: operator accounts (argon2id password and a TOTP second factor), their sessions
 * (only the SHA-256 of each token is kept), and the audit log of every operator action and login
 * attempt. The database keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operator')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique().check(sql`username ~ '^[a-z][a-z0-9_]{2,31}$'`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Base32, as authenticator apps take it.
    .addColumn('totp_secret', 'text', (c) => c.notNull().check(sql`totp_secret ~ '^[A-Z2-7]{16,128}$'`))
    // The 30-second step of the last code accepted: a code is good once, and never an older one.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`status IN ('ACTIVE', 'DISABLED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('operator_session')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_session_operator_idx').on('operator_session').column('operator_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // Null for a login attempt that named no known operator.
    .addColumn('operator_id', 'bigint', (c) => c.references('operator.id'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action ~ '^[A-Z_]{1,40}$'`))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'id']).execute();

  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = '42501';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'operator_session', 'operator']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
