import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameClassifyCode, GameListValue } from '@lumen/contracts/catalogue/catalogue.contract';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

/** One filter of the game list (GCSGAME_gameList); the page is added per call. */
export interface GameListFilter {
  gameType: GameCategory;
  vassalage?: string | undefined;
  gameClassify?: GameClassifyCode | undefined;
  pageSize: number;
}

export function getGameList(filter: GameListFilter, pageNo: number, signal?: AbortSignal): Promise<GameListValue> {
  return apiRequest<GameListValue>(cataloguePaths.gameList, {
    query: {
      clientType: 3,
      platform: 'html5-desktop',
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      pageNo,
      pageSize: filter.pageSize,
      language: getApiLanguage(),
    },
    signal,
  });
}

const filterKey = (filter: GameListFilter) => [filter.gameType, filter.vassalage ?? '', filter.gameClassify ?? '', filter.pageSize];

/** One page (home rows page with the arrows, keeping the previous page on screen while the next loads). */
export const getGameListQueryOptions = (filter: GameListFilter, pageNo: number) =>
  queryOptions({
    queryKey: [...catalogueKey, 'game-list', ...filterKey(filter), pageNo],
    queryFn: ({ signal }) => getGameList(filter, pageNo, signal),
    placeholderData: keepPreviousData,
  });

export const useGameListPage = (filter: GameListFilter, pageNo: number, enabled = true) =>
  useQuery({ ...getGameListQueryOptions(filter, pageNo), enabled });

/** Pages appended one after another (list pages' "load more"); a new filter starts again at page 1. */
export const getGameListInfiniteQueryOptions = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKey, 'game-list-pages', ...filterKey(filter)],
    queryFn: ({ signal, pageParam }) => getGameList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });

export const useGameListPages = (filter: GameListFilter) => useInfiniteQuery(getGameListInfiniteQueryOptions(filter));
