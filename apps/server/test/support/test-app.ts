import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type AppConfig, testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { openDatabases } from './ledger.ts';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** The installed PGlite's version: its package.json, found from its entry point (the package exports no path to it). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite') {
    if (path.dirname(dir) === dir) throw new Error('the PGlite package folder was not found');
    dir = path.dirname(dir);
  }
  return (JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
let template: Promise<Blob> | undefined;

/**
 * An empty PGlite cluster as `dumpDataDir` writes it, made once per PGlite version and kept in the
 * temporary directory: initialising a cluster takes seconds, loading one well under a second, and
 * every test file starts from an empty database. Written under a new name and renamed, so test
 * processes starting together never read half a file.
 */
function emptyCluster(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `lumen-pglite-empty-${await pgliteVersion()}.tar`);
    try {
      return new Blob([await fs.readFile(file)]);
    } catch {
      const fresh = await PGlite.create(undefined, { extensions: { ltree } });
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await fs.rename(partial, file);
      return dump;
    }
  })();
  return template;
}

/**
 * A fresh, empty database: in-memory PGlite by default, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped again afterwards).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory', template: await emptyCluster() });
    openDatabases.add(database);
    return {
      database,
      drop: async () => {
        openDatabases.delete(database);
        await database.close();
      },
    };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 10 });
  openDatabases.add(database);
  return {
    database,
    async drop() {
      openDatabases.delete(database);
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        // A plain drop (not WITH (FORCE)): terminating sessions that are still saying goodbye makes
        // their clients report a fatal error after they were handed back. Wait for them instead.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: { games: number; play?: boolean };
    config?: Partial<AppConfig>;
    /** Where the log lines go (with `config.logLevel` above silent). */
    logDestination?: AppDeps['logDestination'];
    /** Extra routes registered before the app is ready (for exercising the frame itself). */
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrateToLatest(database.db);
  if (options.seed) await seedDemoData(database.db, options.seed);
  const app = await buildApp({ config: testConfig(options.config), database, ...(options.logDestination ? { logDestination: options.logDestination } : {}) });
  if (options.extend) await options.extend(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
