// The game vendor list (/wps/relay/GCSGAME_newGameVendor), served by the real app on a seeded
// embedded database, against a bare node:http "hello" on the same machine in the same run.
// Each server runs in its own child process; autocannon runs in this one. All traffic stays on
// 127.0.0.1. Target: app req/s >= 0.5 x hello req/s.
//
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3),
// BENCH_SEED_GAMES (default: the server's SEED_GAMES default).
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serveSeededApp } from './lib/app-server.ts';
import { pinToCpu } from './lib/pin.ts';

const TARGET_RATIO = 0.5;
const PATH = '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = Math.min(3, Math.max(1, Math.round(duration / 4)));
/** What a browser sends; BENCH_ACCEPT_ENCODING= (empty) measures uncompressed answers. */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

interface Target {
  port: number;
  method: 'GET' | 'POST';
  body?: string;
  note?: string;
}

type ServerMessage = { ready: Target } | { failed: string };

function requestHeaders(): Record<string, string> {
  return acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
}

// ------------------------------------------------------------------ child processes: the servers
async function serveApp(): Promise<Target> {
  let target: Omit<Target, 'port'> | undefined;
  const { port } = await serveSeededApp({
    name: 'game-vendor',
    ...(process.env.BENCH_SEED_GAMES ? { games: Number(process.env.BENCH_SEED_GAMES) } : {}),
    // The route's method is the app's to choose: find the one it answers with 2xx.
    prepare: async ({ app, seeded }) => {
      const tried: string[] = [];
      for (const candidate of [{ method: 'GET' as const }, { method: 'POST' as const, body: '{}' }]) {
        const res = await app.inject({
          method: candidate.method,
          url: PATH,
          headers: { ...requestHeaders(), ...(candidate.body ? { 'content-type': 'application/json' } : {}) },
          ...(candidate.body ? { payload: candidate.body } : {}),
        });
        tried.push(`${candidate.method} ${res.statusCode}`);
        if (res.statusCode >= 200 && res.statusCode < 300) {
          const encoding = res.headers['content-encoding'] ?? 'identity';
          target = {
            ...candidate,
            note: `${res.rawPayload.length} bytes per answer (${encoding}); ${seeded.games} games from ${seeded.vendors} vendors seeded`,
          };
          return;
        }
      }
      throw new Error(`${PATH} did not answer 2xx (${tried.join(', ')})`);
    },
  });
  return { ...(target as Omit<Target, 'port'>), port };
}

async function serveHello(): Promise<Target> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => server.close(() => process.exit(0));
  process.on('disconnect', close);
  process.on('SIGTERM', close);
  return { port: (server.address() as AddressInfo).port, method: 'GET' };
}

// ------------------------------------------------------------------ parent: load and report
function startServer(which: 'app' | 'hello'): Promise<{ child: ChildProcess; target: Target }> {
  const child = fork(fileURLToPath(import.meta.url), [`--serve-${which}`], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (msg: ServerMessage) => {
      if ('ready' in msg) resolve({ child, target: msg.ready });
      else reject(new Error(`${which} server failed to start:\n${msg.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`${which} server exited with code ${code} before it was ready`)));
  });
}

interface Measure {
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(target: Target, seconds: number): Promise<Measure> {
  const url = `http://127.0.0.1:${target.port}${PATH}`;
  const result = await autocannon({
    url,
    method: target.method,
    connections,
    duration: seconds,
    headers: { ...requestHeaders(), ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  console.log(`game-vendor: ${PATH} on the real app vs a bare node:http hello`);
  console.log(`  ${connections} connections, ${duration} s per measurement, ${rounds} rounds (order alternated), ${warmup} s warm-up each`);
  console.log(`  accept-encoding: ${acceptEncoding || '(none)'}, as a browser sends it`);
  const startedAt = Date.now();
  const app = await startServer('app');
  const hello = await startServer('hello');
  // Servers share CPU 0, the load generator (this process) has CPU 1: each measured server gets a
  // whole core and never waits behind the client that measures it.
  const pinned = [app.child.pid, hello.child.pid].every((pid) => pid !== undefined && pinToCpu(pid, 0)) && pinToCpu(process.pid, 1);
  console.log(pinned ? '  servers pinned to CPU 0, load generator to CPU 1' : '  not pinned (needs two CPUs and taskset): figures are noisier');
  console.log(`  app ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${app.target.method}; ${app.target.note ?? ''}`);
  const servers = { app: app.target, hello: hello.target };
  let failed = false;
  try {
    await load(servers.app, warmup);
    await load(servers.hello, warmup);
    const results: Record<'app' | 'hello', Measure[]> = { app: [], hello: [] };
    for (let r = 0; r < rounds; r += 1) {
      const order: Array<'app' | 'hello'> = r % 2 === 0 ? ['app', 'hello'] : ['hello', 'app'];
      for (const which of order) {
        const m = await load(servers[which], duration);
        results[which].push(m);
        console.log(`  round ${r + 1} ${which.padEnd(5)} ${fmt(m.rps).padStart(8)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms${m.non2xx || m.errors ? `  non-2xx ${m.non2xx} errors ${m.errors}` : ''}`);
      }
    }
    const summary = (list: Measure[]) => ({
      rps: list.reduce((s, m) => s + m.rps, 0) / list.length,
      p99: Math.max(...list.map((m) => m.p99)),
      non2xx: list.reduce((s, m) => s + m.non2xx, 0),
      errors: list.reduce((s, m) => s + m.errors + m.timeouts, 0),
    });
    const a = summary(results.app);
    const h = summary(results.hello);
    const ratio = a.rps / h.rps;
    console.log('');
    console.log(`  game vendor list  ${fmt(a.rps).padStart(8)} req/s   p99 ${a.p99} ms`);
    console.log(`  node:http hello   ${fmt(h.rps).padStart(8)} req/s   p99 ${h.p99} ms`);
    console.log(`  ratio ${ratio.toFixed(2)}  (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
    console.log(
      `BENCH ${JSON.stringify({ name: 'game-vendor', appRps: Math.round(a.rps), helloRps: Math.round(h.rps), appP99Ms: a.p99, helloP99Ms: h.p99, ratio: Number(ratio.toFixed(3)), target: TARGET_RATIO })}`,
    );
    if (a.non2xx || a.errors || h.non2xx || h.errors) {
      console.error(`  errors: app non-2xx ${a.non2xx}, app connection errors ${a.errors}, hello non-2xx ${h.non2xx}, hello errors ${h.errors}`);
      failed = true;
    }
  } finally {
    app.child.disconnect();
    hello.child.disconnect();
    await Promise.all([app.child, hello.child].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  }
  process.exit(failed ? 1 : 0);
}

// ------------------------------------------------------------------ entry
const role = process.argv[2];
if (role === '--serve-app' || role === '--serve-hello') {
  try {
    const ready = role === '--serve-app' ? await serveApp() : await serveHello();
    process.send?.({ ready } satisfies ServerMessage);
  } catch (err) {
    process.send?.({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies ServerMessage);
    process.exit(1);
  }
} else {
  try {
    await main();
  } catch (err) {
    console.error(`game-vendor: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
