import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { Kysely, PostgresDialect, type RawBuilder, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a raw statement outside Kysely (used for health checks and test set-up). */
  ping(): Promise<void>;
  /**
   * Subscribes to a notification channel; resolves once LISTEN is in place, so any NOTIFY committed
   * after that is delivered. Returns the unsubscribe function. On PostgreSQL a dedicated connection
   * (not from the pool) listens and is re-opened with backoff when it drops; `onReconnect` is told
   * after it listens again, since notifications sent while it was away are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenOptions {
  onReconnect?: () => void;
  /** Told when the listening connection fails; it is re-opened. */
  onError?: (err: Error) => void;
}

const INT8 = 20;
const NUMERIC = 1700;

// Money lives in BIGINT columns: read them as bigint so no amount ever passes through a float.
pg.types.setTypeParser(INT8, (v) => BigInt(v));

/**
 * A statement whose text starts with a `/* statement:<name> *\/` comment is prepared once per
 * connection under that name and then only bound and executed: the hot money statement is long, and
 * parsing and planning it on every call would cost more than running it. Its text must never change
 * under one name.
 */
export function namedStatement(name: string): string {
  return `/* statement:${name} */`;
}

/**
 * An array parameter the planner does not look into (a scalar subquery, not a constant): a
 * statement unnesting it is costed the same whatever the array's length, so PostgreSQL settles on
 * the statement's generic plan after its first executions instead of planning a custom plan for
 * every batch size (planning a batch statement costs more than running it).
 */
export function opaque(values: unknown[], type: 'text[]' | 'bigint[]' | 'int[]' | 'smallint[]' | 'uuid[]'): RawBuilder<unknown> {
  return sql`(SELECT ${values}::${sql.raw(type)})`;
}

const NAMED_STATEMENT = /^\/\* statement:([a-z0-9_]+) \*\//;

function withNamedStatements(pool: pg.Pool) {
  return {
    async connect() {
      const client = await pool.connect();
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      return Object.assign(Object.create(client) as pg.PoolClient, {
        query(text: unknown, values?: unknown[]) {
          const name = typeof text === 'string' ? NAMED_STATEMENT.exec(text)?.[1] : undefined;
          return name ? query({ name, text, values }) : query(text, values);
        },
        release(err?: Error | boolean) {
          client.release(err);
        },
      });
    },
    end: () => pool.end(),
  };
}

export interface OpenOptions {
  /** postgres://... for a real server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory' for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite: a data directory dumped by `dumpDataDir` to start from, instead of initialising a new
   * one (which takes seconds); tests start every database from one empty cluster this way.
   */
  template?: Blob;
  poolSize?: number;
  /** Told when an idle pooled connection fails (the server restarted or ended it); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener an idle connection ended by the server would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      listen: (channel, onPayload, listenOptions) => listenOnPostgres(options.url as string, channel, onPayload, listenOptions),
      async close() {
        await db.destroy();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') await fs.mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    ...(options.template ? { loadDataDir: options.template } : {}),
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
    async listen(channel, onPayload) {
      // One embedded server: the connection never drops.
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** LISTEN on a connection of its own, re-opened with capped exponential backoff when it drops. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // Without an error listener a dropped connection would crash the process.
    next.on('error', (err) => {
      options.onError?.(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (err) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw err;
    }
    return next;
  }

  function lost(which: pg.Client) {
    if (stopped || client !== which) return;
    client = null;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (stopped || timer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        (next) => {
          if (stopped) {
            void next.end().catch(() => undefined);
            return;
          }
          client = next;
          attempt = 0;
          options.onReconnect?.();
        },
        (err: Error) => {
          options.onError?.(err);
          schedule();
        },
      );
    }, delay);
  }

  client = await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
