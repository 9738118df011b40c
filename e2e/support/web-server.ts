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

// A computed specifier: the server is type-checked in its own workspace, not again here.
const entry = new URL('../../apps/server/src/main.ts', import.meta.url).href;
await import(entry);
