import {
  bettingRecordResponseSchema,
  type PlayMode,
  playPaths,
  profitLossResponseSchema,
} from '@lumen/contracts/play/play.contract';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { playKey } from './keys.ts';

/** The betting record's filters (bettingRecordQuerySchema), as the page sends them. */
export interface BettingRecordQuery {
  pageNo: number;
  pageSize: number;
  gameType?: GameCategory;
  vassalage?: string;
  startDate?: string;
  endDate?: string;
  mode?: PlayMode;
}

export const getBettingRecordQueryOptions = (query: BettingRecordQuery) =>
  queryOptions({
    queryKey: [...playKey, 'records', 'bets', query],
    queryFn: ({ signal }) => apiRequest(playPaths.bettingRecord, { query: { ...query }, schema: bettingRecordResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useBettingRecord(query: BettingRecordQuery, enabled = true) {
  return useQuery({ ...getBettingRecordQueryOptions(query), enabled });
}

export interface ProfitLossQuery {
  startDate?: string;
  endDate?: string;
  gameType?: GameCategory;
}

export const getProfitLossQueryOptions = (query: ProfitLossQuery) =>
  queryOptions({
    queryKey: [...playKey, 'records', 'profit', query],
    queryFn: ({ signal }) => apiRequest(playPaths.profitLoss, { query: { ...query }, schema: profitLossResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useProfitLoss(query: ProfitLossQuery, enabled = true) {
  return useQuery({ ...getProfitLossQueryOptions(query), enabled });
}
