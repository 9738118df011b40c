// Starts the real server for browser tests: wipes DATA_DIR so every run begins on a fresh
// embedded database, builds the web app when it is missing or stale, then runs the server's
// own entry point in this process (it migrates, seeds and handles SIGINT/SIGTERM itself).
import fs from 'node:fs';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('web-server: DATA_DIR must be set');
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });

const code = await ensureWebBuild({ log: (line) => console.error(`web-server: ${line}`) });
if (code !== 0) {
  console.error('web-server: the web app did not build');
  process.exit(code);
}

// The demo game vendor runs in this process too, on a free port (or DEMO_VENDOR_PORT): the
// platform learns its address (to frame its pages) and it learns the platform's (to settle rounds).
// Computed specifiers: both are type-checked in their own workspaces, not again here.
const vendorModule = new URL('../../apps/demo-vendor/src/server.ts', import.meta.url).href;
const vendorConfigModule = new URL('../../apps/demo-vendor/src/config.ts', import.meta.url).href;
const { createVendorService } = (await import(vendorModule)) as {
  createVendorService(config: unknown): { listen(): Promise<{ port: number; url: string }> };
};
const { loadVendorConfig } = (await import(vendorConfigModule)) as { loadVendorConfig(env: NodeJS.ProcessEnv): Record<string, unknown> };
const platformHost = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
process.env.PLATFORM_URL ??= `http://${platformHost}:${process.env.PORT ?? '8080'}`;
const vendorConfig = {
  ...loadVendorConfig({ ...process.env, DEMO_VENDOR_PORT: process.env.DEMO_VENDOR_PORT ?? '0' }),
  host: process.env.DEMO_VENDOR_HOST ?? '127.0.0.1',
};
const vendor = await createVendorService(vendorConfig).listen();
process.env.DEMO_VENDOR_URL ??= `http://127.0.0.1:${vendor.port}`;
console.error(`web-server: demo game vendor at ${process.env.DEMO_VENDOR_URL}`);

const entry = new URL('../../apps/server/src/main.ts', import.meta.url).href;
await import(entry);
