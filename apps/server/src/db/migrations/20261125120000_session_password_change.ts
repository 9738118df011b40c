import { type Kysely, sql } from 'kysely';

/**
 * A session opened with the default weak password, or with an expired one while PWDEXPFORCECHANGE3
 * is on, may only change the password (and read its member info, or log out) until it does: the
 * server holds it to that, not only the login popup, so a reload or another client cannot skip it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE session ADD COLUMN password_change_required boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE session DROP COLUMN password_change_required`.execute(db);
}
