/** "1234567.5" or "1234567.50" -> minor units (for ordering amounts without floating point). */
export function minorOfAmount(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0n;
  const minor = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** An amount with two decimals and thousands separators: "1234567.5" -> "1,234,567.50". */
export function formatAmount(amount: string): string {
  const minor = minorOfAmount(amount);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}
