// Scratch databases on the benchmark's PostgreSQL server and pgbench's TPC-B-like reference,
// measured on that same server in the same run.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

/** BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server. */
export const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const scratch: string[] = [];

export function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(baseUrl, fn);
}

/** One connection to `url` for `fn`, closed after it. */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server, dropped by `dropScratch`. */
export async function createScratch(label: string): Promise<string> {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  scratch.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratch(): Promise<void> {
  for (const name of scratch.splice(0)) {
    await admin((c) => c.query(`drop database if exists ${name} with (force)`)).catch((e: Error) => console.error(`  could not drop ${name}: ${e.message}`));
  }
}

/**
 * Every measurement starts from a quiet server: the data its set-up wrote is flushed first, so no
 * checkpoint of one figure's set-up lands in the middle of another figure's run, and the databases
 * named are vacuumed.
 */
export async function settle(...vacuumed: string[]): Promise<void> {
  // The databases a measurement just wrote are vacuumed first: otherwise autovacuum cleans up
  // after one figure in the middle of the next.
  for (const url of vacuumed) await withClient(url, (c) => c.query('VACUUM'));
  await admin((c) => c.query('CHECKPOINT'));
}

/**
 * Statistics as a server in use has them. A scratch database is analysed while its history tables
 * are nearly empty, and every connection then keeps plans (its own prepared statements, and the
 * foreign-key checks') that scan those tables whole: fine for ten rows, slower with every row the
 * run adds. A live server's autovacuum analyses a table once a tenth of it has changed, which
 * replaces those plans; this does the same after the warm-up, so the figure is the steady state
 * rather than the first minute of a new database.
 */
export async function analyze(url: string): Promise<void> {
  await withClient(url, (c) => c.query('ANALYZE'));
}

/** pgbench from Debian's PostgreSQL client package; installed with apt-get when missing. */
function findPgbench(): string {
  const candidates = () => {
    const found: string[] = [];
    const which = spawnSync('which', ['pgbench'], { encoding: 'utf8' });
    if (which.status === 0 && which.stdout.trim()) found.push(which.stdout.trim());
    if (fs.existsSync('/usr/lib/postgresql')) {
      for (const version of fs.readdirSync('/usr/lib/postgresql').sort().reverse()) {
        const bin = `/usr/lib/postgresql/${version}/bin/pgbench`;
        if (fs.existsSync(bin)) found.push(bin);
      }
    }
    return found;
  };
  let found = candidates();
  if (found.length === 0) {
    console.log("  pgbench not found: installing Debian's postgresql-client with apt-get");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-client'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    found = candidates();
  }
  if (!found[0]) throw new Error('pgbench is not available (apt-get install postgresql-client)');
  return found[0];
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A scratch pgbench database (scale >= 10 and >= `maxClients`) for runs of pgbench -b tpcb-like,
 * each checkpointed first and vacuumed after, so that runs can alternate with the figures they are
 * the reference for.
 */
export async function pgbenchReference(maxClients: number) {
  const bin = findPgbench();
  const url = await createScratch('pgbench');
  execFileSync(bin, ['-i', '-q', '-s', String(Math.max(maxClients, 10)), url], { stdio: ['ignore', 'ignore', 'pipe'] });
  return {
    async run(clients: number, seconds: number): Promise<number> {
      await settle();
      const out = execFileSync(bin, ['-b', 'tpcb-like', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), url], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const match = /tps = ([0-9.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(out);
      if (!match) throw new Error(`pgbench printed no tps:\n${out}`);
      const tps = Number(match[1]);
      await settle(url);
      return tps;
    },
  };
}
