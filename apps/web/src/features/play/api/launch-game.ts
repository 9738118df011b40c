import { type LaunchBody, type LaunchValue, launchResponseSchema, type PlayMode, playPaths } from '@lumen/contracts/play/play.contract';
import { isLanguageCode } from '@lumen/contracts/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { playKey } from './keys.ts';

/** Launches a game: real play for a member, play money (free trial) for anyone when the site offers it. */
export function launchGame(body: LaunchBody, mode: PlayMode, signal?: AbortSignal): Promise<LaunchValue> {
  const path = mode === 'FUN' ? playPaths.launchTrial : playPaths.launchGame;
  return apiRequest(path, { method: 'POST', body, schema: launchResponseSchema, signal });
}

/**
 * One launch per visit of the page: every launch mints a one-time token, so the answer is never
 * refetched on its own (focus, reconnect); "try again" refetches explicitly.
 */
export const getLaunchQueryOptions = (nodeId: string, mode: PlayMode) =>
  queryOptions({
    queryKey: [...playKey, 'launch', nodeId, mode],
    // Not aborted when the page unmounts: the launch would be made anyway, and its answer lost.
    queryFn: () => {
      const language = getApiLanguage();
      return launchGame({ nodeId, ...(isLanguageCode(language) ? { language } : {}) }, mode);
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunch(nodeId: string, mode: PlayMode, enabled: boolean) {
  return useQuery({ ...getLaunchQueryOptions(nodeId, mode), enabled });
}
