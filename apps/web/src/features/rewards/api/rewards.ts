import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import {
  bonusListResponseSchema,
  type ClaimRewardValue,
  claimRewardResponseSchema,
  type RewardStatus,
  rewardListResponseSchema,
  rewardPaths,
} from '@lumen/contracts/member/rewards.contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@/features/wallet/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getLoginInfoQueryOptions } from '@/lib/login-info.ts';
import { getSession, setMember } from '@/lib/session.ts';
import { applyMainBalance } from '@/lib/wallet-balance.ts';

/** Every reward list lives under this key: invalidating it refreshes them all. */
export const rewardsKey = ['rewards'] as const;

export interface RewardListPage {
  status: RewardStatus;
  pageNo: number;
  pageSize: number;
}

export const getRewardsQueryOptions = (page: RewardListPage) =>
  queryOptions({
    queryKey: [...rewardsKey, 'list', page] as const,
    queryFn: ({ signal }) => apiRequest(rewardPaths.list, { query: { ...page }, schema: rewardListResponseSchema, signal }),
    // Paging within a status keeps the page on screen while the next loads; another status starts
    // from the skeleton (an available reward must never show under Expired, Claim button and all).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].status === page.status ? previous : undefined),
  });

/** One page of the member's rewards of one status, with the status's total and how many are claimable now. */
export function useRewards(page: RewardListPage) {
  return useQuery(getRewardsQueryOptions(page));
}

export const getBonusesQueryOptions = (page: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...rewardsKey, 'bonus', page] as const,
    queryFn: ({ signal }) => apiRequest(rewardPaths.bonus, { query: { ...page }, schema: bonusListResponseSchema, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: (previous) => previous,
  });

/** One page of every bonus paid into the member's wallet (rewards, missions, raffle prizes), with their total. */
export function useBonuses(page: { pageNo: number; pageSize: number }) {
  return useQuery(getBonusesQueryOptions(page));
}

/**
 * How many rewards are claimable now, as the server last said (a claim's or a list's answer): the
 * member info and the session follow, so the member centre's badge and the header's count agree.
 */
export function applyAvailableRewards(queryClient: QueryClient, available: number, balance?: string): void {
  const patch = (member: MemberInfo): MemberInfo => ({ ...member, availablePromoCount: available });
  queryClient.setQueryData<MemberInfo>(getLoginInfoQueryOptions().queryKey, (old) => (old ? patch(old) : old));
  const member = getSession().member;
  if (member && member.availablePromoCount !== available) setMember(patch(member));
  if (balance !== undefined) applyMainBalance(queryClient, balance);
}

export function claimReward(id: string): Promise<ClaimRewardValue> {
  return apiRequest(rewardPaths.claim, { method: 'POST', body: { id }, schema: claimRewardResponseSchema });
}

/**
 * Claims a reward into the main wallet. The answer's balance and claimable count show at once; then,
 * as after any money movement, every wallet view and the member info reload, and so do the reward
 * lists (the reward moved from Available to Claimed). A refusal (expired, already gone) reloads the
 * lists and the member info too, since what the member saw was out of date.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: rewardsKey })]).then(() => undefined);
  return useMutation({
    mutationFn: claimReward,
    onSuccess: async (value) => {
      applyAvailableRewards(queryClient, value.available, value.balance);
      await refresh();
    },
    onError: () => {
      void refresh();
    },
  });
}
