import { parseAmount } from '@lumen/contracts/wallet/money';
import { ApiError } from '@/lib/api-client.ts';

export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

/** Minor units of an amount the server sent (always well formed), 0 when unreadable. */
export function minorOf(amount: string): bigint {
  return parseAmount(amount, { signed: true }) ?? 0n;
}

/** A multiplier as players read it: "2.35×". */
export const formatMultiplier = (value: number) => `${value.toFixed(2)}×`;
