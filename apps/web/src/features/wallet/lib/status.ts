import type { DepositStatus, ReceiptStatus, WithdrawalStatus } from '@lumen/contracts/wallet/wallet.contract';
import type { BadgeTone } from '../components/wallet-ui.tsx';

export const depositTone: Record<DepositStatus, BadgeTone> = { PENDING: 'warning', CONFIRMED: 'success', REJECTED: 'danger' };
export const withdrawalTone: Record<WithdrawalStatus, BadgeTone> = { PENDING: 'warning', PAID: 'success', REJECTED: 'danger' };
export const receiptTone: Record<ReceiptStatus, BadgeTone> = {
  AWAITING: 'info',
  RECEIVED: 'success',
  AUTO_RECEIVED: 'success',
  PARTIAL: 'warning',
  NOT_RECEIVED: 'danger',
};

/** Quick amounts inside the method's range; the range's ends when none of the presets fit. */
const PRESETS = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n];
export function quickAmounts(minMinor: bigint, maxMinor: bigint, count = 6): string[] {
  const fits = PRESETS.map((p) => p * 100n).filter((p) => p >= minMinor && p <= maxMinor);
  const chosen = fits.length > 0 ? fits.slice(0, count) : [minMinor, maxMinor].filter((v, i, a) => a.indexOf(v) === i);
  return chosen.map((m) => `${m / 100n}${m % 100n === 0n ? '' : `.${String(m % 100n).padStart(2, '0')}`}`);
}
