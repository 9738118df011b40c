// Type-checks every workspace with its own tsconfig.json, two at a time (tsc is single-threaded).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function workspaces() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.workspaces;
}

/** A solution-style tsconfig (references, no files of its own) is checked with `tsc -b`. */
function tscArgs(configPath) {
  let config = {};
  try {
    // tsconfig files may hold comments and trailing commas; strip the simple cases before parsing.
    const text = fs
      .readFileSync(configPath, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/,(\s*[}\]])/g, '$1');
    config = JSON.parse(text);
  } catch {
    // Unparseable here: let tsc report it.
  }
  const solution = Array.isArray(config.references) && config.references.length > 0 && Array.isArray(config.files) && config.files.length === 0;
  return solution ? ['-b', configPath] : ['-p', configPath, '--noEmit'];
}

function check(workspace) {
  const configPath = path.join(root, workspace, 'tsconfig.json');
  if (!fs.existsSync(configPath)) return Promise.resolve({ workspace, code: 1, output: `${workspace}: no tsconfig.json\n`, ms: 0 });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...tscArgs(configPath), '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ workspace, code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** Returns the list of workspaces that failed. */
export async function typecheckAll({ concurrency = 2 } = {}) {
  const queue = [...workspaces()];
  const results = [];
  async function worker() {
    for (let ws = queue.shift(); ws !== undefined; ws = queue.shift()) {
      const result = await check(ws);
      const errors = (result.output.match(/error TS\d+/g) ?? []).length;
      const verdict = result.code === 0 ? 'ok' : `FAILED${errors ? ` (${errors} error${errors === 1 ? '' : 's'})` : ''}`;
      console.log(`  ${ws.padEnd(20)} ${verdict}  ${(result.ms / 1000).toFixed(1)} s`);
      if (result.code !== 0) console.log(result.output.trimEnd().replace(/^/gm, '    '));
      results.push(result);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results.filter((r) => r.code !== 0).map((r) => r.workspace);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await typecheckAll();
  process.exit(failed.length ? 1 : 0);
}
