// `npm test`: every check the project has, in order, with a summary at the end.
//   1. type-check every workspace, and lint (Biome)
//   2. unit and API tests (Vitest: contracts, server, web) on the embedded PGlite
//   3. the server tests again on PostgreSQL, when TEST_DATABASE_URL is set
//   4. build the web app
//   5. browser tests (Playwright in Debian's Chromium) against the real server
// Exits non-zero when any part fails. The last line totals the tests: "N passed, N failed, N skipped".
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { typecheckAll } from './lib/typecheck.mjs';
import { buildWeb, root, run } from './lib/web-build.mjs';

const inCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-test-'));
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const playwrightBin = path.join(root, 'node_modules/@playwright/test/cli.js');

const totals = { passed: 0, failed: 0, skipped: 0 };
const parts = [];
const hasPostgres = !!process.env.TEST_DATABASE_URL;
const TOTAL = 5;
let index = 0;

function header(title) {
  index += 1;
  const line = '='.repeat(78);
  console.log(`\n${line}\n  [${index}/${TOTAL}] ${title}\n${line}`);
}

function banner(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '#'.repeat(width + 2);
  console.log(`\n${bar}\n${lines.map((l) => `# ${l.padEnd(width - 2)} #`).join('\n')}\n${bar}\n`);
}

function record(name, status, started, detail = '') {
  const seconds = (Date.now() - started) / 1000;
  parts.push({ name, status, seconds, detail });
  console.log(`\n--> ${name}: ${status}${detail ? ` (${detail})` : ''} in ${seconds.toFixed(1)} s`);
}

function envWithout(...names) {
  const env = { ...process.env };
  for (const n of names) delete env[n];
  return env;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs Vitest with a JSON report beside the console one and adds its counts to the totals. */
async function vitest(name, args, env) {
  const started = Date.now();
  const report = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(process.execPath, [vitestBin, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
  const json = readJson(report);
  if (!json) {
    totals.failed += 1;
    record(name, 'FAILED', started, `Vitest exited ${code} without a report`);
    return false;
  }
  const passed = json.numPassedTests ?? 0;
  const failed = (json.numFailedTests ?? 0) + (code !== 0 && !json.numFailedTests ? 1 : 0);
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const ok = code === 0 && failed === 0;
  record(name, ok ? 'ok' : 'FAILED', started, `${passed} passed, ${failed} failed, ${skipped} skipped`);
  return ok;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
const runStarted = Date.now();

header('Type-check every workspace (tsc) and lint (Biome)');
{
  const started = Date.now();
  const failed = await typecheckAll();
  if (failed.length) totals.failed += 1;
  record('type-check', failed.length ? 'FAILED' : 'ok', started, failed.length ? `errors in ${failed.join(', ')}` : '');
}
{
  const started = Date.now();
  const code = await run(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint', '--diagnostic-level=warn', '--error-on-warnings', '.'], { cwd: root });
  if (code !== 0) totals.failed += 1;
  record('lint', code === 0 ? 'ok' : 'FAILED', started, code === 0 ? '' : 'see the diagnostics above');
}

header('Unit and API tests on the embedded PGlite (Vitest: contracts, server, web)');
{
  const env = envWithout('TEST_DATABASE_URL');
  // The ledger's model-based test is the longest of all (about five minutes of 1,000 runs on the
  // embedded database). When the PostgreSQL pass follows, that pass runs all 1,000 on the
  // production database, and this one a quarter of them; alone, this pass runs all 1,000.
  if (hasPostgres && process.env.LEDGER_MODEL_RUNS === undefined) {
    env.LEDGER_MODEL_RUNS = '250';
    console.log('The ledger model test runs 250 times here and 1,000 times on PostgreSQL below (LEDGER_MODEL_RUNS sets both).');
  }
  await vitest('vitest on PGlite', [], env);
}

header('Server tests on PostgreSQL (TEST_DATABASE_URL)');
if (hasPostgres) {
  await vitest('server on PostgreSQL', ['--project', 'server'], process.env);
} else {
  console.log('TEST_DATABASE_URL is not set: skipped. Set it to a PostgreSQL database the tests may create databases with,');
  console.log('for example TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test');
  parts.push({ name: 'server on PostgreSQL', status: 'skipped', seconds: 0, detail: 'TEST_DATABASE_URL not set' });
}

header('Build the web app (Vite)');
let built = false;
{
  const started = Date.now();
  const code = await buildWeb();
  built = code === 0;
  if (!built) totals.failed += 1;
  record('web build', built ? 'ok' : 'FAILED', started);
}

header('Browser tests (Playwright in Chromium against the real server)');
{
  const started = Date.now();
  if (!fs.existsSync(chromiumPath)) {
    if (inCI) {
      banner([
        `CI=true but there is no Chromium at ${chromiumPath}.`,
        'The browser tests must run in CI: install it with',
        '  apt-get update && apt-get install -y chromium',
      ]);
      totals.failed += 1;
      record('browser tests', 'FAILED', started, 'no Chromium');
    } else {
      banner([
        `BROWSER TESTS SKIPPED: no Chromium found at ${chromiumPath}`,
        'Install Debian\'s Chromium (the tests never download a browser):',
        '  sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
      ]);
      parts.push({ name: 'browser tests', status: 'SKIPPED (no Chromium)', seconds: 0, detail: '' });
    }
  } else if (!built) {
    console.log('The web app did not build: browser tests not run.');
    parts.push({ name: 'browser tests', status: 'not run', seconds: 0, detail: 'web build failed' });
  } else {
    const env = { ...envWithout('TEST_DATABASE_URL'), E2E_JSON_REPORT: path.join(tmp, 'playwright.json') };
    if (!env.E2E_PORT && !(await portIsFree(18080))) {
      env.E2E_PORT = String(await freePort());
      console.log(`Port 18080 is taken: the test server uses ${env.E2E_PORT}.`);
    }
    const code = await run(process.execPath, [playwrightBin, 'test', '-c', path.join(root, 'e2e/playwright.config.ts')], { env });
    const json = readJson(env.E2E_JSON_REPORT);
    const stats = json?.stats;
    if (!stats) {
      totals.failed += 1;
      record('browser tests', 'FAILED', started, `Playwright exited ${code} without a report`);
    } else {
      const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
      const errors = json.errors?.length ?? 0;
      const failed = (stats.unexpected ?? 0) + (code !== 0 && !stats.unexpected ? Math.max(errors, 1) : 0);
      const skipped = stats.skipped ?? 0;
      totals.passed += passed;
      totals.failed += failed;
      totals.skipped += skipped;
      const flaky = stats.flaky ? `, ${stats.flaky} flaky` : '';
      record('browser tests', code === 0 && failed === 0 ? 'ok' : 'FAILED', started, `${passed} passed${flaky}, ${failed} failed, ${skipped} skipped`);
    }
  }
}

fs.rmSync(tmp, { recursive: true, force: true });

const failedParts = parts.filter((p) => p.status === 'FAILED');
console.log(`\n${'='.repeat(78)}\n  Summary (${((Date.now() - runStarted) / 1000).toFixed(0)} s)\n${'='.repeat(78)}`);
for (const p of parts) {
  console.log(`  ${p.name.padEnd(24)} ${p.status.padEnd(22)} ${p.seconds.toFixed(1).padStart(6)} s  ${p.detail}`);
}
console.log(failedParts.length ? `\nFAILED: ${failedParts.map((p) => p.name).join(', ')}` : '\nAll parts passed.');
if (parts.some((p) => p.status.startsWith('SKIPPED (no Chromium)'))) {
  console.log('NOTE: the browser tests did not run (no Chromium). Install it: sudo apt-get install -y chromium');
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedParts.length ? 1 : 0);
