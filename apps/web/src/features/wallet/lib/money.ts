import { moneyText, parseAmount } from '@lumen/contracts/wallet/money';

/** "Rs 1,234.50", "-Rs 20.00": grouped, two decimals, the sign and then the currency symbol first. */
export function formatMoney(amount: string, symbol: string): string {
  return moneyText(amount, symbol);
}

/** Minor units of an amount string the server sent (always well formed), 0 when unreadable. */
export function minorOf(amount: string): bigint {
  return parseAmount(amount, { signed: true }) ?? 0n;
}

/** What is left of `total` after `received`, both decimal strings; null while `received` is not an amount. */
export function remainingAmount(total: string, received: string): bigint | null {
  const got = parseAmount(received);
  if (got === null) return null;
  return minorOf(total) - got;
}
