import type { PointsEntry, PointsSummaryValue, Redemption } from '@lumen/contracts/member/points.contract';

/**
 * A member with 12,345 points at 1,000 points = 1.00: redemptions go in steps of 10 (the smallest
 * number of points that makes whole cents), from 500 points up.
 */
export function summary(extra: Partial<PointsSummaryValue> = {}): PointsSummaryValue {
  return {
    betPerPoint: '10.00',
    pointsPerUnit: 1000,
    minRedeemPoints: 500,
    balance: 12345,
    earned: 0,
    pending: 300,
    step: 10,
    balanceValue: '12.34',
    currency: 'PKR',
    ...extra,
  };
}

export function redemption(id: string, extra: Partial<Redemption> = {}): Redemption {
  return {
    id,
    reference: `PR2026112200000${id}`,
    points: 1500,
    amount: '1.50',
    pointsPerUnit: 1000,
    status: 'PENDING',
    remark: null,
    createdAt: '2026-11-22T09:30:00.000Z',
    reviewedAt: null,
    transferId: null,
    ...extra,
  };
}

export function entry(id: string, extra: Partial<PointsEntry> & Pick<PointsEntry, 'kind' | 'change' | 'balance'>): PointsEntry {
  return { id, turnover: null, reference: null, createdAt: '2026-11-22T09:30:00.000Z', ...extra };
}

/** One page of a list as the member endpoints answer it. */
export function page<T>(list: T[], extra: { pageNo?: number; totalPages?: number; total?: number } = {}) {
  return { list, pageNo: extra.pageNo ?? 1, totalPages: extra.totalPages ?? (list.length > 0 ? 1 : 0), total: extra.total ?? list.length };
}
