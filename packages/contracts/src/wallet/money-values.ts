// Money's plain values and arithmetic (no schemas), for code that must not load zod to use them.

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

/**
 * An amount with its currency symbol, the sign first: "Rs 1,234.50", "-Rs 20.00" (never
 * "Rs -20.00"), so money in and out line up as "+Rs" and "-Rs". Without a symbol, the grouped amount.
 */
export function moneyText(amount: string, symbol: string): string {
  const grouped = groupAmount(amount);
  if (!symbol) return grouped;
  return grouped.startsWith('-') ? `-${symbol} ${grouped.slice(1)}` : `${symbol} ${grouped}`;
}

/** The request's idempotency key header (see `idempotencyKeySchema`). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
