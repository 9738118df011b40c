import {
  type GameVendorValue,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { sessionCached } from '@/lib/session-cache.ts';

/** The vendor lanes: each game category with its vendor cards, in the server's order. */
export function getGameVendors(signal?: AbortSignal): Promise<GameVendorValue> {
  return apiRequest<GameVendorValue>(systemPaths.gameVendor, {
    query: { platform: 'html5-desktop', language: getApiLanguage() },
    signal,
  });
}

export const getGameVendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'game-vendors'],
    ...sessionCached('lanes', () => getGameVendors()),
    staleTime: 5 * 60_000,
  });

export const useGameVendors = () => useQuery(getGameVendorsQueryOptions());
