import {
  pointsEntryListResponseSchema,
  pointsPaths,
  pointsSummaryResponseSchema,
  type RedeemPointsBody,
  type RedeemPointsValue,
  type RedemptionStatus,
  redeemPointsResponseSchema,
  redemptionListResponseSchema,
} from '@lumen/contracts/member/points.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { idempotencyHeaders } from '@/features/wallet/api/keys.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Every points view (the summary, the redeem history, the points details) lives under this key. */
export const pointsKey = ['points'] as const;

export const getPointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...pointsKey, 'summary'] as const,
    queryFn: ({ signal }) => apiRequest(pointsPaths.summary, { schema: pointsSummaryResponseSchema, signal }),
  });

/** The member's points, what they are worth and the operator's rules; asked only when `enabled` (real members). */
export function usePointsSummary(enabled = true) {
  return useQuery({ ...getPointsSummaryQueryOptions(), enabled });
}

export interface RedemptionsPage {
  pageNo: number;
  pageSize: number;
  status?: RedemptionStatus;
}

export const getRedemptionsQueryOptions = (page: RedemptionsPage) =>
  queryOptions({
    queryKey: [...pointsKey, 'redemptions', page] as const,
    queryFn: ({ signal }) => apiRequest(pointsPaths.redemptions, { query: { ...page }, schema: redemptionListResponseSchema, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the member's redemptions, newest first. */
export function useRedemptions(page: RedemptionsPage) {
  return useQuery(getRedemptionsQueryOptions(page));
}

export interface PointsEntriesPage {
  pageNo: number;
  pageSize: number;
}

export const getPointsEntriesQueryOptions = (page: PointsEntriesPage) =>
  queryOptions({
    queryKey: [...pointsKey, 'entries', page] as const,
    queryFn: ({ signal }) => apiRequest(pointsPaths.entries, { query: { ...page }, schema: pointsEntryListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the changes of the member's points balance, newest first. */
export function usePointsEntries(page: PointsEntriesPage) {
  return useQuery(getPointsEntriesQueryOptions(page));
}

/** Asks for a redemption; the same key sent again answers the first redemption (`replayed`) and takes nothing. */
export function redeemPoints(body: RedeemPointsBody, key: string): Promise<RedeemPointsValue> {
  return apiRequest(pointsPaths.redeem, { method: 'POST', body, headers: idempotencyHeaders(key), schema: redeemPointsResponseSchema });
}
