import { type Kysely, sql } from 'kysely';

/**
 * Username searches match the start of the name (`username LIKE 'abc%'`): the team management
 * search, the contract offers' agent pickers and the desk's contract filter. The unique index on
 * username follows the database's collation, which a prefix match cannot use outside the C
 * collation; this one compares characters as bytes, so those searches read an index range instead of
 * every member on a large site.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS member_username_prefix_idx ON member (username text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS member_username_prefix_idx`.execute(db);
}
