// `npm start`: builds the web app when needed, then runs the server (which migrates the database,
// loads the demo data on first start and prints the address and demo accounts). Signals go to
// whichever child is running; the exit code is the server's.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let child;
let stopping;

const alive = (c) => c && c.exitCode === null && c.signalCode === null;

for (const signal of forwarded) {
  process.on(signal, () => {
    stopping ??= signal;
    if (alive(child)) child.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

const code = await ensureWebBuild({ onSpawn: (c) => (child = c) });
if (stopping) process.exit(128 + constants.signals[stopping]);
if (code !== 0) {
  console.error('\nThe web app did not build; the server was not started.');
  process.exit(code);
}

child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

child.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});

child.on('exit', (exitCode, signal) => {
  if (signal) {
    // Die of the same signal so a supervisor sees how the server ended.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(exitCode ?? 0);
});
