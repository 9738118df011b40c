import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameListOnly } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

/** The member's recently launched games, newest first. */
export const getRecentGamesQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'recent'],
    queryFn: ({ signal }) =>
      apiRequest<GameListOnly>(cataloguePaths.recentGames, { query: { language: getApiLanguage(), limit: 24 }, signal }),
    staleTime: 30_000,
  });

export const useRecentGames = (enabled: boolean) => useQuery({ ...getRecentGamesQueryOptions(), enabled });
