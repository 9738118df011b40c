import { agentPaths, downlineResponseSchema, type TeamPeriod, teamOverviewResponseSchema } from '@lumen/contracts/agent/agent.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const agentKey = ['agent'] as const;

export const getTeamOverviewQueryOptions = (period: TeamPeriod) =>
  queryOptions({
    queryKey: [...agentKey, 'overview', period],
    queryFn: ({ signal }) => apiRequest(agentPaths.teamOverview, { query: { period }, schema: teamOverviewResponseSchema, signal }),
    placeholderData: keepPreviousData,
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
    placeholderData: keepPreviousData,
  });

export function useDownline(filters: DownlineFilters) {
  return useQuery(getDownlineQueryOptions(filters));
}
