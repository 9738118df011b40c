import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { ColumnType } from 'kysely';

/** Text in several languages; EN is always present and stands in for a missing language. */
export type Translated = { EN: string } & Partial<Record<LanguageCode, string>>;

/** A jsonb column: read as the parsed value, written as JSON text (the same on PGlite and pg). */
export type Json<T> = ColumnType<T, string, string>;

export function translate(text: Translated | null | undefined, lang: LanguageCode): string {
  if (!text) return '';
  return text[lang] || text.EN || '';
}

/** JSON text for a jsonb parameter: both drivers pass a string through as the value's JSON. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
