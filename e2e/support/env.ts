// Settings shared by the Playwright config, the fixtures and the screenshot script.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium: the browser tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without internet access. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const opsApiKey = process.env.OPS_API_KEY ?? 'e2e-ops-key';

/** A documentation address (TEST-NET-3) that the region rules of the tests block. */
export const blockedTestIp = '203.0.113.7';

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface TestServer {
  port: number;
  baseURL: string;
  dataDir: string;
  /** Environment of the server process (merged over the caller's environment). */
  env: Record<string, string>;
}

/** How the tests start the real server: fresh embedded database, demo data, known ops key. */
export function testServer(port: number, name: string): TestServer {
  const dataDir = path.join(os.tmpdir(), `lumen-${name}-${port}`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_ON_START: 'true',
      SEED_GAMES: process.env.E2E_SEED_GAMES ?? '10000',
      OPS_API_KEY: opsApiKey,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: 'loopback',
      // A light proof of work keeps the account flows quick; its cost is the browser's.
      CHALLENGE_DIFFICULTY: '6',
    },
  };
}

/** The command that starts it, run from the repository root. */
export const serverCommand = 'node --import tsx e2e/support/web-server.ts';
