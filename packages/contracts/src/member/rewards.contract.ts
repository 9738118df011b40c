import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { textInLanguagesSchema } from '../common/translated-text.ts';
import { amountSchema, moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';
import { rowIdSchema } from '../common/ids.ts';

/**
 * The reward centre: bonuses the operator grants to one member or to every member, which the member
 * claims into the main wallet (a BONUS transfer from the house's bonus book), and the bonus details,
 * every BONUS transfer into the member's wallet: rewards claimed, missions' rewards, raffle prizes.
 */
export const rewardPaths = {
  list: '/wps/member/rewards',
  claim: '/wps/member/rewards/claim',
  /** Bonus details: every bonus paid into the member's wallet (rewards, missions, raffle prizes, rebates). */
  bonus: '/wps/member/rewards/bonus',
  /** The operator's: grant a reward, and list the rewards granted. */
  grant: '/api/admin/rewards',
} as const;

/** AVAILABLE: claimable now; CLAIMED: in the wallet (the bonus details); EXPIRED: not claimed in time. */
export const rewardStatuses = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
export const rewardStatusSchema = z.enum(rewardStatuses);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

export const rewardListQuerySchema = pageQuerySchema.extend({ status: rewardStatusSchema.default('AVAILABLE') });
export type RewardListQuery = z.input<typeof rewardListQuerySchema>;

export const memberRewardSchema = z.object({
  id: z.string(),
  /** In the caller's language when the operator wrote one, else in English. */
  title: z.string(),
  body: z.string(),
  amount: moneySchema,
  status: rewardStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the member claimed it; null until then. */
  claimedAt: z.string().nullable(),
  /** The ledger transfer that paid it; null until claimed. */
  transferId: z.string().nullable(),
});
export type MemberReward = z.infer<typeof memberRewardSchema>;
export const rewardListValueSchema = pagedSchema(memberRewardSchema).extend({
  /** Rewards the member can claim now (the badge count). */
  available: z.number().int(),
  /** The sum of the listed status's amounts over every page. */
  totalAmount: moneySchema,
});
export type RewardListValue = z.infer<typeof rewardListValueSchema>;
export const rewardListResponseSchema = envelopeSchema(rewardListValueSchema);

// ---------- bonus details ----------
/** What paid a bonus: a reward claimed, a mission's reward, a raffle prize, a rebate claimed. */
export const bonusSources = ['REWARD', 'MISSION', 'RAFFLE', 'REBATE'] as const;
export const bonusSourceSchema = z.enum(bonusSources);
export type BonusSource = z.infer<typeof bonusSourceSchema>;
export const bonusListQuerySchema = pageQuerySchema;
export type BonusListQuery = z.input<typeof bonusListQuerySchema>;
export const bonusItemSchema = z.object({
  /** The ledger transfer that paid it: the reference the account record shows. */
  transferId: z.string(),
  source: bonusSourceSchema,
  /** The reward's, mission's or raffle's title in the caller's language (else in English); a rebate's kind. */
  title: z.string(),
  amount: moneySchema,
  paidAt: z.string(),
});
export type BonusItem = z.infer<typeof bonusItemSchema>;
export const bonusListValueSchema = pagedSchema(bonusItemSchema).extend({
  /** Every bonus paid, over every page. */
  totalAmount: moneySchema,
});
export type BonusListValue = z.infer<typeof bonusListValueSchema>;
export const bonusListResponseSchema = envelopeSchema(bonusListValueSchema);

export const claimRewardBodySchema = z.object({ id: rowIdSchema });
export type ClaimRewardBody = z.input<typeof claimRewardBodySchema>;
export const claimRewardValueSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  transferId: z.string(),
  /** The main wallet balance after the claim. */
  balance: moneySchema,
  /** True when the reward had been claimed before: nothing moved this time. */
  replayed: z.boolean(),
  available: z.number().int(),
});
export type ClaimRewardValue = z.infer<typeof claimRewardValueSchema>;
export const claimRewardResponseSchema = envelopeSchema(claimRewardValueSchema);

/** The most one reward may pay. */
export const MAX_REWARD_AMOUNT = '1000000.00';

export const grantRewardBodySchema = z.object({
  /** One member by username; left out: every member registered by now. */
  username: z.string().trim().min(1).max(32).optional(),
  title: textInLanguagesSchema(120),
  body: textInLanguagesSchema(2000).optional(),
  amount: amountSchema,
  /** How many days the member has to claim it. */
  validDays: z.coerce.number().int().min(1).max(365),
});
export type GrantRewardBody = z.input<typeof grantRewardBodySchema>;
export const grantRewardResponseSchema = envelopeSchema(z.object({ id: z.string(), expiresAt: z.string() }));

export const grantedRewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  amount: moneySchema,
  /** The member's username; null for every member. */
  username: z.string().nullable(),
  claims: z.number().int(),
  claimedAmount: moneySchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  createdBy: z.string(),
});
export type GrantedReward = z.infer<typeof grantedRewardSchema>;
export const grantedRewardListResponseSchema = envelopeSchema(pagedSchema(grantedRewardSchema));
