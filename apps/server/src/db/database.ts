import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a raw statement outside Kysely (used for health checks and test set-up). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

// Money lives in BIGINT columns: read them as bigint so no amount ever passes through a float.
pg.types.setTypeParser(INT8, (v) => BigInt(v));

export interface OpenOptions {
  /** postgres://... for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory' for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /** Told when an idle pooled connection fails (the server restarted or ended it); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener an idle connection ended by the server would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await db.destroy();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') await fs.mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    extensions: { ltree },
    parsers: { [INT8]: (v: string) => BigInt(v), [NUMERIC]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
