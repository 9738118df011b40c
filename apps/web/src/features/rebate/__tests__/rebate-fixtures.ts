import type { RebateLine, RebateRecord, RebateSummaryValue } from '@lumen/contracts/member/rebate.contract';

/** One game type's line, as the summary, a claim and the history answer it. */
export function line(gameType: string, turnover: string, ratePercent: string, rebate: string): RebateLine {
  return { gameType, turnover, ratePercent, rebate };
}

/** The summary of some lines, with the totals the server adds. */
export function summary(lines: RebateLine[], totalTurnover: string, totalRebate: string): RebateSummaryValue {
  return { windowDays: 30, lines, totalTurnover, totalRebate };
}

export function record(id: string, amount: string, turnover: string, lines: RebateLine[], extra: Partial<RebateRecord> = {}): RebateRecord {
  return { id, amount, turnover, transferId: `90${id}`, createdAt: '2026-11-22T09:30:00.000Z', lines, ...extra };
}

/** One page of claims with the total of them all. */
export function historyPage(list: RebateRecord[], extra: { totalAmount?: string; totalPages?: number; total?: number; pageNo?: number } = {}) {
  return {
    list,
    pageNo: extra.pageNo ?? 1,
    totalPages: extra.totalPages ?? (list.length > 0 ? 1 : 0),
    total: extra.total ?? list.length,
    totalAmount: extra.totalAmount ?? '0.00',
  };
}
