// Decides whether the web app's build is current, and builds it when it is not.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(root, 'apps/web/dist');

const SOURCE_DIRS = ['apps/web', 'packages/contracts'];
const SKIP = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);

/** Newest modification time (ms) of any file under dir, skipping build output and dependencies. */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Returns why a build is needed, or null when the build is newer than every source file. */
export function webBuildStaleReason() {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return 'no build yet';
  const built = fs.statSync(index).mtimeMs;
  const sources = Math.max(...SOURCE_DIRS.map((d) => newestMtime(path.join(root, d))));
  return sources > built ? 'sources changed since the last build' : null;
}

/** Runs a command with inherited output; resolves with its exit code. `onSpawn` gets the child. */
export function run(command, args, options = {}, onSpawn = undefined) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    onSpawn?.(child);
    child.on('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds the web app; returns the exit code. */
export function buildWeb(onSpawn = undefined) {
  return run(npm, ['run', 'build', '-w', 'apps/web'], {}, onSpawn);
}

/** Builds the web app only when it is missing or older than its sources; returns the exit code. */
export async function ensureWebBuild({ log = console.log, onSpawn = undefined } = {}) {
  const reason = webBuildStaleReason();
  if (!reason) {
    log('Web app build is up to date.');
    return 0;
  }
  log(`Building the web app (${reason})...`);
  return buildWeb(onSpawn);
}
