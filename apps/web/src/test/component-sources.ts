import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source folder. */
export const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every component file (.tsx) under `dir`, tests left out: what source checks read. */
export function componentFiles(dir: string = webSrc): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'test' ? [] : componentFiles(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}
