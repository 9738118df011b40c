import { z } from 'zod';
import { SLOT_SYMBOLS } from './house-slot.ts';

/** The outcome of a house round by game: what the verify page shows and the betting record words. */
export const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
export const slotResultSchema = z.object({
  definitionId: z.string(),
  stops: z.array(z.number().int()),
  /** window[reel][row]. */
  window: z.array(z.array(slotSymbolSchema)),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: slotSymbolSchema, count: z.number().int(), multiplier: z.number().int() })),
  totalMultiplier: z.number().int(),
});
export const diceDirectionSchema = z.enum(['UNDER', 'OVER']);
export const diceResultSchema = z.object({
  direction: diceDirectionSchema,
  /** Target and roll as "49.50". */
  target: z.string(),
  roll: z.string(),
  /** Payout multiplier as "1.9800". */
  multiplier: z.string(),
  won: z.boolean(),
});
export const kenoResultSchema = z.object({
  /** The numbers picked, in the order picked. */
  picks: z.array(z.number().int()),
  /** The 10 numbers drawn, in draw order. */
  drawn: z.array(z.number().int()),
  /** The picks that were drawn. */
  hits: z.array(z.number().int()),
  /** Pay multiplier as "3.80" ("0.00" when it pays nothing). */
  multiplier: z.string(),
  won: z.boolean(),
});
export const crashResultSchema = z.object({
  chainId: z.string(),
  roundNumber: z.number().int(),
  /** Auto cash-out target, "2.00", or null. */
  autoCashout: z.string().nullable(),
  /** The multiplier cashed out at, or null (lost, or still riding). */
  cashout: z.string().nullable(),
  /** Known once the round crashed. */
  crashPoint: z.string().nullable(),
  /** The round's chain hash, revealed once the round crashed. */
  hash: z.string().nullable(),
});

/** A house round's outcome in the betting record: the engine and its result (crash: the member's part). */
export const houseOutcomeSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('SLOT'), slot: slotResultSchema }),
  z.object({ engine: z.literal('DICE'), dice: diceResultSchema }),
  z.object({ engine: z.literal('KENO'), keno: kenoResultSchema }),
  z.object({ engine: z.literal('CRASH'), crash: crashResultSchema.pick({ roundNumber: true, cashout: true, crashPoint: true }) }),
]);
export type HouseOutcome = z.infer<typeof houseOutcomeSchema>;
