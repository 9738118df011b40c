import type { MemberReward, RewardStatus } from '@lumen/contracts/member/rewards.contract';

const DAY = 86_400_000;

/** A reward as the list answers it; available ones expire a little over three days from now. */
export function reward(id: string, title: string, amount: string, status: RewardStatus = 'AVAILABLE', extra: Partial<MemberReward> = {}): MemberReward {
  return {
    id,
    title,
    body: `${title}: thanks for playing`,
    amount,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: status === 'EXPIRED' ? '2026-11-21T10:00:00.000Z' : new Date(Date.now() + 3 * DAY + 2 * 3_600_000).toISOString(),
    claimedAt: status === 'CLAIMED' ? '2026-11-22T09:30:00.000Z' : null,
    transferId: status === 'CLAIMED' ? `90${id}` : null,
    ...extra,
  };
}

/** One page of rewards with the counts the server adds. */
export function rewardPage(list: MemberReward[], extra: { available?: number; totalAmount?: string; totalPages?: number; total?: number } = {}) {
  return {
    list,
    pageNo: 1,
    totalPages: extra.totalPages ?? (list.length > 0 ? 1 : 0),
    total: extra.total ?? list.length,
    available: extra.available ?? 0,
    totalAmount: extra.totalAmount ?? '0.00',
  };
}
