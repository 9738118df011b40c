import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, repoRoot, serverCommand, testServer } from './support/env.ts';

const server = testServer(Number(process.env.E2E_PORT ?? 18080), 'e2e');
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: ['node_modules/**', 'support/**'],
  // Traces and screenshots of failed tests; E2E_OUTPUT_DIR keeps two runs in one checkout apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // One server holds shared state (maintenance, region rules): tests run one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: server.baseURL,
    browserName: 'chromium',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: serverCommand,
    cwd: repoRoot,
    env: server.env,
    url: `${server.baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
