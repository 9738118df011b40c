// Game rounds through HTTP on PostgreSQL against pgbench's TPC-B-like transactions on the same
// server in the same run. A round is what an external vendor's game sends the platform: a signed
// seamless-wallet debit of the stake, then a signed credit of the win (each one ledger transfer,
// idempotent by transaction id), for many members playing at once. Printed: rounds per second
// (two HTTP calls each), the calls per second, and rounds/tpcb (target >= 0.35).
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DURATION (s, default
// 10), BENCH_CLIENTS (connections and pgbench clients, default 8), BENCH_MEMBERS (default 1000),
// BENCH_PASSES (default 3): pgbench and the game rounds run in passes, one after the other; each
// pass gives its own ratio, and the median pass is reported.
import { type ChildProcess, fork } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { appExecArgv, serveSeededApp } from './lib/app-server.ts';
import { analyze, createScratch, dropScratch, median, pgbenchReference, settle } from './lib/pgbench.ts';

const TARGET = 0.35;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const passCount = Number(process.env.BENCH_PASSES ?? 3);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 1_000);
const OPENING = 100_000_000n;

interface Player {
  playerId: string;
  launchToken: string;
  gameCode: string;
  vendor: string;
}
type ChildMessage = { ready: { port: number; players: Player[]; secret: string; currency: string } } | { failed: string };

// ------------------------------------------------------------------ child: the app
async function serveApp() {
  const { postTransfer } = await import('../apps/server/src/modules/wallet/ledger.ts');
  const { newSessionToken } = await import('../apps/server/src/modules/auth/session.ts');
  const { createLaunch } = await import('../apps/server/src/modules/play/launch.service.ts');
  const { seamlessSecretOf } = await import('../apps/server/src/config.ts');
  const { getSite } = await import('../apps/server/src/modules/system/system.service.ts');
  const players: Player[] = [];
  let secret = '';
  let currency = '';
  const { port } = await serveSeededApp({
    name: 'game-bets',
    games: 2_000,
    databaseUrl: process.env.BETS_APP_DATABASE_URL,
    prepare: async ({ app, database }) => {
      const db = database.db;
      currency = (await getSite(db)).currency;
      // A seamless (main-wallet) slot of an external vendor.
      const game = await db
        .selectFrom('game as g')
        .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
        .select(['g.id', 'g.game_code', 'g.vendor_code'])
        .where('v.wallet_mode', '=', 'SEAMLESS')
        .where('v.code', '<>', 'HOUSE')
        .where('g.category_code', '=', 'RNG')
        .orderBy('g.id')
        .executeTakeFirstOrThrow();
      secret = seamlessSecretOf(app.deps.config, game.vendor_code) ?? '';
      const rows = await sql<{ id: string }>`
        WITH ids AS (SELECT nextval(pg_get_serial_sequence('member', 'id')) AS id, g FROM generate_series(1, ${memberCount}::int) g)
        INSERT INTO member (id, username, nickname, path)
        SELECT id, 'gb_' || g, 'gb_' || g, id::text::ltree FROM ids
        RETURNING id::text AS id`.execute(db);
      const members = rows.rows.map((r) => BigInt(r.id));
      for (let i = 0; i < members.length; i += 100) {
        const batch = members.slice(i, i + 100);
        await postTransfer(db, {
          key: `bench:bets:opening:${i}`,
          kind: 'DEPOSIT',
          currency,
          memberId: null,
          actor: 'system:bench',
          legs: [{ account: { house: 'DEPOSITS' }, amount: -OPENING * BigInt(batch.length) }, ...batch.map((member) => ({ account: { member }, amount: OPENING }))],
        });
      }
      for (const member of members) {
        const issued = newSessionToken(app.sessionPolicy);
        const session = await db
          .insertInto('session')
          .values({ token_hash: issued.tokenHash, member_id: member, idle_expires_at: issued.idleExpiresAt, expires_at: issued.expiresAt, ip: '127.0.0.1', user_agent: 'bench' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { token } = await createLaunch(db, {
          memberId: member,
          sessionId: session.id,
          gameId: game.id,
          vendorCode: game.vendor_code,
          mode: 'REAL',
          currency,
          language: 'EN',
          ip: '127.0.0.1',
        });
        // The vendor opens the game once, as its page would: that answer names the player.
        const body = JSON.stringify({ launchToken: token });
        const res = await app.inject({
          method: 'POST',
          url: '/api/seamless/v1/authenticate',
          headers: { 'content-type': 'application/json', 'x-vendor': game.vendor_code, 'x-signature': createHmac('sha256', secret).update(body).digest('hex') },
          payload: body,
        });
        if (res.statusCode !== 200) throw new Error(`authenticate answered ${res.statusCode}: ${res.body}`);
        players.push({ playerId: res.json().value.playerId, launchToken: token, gameCode: game.game_code, vendor: game.vendor_code });
      }
      await sql`VACUUM (FREEZE, ANALYZE)`.execute(db);
    },
  });
  return { port, players, secret, currency };
}

function startApp(databaseUrl: string): Promise<{ child: ChildProcess; port: number; players: Player[]; secret: string; currency: string }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve-app'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: appExecArgv(),
    env: { ...process.env, BETS_APP_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (msg: ChildMessage) => {
      if ('ready' in msg) resolve({ child, ...msg.ready });
      else reject(new Error(`app failed to start:\n${msg.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`app exited with code ${code} before it was ready`)));
  });
}

// ------------------------------------------------------------------ parent: load and report
interface Round {
  player: Player;
  roundId: string;
}

async function rounds(port: number, players: Player[], secret: string, currency: string, seconds: number) {
  let next = 0;
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const request = (path: string, body: string, vendor: string) => ({
    method: 'POST' as const,
    path,
    headers: { 'content-type': 'application/json', 'x-vendor': vendor, 'x-signature': sign(body) },
    body,
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: clients,
    duration: seconds,
    // Each connection plays rounds one after another: the debit opens a round, the credit ends it.
    requests: [
      {
        setupRequest: (req, ctx: object) => {
          const context = ctx as { round?: Round };
          const player = players[next++ % players.length] as Player;
          const round: Round = { player, roundId: `r-${randomUUID()}` };
          context.round = round;
          const body = JSON.stringify({ playerId: player.playerId, launchToken: player.launchToken, txId: `d-${round.roundId}`, roundId: round.roundId, gameCode: player.gameCode, amount: '1.00', currency });
          return { ...req, ...request('/api/seamless/v1/debit', body, player.vendor) };
        },
      },
      {
        setupRequest: (req, ctx: object) => {
          const { player, roundId } = (ctx as { round: Round }).round;
          const win = Math.random() < 0.45 ? '2.00' : '0';
          const body = JSON.stringify({ playerId: player.playerId, launchToken: player.launchToken, txId: `c-${roundId}`, roundId, gameCode: player.gameCode, amount: win, currency, roundEnded: true });
          return { ...req, ...request('/api/seamless/v1/credit', body, player.vendor) };
        },
      },
    ],
  });
  return { callsPerSecond: result.requests.average, p99: result.latency.p99, failures: result.errors + result.non2xx + result.timeouts };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  console.log('game-bets: game rounds (signed seamless debit + credit) through HTTP vs pgbench tpcb-like on the same PostgreSQL');
  console.log(`  ${clients} connections / pgbench clients, ${duration} s per measurement, ${memberCount} members playing`);
  try {
    // Passes of pgbench and the game rounds, one after the other; each pass gives its own ratio and
    // the median pass is reported (see the ledger benchmark).
    const pgbench = await pgbenchReference(clients);
    const appUrl = await createScratch('bets');
    const app = await startApp(appUrl);
    const passes: { tpcbTps: number; roundsPerSecond: number; p99Ms: number; ratio: number }[] = [];
    try {
      await rounds(app.port, app.players, app.secret, app.currency, 2);
      await analyze(appUrl);
      for (let pass = 1; pass <= passCount; pass += 1) {
        await settle(appUrl);
        const tpcb = await pgbench.run(clients, duration);
        const run = await rounds(app.port, app.players, app.secret, app.currency, duration);
        if (run.failures > 0) throw new Error(`${run.failures} calls failed or were not 2xx`);
        const perSecond = run.callsPerSecond / 2;
        passes.push({ tpcbTps: Math.round(tpcb), roundsPerSecond: Math.round(perSecond), p99Ms: run.p99, ratio: Number((perSecond / tpcb).toFixed(3)) });
        console.log(`  pass ${pass}: pgbench ${fmt(tpcb)} tx/s, ${fmt(perSecond)} rounds/s (${fmt(run.callsPerSecond)} calls/s, p99 ${run.p99} ms): ${(perSecond / tpcb).toFixed(2)}`);
      }
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      app.child.disconnect();
    }
    const tpcb = median(passes.map((p) => p.tpcbTps));
    const perSecond = median(passes.map((p) => p.roundsPerSecond));
    const ratio = median(passes.map((p) => p.ratio));
    console.log('');
    console.log(`  pgbench tpcb-like        ${fmt(tpcb).padStart(8)} tx/s      (median of ${passCount} passes)`);
    console.log(`  HTTP game rounds         ${fmt(perSecond).padStart(8)} rounds/s  (two calls each)`);
    console.log('');
    console.log(`  rounds/tpcb  ${ratio.toFixed(2)}  (median pass; target >= ${TARGET}: ${ratio >= TARGET ? 'met' : 'NOT met'})`);
    console.log(`BENCH ${JSON.stringify({ name: 'game-bets', tpcbTps: tpcb, roundsPerSecond: perSecond, ratio, target: TARGET, passes })}`);
  } finally {
    await dropScratch();
  }
}

if (process.argv[2] === '--serve-app') {
  serveApp()
    .then((ready) => process.send?.({ ready } satisfies ChildMessage))
    .catch((error: unknown) => {
      process.send?.({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ChildMessage);
      process.exit(1);
    });
} else {
  main().catch(async (error: unknown) => {
    console.error(error);
    await dropScratch();
    process.exit(1);
  });
}
