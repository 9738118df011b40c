import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@lumen/contracts/i18n/languages';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each language's texts come in two parts: the first page's (<code>.json) and the later screens' (screens/<code>.json). */
const parts = [
  { name: 'first page', dir },
  { name: 'screens', dir: path.join(dir, 'screens') },
];
const load = (partDir: string, code: string) => JSON.parse(readFileSync(path.join(partDir, `${code.toLowerCase()}.json`), 'utf8')) as Record<string, unknown>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value as Record<string, unknown>, name)) out.set(k, v);
    else out.set(name, String(value));
  }
  return out;
}

/** The keys a language must have: English's, with plural forms replaced by that language's own. */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) for (const c of categories) keys.add(key.replace(PLURAL, `_${c}`));
    else keys.add(key);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  for (const part of parts) {
    describe(part.name, () => {
      const english = flatten(load(part.dir, 'EN'));

      it('when the site offers a language, then it has a locale file and no other files exist', () => {
        const files = readdirSync(part.dir).filter((f) => f.endsWith('.json')).sort();
        expect(files).toEqual(languages.map((l) => `${l.code.toLowerCase()}.json`).sort());
      });

      for (const { code, locale } of languages.filter((l) => l.code !== 'EN')) {
        describe(code, () => {
          const messages = flatten(load(part.dir, code));

          it('when compared with English, then no key is missing and none is extra', () => {
            const expected = expectedKeys(english, locale);
            const missing = [...expected].filter((k) => !messages.has(k));
            const extra = [...messages.keys()].filter((k) => !expected.has(k));
            expect({ missing, extra }).toEqual({ missing: [], extra: [] });
          });

          it('when a text has placeholders, then the translation keeps the same ones and is not empty', () => {
            for (const [key, text] of messages) {
              expect(text.trim(), key).not.toBe('');
              const base = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
              expect(placeholders(text), key).toEqual(placeholders(base));
            }
          });

          it('when compared with English, then most texts are translated rather than copied', () => {
            const same = [...messages].filter(([key, text]) => english.get(key) === text).map(([key]) => key);
            // Brand and product names (Facebook, LINE, QQ, ...) stay as they are.
            expect(same.length / messages.size).toBeLessThan(0.08);
          });
        });
      }
    });
  }

  it('when a key is in the first page part, then it is not in the screens part too', () => {
    for (const { code } of languages) {
      const later = flatten(load(parts[1]!.dir, code));
      expect([...flatten(load(parts[0]!.dir, code)).keys()].filter((k) => later.has(k)), code).toEqual([]);
    }
  });
});
