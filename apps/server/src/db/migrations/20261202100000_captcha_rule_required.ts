import { type Kysely, sql } from 'kysely';

/**
 * The registration captcha now follows its rule's required flag (an optional one is checked only
 * when answered). Until now an enabled captcha was always required, whatever the flag said, so the
 * flag is set to match: a site keeps the captcha it had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE register_field_rule SET required = true WHERE field = 'captcha' AND NOT required`.execute(db);
}

export async function down(): Promise<void> {
  // The flag said nothing before: nothing to put back.
}
