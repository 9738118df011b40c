import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameListOnly } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { sessionCached } from '@/lib/session-cache.ts';
import { catalogueKey } from './keys.ts';

/** Hot games (hotGamesV2): the operator's pins, then the most played; kept in session storage. */
export function getHotGames(): Promise<GameListOnly> {
  return apiRequest<GameListOnly>(cataloguePaths.hotGames, {
    query: { isPlatform: 2, platform: 'html5-desktop', language: getApiLanguage(), limit: 24 },
  });
}

export const getHotGamesQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'hot'],
    ...sessionCached('hotGames', () => getHotGames()),
    staleTime: 5 * 60_000,
  });

export const useHotGames = () => useQuery(getHotGamesQueryOptions());
