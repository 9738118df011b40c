import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * Challenges are signed instead of stored when they are handed out: the server keeps a random key
 * here, made once with the database so that every instance of the app shares it, and the challenge
 * table now holds the challenges that were spent (one row each, until they expire), which is what
 * makes each one count once. Rows of challenges issued before and never spent are dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_key')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull().check(sql`length(secret) >= 43`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('server_key').values({ name: 'challenge', secret: randomBytes(32).toString('base64url') }).execute();
  await sql`DELETE FROM challenge WHERE used_at IS NULL`.execute(db);
  await sql`ALTER TABLE challenge ALTER COLUMN id DROP DEFAULT`.execute(db);
  await sql`ALTER TABLE challenge ALTER COLUMN used_at SET DEFAULT now()`.execute(db);
  await sql`ALTER TABLE challenge ALTER COLUMN used_at SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE challenge ALTER COLUMN used_at DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE challenge ALTER COLUMN used_at DROP DEFAULT`.execute(db);
  await sql`ALTER TABLE challenge ALTER COLUMN id SET DEFAULT gen_random_uuid()`.execute(db);
  await db.schema.dropTable('server_key').execute();
}
