import { vipPaths, vipResponseSchema } from '@lumen/contracts/member/vip.contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rewardsKey } from '@/features/rewards/api/rewards.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getLoginInfoQueryOptions } from '@/lib/login-info.ts';

export const getVipQueryOptions = () =>
  queryOptions({
    queryKey: ['vip', 'info'] as const,
    queryFn: ({ signal }) => apiRequest(vipPaths.info, { schema: vipResponseSchema, signal }),
  });

/**
 * The member's VIP level, progress to the next tier, the tiers and the upgrades so far. The call
 * also promotes the member when a tier has been reached: then the member info (the header's VIP
 * label, the unclaimed count) and the reward lists (each tier's bonus is a new reward) reload.
 */
export function useVip() {
  const queryClient = useQueryClient();
  const query = useQuery(getVipQueryOptions());
  const answer = query.data;
  // Each answer that promoted the member reloads them once.
  useEffect(() => {
    if (!answer?.promoted.length) return;
    void queryClient.invalidateQueries({ queryKey: getLoginInfoQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: rewardsKey });
  }, [answer, queryClient]);
  return query;
}
