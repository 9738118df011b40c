// Logins per second through HTTP (challenge, then the username login: argon2id check, session,
// member info) on the real app, against raw argon2id password checks per second with the same
// parameters, measured in the same run on the same CPU. Target: logins/s >= 0.8 x checks/s, i.e.
// everything around the password hash costs at most a fifth of it.
//
// The app and the reference each run in a child process pinned to CPU 0; the load generator runs
// here on CPU 1. The challenge difficulty is set to 0: solving it is the client's cost, not the
// server's. The product's per-address limits stay on: the logins come from 250 loopback addresses
// (127.0.0.2 and up), each one the members have used before, like many players behind their own
// connections. Each login in flight is a member of its own (benchlogin1 and up, with the demo
// player's password), as the platform judges one login of a name at a time. BENCH_DURATION (s, default 10), BENCH_CONCURRENCY (default 8), BENCH_ROUNDS (default 3).
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import os, { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { allocateMemberId } from '../apps/server/src/modules/auth/member.repository.ts';
import { appExecArgv, serveSeededApp } from './lib/app-server.ts';
import { pinToCpu } from './lib/pin.ts';

const TARGET_RATIO = 0.8;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = 2;

/** One member per login in flight: the platform judges one login of a name at a time. */
const USERNAMES = Array.from({ length: concurrency }, (_, i) => `benchlogin${i + 1}`);
const ADDRESSES = Array.from({ length: 250 }, (_, i) => `127.0.0.${i + 2}`);
const PASSWORD = 'Player2026';

type ChildMessage = { ready: { port?: number; cpus: number } } | { failed: string } | { measured: { perSecond: number; many: number; perCpu: number } };

// ------------------------------------------------------------------ child: the app
async function serveApp() {
  const { port } = await serveSeededApp({
    name: 'login',
    games: 200,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    config: (config) => ({ ...config, auth: { ...config.auth, challengeDifficulty: 0 } }),
    prepare: async ({ database }) => {
      const db = database.db;
      const demo = await db.selectFrom('member').select('password_hash').where('username', '=', 'demoplayer').executeTakeFirstOrThrow();
      for (const username of USERNAMES) {
        let member = await db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirst();
        if (!member) {
          const id = await allocateMemberId(db);
          // The demo player's password, so both sides of the comparison check the same hash.
          await db
            .insertInto('member')
            .values({ id, path: String(id), username, nickname: username, password_hash: demo.password_hash, password_changed_at: new Date() })
            .execute();
          member = { id };
        }
        await db
          .insertInto('member_known_ip')
          .values(ADDRESSES.map((ip) => ({ member_id: member.id, ip })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },
  });
  return { port, cpus: availableParallelism() };
}

// ------------------------------------------------------------------ child: raw argon2id checks
async function serveReference() {
  const { hash, verify } = await import('@node-rs/argon2');
  const { argon2Options } = await import('../apps/server/src/modules/auth/password-hash.ts');
  const stored = await hash(PASSWORD, argon2Options);
  const checksPerSecond = async (inFlight: number, seconds: number) => {
    const until = performance.now() + seconds * 1000;
    let count = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < until) {
          if (!(await verify(stored, PASSWORD))) throw new Error('reference check failed');
          count += 1;
        }
      }),
    );
    return count / ((performance.now() - started) / 1000);
  };
  process.on('message', async (msg: { measure?: number }) => {
    if (!msg.measure) return;
    // The library called directly, at its best of two ways: as many checks in flight as the app
    // sees logins (the thread pool runs four at once), and one per CPU this process may use.
    const many = await checksPerSecond(concurrency, msg.measure);
    const perCpu = await checksPerSecond(availableParallelism(), msg.measure);
    process.send?.({ measured: { perSecond: Math.max(many, perCpu), many, perCpu } });
  });
  process.on('disconnect', () => process.exit(0));
  return { cpus: availableParallelism() };
}

// ------------------------------------------------------------------ parent
function start(which: 'app' | 'reference', pin: boolean): Promise<{ child: ChildProcess; port?: number; cpus: number }> {
  const child = fork(fileURLToPath(import.meta.url), [`--serve-${which}`], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: which === 'app' ? appExecArgv() : process.execArgv,
    // Pinned before it loads anything: the app sizes its argon2id slots by the CPUs it may use.
    env: pin ? { ...process.env, BENCH_PIN_CPU: '0' } : process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (msg: ChildMessage) => {
      if ('ready' in msg) resolve({ child, port: msg.ready.port, cpus: msg.ready.cpus });
      else if ('failed' in msg) reject(new Error(`${which} failed to start:\n${msg.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`${which} exited with code ${code} before it was ready`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 2 });

function call(port: number, from: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: from, method, path: url, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

let next = 0;

async function oneLogin(port: number, username: string): Promise<void> {
  const from = ADDRESSES[next++ % ADDRESSES.length] as string;
  const challenge = await call(port, from, 'GET', '/wps/verification/challenge');
  if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}: ${JSON.stringify(challenge.json)}`);
  // Difficulty 0: any nonce passes.
  const login = await call(port, from, 'POST', '/wps/session/login', {
    type: 'username',
    username,
    password: PASSWORD,
    challengeId: challenge.json.value.challengeId,
    challengeNonce: '0',
  });
  if (login.status !== 200 || typeof login.json?.value?.token !== 'string') {
    throw new Error(`login answered ${login.status}: ${JSON.stringify(login.json)}`);
  }
}

async function loadLogins(port: number, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    USERNAMES.map(async (username) => {
      while (performance.now() < until) {
        await oneLogin(port, username);
        count += 1;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

function measureReference(child: ChildProcess, seconds: number): Promise<{ perSecond: number; many: number; perCpu: number }> {
  return new Promise((resolve) => {
    const onMessage = (msg: ChildMessage) => {
      if ('measured' in msg) {
        child.off('message', onMessage);
        resolve(msg.measured);
      }
    };
    child.on('message', onMessage);
    child.send({ measure: seconds });
  });
}

const fmt = (n: number) => n.toFixed(1);

async function main() {
  console.log('login: username logins through HTTP vs raw argon2id checks (m=19456 KiB, t=2, p=1)');
  console.log(`  ${concurrency} in flight, ${duration} s per measurement, ${rounds} rounds (order alternated)`);
  const pin = os.cpus().length >= 2 && pinToCpu(process.pid, 1);
  const app = await start('app', pin);
  const reference = await start('reference', pin);
  const pinned = pin && app.cpus === 1 && reference.cpus === 1;
  console.log(pinned ? '  app and reference pinned to CPU 0, load generator to CPU 1' : '  not pinned (needs two CPUs and taskset): figures are noisier');
  const port = app.port as number;
  try {
    await loadLogins(port, warmup);
    await measureReference(reference.child, warmup);
    const logins: number[] = [];
    const checks: number[] = [];
    const detail: string[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const order = r % 2 === 0 ? (['app', 'reference'] as const) : (['reference', 'app'] as const);
      for (const which of order) {
        if (which === 'app') logins.push(await loadLogins(port, duration));
        else {
          const measured = await measureReference(reference.child, duration);
          checks.push(measured.perSecond);
          detail.push(`${fmt(measured.many)}/s with ${concurrency} in flight, ${fmt(measured.perCpu)}/s with ${reference.cpus}`);
        }
      }
      console.log(`  round ${r + 1}  logins ${fmt(logins[r] as number).padStart(7)}/s   argon2id checks ${fmt(checks[r] as number).padStart(7)}/s  (${detail[r]})`);
    }
    const mean = (list: number[]) => list.reduce((s, v) => s + v, 0) / list.length;
    const l = mean(logins);
    const c = mean(checks);
    const ratio = l / c;
    console.log('');
    console.log(`  logins through HTTP     ${fmt(l).padStart(7)} /s`);
    console.log(`  raw argon2id checks     ${fmt(c).padStart(7)} /s`);
    console.log(`  ratio ${ratio.toFixed(2)}  (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
    console.log(`BENCH ${JSON.stringify({ name: 'login', loginsPerSecond: Number(l.toFixed(1)), argon2PerSecond: Number(c.toFixed(1)), ratio: Number(ratio.toFixed(3)), target: TARGET_RATIO })}`);
  } finally {
    agent.destroy();
    app.child.disconnect();
    reference.child.disconnect();
  }
}

// ------------------------------------------------------------------ entry
const role = process.argv.find((a) => a.startsWith('--serve-'));
if (role) {
  if (process.env.BENCH_PIN_CPU !== undefined) pinToCpu(process.pid, Number(process.env.BENCH_PIN_CPU));
  const serve = role === '--serve-app' ? serveApp : serveReference;
  serve()
    .then((ready) => process.send?.({ ready }))
    .catch((error: unknown) => {
      process.send?.({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
