import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { parseAmount } from '../wallet/money-values.ts';
import { moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema } from '../wallet/wallet.contract.ts';

/**
 * Agent contracts and what they pay: daily wages, hourly wages, real-time salary and dividends.
 *
 * An upline offers a contract to an agent directly below it (the operator offers the top agents
 * theirs); the agent accepts or rejects it. A contract is a list of tiers: for each settlement period
 * the highest-rate tier whose thresholds the agent's team met sets the rate. The rate applies to the
 * team's valid bet (wages, real-time salary) or to the team's net loss (dividends). Each agent is
 * paid the level difference: its own rate on its whole team, less what its contracted downline
 * agents earn on theirs; the site pays every share from its salary book, one SALARY transfer per
 * agent, kind and period.
 */
export const salaryPaths = {
  /** The consolidated contract info: offers and termination requests waiting for the caller. */
  consolidated: '/wps/member/info/contracts/consolidated',
  /** GET the caller's contracts of one kind (received and given); POST offers one to a downline agent. */
  contracts: '/wps/agent/contracts',
  /** The agents directly below the caller whose username starts with a prefix: whom it may offer a contract to. */
  offerableAgents: '/wps/agent/contracts/agents',
  /** POST `/wps/agent/contracts/:id/:action` (accept, reject, terminate, agreeTermination, refuseTermination). */
  contractAction: '/wps/agent/contracts/:id/:action',
  /** The caller's settlements of one kind: the dividend record, daily wages, hourly and real-time salary. */
  settlements: '/wps/agent/salary',
  /** The operator's: every contract; POST offers one to a top agent; `/:id/terminate` ends one. */
  adminContracts: '/api/admin/agent-contracts',
  adminTerminate: '/api/admin/agent-contracts/:id/terminate',
  /** The operator's: the top agents whose username starts with a prefix, to offer a contract to. */
  adminOfferableAgents: '/api/admin/agent-contracts/agents',
  /** The operator's: keeps a top agent's contract it asked to end (its request is dropped). */
  adminRefuseTermination: '/api/admin/agent-contracts/:id/refuseTermination',
  /** The operator's: every settlement. */
  adminSettlements: '/api/admin/agent-settlements',
} as const;

export const contractKinds = ['DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY', 'DIVIDEND'] as const;
export const contractKindSchema = z.enum(contractKinds);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** The whitelabel flag that switches each kind on (CONTRACT3 switches contracts as a whole). */
export const contractKindFlags = {
  DAILY_WAGE: 'SALARY3',
  HOURLY_WAGE: 'HOURSALARY3',
  REALTIME_SALARY: 'REALTIMESALARY3',
  DIVIDEND: 'DIVIDEND3',
} as const satisfies Record<ContractKind, string>;

/** Settlement periods. Wages: a day; hourly wages: an hour; real-time salary: 5 minutes; dividends: the contract's choice. */
export const contractPeriods = ['FIVE_MINUTES', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export const contractPeriodSchema = z.enum(contractPeriods);
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;
export const dividendPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export const dividendPeriodSchema = z.enum(dividendPeriods);

/** The period of a kind (dividends: the contract's own). */
export function kindPeriod(kind: ContractKind, dividendPeriod: ContractPeriod = 'MONTHLY'): ContractPeriod {
  switch (kind) {
    case 'DAILY_WAGE':
      return 'DAILY';
    case 'HOURLY_WAGE':
      return 'HOURLY';
    case 'REALTIME_SALARY':
      return 'FIVE_MINUTES';
    case 'DIVIDEND':
      return dividendPeriod;
  }
}

/** The highest rate (percent) a tier may carry: wages and salary are a share of bets, dividends a share of losses. */
export const MAX_RATE_PERCENT: Record<ContractKind, string> = {
  DAILY_WAGE: '5.00',
  HOURLY_WAGE: '5.00',
  REALTIME_SALARY: '5.00',
  DIVIDEND: '80.00',
};
export const MAX_TIERS = 10;

/** "1.5" → 150 basis points; null for anything that is not a percent from 0.01 to 99.99 with at most 2 decimals. */
export function ratePercentToBp(text: string): number | null {
  const match = /^([0-9]{1,2})(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > 0 ? bp : null;
}

/** 150 → "1.50". */
export function bpToRatePercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

const rateText = z.union([z.string(), z.number()]).transform((v) => String(v));
/** A threshold amount: zero or more, at most 2 decimals. */
const thresholdAmount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .superRefine((value, ctx) => {
    if (value.trim() === '' || value.trim() === '0') return;
    const minor = parseAmount(value);
    if (minor === null || minor < 0n) ctx.addIssue({ code: 'custom', message: 'amount', params: { issue: 'amount' } });
  });

/**
 * One tier of an offer. Which thresholds count depends on the kind:
 * - DAILY_WAGE: `minBet` (the day's team bet) and `minActive`;
 * - HOURLY_WAGE: `minBet` (the hour's team bet) and `minActive`;
 * - REALTIME_SALARY: `singleBet` (only bets of at least this much count);
 * - DIVIDEND: `minActive`, `minBet` (the period's valid bet) and `minLoss` (the team's net loss in the period).
 */
export const contractTierInputSchema = z.object({
  /** Percent, 2 decimals at most. */
  rate: rateText,
  minBet: thresholdAmount.default('0'),
  minActive: z.coerce.number().int().min(0).max(100_000).default(0),
  minLoss: thresholdAmount.default('0'),
  singleBet: thresholdAmount.default('0'),
});
export type ContractTierInput = z.input<typeof contractTierInputSchema>;

export const offerContractBodySchema = z.object({
  kind: contractKindSchema,
  /** The agent directly below the caller (for the operator: an agent with no agent above it). */
  downlineId: z.coerce.number().int().positive().transform((n) => String(n)),
  /** Dividends only: how often they are settled. */
  period: dividendPeriodSchema.optional(),
  tiers: z.array(contractTierInputSchema).min(1).max(MAX_TIERS),
});
export type OfferContractBody = z.input<typeof offerContractBodySchema>;

export const contractTierSchema = z.object({
  rate: z.string(),
  minBet: moneySchema,
  minActive: z.number().int(),
  minLoss: moneySchema,
  singleBet: moneySchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * OFFERED: waiting for the downline; ACTIVE: paying; REJECTED: the downline said no; ENDED: no longer
 * paying (see `endReason`).
 */
export const contractStatuses = ['OFFERED', 'ACTIVE', 'REJECTED', 'ENDED'] as const;
export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;
/**
 * AGREED: a termination both sides agreed to; REPLACED: the downline accepted a newer contract of the
 * kind; UPLINE_ENDED: the upline's own contract of the kind ended; ABOVE_UPLINE: the upline accepted
 * a lower rate than this contract's; OPERATOR: ended at the desk; WITHDRAWN: the upline withdrew an
 * offer not yet answered.
 */
export const contractEndReasons = ['AGREED', 'REPLACED', 'UPLINE_ENDED', 'ABOVE_UPLINE', 'OPERATOR', 'WITHDRAWN'] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

export const contractPartySchema = z.object({ id: z.string(), username: z.string() });
export type ContractParty = z.infer<typeof contractPartySchema>;

export const agentContractSchema = z.object({
  id: z.string(),
  kind: contractKindSchema,
  period: contractPeriodSchema,
  status: contractStatusSchema,
  /** The upline; null when the site (the operator) offered it. */
  upline: contractPartySchema.nullable(),
  downline: contractPartySchema,
  tiers: z.array(contractTierSchema),
  /** The highest rate of the tiers. */
  maxRate: z.string(),
  /** Who asked to end an active contract, waiting for the other side. */
  terminationRequestedBy: z.enum(['UPLINE', 'DOWNLINE']).nullable(),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;
export const agentContractResponseSchema = envelopeSchema(agentContractSchema);

export const contractsQuerySchema = z.object({ kind: contractKindSchema });
export const contractsValueSchema = z.object({
  kind: contractKindSchema,
  /** The caller's contracts from its upline: the live ones (offered, active), newest first, and the last ended one. */
  received: z.array(agentContractSchema),
  /** The live contracts the caller gave to agents below it, newest first, then the 200 last of those ended in the last 30 days. */
  given: z.array(agentContractSchema),
  /**
   * Whether any agent is directly below the caller to offer a contract to; the offer form finds them
   * by username (offerableAgents), as a team may hold more than any list can show.
   */
  hasDownlineAgents: z.boolean(),
  /** The highest rate the caller may offer: its own active contract's; null without one. */
  maxOfferRate: z.string().nullable(),
});
export type ContractsValue = z.infer<typeof contractsValueSchema>;
export const contractsResponseSchema = envelopeSchema(contractsValueSchema);

/** The most agents a search of whom to offer a contract to answers: typing more of the name narrows the rest. */
export const OFFERABLE_AGENTS_LIMIT = 20;
/** A search of the agents the caller may offer a contract to (the agent centre's and the operator's alike). */
export const offerableAgentsQuerySchema = z.object({
  /** The username starts with this (case-insensitive; `%` and `_` are plain characters); empty: the first by username. */
  username: z.string().trim().max(32).default(''),
});
export const offerableAgentsValueSchema = z.object({
  /** At most OFFERABLE_AGENTS_LIMIT, by username. */
  list: z.array(contractPartySchema),
});
export type OfferableAgentsValue = z.infer<typeof offerableAgentsValueSchema>;
export const offerableAgentsResponseSchema = envelopeSchema(offerableAgentsValueSchema);

export const contractActions = ['accept', 'reject', 'withdraw', 'terminate', 'agreeTermination', 'refuseTermination'] as const;
export const contractActionParamsSchema = z.object({
  id: z.coerce.number().int().positive().transform((n) => String(n)),
  action: z.enum(contractActions),
});
export type ContractAction = (typeof contractActions)[number];

/** Flags named as the spec's consolidated contract info has them: true while something waits for the caller. */
export const consolidatedContractsValueSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  /** Offers and termination requests waiting for the caller's answer. */
  pending: z.array(agentContractSchema),
});
export type ConsolidatedContractsValue = z.infer<typeof consolidatedContractsValueSchema>;
export const consolidatedContractsResponseSchema = envelopeSchema(consolidatedContractsValueSchema);

// ---------- settlements ----------
/** PAID: money moved; NOT_QUALIFIED: the team played but met no tier, or the downline's shares took it all. */
export const settlementStatuses = ['PAID', 'NOT_QUALIFIED'] as const;
export const settlementSchema = z.object({
  id: z.string(),
  kind: contractKindSchema,
  contractId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bet in the period (real-money rounds settled in it). */
  teamBet: moneySchema,
  /** The team's wins less stakes: negative when the team lost. */
  teamProfitLoss: moneySchema,
  activeMembers: z.number().int(),
  /** What the rate applied to: the valid bet (of bets at least `singleBet` for real-time salary), or the team's net loss. */
  base: moneySchema,
  /** The tier's rate; null when no tier was met. With `rateAverage`, the gross over the base (three decimals). */
  rate: z.string().nullable(),
  /** Real-time salary whose bets earned different tiers' rates by their size: `rate` is their average. */
  rateAverage: z.boolean(),
  /** The rate on the base. */
  gross: moneySchema,
  /** What the contracted agents below earned on their own teams, out of the gross. */
  downlineShare: moneySchema,
  /** Paid to the agent: gross less the downline's share, never below zero. */
  amount: moneySchema,
  status: z.enum(settlementStatuses),
  settledAt: z.string(),
  /** The agent paid (the operator's list). */
  agent: contractPartySchema,
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementsQuerySchema = pageQuerySchema.extend({ kind: contractKindSchema });
export const settlementsValueSchema = pagedSchema(settlementSchema).extend({ totalAmount: moneySchema });
export type SettlementsValue = z.infer<typeof settlementsValueSchema>;
export const settlementsResponseSchema = envelopeSchema(settlementsValueSchema);

// ---------- the operator's ----------
export const adminContractsQuerySchema = pageQuerySchema.extend({
  kind: contractKindSchema.optional(),
  status: contractStatusSchema.optional(),
  /** The downline's username starts with this (case-insensitive). */
  username: z.string().trim().max(32).optional(),
});
export const adminContractsValueSchema = pagedSchema(agentContractSchema).extend({
  /**
   * Whether any agent has no agent above it: the ones the operator offers contracts to, found by
   * username (adminOfferableAgents).
   */
  hasTopAgents: z.boolean(),
});
export type AdminContractsValue = z.infer<typeof adminContractsValueSchema>;
export const adminContractsResponseSchema = envelopeSchema(adminContractsValueSchema);
export const adminSettlementsQuerySchema = pageQuerySchema.extend({
  kind: contractKindSchema.optional(),
  username: z.string().trim().max(32).optional(),
});
export const adminTerminateParamsSchema = z.object({ id: z.coerce.number().int().positive().transform((n) => String(n)) });
