import {
  type Announcement,
  type AnnouncementsValue,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { isHomePage } from '@/config/paths.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { bannersOf } from '../lib/banners.ts';

/**
 * Banners, player notices, popups and promotions (or only the given types) for one audience:
 * execution A members, B visitors, F members at their first login.
 */
export function getAnnouncements(execution: Announcement['execution'], signal?: AbortSignal, types = 'B,PL,PU,PR,H'): Promise<AnnouncementsValue> {
  return apiRequest<AnnouncementsValue>(systemPaths.announcements, {
    query: { types, platform: 'W', execution, language: getApiLanguage() },
    signal,
  });
}

export const getAnnouncementsQueryOptions = (execution: 'A' | 'B' = isLoggedIn() ? 'A' : 'B') =>
  queryOptions({
    queryKey: ['content', 'announcements', execution],
    queryFn: async ({ signal }) => {
      const value = await getAnnouncements(execution, signal);
      preloadHomeBanner(value);
      return value;
    },
    staleTime: 2 * 60_000,
  });

export const useAnnouncements = () => useQuery(getAnnouncementsQueryOptions());

/** The popups meant for a member's first login (execution F); nothing else is asked for them. */
export const getFirstLoginPopupsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'announcements', 'F', 'PU'],
    queryFn: async ({ signal }) => (await getAnnouncements('F', signal, 'PU')).popup,
    staleTime: 2 * 60_000,
  });

export const useFirstLoginPopups = (enabled: boolean) => useQuery({ ...getFirstLoginPopupsQueryOptions(), enabled });

/**
 * On the home page, the first banner is the largest thing on screen: its download starts as soon
 * as the announcements answer, not only once the page has drawn its <img>.
 */
function preloadHomeBanner(value: AnnouncementsValue): void {
  if (typeof document === 'undefined' || !isHomePage(window.location.pathname)) return;
  const first = bannersOf(value.banners, 'w_home')[0];
  const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].some((l) => l.getAttribute('href') === first?.url);
  if (!first || preloaded) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
