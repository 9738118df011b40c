import { z } from 'zod';
import { ruleOf } from '../auth/registration-rules.ts';
import { patternMessage, ruleMessages } from '../auth/rule-messages.ts';
import { envelopeSchema } from '../common/envelope.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { matchesRule } from '../system/pattern-catalogue.ts';
import type { FieldRule } from '../system/system.contract.ts';
import { gameCategorySchema } from '../system/system.contract.ts';
import { roundStatusSchema } from '../play/play.contract.ts';
import { moneySchema } from '../wallet/money.ts';
import { pagedSchema, pageQuerySchema, transactionTypeSchema } from '../wallet/wallet.contract.ts';
import { teamPeriods } from './agent.paths.ts';

export { agentPaths, type TeamPeriod, teamPeriods } from './agent.paths.ts';

// ---------- team overview ----------
export const teamOverviewQuerySchema = z.object({ period: z.enum(teamPeriods).default('today') });
export type TeamOverviewQuery = z.input<typeof teamOverviewQuerySchema>;

export const teamOverviewValueSchema = z.object({
  period: z.enum(teamPeriods),
  /** The period's bounds: `from` inclusive, `to` exclusive (ISO instants). */
  from: z.string(),
  to: z.string(),
  /** The downline now: members directly under the agent, everyone under them, and how many are agents. */
  team: z.object({ direct: z.number().int(), total: z.number().int(), agents: z.number().int() }),
  /** Downline members registered in the period. */
  newMembers: z.number().int(),
  /** Downline members with at least one real-money round in the period. */
  activeMembers: z.number().int(),
  /** Deposits credited to the team's wallets in the period. */
  deposits: z.object({ count: z.number().int(), amount: moneySchema }),
  /** Withdrawals paid in the period. */
  withdrawals: z.object({ count: z.number().int(), amount: moneySchema }),
  /** Real-money rounds started in the period: stakes, wins, and the team's result (wins less stakes). */
  bets: z.object({ rounds: z.number().int(), stake: moneySchema, win: moneySchema, profitLoss: moneySchema }),
  /** The downline's main wallets now. */
  balance: moneySchema,
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;
export const teamOverviewResponseSchema = envelopeSchema(teamOverviewValueSchema);

// ---------- downline ----------
export const downlineQuerySchema = pageQuerySchema.extend({
  /** Direct members only, or everyone under the agent. */
  scope: z.enum(['direct', 'all']).default('all'),
  /** Usernames starting with this text (case-insensitive). */
  username: z.string().trim().max(32).optional(),
});
export type DownlineQuery = z.input<typeof downlineQuerySchema>;

export const downlineMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** 1 for a member directly under the agent, 2 under one of those, and so on. */
  level: z.number().int(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Main wallet. */
  balance: moneySchema,
  /** Members directly under this one. */
  directCount: z.number().int(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;
export const downlineValueSchema = pagedSchema(downlineMemberSchema);
export type DownlineValue = z.infer<typeof downlineValueSchema>;
export const downlineResponseSchema = envelopeSchema(downlineValueSchema);

// ---------- team betting and members' profit and loss ----------
/** A period, an optional username prefix, a page: the team reports' filters. */
export const teamReportQuerySchema = pageQuerySchema.extend({
  period: z.enum(teamPeriods).default('today'),
  /** Usernames starting with this text (case-insensitive). */
  username: z.string().trim().max(32).optional(),
});
export type TeamReportQuery = z.input<typeof teamReportQuerySchema>;

/** Stakes, wins and the result (wins less stakes) over a report's rounds; rolled-back rounds count for nothing. */
export const teamTotalsSchema = z.object({ rounds: z.number().int(), stake: moneySchema, win: moneySchema, profitLoss: moneySchema });

export const teamBetSchema = z.object({
  roundId: z.string(),
  username: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: gameCategorySchema,
  stake: moneySchema,
  win: moneySchema,
  profitLoss: moneySchema,
  status: roundStatusSchema,
  createdAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;
export const teamBetsValueSchema = pagedSchema(teamBetSchema).extend({ totals: teamTotalsSchema });
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;
export const teamBetsResponseSchema = envelopeSchema(teamBetsValueSchema);

export const memberProfitLossSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  rounds: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  profitLoss: moneySchema,
});
export type MemberProfitLoss = z.infer<typeof memberProfitLossSchema>;
export const memberProfitLossValueSchema = pagedSchema(memberProfitLossSchema).extend({ totals: teamTotalsSchema });
export type MemberProfitLossValue = z.infer<typeof memberProfitLossValueSchema>;
export const memberProfitLossResponseSchema = envelopeSchema(memberProfitLossValueSchema);

// ---------- the team's account details ----------
export const teamTransactionsQuerySchema = teamReportQuerySchema.extend({ type: transactionTypeSchema.optional() });
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;
export const teamTransactionSchema = z.object({
  id: z.string(),
  username: z.string(),
  type: transactionTypeSchema,
  /** MAIN or the vendor code of the sub-wallet the entry is on. */
  wallet: z.string(),
  /** Signed: money in is positive. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  time: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;
export const teamTransactionsValueSchema = pagedSchema(teamTransactionSchema).extend({
  /** Over every matching entry, not only the page. */
  totals: z.object({ in: moneySchema, out: moneySchema, net: moneySchema }),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
export const teamTransactionsResponseSchema = envelopeSchema(teamTransactionsValueSchema);

// ---------- register centre ----------
/** An account an agent opens in its downline: the shape; the operator's rules are agentRegisterRules. */
const AGENT_REGISTER_MAX = { username: 64, password: 128 } as const;
const agentRegisterShape = {
  /** A player (member) or an agent below the caller, who may then run a team and hold contracts of its own. */
  accountType: z.enum(['member', 'agent']).default('member'),
};
export const agentRegisterBodySchema = z.object({
  username: z.string().max(AGENT_REGISTER_MAX.username),
  password: z.string().max(AGENT_REGISTER_MAX.password),
  confirmPassword: z.string().max(AGENT_REGISTER_MAX.password),
  ...agentRegisterShape,
});
export type AgentRegisterBody = z.input<typeof agentRegisterBodySchema>;

/**
 * The operator's username and password rules (the registration's), with the confirmation: the same
 * check on the form and on the server, its messages in `lang`.
 */
export function agentRegisterRules(rules: Record<string, FieldRule>, lang: LanguageCode) {
  const m = ruleMessages[lang];
  // The lengths are checked below with the rule's own message (the body schema's bound would answer
  // in the validator's words, in English).
  const form = z.object({ username: z.string(), password: z.string(), confirmPassword: z.string(), ...agentRegisterShape });
  return form.superRefine((values, issue) => {
    const fail = (field: keyof AgentRegisterBody, key: 'required' | 'pattern' | 'inconsistent', message: string) =>
      issue.addIssue({ code: 'custom', path: [field], message, params: { key } });
    for (const field of ['username', 'password'] as const) {
      const rule = ruleOf(rules, field);
      const value = field === 'username' ? values.username.trim() : values.password;
      if (value === '') fail(field, 'required', m.required);
      else if (value.length > AGENT_REGISTER_MAX[field] || !matchesRule(value, rule)) fail(field, 'pattern', patternMessage(lang, rule.patternId, rule.minLength, rule.maxLength));
    }
    if (values.confirmPassword === '') fail('confirmPassword', 'required', m.required);
    else if (values.confirmPassword !== values.password) fail('confirmPassword', 'inconsistent', m.inconsistent);
  });
}

export const agentRegisterResponseSchema = envelopeSchema(downlineMemberSchema);

// ---------- my income ----------
/**
 * What counts as an agent's income: money the team sends up, wages and salaries, and dividends (the
 * spec's dividend record, its own contract kind). What the agent gets as a player (rewards, missions,
 * raffle prizes, rebates on its own play) is not income from agency and stays in the account record.
 */
export const incomeTypes = ['UPLINE_TRANSFER', 'SALARY', 'DIVIDEND'] as const;
export type IncomeType = (typeof incomeTypes)[number];
export const agentIncomeQuerySchema = pageQuerySchema.extend({ period: z.enum(teamPeriods).default('thisMonth') });
export type AgentIncomeQuery = z.input<typeof agentIncomeQuerySchema>;
export const agentIncomeSchema = z.object({
  id: z.string(),
  type: z.enum(incomeTypes),
  amount: moneySchema,
  /** The team member who sent it (UPLINE_TRANSFER); null when the site paid it. */
  from: z.string().nullable(),
  time: z.string(),
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;
export const agentIncomeValueSchema = pagedSchema(agentIncomeSchema).extend({
  /** Over the whole period, each type and all together. */
  totals: z.object({ amount: moneySchema, byType: z.record(z.enum(incomeTypes), moneySchema) }),
});
export type AgentIncomeValue = z.infer<typeof agentIncomeValueSchema>;
export const agentIncomeResponseSchema = envelopeSchema(agentIncomeValueSchema);
