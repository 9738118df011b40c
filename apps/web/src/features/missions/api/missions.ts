import {
  type ClaimMissionValue,
  claimMissionResponseSchema,
  missionLeaderboardResponseSchema,
  missionPaths,
  missionSummaryResponseSchema,
} from '@lumen/contracts/member/missions.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@/features/wallet/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { applyMainBalance } from '@/lib/wallet-balance.ts';

/** Every missions view (the summary, the leaderboard) lives under this key. */
export const missionsKey = ['missions'] as const;

export const getMissionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...missionsKey, 'summary'] as const,
    queryFn: ({ signal }) => apiRequest(missionPaths.summary, { schema: missionSummaryResponseSchema, signal }),
  });

/**
 * The member's daily and weekly missions with their progress, how many are claimable now (the
 * member centre's badge) and what missions paid this week. `enabled` is false for trial accounts,
 * which the server refuses.
 */
export function useMissionSummary(enabled = true) {
  return useQuery({ ...getMissionSummaryQueryOptions(), enabled });
}

export const getMissionLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: [...missionsKey, 'leaderboard'] as const,
    queryFn: ({ signal }) => apiRequest(missionPaths.leaderboard, { schema: missionLeaderboardResponseSchema, signal }),
  });

/** This week's top members by mission rewards claimed, and the caller's own place. */
export function useMissionLeaderboard(enabled = true) {
  return useQuery({ ...getMissionLeaderboardQueryOptions(), enabled });
}

export function claimMission(id: string): Promise<ClaimMissionValue> {
  return apiRequest(missionPaths.claim, { method: 'POST', body: { id }, schema: claimMissionResponseSchema });
}

/**
 * Claims a completed mission's reward into the main wallet. The answer's balance shows at once;
 * then, as after any money movement, every wallet view and the member info reload, and so do the
 * summary (the mission is claimed, the badge drops, this week's earnings grow) and the leaderboard.
 * A refusal (not completed yet, a new period began) reloads the missions too, since what the member
 * saw was out of date.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  const refreshMissions = () => queryClient.invalidateQueries({ queryKey: missionsKey });
  return useMutation({
    mutationFn: claimMission,
    onSuccess: async (value) => {
      applyMainBalance(queryClient, value.balance);
      await Promise.all([invalidateMoney(queryClient), refreshMissions()]);
    },
    onError: () => {
      void refreshMissions();
    },
  });
}
