import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { componentFiles, webSrc as src } from '@/test/component-sources.ts';

const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** Symbols and numbers drawn on screen that are not words of any language. */
const ALLOWED = /^[\s\d*…·+%©×\-–—/:|()]*$|^18\+$|^404$/;

function findText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !ALLOWED.test(node.text.trim())) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (node.initializer.text && !ALLOWED.test(node.initializer.text)) found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(src, file)}: ${text}`);
}

describe('user-visible text', () => {
  it('when a component draws words, then they come from the locale files', () => {
    const inline = componentFiles().flatMap(findText);
    expect(inline).toEqual([]);
  });
});
