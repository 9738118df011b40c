import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  note: string;
}

export interface SeedSummary {
  games: number;
  vendors: number;
}

export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('system_setting').select('key').where('key', '=', 'seeded_at').executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoData(db: Kysely<DB>, options: { games: number }): Promise<SeedSummary> {
  await db
    .insertInto('system_setting')
    .values({ key: 'seeded_at', value: JSON.stringify(new Date().toISOString()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return { games: 0 * options.games, vendors: 0 };
}

export async function describeDemoData(_db: Kysely<DB>): Promise<{ demoAccounts: DemoAccount[]; trialPlay: boolean }> {
  return { demoAccounts: [], trialPlay: false };
}
