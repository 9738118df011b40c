import { z } from 'zod';

/**
 * Money on the wire: a decimal string (or a JSON number) of at most 2 decimals, parsed exactly into
 * integer minor units (bigint). No amount ever passes through floating point arithmetic.
 */

/** Minor units per major unit: every supported currency has 2 decimals. */
export const MINOR_PER_MAJOR = 100n;
/** Largest amount accepted in one request: 13 integer digits, well inside BIGINT. */
export const MAX_AMOUNT_DIGITS = 13;

const AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;
const SIGNED_AMOUNT_PATTERN = /^-?(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;

function asText(input: unknown): string | null {
  if (typeof input === 'string') return input.trim();
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  if (typeof input === 'bigint') return input.toString();
  return null;
}

/** Exact minor units of a decimal amount, or null when it is not a well-formed amount. */
export function parseAmount(input: unknown, options: { signed?: boolean } = {}): bigint | null {
  const text = asText(input);
  if (text === null) return null;
  if (!(options.signed ? SIGNED_AMOUNT_PATTERN : AMOUNT_PATTERN).test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** Like parseAmount, but throws on bad input: for values a schema has already checked. */
export function toMinor(input: unknown, options: { signed?: boolean } = {}): bigint {
  const minor = parseAmount(input, options);
  if (minor === null) throw new RangeError(`not an amount: ${String(input)}`);
  return minor;
}

/** "1234.50" (or "1,234.50" with grouping): exact, from minor units. */
export function formatMinor(minor: bigint | number | string, options: { grouping?: boolean } = {}): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  let whole = (abs / MINOR_PER_MAJOR).toString();
  const fraction = (abs % MINOR_PER_MAJOR).toString().padStart(2, '0');
  if (options.grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** A decimal amount string from the API ("1234.50") shown with grouping ("1,234.50"). */
export function groupAmount(amount: string): string {
  const minor = parseAmount(amount, { signed: true });
  return minor === null ? amount : formatMinor(minor, { grouping: true });
}

const amountInput = z.union([z.string(), z.number()]);

/**
 * A positive amount in a request: more than zero, at most 2 decimals, at most 13 integer digits.
 * Kept as the caller's text; the handler turns it into minor units with `toMinor`.
 */
export const amountSchema = amountInput.superRefine((value, ctx) => {
  const minor = parseAmount(value);
  if (minor === null || minor <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'amount', params: { issue: 'amount' } });
  }
});

/** A non-zero signed amount (operator adjustments). */
export const signedAmountSchema = amountInput.superRefine((value, ctx) => {
  const minor = parseAmount(value, { signed: true });
  if (minor === null || minor === 0n) {
    ctx.addIssue({ code: 'custom', message: 'amount', params: { issue: 'signed_amount' } });
  }
});

/** An amount in an answer: a decimal string with exactly 2 decimals, no grouping. */
export const moneySchema = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/);
export type Money = z.infer<typeof moneySchema>;

/**
 * The request's idempotency key (`Idempotency-Key` header): replaying a money request with the same
 * key returns the first answer and moves nothing. Scoped per member on the server.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);
