import {
  type RebateClaimValue,
  rebateClaimResponseSchema,
  rebateHistoryResponseSchema,
  rebatePaths,
  rebateSummaryResponseSchema,
} from '@lumen/contracts/member/rebate.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@/features/wallet/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { applyMainBalance } from '@/lib/wallet-balance.ts';

/** Every rebate view (the claimable summary, the claim history) lives under this key. */
export const rebateKey = ['rebate'] as const;

export const getRebateSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...rebateKey, 'summary'] as const,
    queryFn: ({ signal }) => apiRequest(rebatePaths.summary, { schema: rebateSummaryResponseSchema, signal }),
  });

/** What the member could claim now: its unclaimed turnover of the window per game type, and the rebate on it. */
export function useRebateSummary() {
  return useQuery(getRebateSummaryQueryOptions());
}

export interface RebateHistoryPage {
  pageNo: number;
  pageSize: number;
}

export const getRebateHistoryQueryOptions = (page: RebateHistoryPage) =>
  queryOptions({
    queryKey: [...rebateKey, 'history', page] as const,
    queryFn: ({ signal }) => apiRequest(rebatePaths.history, { query: { ...page }, schema: rebateHistoryResponseSchema, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's rebate claims, newest first, with what they came to in all. */
export function useRebateHistory(page: RebateHistoryPage) {
  return useQuery(getRebateHistoryQueryOptions(page));
}

export function claimRebate(): Promise<RebateClaimValue> {
  return apiRequest(rebatePaths.claim, { method: 'POST', schema: rebateClaimResponseSchema });
}

/**
 * Claims the whole rebate into the main wallet. The answer's balance shows at once; then, as after
 * any money movement, every wallet view and the member info reload, and so do the summary (its
 * rounds are counted now) and the history (the claim is its newest row). A refusal (nothing left to
 * claim) reloads the rebate views too, since what the member saw was out of date.
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  const refreshRebate = () => queryClient.invalidateQueries({ queryKey: rebateKey });
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: async (value) => {
      applyMainBalance(queryClient, value.balance);
      await Promise.all([invalidateMoney(queryClient), refreshRebate()]);
    },
    onError: () => {
      void refreshRebate();
    },
  });
}
