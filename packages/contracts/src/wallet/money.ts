import { z } from 'zod';
import { parseAmount } from './money-values.ts';

/**
 * Money on the wire: a decimal string (or a JSON number) of at most 2 decimals, parsed exactly into
 * integer minor units (bigint). No amount ever passes through floating point arithmetic.
 */

export {
  formatMinor,
  groupAmount,
  IDEMPOTENCY_HEADER,
  MAX_AMOUNT_DIGITS,
  MINOR_PER_MAJOR,
  moneyText,
  parseAmount,
  toMinor,
} from './money-values.ts';

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

/** Zero or more, at most 2 decimals (a VIP tier may need no deposits, a raffle no turnover). */
export const nonNegativeAmountSchema = amountInput.superRefine((value, ctx) => {
  const minor = parseAmount(value);
  if (minor === null || minor < 0n) ctx.addIssue({ code: 'custom', message: 'amount', params: { issue: 'amount' } });
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
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);
