import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';

/**
 * Manual rebate: a share of the member's settled real-money stakes (the turnover), at the rate the
 * operator sets for each game type, claimed by the member when it likes into the main wallet (a
 * REBATE transfer from the house's rebate book). Each round counts once; rounds older than the
 * window can no longer be claimed.
 */
export const rebatePaths = {
  summary: '/wps/member/rebate',
  claim: '/wps/member/rebate/claim',
  history: '/wps/member/rebate/history',
  /** The operator's: the rate of each game type. */
  rates: '/api/admin/rebate-rates',
} as const;

/** Days back a settled round may be claimed. */
export const REBATE_WINDOW_DAYS = 30;
/** The highest rate an operator may set, in percent of the turnover. */
export const MAX_REBATE_PERCENT = '3.00';

/** A rate in percent of the turnover with at most 2 decimals: "0.80" is 0.8 %. */
export const ratePercentSchema = z.string().regex(/^[0-9]{1,2}(\.[0-9]{1,2})?$/);

export const rebateLineSchema = z.object({
  /** The game type (RNG, LIVE, FISH, ...). */
  gameType: z.string(),
  turnover: moneySchema,
  ratePercent: z.string(),
  rebate: moneySchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateSummaryValueSchema = z.object({
  windowDays: z.number().int(),
  /** Game types with unclaimed turnover, largest turnover first. */
  lines: z.array(rebateLineSchema),
  totalTurnover: moneySchema,
  totalRebate: moneySchema,
});
export type RebateSummaryValue = z.infer<typeof rebateSummaryValueSchema>;
export const rebateSummaryResponseSchema = envelopeSchema(rebateSummaryValueSchema);

export const rebateClaimValueSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  turnover: moneySchema,
  transferId: z.string(),
  /** The main wallet balance after the claim. */
  balance: moneySchema,
  lines: z.array(rebateLineSchema),
});
export type RebateClaimValue = z.infer<typeof rebateClaimValueSchema>;
export const rebateClaimResponseSchema = envelopeSchema(rebateClaimValueSchema);

export const rebateHistoryQuerySchema = pageQuerySchema;
export const rebateRecordSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  turnover: moneySchema,
  transferId: z.string(),
  createdAt: z.string(),
  lines: z.array(rebateLineSchema),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;
export const rebateHistoryValueSchema = pagedSchema(rebateRecordSchema).extend({ totalAmount: moneySchema });
export type RebateHistoryValue = z.infer<typeof rebateHistoryValueSchema>;
export const rebateHistoryResponseSchema = envelopeSchema(rebateHistoryValueSchema);

export const rebateRateSchema = z.object({ gameType: z.string().regex(/^[A-Z0-9_]{1,32}$/), ratePercent: ratePercentSchema });
export type RebateRate = z.infer<typeof rebateRateSchema>;
export const rebateRatesResponseSchema = envelopeSchema(z.object({ list: z.array(rebateRateSchema) }));
/** The rates to set; game types left out keep theirs. */
export const setRebateRatesBodySchema = z.object({ rates: z.array(rebateRateSchema).min(1).max(50) });
export type SetRebateRatesBody = z.input<typeof setRebateRatesBodySchema>;
