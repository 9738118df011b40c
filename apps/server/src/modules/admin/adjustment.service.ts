import type { AdjustmentValue } from '@lumen/contracts/admin/admin.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MAIN_WALLET, mainBalance, postTransfer } from '../wallet/ledger.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';

type Db = Kysely<DB>;

export interface AdjustmentInput {
  memberId: bigint;
  /** Signed minor units, not zero: positive credits the member's main wallet, negative debits it. */
  amount: bigint;
  /** Why: kept in the transfer's memo and shown as its reference. */
  reason: string;
  operatorId: bigint;
  operatorName?: string;
  /** The client's Idempotency-Key (or a fresh one); namespaced per operator here. */
  requestKey: string;
}

/**
 * A manual correction of a member's main wallet against the house's ADJUSTMENTS book. A debit the
 * balance cannot cover answers INSUFFICIENT_BALANCE and moves nothing; the same request key moves
 * money once (a different request under it answers IDEMPOTENCY_CONFLICT).
 */
export async function adjustBalance(db: Db, input: AdjustmentInput) {
  if (input.amount === 0n) throw new RangeError('an adjustment cannot be zero');
  const { currency } = await getWalletSettings(db);
  const posted = await postTransfer(db, {
    key: `operator:${input.operatorId}:adjust:${input.requestKey}`,
    kind: 'ADJUSTMENT',
    currency,
    memberId: input.memberId,
    legs: [
      { account: { member: input.memberId, wallet: MAIN_WALLET }, amount: input.amount },
      { account: { house: 'ADJUSTMENTS' }, amount: -input.amount },
    ],
    reference: input.reason,
    memo: { reason: input.reason, operatorId: input.operatorId.toString(), operator: input.operatorName ?? null },
    actor: `operator:${input.operatorId}`,
  });
  // A replay moved nothing: the balance now, not the one the first request left (play since moved it).
  if (posted.replayed) return { posted, balance: await mainBalance(db, input.memberId, currency) };
  const memberLeg = posted.legs.find((leg) => leg.memberId === input.memberId);
  return { posted, balance: memberLeg?.balanceAfter ?? 0n };
}

export function adjustmentView(username: string, amount: bigint, result: Awaited<ReturnType<typeof adjustBalance>>): AdjustmentValue {
  return {
    transferId: String(result.posted.id),
    username,
    amount: formatMinor(amount),
    balance: formatMinor(result.balance),
    replayed: result.posted.replayed,
  };
}
