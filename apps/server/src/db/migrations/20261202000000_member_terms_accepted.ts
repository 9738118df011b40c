import { type Kysely, sql } from 'kysely';

/**
 * When a member accepted the terms (and confirmed being 18 or older) at self-registration. Null for
 * accounts opened any other way (by an agent, free trial, seed) and for members from before it was
 * recorded: the time they ticked the box was not kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member ADD COLUMN terms_accepted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member DROP COLUMN terms_accepted_at`.execute(db);
}
