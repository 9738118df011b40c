import { sql, type Kysely } from 'kysely';

/**
 * An operator's reward grant carries the desk's Idempotency-Key: a grant sent again after its answer
 * was lost (a proxy's 502, a time-out) must not grant the reward twice, which for a reward to every
 * member doubles what each can claim. The key (namespaced by operator) and a hash of what was asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE reward ADD COLUMN request_key text UNIQUE, ADD COLUMN request_hash text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE reward DROP COLUMN request_key, DROP COLUMN request_hash`.execute(db);
}
