import type { Announcement } from '@lumen/contracts/system/system.contract';
import { useEffect, useMemo, useState } from 'react';
import { useAnnouncements, useFirstLoginPopups } from '../api/get-announcements.ts';

/** Who the announcement popup is shown to; each has its own once-per-session flag. */
export type PopupAudience = 'member' | 'visitor';

/** Session storage: a key per audience, set to `closed` once that audience's popup was closed. */
export const POPUP_CLOSED_KEYS: Record<PopupAudience, string> = {
  member: 'announcementPopupUser',
  visitor: 'announcementPopupVisitor',
};
const CLOSED = 'closed';

export function isPopupClosed(audience: PopupAudience): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED_KEYS[audience]) === CLOSED;
  } catch {
    // Without storage the popup shows once per page load.
    return false;
  }
}

export function markPopupClosed(audience: PopupAudience): void {
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEYS[audience], CLOSED);
  } catch {
    // Without storage the popup shows once per page load.
  }
}

/**
 * The popup items (type PU) of the current audience: execution B for visitors, A for members, and
 * with `firstLogin` the F items too, first. Pending until every list asked for has answered.
 */
export function usePopupAnnouncements(firstLogin: boolean): { items: readonly Announcement[]; isPending: boolean } {
  const announcements = useAnnouncements();
  const first = useFirstLoginPopups(firstLogin);
  const popups = announcements.data?.popup;
  const firstPopups = firstLogin ? first.data : undefined;
  const items = useMemo(() => [...(firstPopups ?? []), ...(popups ?? [])], [firstPopups, popups]);
  return { items, isPending: announcements.isPending || (firstLogin && first.isPending) };
}

/**
 * The popup opens once the page has settled: this long after the page's load event (at once when
 * the page loaded longer ago, as after a login). The first paint and the home page's first calls
 * never wait for the popup's code, which loads only then.
 */
let settleDelayMs = 2_000;

/** Changes the wait after the load event (tests set 0). */
export function setPopupSettleDelay(ms: number): void {
  settleDelayMs = ms;
}

/** When the page's load event ended (ms since navigation), or null when that is not known yet. */
function loadedAt(): number | null {
  if (document.readyState !== 'complete') return null;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : null;
}

/** True once the page's load event is `settleDelayMs` behind (counted from now when its time is not known). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(() => {
    if (settleDelayMs <= 0) return true;
    const at = loadedAt();
    return at !== null && performance.now() - at >= settleDelayMs;
  });
  useEffect(() => {
    if (settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const at = loadedAt() ?? performance.now();
      timer = setTimeout(() => setSettled(true), Math.max(0, at + settleDelayMs - performance.now()));
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [settled]);
  return settled;
}
