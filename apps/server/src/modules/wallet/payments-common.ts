import { createHash } from 'node:crypto';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldIssue, validationFailed } from '../../http/domain-error.ts';

/**
 * What a caller adds to an operator's decision on a deposit or withdrawal (the desk's audit row). It
 * runs inside the decision's transaction once the decision is made, with the record as it will be
 * answered: it commits with the decision, and when it throws nothing of the decision is kept. A
 * decision refused (NOT_FOUND, ALREADY_PROCESSED, a missing reason) never reaches it.
 */
export type OnDecided<R> = (trx: Kysely<DB>, record: R) => Promise<void>;

/** SHA-256 of a request's own fields: the same Idempotency-Key with other fields is a conflict. */
export function requestHash(fields: Record<string, string>): string {
  const canonical = JSON.stringify(Object.keys(fields).sort().map((k) => [k, fields[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; detail?: string } | null;
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || `${e.message ?? ''} ${e.detail ?? ''}`.includes(constraint);
}

/** VALIDATION_FAILED naming `amount` when it lies outside [min, max]; the limits are in the message. */
export function checkAmountWithin(amount: bigint, min: bigint, max: bigint, lang: LanguageCode, field = 'amount'): void {
  if (amount < min) throw validationFailed([fieldIssue(lang, field, 'too_small', { min: formatMinor(min) })], lang);
  if (amount > max) throw validationFailed([fieldIssue(lang, field, 'too_big', { max: formatMinor(max) })], lang);
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

export function money(value: bigint | null | undefined): string | null {
  return value === null || value === undefined ? null : formatMinor(value);
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { list, pageNo, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Masks all but the last 4 characters of an account number (and hides its length). */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
