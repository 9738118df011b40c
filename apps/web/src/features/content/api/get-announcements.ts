import {
  type AnnouncementsValue,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { isLoggedIn } from '@/lib/session.ts';

/** Banners, player notices, popups and promotions; execution A for members, B for visitors. */
export function getAnnouncements(execution: 'A' | 'B', signal?: AbortSignal): Promise<AnnouncementsValue> {
  return apiRequest<AnnouncementsValue>(systemPaths.announcements, {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution, language: getApiLanguage() },
    signal,
  });
}

export const getAnnouncementsQueryOptions = (execution: 'A' | 'B' = isLoggedIn() ? 'A' : 'B') =>
  queryOptions({
    queryKey: ['content', 'announcements', execution],
    queryFn: ({ signal }) => getAnnouncements(execution, signal),
    staleTime: 2 * 60_000,
  });

export const useAnnouncements = () => useQuery(getAnnouncementsQueryOptions());
