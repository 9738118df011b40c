import {
  type Announcement,
  type AnnouncementsValue,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { isHomePage } from '@/config/paths.ts';
import { getSession, isLoggedIn, useSession } from '@/lib/session.ts';
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

/** The audience the session is in: A for a member (a stored token, or a login in this page), B for a visitor. */
const executionOf = (loggedIn: boolean): 'A' | 'B' => (loggedIn ? 'A' : 'B');

export const getAnnouncementsQueryOptions = (execution: 'A' | 'B' = executionOf(getSession().isLogin || isLoggedIn())) =>
  queryOptions({
    queryKey: ['content', 'announcements', execution],
    queryFn: async ({ signal }) => {
      const value = await getAnnouncements(execution, signal);
      preloadHomeBanner(value);
      return value;
    },
    staleTime: 2 * 60_000,
  });

/**
 * The current audience's announcements. The audience follows the session store, so every part of
 * the page (the home page's marquee, the notice dialog, the popup) switches lists at a login or a
 * sign-out together, whether or not the part draws again for another reason.
 */
export function useAnnouncements() {
  const loggedIn = useSession((s) => s.isLogin || isLoggedIn());
  return useQuery(getAnnouncementsQueryOptions(executionOf(loggedIn)));
}

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
