import {
  agentIncomeResponseSchema,
  type AgentRegisterBody,
  agentPaths,
  agentRegisterResponseSchema,
  type DownlineMember,
  downlineResponseSchema,
  memberProfitLossResponseSchema,
  type TeamPeriod,
  teamBetsResponseSchema,
  teamOverviewResponseSchema,
  teamTransactionsResponseSchema,
} from '@lumen/contracts/agent/agent.contract';
import type { TransactionType } from '@lumen/contracts/wallet/wallet.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const agentKey = ['agent'] as const;

/** True when two reports' filters differ in nothing but the page number. */
function differsOnlyInPage(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const rest = (filters: object) => Object.entries(filters).filter(([name]) => name !== 'pageNo');
  const left = rest(a);
  const right = new Map(rest(b));
  return left.length === right.size && left.every(([name, value]) => right.has(name) && Object.is(right.get(name), value));
}

/**
 * What a report shows while its next answer loads. Another page of the same report keeps the page
 * before on screen, so the table and its pager do not jump. Another period, name, type or scope shows
 * the loading state instead: the figures on screen always belong to the filters that are chosen.
 */
const keepPreviousPageOf =
  (filters: object) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery && differsOnlyInPage(previousQuery.queryKey.at(-1), filters) ? previous : undefined;

export const getTeamOverviewQueryOptions = (period: TeamPeriod) =>
  queryOptions({
    queryKey: [...agentKey, 'overview', period],
    queryFn: ({ signal }) => apiRequest(agentPaths.teamOverview, { query: { period }, schema: teamOverviewResponseSchema, signal }),
  });

export function useTeamOverview(period: TeamPeriod) {
  return useQuery(getTeamOverviewQueryOptions(period));
}

/** The downline list's filters (downlineQuerySchema), as the page sends them. */
export interface DownlineFilters {
  pageNo: number;
  pageSize: number;
  scope: 'direct' | 'all';
  username?: string;
}

export const getDownlineQueryOptions = (filters: DownlineFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'downline', filters],
    queryFn: ({ signal }) => apiRequest(agentPaths.downline, { query: { ...filters }, schema: downlineResponseSchema, signal }),
    placeholderData: keepPreviousPageOf(filters),
  });

export function useDownline(filters: DownlineFilters) {
  return useQuery(getDownlineQueryOptions(filters));
}

/** The team reports' filters (teamReportQuerySchema), as the pages send them. */
export interface TeamReportFilters {
  period: TeamPeriod;
  pageNo: number;
  pageSize: number;
  username?: string;
}

export const getTeamBetsQueryOptions = (filters: TeamReportFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'bets', filters],
    queryFn: ({ signal }) => apiRequest(agentPaths.teamBets, { query: { ...filters }, schema: teamBetsResponseSchema, signal }),
    placeholderData: keepPreviousPageOf(filters),
  });

export function useTeamBets(filters: TeamReportFilters) {
  return useQuery(getTeamBetsQueryOptions(filters));
}

export const getMemberProfitLossQueryOptions = (filters: TeamReportFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'profitLoss', filters],
    queryFn: ({ signal }) => apiRequest(agentPaths.memberProfitLoss, { query: { ...filters }, schema: memberProfitLossResponseSchema, signal }),
    placeholderData: keepPreviousPageOf(filters),
  });

export function useMemberProfitLoss(filters: TeamReportFilters) {
  return useQuery(getMemberProfitLossQueryOptions(filters));
}

export const getTeamTransactionsQueryOptions = (filters: TeamReportFilters & { type?: TransactionType }) =>
  queryOptions({
    queryKey: [...agentKey, 'transactions', filters],
    queryFn: ({ signal }) => apiRequest(agentPaths.teamTransactions, { query: { ...filters }, schema: teamTransactionsResponseSchema, signal }),
    placeholderData: keepPreviousPageOf(filters),
  });

export function useTeamTransactions(filters: TeamReportFilters & { type?: TransactionType }) {
  return useQuery(getTeamTransactionsQueryOptions(filters));
}

/** Opens a member account directly under the agent (register centre). */
export function registerDownline(body: AgentRegisterBody): Promise<DownlineMember> {
  return apiRequest(agentPaths.register, { method: 'POST', body, schema: agentRegisterResponseSchema });
}

export const getAgentIncomeQueryOptions = (filters: { period: TeamPeriod; pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...agentKey, 'income', filters],
    queryFn: ({ signal }) => apiRequest(agentPaths.income, { query: { ...filters }, schema: agentIncomeResponseSchema, signal }),
    placeholderData: keepPreviousPageOf(filters),
  });

export function useAgentIncome(filters: { period: TeamPeriod; pageNo: number; pageSize: number }) {
  return useQuery(getAgentIncomeQueryOptions(filters));
}
