/**
 * `npm run seed [-- --games N]`: loads the demo data into the database the server uses
 * (DATABASE_URL, or PGlite under DATA_DIR), running pending migrations first. Safe to repeat;
 * `--games N` sets the size of the game catalogue. The embedded PGlite database belongs to one
 * process at a time: stop the server before seeding it (a PostgreSQL server needs no such care).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';

const { values } = parseArgs({ options: { games: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('Usage: npm run seed -- [--games N]   (default: SEED_GAMES or 10000)');
  process.exit(0);
}
// npm runs workspace scripts inside the workspace; resolve a relative DATA_DIR from where `npm run
// seed` was typed, as `npm start` does, so both open the same database.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const games = values.games === undefined ? config.seedGames : Number(values.games);
if (!Number.isInteger(games) || games < 0 || games > 200_000) {
  console.error('--games must be a whole number from 0 to 200000');
  process.exit(2);
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  const migrated = await migrateToLatest(database.db);
  const applied = migrated.results?.filter((r) => r.status === 'Success').length ?? 0;
  const started = performance.now();
  const s = await seedDemoData(database.db, { games, play: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      `Demo data ready in ${seconds} s (${where}; ${applied} migration(s) applied).`,
      `  games ${s.games} · vendors ${s.vendors} · categories ${s.categories} · banners ${s.banners}`,
      `  announcements ${s.announcements} · help items ${s.helpItems} · countries ${s.countries} · customer service ${s.customerServices}`,
      '  Region rule 203.0.113.0/24 (documentation range) is enabled to demonstrate the region page.',
    ].join('\n'),
  );
} finally {
  await database.close();
}
