import { groupAmount, parseAmount } from '@lumen/contracts/wallet/money';
import type { TFunction } from 'i18next';
import dayjs from '@/i18n/dayjs.ts';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';

/** The text for a failed call: the server's translated message, else ours for its code. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === NETWORK_ERROR) return t('common.networkError');
    return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL') });
  }
  return t('errors:INTERNAL');
}

export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

/** "Rs 1,234.50": grouped, two decimals, the currency symbol first. */
export function formatMoney(amount: string, symbol = ''): string {
  const grouped = groupAmount(amount);
  return symbol ? `${symbol} ${grouped}` : grouped;
}

/** Minor units of an amount the server sent (always well formed), 0 when unreadable. */
export function minorOf(amount: string): bigint {
  return parseAmount(amount, { signed: true }) ?? 0n;
}

export type AmountTone = 'in' | 'out' | 'zero';
export function toneOf(amount: string): AmountTone {
  const minor = minorOf(amount);
  return minor > 0n ? 'in' : minor < 0n ? 'out' : 'zero';
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
