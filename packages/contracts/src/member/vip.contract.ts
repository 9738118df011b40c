import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { textInLanguagesSchema } from '../common/translated-text.ts';
import { languageCodes } from '../i18n/languages.ts';
import { moneySchema, nonNegativeAmountSchema } from '../wallet/money.ts';

/**
 * VIP levels (feature VIP3). The operator sets the tiers: what lifetime deposits and what turnover
 * (real-money stakes of rounds not rolled back) reach each, the bonus paid once on reaching it, and
 * the perks it brings. A member's level only goes up; reaching a level grants its upgrade bonus as a
 * reward to claim in the reward centre, once per member and level.
 */
export const vipPaths = {
  /** The member's level, progress and the tiers; also promotes the member when a tier is reached. */
  info: '/wps/member/vip',
} as const;

export const vipTierSchema = z.object({
  level: z.number().int().min(1),
  /** The tier's name (the site's VIP labels). */
  name: z.string(),
  depositRequired: moneySchema,
  turnoverRequired: moneySchema,
  /** Paid once, as a reward to claim, on reaching the tier; 0.00 when none. */
  upgradeBonus: moneySchema,
  /** The tier's perks, in the caller's language. */
  perks: z.array(z.string()),
});
export type VipTier = z.infer<typeof vipTierSchema>;

export const vipNextSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** What is still missing of each requirement; 0.00 when met. */
  depositRemaining: moneySchema,
  turnoverRemaining: moneySchema,
  /** Progress toward the next tier, 0 to 100: the lesser of the two requirements' shares. */
  percent: z.number().int().min(0).max(100),
});
export type VipNext = z.infer<typeof vipNextSchema>;

export const vipUpgradeSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  bonus: moneySchema,
  /** The reward-centre reward holding the bonus; null when the tier pays none. */
  rewardId: z.string().nullable(),
  /** Where that bonus stands: waiting in the reward centre, claimed, or out of time; null with no bonus. */
  bonusState: z.enum(['CLAIMABLE', 'CLAIMED', 'EXPIRED']).nullable(),
  upgradedAt: z.string(),
});
export type VipUpgrade = z.infer<typeof vipUpgradeSchema>;
export type VipBonusState = NonNullable<VipUpgrade['bonusState']>;

export const vipValueSchema = z.object({
  /** 0 below the first tier. */
  level: z.number().int().min(0),
  /** Empty below the first tier. */
  name: z.string(),
  currency: z.string(),
  /** Lifetime deposits and turnover, what the tiers are measured against. */
  deposits: moneySchema,
  turnover: moneySchema,
  /** Null at the top tier. */
  next: vipNextSchema.nullable(),
  tiers: z.array(vipTierSchema),
  /** The levels reached, newest first, with their bonuses. */
  upgrades: z.array(vipUpgradeSchema),
  /** Levels this call promoted the member to (an empty list most of the time). */
  promoted: z.array(z.number().int()),
});
export type VipValue = z.infer<typeof vipValueSchema>;
export const vipResponseSchema = envelopeSchema(vipValueSchema);

// ---------- the operator's tiers ----------
export const vipAdminPaths = {
  /** GET: the tiers with every language of their perks; PUT: replace them all. */
  tiers: '/api/admin/vip-tiers',
} as const;

/** At most this many tiers, perks per tier, and characters per perk. */
export const MAX_VIP_TIERS = 20;
export const MAX_VIP_PERKS = 6;
export const MAX_VIP_PERK_LENGTH = 120;

export const adminVipTierSchema = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  depositRequired: moneySchema,
  turnoverRequired: moneySchema,
  upgradeBonus: moneySchema,
  perks: z.array(z.partialRecord(z.enum(languageCodes), z.string())),
  /** Members at this level now. */
  members: z.number().int(),
});
export type AdminVipTier = z.infer<typeof adminVipTierSchema>;
export const adminVipTiersResponseSchema = envelopeSchema(z.object({ list: z.array(adminVipTierSchema) }));

/**
 * The whole ladder, level 1 first: each tier needs at least what the one below needs. Levels are
 * the positions; members above the new top keep their level.
 */
export const setVipTiersBodySchema = z.object({
  tiers: z
    .array(
      z.object({
        depositRequired: nonNegativeAmountSchema,
        turnoverRequired: nonNegativeAmountSchema,
        upgradeBonus: nonNegativeAmountSchema,
        perks: z.array(textInLanguagesSchema(MAX_VIP_PERK_LENGTH)).max(MAX_VIP_PERKS),
      }),
    )
    .min(1)
    .max(MAX_VIP_TIERS),
});
export type SetVipTiersBody = z.input<typeof setVipTiersBodySchema>;
