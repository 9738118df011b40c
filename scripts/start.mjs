// `npm start`: builds the web app when needed, then runs the server (which migrates the database,
// loads the demo data on first start and prints the address and demo accounts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const code = await ensureWebBuild();
if (code !== 0) {
  console.error('\nThe web app did not build; the server was not started.');
  process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});

server.on('exit', (exitCode, signal) => {
  if (signal) {
    // Die of the same signal so a supervisor sees how the server ended.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(exitCode ?? 0);
});
