import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { RankEntry } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

/** The winner board (GCSGAME_getRankList): every category, 20 entries. */
export const getRankListQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'rank-list'],
    queryFn: ({ signal }) =>
      apiRequest<{ list: RankEntry[] }>(cataloguePaths.rankList, {
        query: { gameCategory: 'ALL', language: getApiLanguage(), limitNum: 20 },
        signal,
      }),
    staleTime: 60_000,
  });

export const useRankList = () => useQuery(getRankListQueryOptions());
