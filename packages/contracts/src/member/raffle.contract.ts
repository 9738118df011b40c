import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { amountSchema, moneySchema, nonNegativeAmountSchema } from '../wallet/money.ts';
import { rowIdSchema } from '../common/ids.ts';

/**
 * Raffle promotions (lucky draws). The operator attaches a raffle to a promotion: an entry window,
 * the real-money turnover a member must play inside it to qualify, and the prizes. Members join
 * while it is open; when it closes, the winners are drawn from the qualified entries with a seed
 * whose SHA-256 was published when the raffle was made (the seed is shown after the draw, so anyone
 * can check it); a winner claims the prize into the main wallet within the claim window, once.
 */
export const rafflePaths = {
  /** Every raffle of a shown promotion, with the caller's state when a token is sent. */
  list: '/wps/member/raffles',
  /** POST `{ raffleId }`: join an open raffle (joining again answers the same). */
  join: '/wps/member/raffles/join',
  /** POST `{ raffleId }`: the spec's claim call; pays a won prize once. */
  claim: '/wps/relay/MCS2_claimRafflePromotion',
  /** The operator's: GET the raffles, POST a new one. */
  desk: '/api/admin/raffles',
  /** The operator's: the promotions a raffle can go on, of every audience. */
  deskPromotions: '/api/admin/raffles/promotions',
} as const;

/**
 * The member's state: COMING_SOON (not open yet), JOIN (open, not joined), PROCESS (joined, the
 * turnover not reached yet, or closed and being drawn), JOINED (joined and qualified), CLAIM (won,
 * not claimed), CLAIMED, CLOSE (ended: not joined, not won, or the claim window passed). Visitors
 * get COMING_SOON, JOIN or CLOSE.
 */
export const raffleStates = ['COMING_SOON', 'JOIN', 'PROCESS', 'JOINED', 'CLAIM', 'CLAIMED', 'CLOSE'] as const;
export const raffleStateSchema = z.enum(raffleStates);
export type RaffleState = z.infer<typeof raffleStateSchema>;

export const MAX_RAFFLE_PRIZE_TIERS = 10;
export const MAX_RAFFLE_WINNERS = 1000;

export const rafflePrizeSchema = z.object({ amount: moneySchema, count: z.number().int().min(1) });
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

export const raffleWinnerSchema = z.object({
  /** The winner's username, masked ("de****er"). */
  name: z.string(),
  amount: moneySchema,
});

export const raffleSchema = z.object({
  id: z.string(),
  /** The promotion (announcement) it belongs to, and its title in the caller's language. */
  promotionId: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** Real-money turnover to play between opening and closing to qualify. */
  turnoverRequired: moneySchema,
  /** Biggest first. */
  prizes: z.array(rafflePrizeSchema),
  entries: z.number().int(),
  state: raffleStateSchema,
  /** The caller's turnover inside the window; null for visitors. */
  myTurnover: moneySchema.nullable(),
  /** The prize the caller won; null otherwise. */
  myPrize: moneySchema.nullable(),
  /** When a won prize must be claimed by; null before the draw. */
  claimUntil: z.string().nullable(),
  /** SHA-256 (hex) of the draw's seed, published from the start. */
  seedHash: z.string(),
  /** The seed, once drawn; null before. */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** Qualified entries the draw chose from; null before the draw. */
  qualified: z.number().int().nullable(),
  winners: z.array(raffleWinnerSchema),
});
export type Raffle = z.infer<typeof raffleSchema>;
export const raffleListResponseSchema = envelopeSchema(z.object({ list: z.array(raffleSchema) }));

export const raffleIdBodySchema = z.object({ raffleId: rowIdSchema });
export type RaffleIdBody = z.input<typeof raffleIdBodySchema>;
export const joinRaffleResponseSchema = envelopeSchema(raffleSchema);

export const claimRaffleValueSchema = z.object({
  raffleId: z.string(),
  amount: moneySchema,
  transferId: z.string(),
  /** The main wallet balance after the claim. */
  balance: moneySchema,
  /** True when it had been claimed before: nothing moved this time. */
  replayed: z.boolean(),
});
export type ClaimRaffleValue = z.infer<typeof claimRaffleValueSchema>;
export const claimRaffleResponseSchema = envelopeSchema(claimRaffleValueSchema);

// ---------- the operator's ----------
export const createRaffleBodySchema = z.object({
  promotionId: z.string().regex(/^[0-9]{1,9}$/),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  turnoverRequired: nonNegativeAmountSchema.default('0'),
  prizes: z.array(z.object({ amount: amountSchema, count: z.number().int().min(1).max(MAX_RAFFLE_WINNERS) })).min(1).max(MAX_RAFFLE_PRIZE_TIERS),
  /** Days a winner has to claim, after the draw. */
  claimDays: z.number().int().min(1).max(90).default(7),
});
export type CreateRaffleBody = z.input<typeof createRaffleBodySchema>;

export const deskRaffleSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  turnoverRequired: moneySchema,
  prizes: z.array(rafflePrizeSchema),
  claimDays: z.number().int(),
  entries: z.number().int(),
  seedHash: z.string(),
  drawnAt: z.string().nullable(),
  qualified: z.number().int().nullable(),
  winners: z.number().int(),
  claimed: z.number().int(),
  /** Paid out so far. */
  paid: moneySchema,
});
export type DeskRaffle = z.infer<typeof deskRaffleSchema>;
export const deskRaffleListResponseSchema = envelopeSchema(z.object({ list: z.array(deskRaffleSchema) }));
/** A promotion (announcement of type PR) as the raffle form offers it: members' and visitors' alike. */
export const deskPromotionSchema = z.object({ id: z.string(), title: z.string() });
export type DeskPromotion = z.infer<typeof deskPromotionSchema>;
export const deskPromotionListResponseSchema = envelopeSchema(z.object({ list: z.array(deskPromotionSchema) }));
export const deskRaffleResponseSchema = envelopeSchema(deskRaffleSchema);
