import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { gameItemSchema } from '../catalogue/catalogue.contract.ts';
import { languageCodes } from '../i18n/languages.ts';
import { gameCategorySchema } from '../system/system.contract.ts';
import { amountSchema, moneySchema } from '../wallet/money.ts';
import { houseOutcomeSchema } from './house-result.ts';

/**
 * Playing: launching a game (real money or free trial), the seamless-wallet protocol the vendors
 * call, and the member's betting record and profit and loss. The house games' own calls are in
 * `house.contract.ts`.
 */
export const playPaths = {
  /** Real play: needs a real (non-trial) member. */
  launchGame: '/wps/game/launchGame',
  /** Free-trial (play-money) launch: open to visitors when free play is on. */
  launchTrial: '/wps/relay/GCS_gameLaunchFB',
  bettingRecord: '/wps/record/bets',
  profitLoss: '/wps/record/profit',
} as const;

/** REAL moves money through the ledger; FUN uses play money and never touches it. */
export const playModeSchema = z.enum(['REAL', 'FUN']);
export type PlayMode = z.infer<typeof playModeSchema>;

/** The most days the betting record and the profit and loss cover at once. */
export const MAX_RECORD_DAYS = 90;

/** Play money a free-trial launch starts with (minor units). */
export const FUN_START_BALANCE_MINOR = 200_000;
/** How long a launch token opens and debits a game; credits and rollbacks are accepted later. */
export const LAUNCH_TOKEN_MINUTES = 120;

const nodeIdSchema = z.string().regex(/^[0-9]{1,18}$/);

// ---------- launch ----------
export const launchBodySchema = z.object({
  nodeId: nodeIdSchema,
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
  language: z.enum(languageCodes).optional(),
});
export type LaunchBody = z.input<typeof launchBodySchema>;
export const launchValueSchema = z.object({
  mode: playModeSchema,
  /**
   * HOUSE: a platform game, played in the app's own game screen with the launch token.
   * EXTERNAL: a vendor's game page, loaded in a frame from `url`.
   */
  kind: z.enum(['HOUSE', 'EXTERNAL']),
  url: z.string(),
  /** One-time token bound to member (or trial visitor), game and session; never the login token. */
  launchToken: z.string(),
  expiresAt: z.string(),
  game: gameItemSchema,
});
export type LaunchValue = z.infer<typeof launchValueSchema>;
export const launchResponseSchema = envelopeSchema(launchValueSchema);

// ---------- seamless wallet (vendor -> platform) ----------
/**
 * The wallet calls a vendor (or aggregator) makes while its games are played. Every body is JSON,
 * signed: header `x-signature` = hex HMAC-SHA256 of the raw body with the vendor's secret, header
 * `x-vendor` = the vendor's code. Each call is idempotent by `txId`; every answer carries the
 * player's balance, failures too when the player is known.
 */
export const seamlessPaths = {
  authenticate: '/api/seamless/v1/authenticate',
  balance: '/api/seamless/v1/balance',
  debit: '/api/seamless/v1/debit',
  credit: '/api/seamless/v1/credit',
  rollback: '/api/seamless/v1/rollback',
} as const;
export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';
export const SEAMLESS_VENDOR_HEADER = 'x-vendor';

const txIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/);
const roundIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/);

export const seamlessAuthenticateBodySchema = z.object({ launchToken: z.string().min(16).max(200) });
export const seamlessAuthenticateValueSchema = z.object({
  /** The player's id at the vendor: stable, opaque, not the member's login name. */
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: moneySchema,
  mode: playModeSchema,
  gameCode: z.string(),
  /** The game's name in the launch's language, for the vendor's page. */
  gameName: z.string().optional(),
  language: z.string(),
});
export const seamlessBalanceBodySchema = z.object({ playerId: z.string().min(1).max(80), launchToken: z.string().min(16).max(200) });
export const seamlessDebitBodySchema = z.object({
  playerId: z.string().min(1).max(80),
  launchToken: z.string().min(16).max(200),
  txId: txIdSchema,
  roundId: roundIdSchema,
  gameCode: z.string().min(1).max(60),
  amount: amountSchema,
  currency: z.string().min(3).max(3),
});
export const seamlessCreditBodySchema = seamlessDebitBodySchema.extend({
  /** A round may end with a zero win; `roundEnded` closes it. */
  amount: z.union([amountSchema, z.literal('0'), z.literal('0.00'), z.literal(0)]),
  roundEnded: z.boolean().default(true),
  /** The round's outcome for the player's betting record: one line, and the details. */
  summary: z.string().max(200).optional(),
  result: z.record(z.string(), z.unknown()).optional(),
});
export const seamlessRollbackBodySchema = z.object({
  playerId: z.string().min(1).max(80),
  launchToken: z.string().min(16).max(200),
  /** This rollback's own id. */
  txId: txIdSchema,
  /** The debit it cancels; it may not have arrived yet. */
  refTxId: txIdSchema,
  roundId: roundIdSchema,
  gameCode: z.string().min(1).max(60),
});
export type SeamlessDebitBody = z.input<typeof seamlessDebitBodySchema>;
export type SeamlessCreditBody = z.input<typeof seamlessCreditBodySchema>;
export type SeamlessRollbackBody = z.input<typeof seamlessRollbackBodySchema>;
export const seamlessBalanceValueSchema = z.object({ balance: moneySchema, currency: z.string(), txId: z.string().optional() });
export type SeamlessBalanceValue = z.infer<typeof seamlessBalanceValueSchema>;
export const seamlessAuthenticateResponseSchema = envelopeSchema(seamlessAuthenticateValueSchema);
export const seamlessBalanceResponseSchema = envelopeSchema(seamlessBalanceValueSchema);

// ---------- betting record and profit and loss ----------
export const roundStatusSchema = z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']);
export type RoundStatus = z.infer<typeof roundStatusSchema>;
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const bettingRecordQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  gameType: gameCategorySchema.optional(),
  vassalage: z.string().max(40).optional(),
  /** Calendar days, inclusive, UTC. */
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  mode: playModeSchema.default('REAL'),
});
export type BettingRecordQuery = z.input<typeof bettingRecordQuerySchema>;
export const betRoundSchema = z.object({
  roundId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  nodeId: z.string().nullable(),
  vassalage: z.string(),
  gameType: gameCategorySchema,
  mode: playModeSchema,
  stake: moneySchema,
  win: moneySchema,
  /** win - stake. */
  profit: moneySchema,
  status: roundStatusSchema,
  /** Short outcome as stored (reels, roll, crash point...): the vendor's words, English for house rounds. */
  result: z.string(),
  /** A house round's outcome, for the app to put in the member's language; null for vendor rounds. */
  outcome: houseOutcomeSchema.nullable(),
  /** House rounds can be verified; the id to open on the verify page. */
  verifiable: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRound = z.infer<typeof betRoundSchema>;
export const betTotalsSchema = z.object({ count: z.number().int(), stake: moneySchema, win: moneySchema, profit: moneySchema });
export const bettingRecordValueSchema = z.object({
  list: z.array(betRoundSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  totals: betTotalsSchema,
});
export type BettingRecordValue = z.infer<typeof bettingRecordValueSchema>;
export const bettingRecordResponseSchema = envelopeSchema(bettingRecordValueSchema);

export const profitLossQuerySchema = z.object({
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  gameType: gameCategorySchema.optional(),
});
export const profitLossRowSchema = z.object({
  day: z.string(),
  gameType: gameCategorySchema,
  count: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  profit: moneySchema,
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;
export const profitLossValueSchema = z.object({ rows: z.array(profitLossRowSchema), totals: betTotalsSchema });
export type ProfitLossValue = z.infer<typeof profitLossValueSchema>;
export const profitLossResponseSchema = envelopeSchema(profitLossValueSchema);
