import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startJobs } from './jobs/index.ts';
import { ensureGeoIp } from './modules/system/geoip.ts';
import { describeDemoData, hasDemoData, seedDemoData } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  onIdleError: (err) => console.warn(`Database connection lost (${err.message}); the pool opens a new one.`),
});
await migrateToLatest(database.db);

if (config.seedOnStart && !(await hasDemoData(database.db))) {
  const started = Date.now();
  const summary = await seedDemoData(database.db, { games: config.seedGames, play: true });
  console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.games} games from ${summary.vendors} vendors.`);
}

const app = await buildApp({ config, database });
// The country table is read before the first visitor comes: every page's first call (permission)
// names the caller's country, and reading the table there made the first visitor wait for it.
await ensureGeoIp();
await app.listen({ port: config.port, host: config.host });
const jobs = startJobs(database.db, app.log);

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  Platform ready at http://${shown}:${config.port}  (API docs: /docs)`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
const demo = await describeDemoData(database.db);
for (const a of demo.demoAccounts) lines.push(`  Demo ${a.role}: ${a.username} / ${a.password}${a.balance ? `: balance ${a.balance}` : ''}  (${a.note})`);
if (demo.operator) {
  const o = demo.operator;
  lines.push(`  Demo operator at /admin: ${o.username} / ${o.password}, TOTP secret ${o.totpSecret}`, `    add to an authenticator app: ${o.otpauthUri}`);
}
lines.push(`  Trial play (FREEPLAY3): ${demo.trialPlay ? 'on' : 'off'}`, '');
console.log(lines.join('\n'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    // No new requests and no new job runs; what either has under way finishes before the database closes.
    await Promise.all([app.close(), jobs.stop()]);
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
