import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { fieldIssue } from '../http/domain-error.ts';

/** The start of a calendar day (UTC), or null when the text is not a real date (2026-02-30). */
export function dayStart(text: string): Date | null {
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The first and last days a record filter (betting record, profit and loss, account record) may name. */
export const FIRST_RECORD_DAY = '2000-01-01';
export const LAST_RECORD_DAY = '2999-12-31';

/**
 * What is wrong with a sent day, if anything: not a real date, or outside the days a filter may name
 * (a well-formed year 0 or 9999 would otherwise reach the database, which cannot store every such time).
 */
export function dayIssues(lang: LanguageCode, field: 'startDate' | 'endDate', text: string | undefined, day: Date | null | undefined): FieldIssue[] {
  if (day === null) return [fieldIssue(lang, field, 'invalid_format')];
  if (text === undefined || day === undefined) return [];
  if (text < FIRST_RECORD_DAY) return [fieldIssue(lang, field, 'too_small', { min: FIRST_RECORD_DAY })];
  if (text > LAST_RECORD_DAY) return [fieldIssue(lang, field, 'too_big', { max: LAST_RECORD_DAY })];
  return [];
}
