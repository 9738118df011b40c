// An API route of the real app (seeded embedded database) against a bare node:http "hello" on the
// same machine in the same run. Each server runs in its own child process (the bench file forks
// itself with --serve-app / --serve-hello); autocannon runs in the parent. All traffic stays on
// 127.0.0.1. The figure is app req/s over hello req/s.
//
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3),
// BENCH_SEED_GAMES (default: the server's SEED_GAMES default), BENCH_ACCEPT_ENCODING.
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { appExecArgv, serveSeededApp } from './app-server.ts';
import { pinToCpu } from './pin.ts';

export interface VersusHelloOptions {
  /** Short name, printed and used in the BENCH line. */
  name: string;
  /** What the app's figure measures, e.g. "game vendor list". */
  label: string;
  /** Absolute path of the bench file (import.meta.url), forked for the servers. */
  file: string;
  /** GET paths; autocannon cycles through them in order. */
  paths: string[];
  target: number;
}

interface Target {
  port: number;
  note?: string;
}
type ServerMessage = { ready: Target } | { failed: string };

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = Math.min(3, Math.max(1, Math.round(duration / 4)));
/** What a browser sends; BENCH_ACCEPT_ENCODING= (empty) measures uncompressed answers. */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const headers = (): Record<string, string> => (acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

async function serveApp(options: VersusHelloOptions): Promise<Target> {
  let note = '';
  const { port } = await serveSeededApp({
    name: options.name,
    ...(process.env.BENCH_SEED_GAMES ? { games: Number(process.env.BENCH_SEED_GAMES) } : {}),
    prepare: async ({ app, seeded }) => {
      let bytes = 0;
      for (const url of options.paths) {
        const res = await app.inject({ method: 'GET', url, headers: headers() });
        if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        bytes += res.rawPayload.length;
      }
      note = `${Math.round(bytes / options.paths.length)} bytes per answer on average; ${seeded.games} games from ${seeded.vendors} vendors seeded`;
    },
  });
  return { port, note };
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
  return { port: (server.address() as AddressInfo).port };
}

function startServer(file: string, which: 'app' | 'hello'): Promise<{ child: ChildProcess; target: Target }> {
  // The app child writes a CPU profile when BENCH_APP_PROFILE names a folder (see app-server.ts).
  const child = fork(file, [`--serve-${which}`], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], ...(which === 'app' ? { execArgv: appExecArgv() } : {}) });
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
}

async function load(port: number, paths: string[], seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: headers(),
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(options: VersusHelloOptions): Promise<boolean> {
  console.log(`${options.name}: ${options.label} on the real app vs a bare node:http hello`);
  for (const p of options.paths) console.log(`  GET ${p}`);
  console.log(`  ${connections} connections, ${duration} s per measurement, ${rounds} rounds (order alternated), ${warmup} s warm-up each`);
  console.log(`  accept-encoding: ${acceptEncoding || '(none)'}, as a browser sends it`);
  const startedAt = Date.now();
  const app = await startServer(options.file, 'app');
  const hello = await startServer(options.file, 'hello');
  // Servers share CPU 0, the load generator (this process) has CPU 1: each measured server gets a
  // whole core and never waits behind the client that measures it.
  const pinned = [app.child.pid, hello.child.pid].every((pid) => pid !== undefined && pinToCpu(pid, 0)) && pinToCpu(process.pid, 1);
  console.log(pinned ? '  servers pinned to CPU 0, load generator to CPU 1' : '  not pinned (needs two CPUs and taskset): figures are noisier');
  console.log(`  app ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; ${app.target.note ?? ''}`);
  const helloPaths = ['/'];
  try {
    await load(app.target.port, options.paths, warmup);
    await load(hello.target.port, helloPaths, warmup);
    const results: Record<'app' | 'hello', Measure[]> = { app: [], hello: [] };
    for (let r = 0; r < rounds; r += 1) {
      const order: Array<'app' | 'hello'> = r % 2 === 0 ? ['app', 'hello'] : ['hello', 'app'];
      for (const which of order) {
        const m = which === 'app' ? await load(app.target.port, options.paths, duration) : await load(hello.target.port, helloPaths, duration);
        results[which].push(m);
        console.log(`  round ${r + 1} ${which.padEnd(5)} ${fmt(m.rps).padStart(8)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms${m.non2xx || m.errors ? `  non-2xx ${m.non2xx} errors ${m.errors}` : ''}`);
      }
    }
    const summary = (list: Measure[]) => ({
      rps: list.reduce((s, m) => s + m.rps, 0) / list.length,
      p99: Math.max(...list.map((m) => m.p99)),
      non2xx: list.reduce((s, m) => s + m.non2xx, 0),
      errors: list.reduce((s, m) => s + m.errors, 0),
    });
    const a = summary(results.app);
    const h = summary(results.hello);
    const ratio = a.rps / h.rps;
    console.log('');
    console.log(`  ${options.label.padEnd(18)} ${fmt(a.rps).padStart(8)} req/s   p99 ${a.p99} ms`);
    console.log(`  ${'node:http hello'.padEnd(18)} ${fmt(h.rps).padStart(8)} req/s   p99 ${h.p99} ms`);
    console.log(`  ratio ${ratio.toFixed(2)}  (target >= ${options.target}: ${ratio >= options.target ? 'met' : 'NOT met'})`);
    console.log(
      `BENCH ${JSON.stringify({ name: options.name, appRps: Math.round(a.rps), helloRps: Math.round(h.rps), appP99Ms: a.p99, helloP99Ms: h.p99, ratio: Number(ratio.toFixed(3)), target: options.target })}`,
    );
    if (a.non2xx || a.errors || h.non2xx || h.errors) {
      console.error(`  errors: app non-2xx ${a.non2xx}, app connection errors ${a.errors}, hello non-2xx ${h.non2xx}, hello errors ${h.errors}`);
      return false;
    }
    return true;
  } finally {
    app.child.disconnect();
    hello.child.disconnect();
    await Promise.all([app.child, hello.child].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  }
}

/** Entry point of a bench file: the parent measures, the forked children serve. */
export async function runVersusHello(options: VersusHelloOptions): Promise<void> {
  const role = process.argv[2];
  if (role === '--serve-app' || role === '--serve-hello') {
    try {
      const ready = role === '--serve-app' ? await serveApp(options) : await serveHello();
      process.send?.({ ready } satisfies ServerMessage);
    } catch (err) {
      process.send?.({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies ServerMessage);
      process.exit(1);
    }
    return;
  }
  try {
    const passed = await main(options);
    process.exit(passed ? 0 : 1);
  } catch (err) {
    console.error(`${options.name}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
