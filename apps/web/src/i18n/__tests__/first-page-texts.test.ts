import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(src, 'i18n', file), 'utf8')) as Record<string, unknown>;
const firstPage = read('en.json');
const screens = read('screens/en.json');
const namespaces = new Set([...Object.keys(firstPage), ...Object.keys(screens)]);

/**
 * Modules the first page loads with import() without waiting for the screens' texts (see
 * withScreenTexts in i18n.ts): the signed-in header and the live banner carousel.
 */
const FIRST_PAGE_LAZY = ['app/layout/header-account.tsx', 'features/content/components/banner-carousel-live.tsx'];

/** The app's modules a module imports statically (import() is not followed), as files under src. */
function staticImports(file: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    const target = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
    if (target && /\.tsx?$/.test(target) && existsSync(target)) found.push(target);
  }
  return found;
}

/** String literals and template heads that look like message keys ("nav.openMenu", `category.${code}`). */
function keysIn(source: ts.SourceFile): { key: string; prefix: boolean }[] {
  const keys: { key: string; prefix: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) keys.push({ key: node.text, prefix: false });
    if (ts.isTemplateExpression(node)) keys.push({ key: node.head.text.replace(/\.$/, ''), prefix: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys.filter(({ key, prefix }) => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)*$/.test(key) && namespaces.has(key.split('.')[0] ?? '') && (prefix || key.includes('.')));
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** A key is there as a text, as plural forms (key_one, key_other), or (for a template head) as a group. */
function has(tree: unknown, key: string, prefix: boolean): boolean {
  const value = lookup(tree, key);
  if (prefix) return !!value && typeof value === 'object';
  if (typeof value === 'string') return true;
  const dot = key.lastIndexOf('.');
  const parent = lookup(tree, key.slice(0, dot));
  return !!parent && typeof parent === 'object' && Object.keys(parent).some((k) => k.startsWith(`${key.slice(dot + 1)}_`));
}

describe('the first page texts', () => {
  it('when a module of the first page uses a message key, then the key is in the first page part (en.json)', () => {
    const seen = new Set<string>();
    const queue = [path.join(src, 'main.tsx'), ...FIRST_PAGE_LAZY.map((f) => path.join(src, f))];
    const missing: string[] = [];
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      for (const { key, prefix } of keysIn(source)) if (!has(firstPage, key, prefix)) missing.push(`${path.relative(src, file)}: ${key}`);
      queue.push(...staticImports(file, source));
    }
    // The walk reached the shell and the home page.
    expect(seen.has(path.join(src, 'app/routes/home.tsx'))).toBe(true);
    expect(missing).toEqual([]);
  });
});
