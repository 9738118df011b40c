// The home page as a browser gets it: the JavaScript it asks for before its load event (gzipped,
// target <= 150 KB; chunks it defers past the load, such as the announcement popup's, are listed
// apart) and its Largest Contentful Paint in headless Chromium, next to the LCP of an empty Vite page
// (one heading rendered by a module script) built and served in the same run (target: within
// 500 ms of it). The app runs on a seeded embedded database in a child process.
//
// BENCH_LCP_RUNS (default 5): page loads per side, alternated; the median is reported.
// BENCH_TRACE=1: print each load's LCP element and request timeline.
// BENCH_SCRIPTS (default 12): how many of the home page's scripts to list, biggest first.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ensureWebBuild, root } from '../scripts/lib/web-build.mjs';
import { appExecArgv, serveSeededApp } from './lib/app-server.ts';

const JS_TARGET_KB = 150;
const LCP_TARGET_MS = 500;
/** How many of the home page's scripts the report lists, biggest first. */
const BIGGEST = Number(process.env.BENCH_SCRIPTS ?? 12);
const runs = Number(process.env.BENCH_LCP_RUNS ?? 5);
/** BENCH_TRACE=1: also print each load's LCP element and its requests (start-end) in order. */
const trace = process.env.BENCH_TRACE === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ------------------------------------------------------------------ child: the app
function startApp(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve-app'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: appExecArgv() });
  return new Promise((resolve, reject) => {
    child.once('message', (msg: { port: number } | { failed: string }) => {
      if ('port' in msg) resolve({ child, port: msg.port });
      else reject(new Error(`app failed to start:\n${msg.failed}`));
    });
    child.once('exit', (code) => reject(new Error(`app exited with code ${code} before it was ready`)));
  });
}

// ------------------------------------------------------------------ the empty Vite page
async function buildEmptyPage(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-empty-vite-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head><body><div id="app"></div><script type="module" src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.js'), "document.getElementById('app').innerHTML = '<h1>Hello</h1>';\n");
  const { build } = await import('vite');
  await build({ root: dir, logLevel: 'warn', build: { outDir: path.join(dir, 'dist'), emptyOutDir: true } });
  return path.join(dir, 'dist');
}

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

function serveStatic(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ------------------------------------------------------------------ measurements
interface PageLoad {
  lcpMs: number;
  /** Gzipped bytes of the scripts requested before the page's load event: its initial JavaScript. */
  jsGzip: number;
  jsFiles: number;
  /** Gzipped bytes per initial script path, biggest first. */
  scripts: [string, number][];
  /** Scripts requested after the load event, up to network idle (the chunks the page defers on purpose). */
  later: [string, number][];
}

async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    void response
      .body()
      .then((body) => scripts.set(response.url(), gzipSync(body).length))
      .catch(() => undefined);
  });
  await page.addInitScript(() => {
    // Room for every request's timing (the default 250 fill up with the game pictures).
    performance.setResourceTimingBufferSize(100_000);
    const w = window as unknown as { __lcp: number; __lcpWhat: string };
    w.__lcp = 0;
    w.__lcpWhat = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
        w.__lcp = entry.startTime;
        const el = entry.element;
        w.__lcpWhat = `${el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}` : '?'} ${entry.url ?? ''}`.trim();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const tasks: string[] = [];
    (window as unknown as { __tasks: string[] }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(`${entry.startTime.toFixed(0)}+${entry.duration.toFixed(0)}`);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  if (trace) {
    const what = await page.evaluate(() => (window as unknown as { __lcpWhat: string }).__lcpWhat);
    const timeline = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${r.startTime.toFixed(0).padStart(5)}-${r.responseEnd.toFixed(0).padStart(5)} ms  ${new URL(r.name).pathname}`),
    );
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: string[] }).__tasks.join(' '));
    console.log(`    LCP ${lcpMs.toFixed(0)} ms: ${what}`);
    console.log(`      long tasks (start+duration ms): ${tasks || 'none'}`);
    for (const line of timeline) console.log(`      ${line}`);
  }
  // When each script was asked for, against the load event: what the page defers past its load
  // (the announcement popup two seconds after it, say) is not its initial JavaScript.
  const timing = await page.evaluate(() => ({
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0,
    starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [r.name, r.startTime] as [string, number]),
  }));
  await context.close();
  const startOf = new Map(timing.starts);
  if (!(timing.loadEventStart > 0)) throw new Error(`${url}: no load event by network idle`);
  const missing = [...scripts.keys()].filter((url) => !startOf.has(url));
  if (missing.length) throw new Error(`no request timing for ${missing.join(', ')}`);
  const all = [...scripts].map(([url, size]): [string, number, boolean] => [new URL(url).pathname, size, (startOf.get(url) ?? 0) < timing.loadEventStart]);
  const initial = all.filter(([, , early]) => early).map(([file, size]): [string, number] => [file, size]);
  return {
    lcpMs,
    jsGzip: initial.reduce((a, [, size]) => a + size, 0),
    jsFiles: initial.length,
    scripts: initial.sort((a, b) => b[1] - a[1]),
    later: all.filter(([, , early]) => !early).map(([file, size]): [string, number] => [file, size]).sort((a, b) => b[1] - a[1]),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function main() {
  console.log('home-page: initial JavaScript and LCP of the home page vs an empty Vite page, headless Chromium');
  if ((await ensureWebBuild({ log: (l) => console.log(`  ${l}`) })) !== 0) throw new Error('the web build failed');
  const emptyDist = await buildEmptyPage();
  const empty = await serveStatic(emptyDist);
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const appUrl = `http://127.0.0.1:${app.port}/`;
    const emptyUrl = `http://127.0.0.1:${(empty.address() as AddressInfo).port}/`;
    // Warm both (the app's caches, the browser's process).
    await loadPage(browser, appUrl);
    await loadPage(browser, emptyUrl);
    const home: PageLoad[] = [];
    const bare: PageLoad[] = [];
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? (['home', 'empty'] as const) : (['empty', 'home'] as const);
      for (const which of order) {
        const load = await loadPage(browser, which === 'home' ? appUrl : emptyUrl);
        (which === 'home' ? home : bare).push(load);
        const later = load.later.length ? `, then ${(load.later.reduce((a, [, size]) => a + size, 0) / 1024).toFixed(1)} KB in ${load.later.length} after the load event` : '';
        console.log(`  run ${i + 1} ${which.padEnd(5)} LCP ${load.lcpMs.toFixed(0).padStart(5)} ms  JS ${(load.jsGzip / 1024).toFixed(1)} KB gz in ${load.jsFiles} files${later}`);
      }
    }
    const homeLcp = median(home.map((l) => l.lcpMs));
    const emptyLcp = median(bare.map((l) => l.lcpMs));
    const jsKb = Math.max(...home.map((l) => l.jsGzip)) / 1024;
    const gap = homeLcp - emptyLcp;
    const heaviest = home.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
    console.log('');
    console.log(`  scripts of the home page, gzipped (${BIGGEST} biggest of ${heaviest.jsFiles}):`);
    for (const [file, size] of heaviest.scripts.slice(0, BIGGEST)) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    const deferred = new Map(home.flatMap((l) => l.later));
    if (deferred.size) {
      console.log('  scripts some loads asked for after the load event (not counted):');
      for (const [file, size] of [...deferred].sort((a, b) => b[1] - a[1]).slice(0, BIGGEST)) console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
    console.log('');
    console.log(`  home page JS       ${jsKb.toFixed(1)} KB gzipped  (target <= ${JS_TARGET_KB}: ${jsKb <= JS_TARGET_KB ? 'met' : 'NOT met'})`);
    console.log(`  home page LCP      ${homeLcp.toFixed(0)} ms (median of ${runs})`);
    console.log(`  empty Vite page    ${emptyLcp.toFixed(0)} ms`);
    console.log(`  difference         ${gap.toFixed(0)} ms  (target <= ${LCP_TARGET_MS}: ${gap <= LCP_TARGET_MS ? 'met' : 'NOT met'})`);
    console.log(
      `BENCH ${JSON.stringify({ name: 'home-page', jsGzipKb: Number(jsKb.toFixed(1)), homeLcpMs: Math.round(homeLcp), emptyLcpMs: Math.round(emptyLcp), lcpGapMs: Math.round(gap), targets: { jsGzipKb: JS_TARGET_KB, lcpGapMs: LCP_TARGET_MS } })}`,
    );
  } finally {
    await browser.close();
    empty.close();
    app.child.disconnect();
    fs.rmSync(path.dirname(emptyDist), { recursive: true, force: true });
  }
  process.exit(0);
}

// ------------------------------------------------------------------ entry
if (process.argv[2] === '--serve-app') {
  try {
    const { port } = await serveSeededApp({ name: 'home-page', config: (c) => ({ ...c, webDist: path.join(root, 'apps/web/dist') }) });
    process.send?.({ port });
  } catch (err) {
    process.send?.({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    process.exit(1);
  }
} else {
  try {
    await main();
  } catch (err) {
    console.error(`home-page: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  }
}
