import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { amountSchema, moneySchema } from '../wallet/money.ts';

/**
 * Missions: daily and weekly goals over the member's own play and deposits (real money only), each
 * paying a bonus into the main wallet once per period when claimed; and the week's leaderboard of
 * the members who earned the most from missions.
 */
export const missionPaths = {
  summary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  claim: '/wps/member/missions/claim',
} as const;

/** TURNOVER: stakes (money); ROUNDS: rounds played; WINS: rounds won; DEPOSIT: deposits credited (money). */
export const missionKinds = ['TURNOVER', 'ROUNDS', 'WINS', 'DEPOSIT'] as const;
export const missionKindSchema = z.enum(missionKinds);
export type MissionKind = z.infer<typeof missionKindSchema>;

/** DAILY: a UTC day; WEEKLY: Monday to Sunday, UTC. */
export const missionPeriodSchema = z.enum(['DAILY', 'WEEKLY']);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/** IN_PROGRESS: below target; COMPLETED: target reached, reward not claimed; CLAIMED: paid this period. */
export const missionStatusSchema = z.enum(['IN_PROGRESS', 'COMPLETED', 'CLAIMED']);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

export const missionSchema = z.object({
  id: z.string(),
  /** In the caller's language when the operator wrote one, else in English. */
  title: z.string(),
  kind: missionKindSchema,
  /** The game type the mission counts; null for every game. */
  gameType: z.string().nullable(),
  period: missionPeriodSchema,
  /** Money kinds as amounts ("500.00"), counts as whole numbers ("20"). */
  progress: z.string(),
  target: z.string(),
  reward: moneySchema,
  status: missionStatusSchema,
  /** When this period ends and progress starts again. */
  resetsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummaryValueSchema = z.object({
  list: z.array(missionSchema),
  /** Missions completed and not yet claimed (the menu's badge). */
  claimable: z.number().int(),
  /** Mission rewards the member claimed this week. */
  earnedThisWeek: moneySchema,
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValueSchema>;
export const missionSummaryResponseSchema = envelopeSchema(missionSummaryValueSchema);

export const claimMissionBodySchema = z.object({ id: z.string().regex(/^[0-9]{1,9}$/) });
export type ClaimMissionBody = z.input<typeof claimMissionBodySchema>;
export const claimMissionValueSchema = z.object({
  id: z.string(),
  reward: moneySchema,
  transferId: z.string(),
  balance: moneySchema,
  /** True when this period's reward had been claimed before: nothing moved this time. */
  replayed: z.boolean(),
});
export type ClaimMissionValue = z.infer<typeof claimMissionValueSchema>;
export const claimMissionResponseSchema = envelopeSchema(claimMissionValueSchema);

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked: the first two and the last character. */
  username: z.string(),
  missions: z.number().int(),
  earned: moneySchema,
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const missionLeaderboardValueSchema = z.object({
  /** Monday 00:00 UTC of the week ranked. */
  weekStart: z.string(),
  list: z.array(leaderboardEntrySchema),
  /** The caller's own place; null when it has claimed nothing this week. */
  me: leaderboardEntrySchema.nullable(),
});
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValueSchema>;
export const missionLeaderboardResponseSchema = envelopeSchema(missionLeaderboardValueSchema);

// ---------- the operator's ----------

/** The operator's missions: every mission (on or off) as defined, to switch on and off and to change target and reward. */
export const adminMissionPaths = {
  list: '/api/admin/missions',
  /** PUT with the mission's id. */
  update: '/api/admin/missions/:id',
} as const;

export const adminMissionSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  kind: missionKindSchema,
  gameType: z.string().nullable(),
  period: missionPeriodSchema,
  /** As the member sees it: an amount for money kinds, a whole number otherwise. */
  target: z.string(),
  reward: moneySchema,
  enabled: z.boolean(),
  /** Rewards paid for it this week. */
  claimsThisWeek: z.number().int(),
});
export type AdminMission = z.infer<typeof adminMissionSchema>;
export const adminMissionListResponseSchema = envelopeSchema(z.object({ list: z.array(adminMissionSchema) }));

export const updateMissionParamsSchema = z.object({ id: z.string().regex(/^[0-9]{1,9}$/) });
export const updateMissionBodySchema = z
  .object({
    enabled: z.boolean().optional(),
    /** An amount (money kinds) or a whole number (counts); checked against the mission's kind. */
    target: z.string().trim().min(1).max(20).optional(),
    reward: amountSchema.optional(),
  })
  .refine((body) => body.enabled !== undefined || body.target !== undefined || body.reward !== undefined, { message: 'nothing to change', path: ['enabled'] });
export type UpdateMissionBody = z.input<typeof updateMissionBodySchema>;
export const updateMissionResponseSchema = envelopeSchema(adminMissionSchema);
