import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { componentFiles, webSrc as src } from '@/test/component-sources.ts';


/**
 * Table cells (td, th) fixed to one direction. A cell of free text a member wrote may follow its
 * text (dir="auto"); a code or a number is isolated inside the cell instead.
 */
function directedCells(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ['td', 'th'].includes(node.tagName.getText())) {
      const fixed = (a: ts.JsxAttributeLike) =>
        ts.isJsxAttribute(a) && a.name.getText() === 'dir' && !(a.initializer && ts.isStringLiteral(a.initializer) && a.initializer.text === 'auto');
      if (node.attributes.properties.some(fixed)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(src, file)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('table cells in right-to-left pages', () => {
  it('when a cell holds a code or a number that reads left to right, then the text inside it is isolated, not the cell (its alignment and a card’s label keep the page’s side)', () => {
    expect(componentFiles().flatMap(directedCells)).toEqual([]);
  });
});
