import { groupAmount } from '@lumen/contracts/wallet/money';
import dayjs from '@/i18n/dayjs.ts';

/** "1,234.50": amounts on the desk are always grouped, with two decimals. */
export const amountText = (amount: string) => groupAmount(amount);

/** Tone of a signed amount for colouring. */
export const amountTone = (amount: string) => (amount.startsWith('-') ? 'out' : amount === '0.00' ? 'zero' : 'in');

export const timeText = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

/** Reasons the server accepts: 3 to 140 characters once trimmed, unless an endpoint says otherwise. */
export function isValidReason(reason: string, min = 3, max = 140): boolean {
  const length = reason.trim().length;
  return length >= min && length <= max;
}
