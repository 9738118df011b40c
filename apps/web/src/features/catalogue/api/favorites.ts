import { cataloguePaths, PAGE_SIZE } from '@lumen/contracts/catalogue/catalogue.paths';
import type { FavoriteListValue, GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { catalogueKey } from './keys.ts';

type Ids = { ids: string[] };

/** The member's favourite game ids (MCSFE_getFavoriteGames), as strings. */
export const getFavoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'favorite-ids'],
    queryFn: ({ signal }) => apiRequest<Ids>(cataloguePaths.favoriteIds, { signal }).then((v) => v.ids.map(String)),
    staleTime: 5 * 60_000,
  });

/** Asked only for a logged-in member. */
export const useFavoriteIds = (enabled: boolean) => useQuery({ ...getFavoriteIdsQueryOptions(), enabled });

/** Every favourite game at once (pageSize 999), for /favorite. */
export const getFavoriteListQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'favorite-list'],
    queryFn: ({ signal }) =>
      apiRequest<FavoriteListValue>(cataloguePaths.favoriteList, {
        query: { clientType: 3, platform: 'html5-desktop', language: getApiLanguage(), pageNo: 1, pageSize: PAGE_SIZE.favorites },
        signal,
      }),
  });

export const useFavoriteList = () => useQuery(getFavoriteListQueryOptions());

export function addFavorite(game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>): Promise<string[]> {
  return apiRequest<Ids>(cataloguePaths.addFavorite, {
    method: 'POST',
    body: { nodeId: String(game.nodeId), vendor: game.vassalage, gameType: game.gameType },
  }).then((v) => v.ids.map(String));
}

export function removeFavorite(nodeId: string): Promise<string[]> {
  return apiRequest<Ids>(cataloguePaths.removeFavorite, { method: 'DELETE', query: { nodeId: String(nodeId) } }).then((v) => v.ids.map(String));
}
