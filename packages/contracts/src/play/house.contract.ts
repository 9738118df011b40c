import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { gameItemSchema } from '../catalogue/catalogue.contract.ts';
import { amountSchema, moneySchema, parseAmount } from '../wallet/money.ts';
import { playModeSchema } from './play.contract.ts';
import { crashResultSchema, diceDirectionSchema, diceResultSchema, kenoResultSchema, slotResultSchema, slotSymbolSchema } from './house-result.ts';

/**
 * The house games (vendor HOUSE): a 5-reel slot, dice, keno (the house lottery) and crash, played in the app's own game
 * screen with the launch token from `POST /wps/game/launchGame` (or the free-trial launch).
 * Every call carries the launch token in the body, never in the address. Spin, roll and crash bet
 * accept an `Idempotency-Key` header: a retry with the same key answers the same round.
 *
 * Provably fair: outcomes come from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
 * (see `house-fair.ts`). The server seed's SHA-256 is shown before play, the player may set the
 * client seed, the nonce counts bets; rotating reveals the old server seed. Crash rounds are shared
 * and come from a published reverse hash chain instead.
 */
export const housePaths = {
  /** Opens a launched house game (once per launch token). */
  open: '/wps/house/open',
  slotSpin: '/wps/house/slot/spin',
  diceRoll: '/wps/house/dice/roll',
  kenoPlay: '/wps/house/keno/play',
  crashState: '/wps/house/crash/state',
  crashBet: '/wps/house/crash/bet',
  crashCashout: '/wps/house/crash/cashout',
  fairness: '/wps/house/fairness',
  fairnessClientSeed: '/wps/house/fairness/client-seed',
  fairnessRotate: '/wps/house/fairness/rotate',
  /** Public: any round by its id, for verification (`:roundId`). */
  round: '/wps/house/rounds/:roundId',
  /** Public: the crash hash chains (terminal hashes, schedule, revealed seeds of ended chains). */
  crashChains: '/wps/house/crash/chains',
} as const;

export const houseRoundPath = (roundId: string): string => `/wps/house/rounds/${encodeURIComponent(roundId)}`;

export const houseEngineSchema = z.enum(['SLOT', 'DICE', 'KENO', 'CRASH']);
export type HouseEngine = z.infer<typeof houseEngineSchema>;

const launchTokenSchema = z.string().min(16).max(200);
export const clientSeedSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

// ---------- fairness ----------
export const fairnessStateSchema = z.object({
  /** SHA-256 (hex) of the active server seed: shown before any bet it decides. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const launchTokenBodySchema = z.object({ launchToken: launchTokenSchema });
export type LaunchTokenBody = z.input<typeof launchTokenBodySchema>;
export const setClientSeedBodySchema = z.object({ launchToken: launchTokenSchema, clientSeed: clientSeedSchema });
export type SetClientSeedBody = z.input<typeof setClientSeedBodySchema>;
export const rotateSeedBodySchema = z.object({ launchToken: launchTokenSchema, clientSeed: clientSeedSchema.optional() });
export type RotateSeedBody = z.input<typeof rotateSeedBodySchema>;

export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets the seed decided (nonces 0 .. nonceCount - 1). */
  nonceCount: z.number().int(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;
export const fairnessResponseSchema = envelopeSchema(fairnessStateSchema);
export const rotateSeedValueSchema = z.object({ revealed: revealedSeedSchema, fairness: fairnessStateSchema });
export type RotateSeedValue = z.infer<typeof rotateSeedValueSchema>;
export const rotateSeedResponseSchema = envelopeSchema(rotateSeedValueSchema);

// ---------- rounds ----------
export { crashResultSchema, diceDirectionSchema, diceResultSchema, kenoResultSchema, slotResultSchema } from './house-result.ts';
const roundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  /** Revealed once the seed was rotated; null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

const roundBase = {
  roundId: z.string(),
  nodeId: z.string().nullable(),
  gameName: z.string(),
  mode: playModeSchema,
  currency: z.string(),
  stake: moneySchema,
  win: moneySchema,
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
  summary: z.string(),
  createdAt: z.string(),
};
export const houseRoundSchema = z.discriminatedUnion('engine', [
  z.object({ ...roundBase, engine: z.literal('SLOT'), fairness: roundFairnessSchema, slot: slotResultSchema }),
  z.object({ ...roundBase, engine: z.literal('DICE'), fairness: roundFairnessSchema, dice: diceResultSchema }),
  z.object({ ...roundBase, engine: z.literal('KENO'), fairness: roundFairnessSchema, keno: kenoResultSchema }),
  z.object({ ...roundBase, engine: z.literal('CRASH'), fairness: z.null(), crash: crashResultSchema }),
]);
export type HouseRound = z.infer<typeof houseRoundSchema>;
export const houseRoundResponseSchema = envelopeSchema(houseRoundSchema);
export const roundIdParamsSchema = z.object({ roundId: z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/) });

// ---------- open ----------
export const slotRulesSchema = z.object({
  definitionId: z.string(),
  reels: z.array(z.array(slotSymbolSchema)),
  lines: z.array(z.array(z.number().int())),
  /** symbol -> multiples of the line bet for 3, 4, 5 in a row. */
  paytable: z.record(z.string(), z.array(z.number().int())),
  /** "96.11" (percent). */
  rtp: z.string(),
  minStake: moneySchema,
  maxStake: moneySchema,
  stakeLevels: z.array(moneySchema),
});
export const diceRulesSchema = z.object({
  edgePercent: z.number(),
  minChancePercent: z.number(),
  maxChancePercent: z.number(),
  minStake: moneySchema,
  maxStake: moneySchema,
});
export const kenoRulesSchema = z.object({
  numbers: z.number().int(),
  drawn: z.number().int(),
  minPicks: z.number().int(),
  maxPicks: z.number().int(),
  /** paytable[picks - 1][hits]: the multiplier as "3.80". */
  paytable: z.array(z.array(z.string())),
  /** Return to player per number of picks, "95.00" (percent), in the same order. */
  rtp: z.array(z.string()),
  minStake: moneySchema,
  maxStake: moneySchema,
});
export const crashRulesSchema = z.object({
  bettingMs: z.number().int(),
  runMaxMs: z.number().int(),
  pauseMs: z.number().int(),
  periodMs: z.number().int(),
  edgePercent: z.number(),
  maxMultiplier: z.string(),
  minStake: moneySchema,
  maxStake: moneySchema,
});
export const houseOpenValueSchema = z.object({
  engine: houseEngineSchema,
  game: gameItemSchema,
  mode: playModeSchema,
  currency: z.string(),
  /** Real balance of the paying wallet, or the launch's play money. */
  balance: moneySchema,
  /** Provably-fair state; null for crash (its rounds come from the hash chain). */
  fairness: fairnessStateSchema.nullable(),
  slot: slotRulesSchema.nullable(),
  dice: diceRulesSchema.nullable(),
  keno: kenoRulesSchema.nullable(),
  crash: crashRulesSchema.nullable(),
  expiresAt: z.string(),
});
export type HouseOpenValue = z.infer<typeof houseOpenValueSchema>;
export const houseOpenResponseSchema = envelopeSchema(houseOpenValueSchema);

// ---------- slot and dice ----------
export const slotSpinBodySchema = z.object({ launchToken: launchTokenSchema, stake: amountSchema });
export type SlotSpinBody = z.input<typeof slotSpinBodySchema>;

/** A dice target between 0.00 and 99.99, at most 2 decimals. */
export const diceTargetSchema = z.union([z.string(), z.number()]).superRefine((value, ctx) => {
  const hundredths = parseAmount(value);
  if (hundredths === null || hundredths > 9_999n) ctx.addIssue({ code: 'custom', message: 'target', params: { issue: 'dice_target' } });
});
export const diceRollBodySchema = z.object({
  launchToken: launchTokenSchema,
  stake: amountSchema,
  direction: diceDirectionSchema,
  target: diceTargetSchema,
});
export type DiceRollBody = z.input<typeof diceRollBodySchema>;

/** 1 to 10 different numbers of 1 to 40. */
export const kenoPicksSchema = z
  .array(z.number().int().min(1).max(40))
  .min(1)
  .max(10)
  .refine((picks) => new Set(picks).size === picks.length, { message: 'picks', params: { issue: 'keno_picks' } });
export const kenoPlayBodySchema = z.object({ launchToken: launchTokenSchema, stake: amountSchema, picks: kenoPicksSchema });
export type KenoPlayBody = z.input<typeof kenoPlayBodySchema>;

export const playValueSchema = z.object({
  round: houseRoundSchema,
  balance: moneySchema,
  /** Fairness state for the next bet. */
  fairness: fairnessStateSchema,
  /** True when this answer replays an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type PlayValue = z.infer<typeof playValueSchema>;
export const playResponseSchema = envelopeSchema(playValueSchema);

// ---------- crash ----------
export const crashPhaseSchema = z.enum(['BETTING', 'RUNNING', 'CRASHED']);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;
export const crashRoundSchema = z.object({
  chainId: z.string(),
  roundNumber: z.number().int(),
  phase: crashPhaseSchema,
  /** ISO times: betting opens, the run starts, the next round's betting opens. */
  bettingAt: z.string(),
  runAt: z.string(),
  nextAt: z.string(),
  /** The multiplier now ("1.37"); the crash point once crashed. */
  multiplier: z.string(),
  crashPoint: z.string().nullable(),
  crashedAt: z.string().nullable(),
  hash: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;
export const crashHistoryEntrySchema = z.object({ chainId: z.string(), roundNumber: z.number().int(), crashPoint: z.string(), hash: z.string() });
export const crashStateValueSchema = z.object({
  serverTime: z.string(),
  round: crashRoundSchema,
  /** The caller's bet in this round, if any. */
  bet: houseRoundSchema.nullable(),
  /** Most recent finished rounds, newest first. */
  history: z.array(crashHistoryEntrySchema),
  terminalHash: z.string(),
  balance: moneySchema,
});
export type CrashStateValue = z.infer<typeof crashStateValueSchema>;
export const crashStateResponseSchema = envelopeSchema(crashStateValueSchema);

/** An auto cash-out multiplier such as "2.00" (1.01 up to the cap), or omitted. */
export const crashCashoutTargetSchema = z.union([z.string(), z.number()]).superRefine((value, ctx) => {
  const hundredths = parseAmount(value);
  if (hundredths === null || hundredths < 101n || hundredths > 10_000n) ctx.addIssue({ code: 'custom', message: 'autoCashout', params: { issue: 'crash_target' } });
});
export const crashBetBodySchema = z.object({
  launchToken: launchTokenSchema,
  stake: amountSchema,
  autoCashout: crashCashoutTargetSchema.optional(),
});
export type CrashBetBody = z.input<typeof crashBetBodySchema>;
export const crashBetValueSchema = z.object({ bet: houseRoundSchema, balance: moneySchema, replayed: z.boolean() });
export type CrashBetValue = z.infer<typeof crashBetValueSchema>;
export const crashBetResponseSchema = envelopeSchema(crashBetValueSchema);

export const crashChainSchema = z.object({
  chainId: z.string(),
  terminalHash: z.string(),
  startsAt: z.string(),
  length: z.number().int(),
  periodMs: z.number().int(),
  /** The chain's secret seed, published once its last round is over. */
  revealedSeed: z.string().nullable(),
});
export const crashChainsResponseSchema = envelopeSchema(z.object({ chains: z.array(crashChainSchema) }));
