import {
  type AnnouncementsValue,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { isHomePage } from '@/config/paths.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { bannersOf } from '../lib/banners.ts';

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
    queryFn: async ({ signal }) => {
      const value = await getAnnouncements(execution, signal);
      preloadHomeBanner(value);
      return value;
    },
    staleTime: 2 * 60_000,
  });

export const useAnnouncements = () => useQuery(getAnnouncementsQueryOptions());

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
