// `npm run screenshots`: PNGs of the main pages at 1440x900 and 390x844, in English and Urdu,
// written to ./screenshots. Starts its own server on a fresh embedded database (as the browser
// tests do), or uses BASE_URL when given (then OPS_API_KEY must be that server's key).
//   SCREENSHOTS_PORT (default 18090), SCREENSHOTS_FULL_PAGE=1 for whole pages.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, chromium, type Page, request } from 'playwright-core';
import { authPaths } from '../packages/contracts/src/auth/auth.contract.ts';
import { solveChallenge } from '../packages/contracts/src/auth/challenge.ts';
import { blockedTestIp, chromiumArgs, chromiumPath, opsApiKey, repoRoot, serverCommand, testServer, viewports } from './support/env.ts';
import { OpsClient } from './support/ops.ts';

const outDir = path.join(repoRoot, 'screenshots');
const fullPage = process.env.SCREENSHOTS_FULL_PAGE === '1';
const languages = ['EN', 'UR'] as const;

const pages: Array<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'help', path: '/help' },
  { name: 'live', path: '/live' },
  { name: 'rng', path: '/rng' },
  { name: 'sports', path: '/sports' },
  { name: 'promotions', path: '/promotions' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'agent', path: '/agent' },
  { name: 'not-found', path: '/no-such-page' },
];

interface Target {
  name: string;
  path: string;
  /** Done after the page settles, before the picture (open a menu, say). */
  action?: (page: Page) => Promise<void>;
}

/** A session of a demo account, handed to the pages as ?token= the way the platform's links do. */
async function demoToken(api: APIRequestContext, username: string, password: string): Promise<string> {
  const challenge = (await (await api.get(authPaths.challenge)).json()).value;
  const res = await api.post(authPaths.login, {
    data: { type: 'username', username, password, challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), loginFrom: 'member' },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`demo login of ${username} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body.value.token as string;
}

async function waitReady(baseURL: string, server: ChildProcess | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${baseURL}/readyz did not answer within ${timeoutMs / 1000} s`);
}

async function startServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  if (process.env.BASE_URL) {
    const baseURL = process.env.BASE_URL.replace(/\/$/, '');
    await waitReady(baseURL, undefined, 10_000);
    return { baseURL, stop: async () => {} };
  }
  const server = testServer(Number(process.env.SCREENSHOTS_PORT ?? 18090), 'screenshots');
  console.log(`Starting the server at ${server.baseURL} (fresh database in ${server.dataDir})...`);
  const child = spawn(serverCommand, { shell: true, cwd: repoRoot, env: { ...process.env, ...server.env }, stdio: 'inherit', detached: true });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(server.baseURL, child, 240_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL: server.baseURL, stop };
}

async function shoot(
  browser: Browser,
  baseURL: string,
  target: Target,
  view: keyof typeof viewports,
  lang: (typeof languages)[number],
  headers: Record<string, string> = {},
): Promise<string | null> {
  const context = await browser.newContext({
    baseURL,
    viewport: viewports[view],
    deviceScaleFactor: 1,
    isMobile: view === 'mobile',
    hasTouch: view === 'mobile',
    locale: lang === 'UR' ? 'ur-PK' : 'en-US',
    extraHTTPHeaders: headers,
  });
  await context.addInitScript((code) => {
    try {
      localStorage.setItem('lang', code);
      localStorage.setItem('hisLang', code);
      // The announcement popup (once per session) would cover every first page: shown as closed.
      sessionStorage.setItem('announcementPopupUser', 'closed');
      sessionStorage.setItem('announcementPopupVisitor', 'closed');
    } catch {
      // storage blocked: the page uses its default
    }
  }, lang);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.push(`console: ${msg.text()}`);
  });
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()} ${res.url()}`));
  const file = path.join(outDir, `${view}-${lang.toLowerCase()}-${target.name}.png`);
  try {
    await page.goto(target.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.evaluate(() => document.fonts.ready).catch(() => {});
    await page.waitForTimeout(300);
    if (target.action) {
      await target.action(page);
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: file, fullPage });
    for (const p of problems) console.log(`  ${path.basename(file)}: ${p.slice(0, 300)}`);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, the rendered text (no script or style contents)
    const text = await page.locator('body').innerText();
    if (!text.trim()) {
      console.error(`  ${path.basename(file)}: the page is blank`);
      return null;
    }
    return file;
  } catch (err) {
    console.error(`  ${path.basename(file)}: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(chromiumPath)) {
    console.error(`No Chromium at ${chromiumPath}. Install Debian's: apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return 1;
  }
  fs.mkdirSync(outDir, { recursive: true });
  const { baseURL, stop } = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${opsApiKey}` } });
  const ops = new OpsClient(api);
  const visitor = await request.newContext({ baseURL });
  const signedIn = async (): Promise<Target[]> => {
    const member = await demoToken(visitor, 'demoplayer', 'Player2026');
    const agent = await demoToken(visitor, 'demoagent', 'Agent2026');
    return [
      { name: 'member-home', path: `/?token=${member}` },
      { name: 'member-menu', path: `/?token=${member}`, action: (page) => page.getByRole('button', { name: /^(Account menu|اکاؤنٹ مینو)$/ }).click() },
      { name: 'agent-home', path: `/agentHome?token=${agent}` },
      ...(['transferFund', 'depositv2', 'withdraw', 'transactionHistory'] as const).map((page) => ({
        name: `member-${page}`,
        path: `/member?page=${page}&token=${member}`,
      })),
      { name: 'admin-login', path: '/admin' },
    ];
  };
  let written = 0;
  let failed = 0;
  const count = (file: string | null) => {
    if (file) written += 1;
    else failed += 1;
  };
  try {
    for (const view of Object.keys(viewports) as Array<keyof typeof viewports>) {
      for (const lang of languages) {
        console.log(`${view} ${viewports[view].width}x${viewports[view].height} ${lang}`);
        for (const target of pages) count(await shoot(browser, baseURL, target, view, lang));
        for (const target of await signedIn()) count(await shoot(browser, baseURL, target, view, lang));

        await ops.setMaintenance({
          enabled: true,
          title: { EN: 'Scheduled maintenance', UR: 'طے شدہ دیکھ بھال' },
          info: { EN: 'We are upgrading the platform. Please come back soon.', UR: 'ہم پلیٹ فارم کو اپ گریڈ کر رہے ہیں۔ براہ کرم جلد واپس آئیں۔' },
          until: new Date(Date.now() + 2 * 3600_000).toISOString(),
        });
        count(await shoot(browser, baseURL, { name: 'maintenance', path: '/' }, view, lang));
        await ops.setMaintenance({ enabled: false });

        await ops.blockAddress(blockedTestIp);
        count(await shoot(browser, baseURL, { name: 'region', path: '/' }, view, lang, { 'X-Forwarded-For': blockedTestIp }));
        await ops.reset();
      }
    }
  } finally {
    await ops.reset().catch((err) => console.error(`Could not undo the operator changes: ${err}`));
    await api.dispose();
    await visitor.dispose();
    await browser.close();
    await stop();
  }
  console.log(`\n${written} screenshots in ${outDir}${failed ? `, ${failed} failed` : ''}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
