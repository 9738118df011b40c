// `npm start`: builds the web app when needed, then runs the server (which migrates the database,
// loads the demo data on first start and prints the address and demo accounts) and, beside it, the
// demo game vendor service whose games settle through the platform's seamless wallet. Signals go
// to whichever children are running; when the server ends the vendor is stopped too, and the exit
// code is the server's.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let child;
let vendor;
let stopping;

const alive = (c) => c && c.exitCode === null && c.signalCode === null;

for (const signal of forwarded) {
  process.on(signal, () => {
    stopping ??= signal;
    if (alive(vendor)) vendor.kill(signal);
    if (alive(child)) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

// A build served from elsewhere (WEB_DIST) is the operator's own: nothing is built for it.
let code = 0;
if (process.env.WEB_DIST) console.log(`Serving the web app from ${process.env.WEB_DIST}.`);
else code = await ensureWebBuild({ onSpawn: (c) => (child = c) });
if (stopping) process.exit(128 + constants.signals[stopping]);
if (code !== 0) {
  console.error('\nThe web app did not build; the server was not started.');
  process.exit(code);
}

// Each side learns the other's address: the platform frames the vendor's pages, the vendor calls
// the platform's wallet.
const vendorPort = process.env.DEMO_VENDOR_PORT || '8090';
const env = {
  ...process.env,
  DEMO_VENDOR_PORT: vendorPort,
  DEMO_VENDOR_URL: process.env.DEMO_VENDOR_URL || `http://localhost:${vendorPort}`,
  PLATFORM_URL: process.env.PLATFORM_URL || `http://127.0.0.1:${process.env.PORT || '8080'}`,
};

vendor = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/demo-vendor/src/main.ts')], { cwd: root, stdio: 'inherit', env });
vendor.on('error', (err) => console.error(`Could not start the demo game vendor: ${err.message}`));
vendor.on('exit', (exitCode, signal) => {
  if (!stopping && alive(child)) console.error(`The demo game vendor stopped (${signal ?? `exit code ${exitCode}`}); the platform keeps running without it.`);
});

child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});

child.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  if (alive(vendor)) vendor.kill('SIGTERM');
  process.exit(1);
});

/** Waits (briefly) for the vendor to stop before this process ends. */
function stopVendor(signal) {
  if (!alive(vendor)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      vendor.kill('SIGKILL');
      resolve();
    }, 5_000);
    vendor.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    vendor.kill(signal);
  });
}

child.on('exit', async (exitCode, signal) => {
  await stopVendor(signal ?? 'SIGTERM');
  if (signal) {
    // Die of the same signal so a supervisor sees how the server ended.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(exitCode ?? 0);
});
