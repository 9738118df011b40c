import { parseAmount } from '@lumen/contracts/wallet/money';
import dayjs from '@/i18n/dayjs.ts';
import { ApiError } from '@/lib/api-client.ts';

export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

/** Minor units of an amount the server sent (always well formed), 0 when unreadable. */
export function minorOf(amount: string): bigint {
  return parseAmount(amount, { signed: true }) ?? 0n;
}

/** A time in the interface language's date format. */
export function formatTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('L LT') : iso;
}

/** A calendar day (YYYY-MM-DD) in the interface language's short format. */
export function formatDay(day: string): string {
  const d = dayjs(day);
  return d.isValid() ? d.format('L') : day;
}

/** YYYY-MM-DD of today minus `daysAgo`, in UTC as the records count days. */
export function isoDay(daysAgo = 0, now = new Date()): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** A multiplier as players read it: "2.35×". */
export const formatMultiplier = (value: number) => `${value.toFixed(2)}×`;
