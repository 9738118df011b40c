import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';
import { rowIdSchema } from '../common/ids.ts';

/**
 * The points mall. A member earns points on the stake of its settled real-money rounds (one point
 * for every `betPerPoint` of stake, the remainder carried to the next round), and redeems them into
 * the main wallet at the operator's points ratio (`pointsPerUnit` points make 1.00). A redemption
 * waits for the operator: approved, it is paid by a POINTS transfer from the house's points book;
 * rejected, its points come back. Points never expire.
 */
export const pointsPaths = {
  /** Balance, ratio and rules; first adds the points earned since the last look. */
  summary: '/wps/member/points',
  redeem: '/wps/member/points/redeem',
  /** Redeem history. */
  redemptions: '/wps/member/points/redemptions',
  /** Points details: every change of the balance. */
  entries: '/wps/member/points/entries',
  /** The operator's: ratio and earning rate. */
  settings: '/api/admin/points/settings',
  /** The operator's: redemptions to review, and the review (`/:id/approve`, `/:id/reject`). */
  review: '/api/admin/points/redemptions',
} as const;

/** PENDING shows as "In Process". */
export const redemptionStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const redemptionStatusSchema = z.enum(redemptionStatuses);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

/** EARN: from play; REDEEM: taken by a redemption; REFUND: given back by a rejected one. */
export const pointsEntryKinds = ['EARN', 'REDEEM', 'REFUND'] as const;
export const pointsEntryKindSchema = z.enum(pointsEntryKinds);
export type PointsEntryKind = z.infer<typeof pointsEntryKindSchema>;

/** The most points one redemption may take. */
export const MAX_REDEEM_POINTS = 100_000_000;

/** Points of a redemption: the smallest step that makes whole cents at the given ratio. */
export function redeemStep(pointsPerUnit: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return pointsPerUnit / gcd(pointsPerUnit, 100);
}

/** The money (minor units) that `points` make at the ratio; callers check the step first. */
export function pointsValueMinor(points: number, pointsPerUnit: number): bigint {
  return (BigInt(points) * 100n) / BigInt(pointsPerUnit);
}

export const pointsSettingsSchema = z.object({
  /** Stake (major units, 2 decimals) that earns one point. */
  betPerPoint: moneySchema,
  /** Points that make 1.00 of balance: the points ratio. */
  pointsPerUnit: z.number().int(),
  /** The fewest points one redemption may take. */
  minRedeemPoints: z.number().int(),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

export const pointsSummaryValueSchema = pointsSettingsSchema.extend({
  /** Points the member can redeem now. */
  balance: z.number().int(),
  /** Points earned by this look (0 when nothing new was played). */
  earned: z.number().int(),
  /** Points held by redemptions in process. */
  pending: z.number().int(),
  /** Redemptions take points in multiples of this. */
  step: z.number().int(),
  /** What the whole balance is worth now, in the site's currency. */
  balanceValue: moneySchema,
  currency: z.string(),
});
export type PointsSummaryValue = z.infer<typeof pointsSummaryValueSchema>;
export const pointsSummaryResponseSchema = envelopeSchema(pointsSummaryValueSchema);

export const redeemPointsBodySchema = z.object({ points: z.coerce.number().int().min(1).max(MAX_REDEEM_POINTS) });
export type RedeemPointsBody = z.input<typeof redeemPointsBodySchema>;

export const redemptionSchema = z.object({
  id: z.string(),
  /** The transaction reference number shown to the member and the operator. */
  reference: z.string(),
  points: z.number().int(),
  amount: moneySchema,
  /** The ratio it was made at. */
  pointsPerUnit: z.number().int(),
  status: redemptionStatusSchema,
  /** The operator's note (the reason of a rejection). */
  remark: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The ledger transfer that paid it; null unless approved. */
  transferId: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemPointsValueSchema = z.object({
  redemption: redemptionSchema,
  /** Points left after it. */
  balance: z.number().int(),
  /** True when the same Idempotency-Key had been sent before: nothing was taken this time. */
  replayed: z.boolean(),
});
export type RedeemPointsValue = z.infer<typeof redeemPointsValueSchema>;
export const redeemPointsResponseSchema = envelopeSchema(redeemPointsValueSchema);

export const redemptionListQuerySchema = pageQuerySchema.extend({ status: redemptionStatusSchema.optional() });
export type RedemptionListQuery = z.input<typeof redemptionListQuerySchema>;
export const redemptionListResponseSchema = envelopeSchema(pagedSchema(redemptionSchema));

export const pointsEntrySchema = z.object({
  id: z.string(),
  kind: pointsEntryKindSchema,
  /** Signed: positive adds points. */
  change: z.number().int(),
  /** The balance after the change. */
  balance: z.number().int(),
  /** EARN: the stake it counted; null otherwise. */
  turnover: moneySchema.nullable(),
  /** REDEEM and REFUND: the redemption's reference number. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsEntryListQuerySchema = pageQuerySchema;
export const pointsEntryListResponseSchema = envelopeSchema(pagedSchema(pointsEntrySchema));

// ---------- the operator's ----------

/** Stake per point: 0.01 to 100,000.00. */
export const betPerPointSchema = z.string().regex(/^[0-9]{1,6}(\.[0-9]{1,2})?$/);
export const setPointsSettingsBodySchema = z.object({
  betPerPoint: betPerPointSchema,
  pointsPerUnit: z.coerce.number().int().min(1).max(100_000),
  minRedeemPoints: z.coerce.number().int().min(1).max(MAX_REDEEM_POINTS),
});
export type SetPointsSettingsBody = z.input<typeof setPointsSettingsBodySchema>;
export const pointsSettingsResponseSchema = envelopeSchema(pointsSettingsSchema);

export const reviewRedemptionSchema = redemptionSchema.extend({ username: z.string() });
export type ReviewRedemption = z.infer<typeof reviewRedemptionSchema>;
export const reviewListQuerySchema = pageQuerySchema.extend({ status: redemptionStatusSchema.default('PENDING') });
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;
export const reviewListResponseSchema = envelopeSchema(pagedSchema(reviewRedemptionSchema));
export const reviewRedemptionParamsSchema = z.object({ id: rowIdSchema });
export const rejectRedemptionBodySchema = z.object({ remark: z.string().trim().min(1).max(200) });
export type RejectRedemptionBody = z.input<typeof rejectRedemptionBodySchema>;
export const reviewRedemptionResponseSchema = envelopeSchema(reviewRedemptionSchema);
