// The real app for a benchmark's child process: a fresh embedded database (or BENCH_DATABASE_URL),
// migrated and seeded, listening on a free loopback port, closed and removed when the parent
// disconnects or sends SIGTERM.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';

/**
 * Node flags for a benchmark's app child: its parent's, plus a V8 CPU profile written to the folder
 * named by BENCH_APP_PROFILE when set (open the .cpuprofile in Chrome's DevTools).
 */
export function appExecArgv(): string[] {
  const dir = process.env.BENCH_APP_PROFILE;
  return dir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${dir}`] : process.execArgv;
}

export interface ServedApp {
  app: FastifyInstance;
  database: Database;
  port: number;
}

export async function serveSeededApp(options: {
  name: string;
  games?: number;
  databaseUrl?: string | undefined;
  config?: (config: AppConfig) => AppConfig;
  /** Runs after seeding and before listening (extra rows, a probe through app.inject). */
  prepare?: (served: Omit<ServedApp, 'port'> & { seeded: { games: number; vendors: number } }) => Promise<void>;
}): Promise<ServedApp> {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { testConfig } = await import('../../apps/server/src/config.ts');
  const { openDatabase } = await import('../../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../../apps/server/src/db/migrate.ts');
  const { seedDemoData } = await import('../../apps/server/src/seed/seed.ts');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lumen-bench-${options.name}-`));
  const base = testConfig({ logLevel: 'warn', dataDir });
  const config = options.config ? options.config(base) : base;
  const database = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl })
    : await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrateToLatest(database.db);
  const seeded = await seedDemoData(database.db, { games: options.games ?? config.seedGames });
  const app = await buildApp({ config, database });
  await app.ready();
  // As the server's start does (main.ts): the country table is read before the first call.
  const { ensureGeoIp } = await import('../../apps/server/src/modules/system/geoip.ts');
  await ensureGeoIp();
  await options.prepare?.({ app, database, seeded });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  return { app, database, port: (app.server.address() as AddressInfo).port };
}
