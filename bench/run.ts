// `npm run bench`: runs every bench/*.bench.ts in name order, each in its own process, and exits
// non-zero when any of them failed. BENCH_ONLY=<substring> runs the matching ones only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY;
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matched${only ? ` BENCH_ONLY=${only}` : ''}.`);
  process.exit(1);
}

function runFile(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit', cwd: here });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const code = await runFile(file);
  console.log(`=== ${file}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (code !== 0) failed.push(file);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
