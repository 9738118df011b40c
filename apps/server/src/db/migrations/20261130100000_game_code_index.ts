import { type Kysely, sql } from 'kysely';

/** Banners and lottery links name a game by its code alone: one lookup by code is indexed. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX game_game_code_idx ON game (game_code)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX game_game_code_idx`.execute(db);
}
