// Ledger transfers per second on PostgreSQL against pgbench's TPC-B-like transactions on the same
// server in the same run, three ways:
//   1. pgbench -b tpcb-like on a scratch database, BENCH_CLIENTS clients (default 16);
//   2. the ledger's own code path (`postTransfer`, one statement per transfer) with the same number
//      of transfers in flight, on many members' accounts (main wallet to a vendor wallet);
//   3. the wallet transfer through HTTP (`POST /wps/relay/GCS_walletTransfer`: session, checks,
//      the transfer, the wallets after it) on the real app, with autocannon, as many members.
// The three run in BENCH_PASSES passes (default 3), one after the other; each pass gives its own
// ratios, and the median pass is reported.
// Ratios printed: module/tpcb (target >= 0.8) and HTTP/tpcb (target >= 0.35); also the module path on
// the embedded PGlite as a ratio of PostgreSQL's. BENCH_LEDGER_PROFILE=1 adds where the time of a
// transfer goes (the balance trigger, the notification, the statement alone).
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; every
// figure uses scratch databases created there and dropped afterwards. BENCH_DURATION (s, default 10),
// BENCH_CLIENTS (transfers in flight on the module and HTTP paths, default 16), BENCH_MEMBERS
// (default 10000).
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema.ts';
import { appExecArgv, serveSeededApp } from './lib/app-server.ts';
import { analyze, baseUrl, createScratch, dropScratch, median, pgbenchReference, settle } from './lib/pgbench.ts';

const TARGET_MODULE = 0.8;
const TARGET_HTTP = 0.35;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const passCount = Number(process.env.BENCH_PASSES ?? 3);
const round3 = (n: number) => Number(n.toFixed(3));
const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);
const profile = process.env.BENCH_LEDGER_PROFILE === '1';
const VENDOR = 'BENCHV';
const OPENING = 100_000_000n;

// ------------------------------------------------------------------ the ledger module
type Db = Kysely<DB>;

/** Members with funded main wallets and (empty) vendor wallets, their account ids cached. */
async function prepareLedger(db: Db, count: number): Promise<{ members: bigint[]; currency: string }> {
  const { getWalletSettings } = await import('../apps/server/src/modules/wallet/wallet-settings.ts');
  const { accountIdsFor, postTransfer } = await import('../apps/server/src/modules/wallet/ledger.ts');
  const { currency } = await getWalletSettings(db);
  const tag = randomBytes(3).toString('hex');
  const rows = await sql<{ id: bigint }>`
    WITH ids AS (SELECT nextval(pg_get_serial_sequence('member', 'id')) AS id, g FROM generate_series(1, ${count}::int) g)
    INSERT INTO member (id, username, nickname, path)
    SELECT id, ${`lb${tag}_`} || g, ${`lb${tag}_`} || g, id::text::ltree FROM ids
    RETURNING id`.execute(db);
  const members = rows.rows.map((r) => BigInt(r.id));
  // 100 members per opening transfer: the balances notification of one transfer must stay under
  // PostgreSQL's 8000-byte NOTIFY payload.
  for (let i = 0; i < members.length; i += 100) {
    const batch = members.slice(i, i + 100);
    await postTransfer(db, {
      key: `bench:opening:${tag}:${i}`,
      kind: 'DEPOSIT',
      currency,
      memberId: null,
      actor: 'system:bench',
      legs: [{ account: { house: 'DEPOSITS' }, amount: -OPENING * BigInt(batch.length) }, ...batch.map((member) => ({ account: { member }, amount: OPENING }))],
    });
  }
  // Every account the run will touch exists, as in a warm server.
  for (let i = 0; i < members.length; i += 1_000) {
    const batch = members.slice(i, i + 1_000);
    await accountIdsFor(db, [...batch.map((member) => ({ member })), ...batch.map((member) => ({ member, wallet: VENDOR }))], currency);
  }
  // As pgbench does after its own set-up: vacuum, freeze and analyse what was just loaded. A server
  // that has been running has statistics on its tables and hint bits on their rows; a scratch
  // database filled a moment ago has neither, and the first touch of every row would be measured.
  await sql`VACUUM (FREEZE, ANALYZE)`.execute(db);
  return { members, currency };
}

/** Transfers per second through `postTransfer`, `clients` in flight, random members main -> vendor. */
async function moduleTps(db: Db, members: bigint[], currency: string, seconds: number): Promise<number> {
  const { postTransfer } = await import('../apps/server/src/modules/wallet/ledger.ts');
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const member = members[Math.floor(Math.random() * members.length)] as bigint;
        const amount = 1n + BigInt(Math.floor(Math.random() * 100));
        await postTransfer(db, {
          key: `member:${member}:wt:${randomUUID()}`,
          kind: 'WALLET_TRANSFER',
          currency,
          memberId: member,
          actor: `member:${member}`,
          reference: `MAIN->${VENDOR}`,
          legs: [
            { account: { member }, amount: -amount },
            { account: { member, wallet: VENDOR }, amount },
          ],
        });
        count += 1;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function openMigrated(url: string | undefined): Promise<{ db: Db; close: () => Promise<void> }> {
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
  const database = url ? await openDatabase({ url, poolSize: clients }) : await openDatabase({ dataDir: 'memory' });
  await migrateToLatest(database.db);
  return { db: database.db, close: () => database.close() };
}

/**
 * Where a transfer's time goes on PostgreSQL: the earlier form of the posting statement run by hand
 * (a) with its notification in the statement, as postTransfer once sent it, (b) without it, (c) with the balance trigger switched off (in the
 * scratch database only), (d) both. Each figure is transfers per second with `clients` in flight.
 */
async function profileTransfer(url: string, members: bigint[]): Promise<Record<string, number>> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  const ids = await pool.query<{ member_id: string; wallet: string; id: string }>(
    `select member_id::text, wallet, id::text from ledger_account where owner_kind = 'MEMBER'`,
  );
  const byMember = new Map<string, { main?: string; vendor?: string }>();
  for (const row of ids.rows) {
    const entry = byMember.get(row.member_id) ?? {};
    if (row.wallet === 'MAIN') entry.main = row.id;
    else entry.vendor = row.id;
    byMember.set(row.member_id, entry);
  }
  const statement = (notify: boolean) => `
    WITH t AS (
      INSERT INTO ledger_transfer (idempotency_key, kind, request_hash, currency, member_id, reference, memo, actor)
      VALUES ($1, 'WALLET_TRANSFER', $2, 'PKR', $3::bigint, 'x', '{}'::jsonb, 'member:bench')
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at
    ), legs AS (SELECT * FROM unnest($4::bigint[], $5::bigint[]) AS l(account_id, amount)
    ), locked AS MATERIALIZED (
      SELECT a.id FROM ledger_account a WHERE a.id = ANY($4::bigint[]) AND EXISTS (SELECT 1 FROM t) ORDER BY a.id FOR UPDATE
    ), moved AS (
      UPDATE ledger_account a SET balance = a.balance + l.amount FROM legs l
      WHERE a.id = l.account_id AND a.id IN (SELECT id FROM locked)
      RETURNING a.id, a.member_id, a.wallet, a.balance, l.amount
    ), entries AS (
      INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
      SELECT t.id, m.id, m.amount, m.balance FROM t CROSS JOIN moved m RETURNING account_id
    )${
      notify
        ? `, notified AS (
      SELECT pg_notify('member_events', json_build_object('kind', 'balances', 'balances',
        json_agg(json_build_array(m.member_id::text, m.wallet, m.balance::text)))::text) AS sent
      FROM moved m WHERE m.member_id IS NOT NULL HAVING count(*) > 0)`
        : ''
    }
    SELECT t.id, m.id AS account_id, (SELECT count(*) FROM entries) AS entry_count${notify ? ', (SELECT count(*) FROM notified) AS notify_count' : ''}
    FROM t CROSS JOIN moved m`;
  const run = async (notify: boolean) => {
    const text = statement(notify);
    const until = performance.now() + Math.min(duration, 5) * 1000;
    const started = performance.now();
    let count = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const member = String(members[Math.floor(Math.random() * members.length)]);
          const accounts = byMember.get(member) as { main: string; vendor: string };
          const amount = 1 + Math.floor(Math.random() * 100);
          await pool.query(text, [randomUUID(), 'h', member, [accounts.main, accounts.vendor], [-amount, amount]]);
          count += 1;
        }
      }),
    );
    return count / ((performance.now() - started) / 1000);
  };
  const out: Record<string, number> = {};
  out['as posted'] = await run(true);
  out['without NOTIFY'] = await run(false);
  await pool.query('ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_balanced');
  out['without balance trigger'] = await run(true);
  out['without trigger and NOTIFY'] = await run(false);
  await pool.query('ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_balanced');
  await pool.end();
  return out;
}

// ------------------------------------------------------------------ HTTP (child: the app)
type ChildMessage = { ready: { port: number; tokens: string[] } } | { failed: string };

async function serveApp() {
  const { newSessionToken } = await import('../apps/server/src/modules/auth/session.ts');
  const tokens: string[] = [];
  const { port } = await serveSeededApp({
    name: 'ledger',
    games: 0,
    databaseUrl: process.env.LEDGER_APP_DATABASE_URL,
    prepare: async ({ app, database }) => {
      const db = database.db;
      await db
        .insertInto('vendor')
        .values({ code: VENDOR, name: JSON.stringify({ EN: 'Bench vendor' }) as never, wallet_mode: 'TRANSFER' })
        .onConflict((oc) => oc.column('code').doUpdateSet({ wallet_mode: 'TRANSFER' }))
        .execute();
      const { members } = await prepareLedger(db, Math.min(memberCount, 2_000));
      const sessions = members.map((member) => {
        const issued = newSessionToken(app.sessionPolicy);
        tokens.push(issued.token);
        return { token_hash: issued.tokenHash, member_id: member, idle_expires_at: issued.idleExpiresAt, expires_at: issued.expiresAt, ip: '127.0.0.1', user_agent: 'bench' };
      });
      for (let i = 0; i < sessions.length; i += 500) await db.insertInto('session').values(sessions.slice(i, i + 500)).execute();
    },
  });
  return { port, tokens };
}

function startApp(databaseUrl: string): Promise<{ child: ChildProcess; port: number; tokens: string[] }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve-app'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: appExecArgv(),
    env: { ...process.env, LEDGER_APP_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (msg: ChildMessage) => {
      if ('ready' in msg) resolve({ child, ...msg.ready });
      else reject(new Error(`app failed to start:\n${msg.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`app exited with code ${code} before it was ready`)));
  });
}

async function httpRps(port: number, tokens: string[], seconds: number): Promise<{ rps: number; p99: number; errors: number }> {
  let next = 0;
  const body = JSON.stringify({ from: 'MAIN', to: VENDOR, amount: '0.01' });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: clients,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        setupRequest: (req) => ({
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[next++ % tokens.length]}`,
            'idempotency-key': randomUUID(),
          },
          body,
        }),
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// ------------------------------------------------------------------ parent
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  console.log(`ledger: transfers per second vs pgbench tpcb-like on the same PostgreSQL (${new URL(baseUrl).host})`);
  console.log(`  ${clients} clients / transfers in flight, ${duration} s per measurement, ${memberCount} members on the module path`);
  const figures: Record<string, number> = {};
  const passes: { tpcbTps: number; moduleTps: number; httpRps: number; moduleRatio: number; httpRatio: number }[] = [];
  try {
    // Passes of pgbench, the module path and HTTP, one after the other. Each pass gives its own
    // ratios, from figures measured within a minute of each other; the median pass is reported, so
    // that a noisy moment on this shared machine neither sinks nor lifts the result.
    const pgbench = await pgbenchReference(clients);

    const moduleUrl = await createScratch('ledger');
    const setup = await openMigrated(moduleUrl);
    const { members, currency } = await prepareLedger(setup.db, memberCount);
    await setup.close();
    const pgLedger = await openMigrated(moduleUrl);
    await moduleTps(pgLedger.db, members, currency, 2);
    await analyze(moduleUrl);

    const appUrl = await createScratch('ledgerapp');
    const app = await startApp(appUrl);
    try {
      await httpRps(app.port, app.tokens, 2);
      await analyze(appUrl);
      for (let pass = 1; pass <= passCount; pass += 1) {
        await settle(appUrl);
        const tpcb = await pgbench.run(clients, duration);
        const module = await moduleTps(pgLedger.db, members, currency, duration);
        await settle(moduleUrl);
        const http = await httpRps(app.port, app.tokens, duration);
        if (http.errors > 0) throw new Error(`${http.errors} HTTP transfers failed or were not 2xx`);
        passes.push({ tpcbTps: Math.round(tpcb), moduleTps: Math.round(module), httpRps: Math.round(http.rps), moduleRatio: round3(module / tpcb), httpRatio: round3(http.rps / tpcb) });
        console.log(
          `  pass ${pass}: pgbench ${fmt(tpcb)} tx/s, postTransfer ${fmt(module)} transfers/s (${(module / tpcb).toFixed(2)}), HTTP ${fmt(http.rps)} req/s (${(http.rps / tpcb).toFixed(2)}, p99 ${http.p99} ms)`,
        );
      }
    } finally {
      // Let the answers autocannon stopped waiting for finish before the app closes its database.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      app.child.disconnect();
      await pgLedger.close();
    }
    figures.tpcb = median(passes.map((p) => p.tpcbTps));
    figures.module = median(passes.map((p) => p.moduleTps));
    figures.http = median(passes.map((p) => p.httpRps));
    console.log('');
    console.log(`  pgbench tpcb-like            ${fmt(figures.tpcb).padStart(8)} tx/s         (median of ${passCount} passes)`);
    console.log(`  postTransfer (PostgreSQL)    ${fmt(figures.module).padStart(8)} transfers/s`);
    console.log(`  HTTP wallet transfer         ${fmt(figures.http).padStart(8)} req/s`);

    const lite = await openMigrated(undefined);
    const liteMembers = await prepareLedger(lite.db, Math.min(memberCount, 2_000));
    await moduleTps(lite.db, liteMembers.members, liteMembers.currency, 2);
    figures.pglite = await moduleTps(lite.db, liteMembers.members, liteMembers.currency, duration);
    await lite.close();
    console.log(`  postTransfer (PGlite)        ${fmt(figures.pglite).padStart(8)} transfers/s`);

    const moduleRatio = median(passes.map((p) => p.moduleRatio));
    const httpRatio = median(passes.map((p) => p.httpRatio));
    const liteRatio = figures.pglite / figures.module;
    console.log('');
    console.log(`  module/tpcb  ${moduleRatio.toFixed(2)}  (median pass; target >= ${TARGET_MODULE}: ${moduleRatio >= TARGET_MODULE ? 'met' : 'NOT met'})`);
    console.log(`  HTTP/tpcb    ${httpRatio.toFixed(2)}  (median pass; target >= ${TARGET_HTTP}: ${httpRatio >= TARGET_HTTP ? 'met' : 'NOT met'})`);
    console.log(`  PGlite/PostgreSQL (module path)  ${liteRatio.toFixed(2)}`);

    if (profile) {
      console.log('\n  where a transfer\'s time goes (the statement by hand, PostgreSQL, transfers/s):');
      const out = await profileTransfer(moduleUrl, members);
      for (const [name, value] of Object.entries(out)) console.log(`    ${name.padEnd(28)} ${fmt(value).padStart(8)}`);
      Object.assign(figures, Object.fromEntries(Object.entries(out).map(([k, v]) => [`profile ${k}`, v])));
    }
    console.log(
      `BENCH ${JSON.stringify({
        name: 'ledger',
        tpcbTps: Number(figures.tpcb.toFixed(1)),
        moduleTps: Number(figures.module.toFixed(1)),
        httpRps: Number(figures.http.toFixed(1)),
        pgliteTps: Number(figures.pglite.toFixed(1)),
        moduleRatio: Number(moduleRatio.toFixed(3)),
        httpRatio: Number(httpRatio.toFixed(3)),
        pgliteRatio: Number(liteRatio.toFixed(3)),
        targets: { module: TARGET_MODULE, http: TARGET_HTTP },
        passes,
      })}`,
    );
  } finally {
    await dropScratch();
  }
}

const role = process.argv.find((a) => a.startsWith('--serve-'));
if (role) {
  serveApp()
    .then((ready) => process.send?.({ ready }))
    .catch((error: unknown) => {
      process.send?.({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    });
} else {
  main().catch(async (error: unknown) => {
    console.error(error);
    await dropScratch();
    process.exit(1);
  });
}
