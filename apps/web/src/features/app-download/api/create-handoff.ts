import { HANDOFF_TTL_MS, type HandoffValue, handoffResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';

/** A fresh code is asked for this long before the current one expires, so a scan never meets a dead one. */
export const HANDOFF_REFRESH_LEAD_MS = 20_000;

/** A one-time code that opens a new session of the signed-in member on another device. */
export function createHandoff(signal?: AbortSignal): Promise<HandoffValue> {
  return apiRequest(authPaths.handoff, { method: 'POST', body: {}, schema: handoffResponseSchema, signal });
}

/**
 * How long the code fetched at `fetchedAt` is offered before a fresh one is asked for. Counted from
 * this device's own clock (the code lives HANDOFF_TTL_MS from its issue), not from the server's
 * expiresAt, so a device whose clock is off neither shows dead codes nor asks again and again.
 */
export function handoffRefreshDelay(fetchedAt: number, now = Date.now()): number {
  return Math.max(0, fetchedAt + HANDOFF_TTL_MS - HANDOFF_REFRESH_LEAD_MS - now);
}

/**
 * The member's hand-off code, one cache entry per member. It is refreshed before it expires while
 * a QR code shows it, never kept once no QR code shows it (gcTime 0), and asked again when the page
 * comes back into view after the refresh time passed.
 */
export const getHandoffQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['auth', 'handoff', memberId],
    queryFn: ({ signal }) => createHandoff(signal),
    staleTime: (query) => handoffRefreshDelay(query.state.dataUpdatedAt),
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? Math.max(1_000, handoffRefreshDelay(query.state.dataUpdatedAt)) : false),
    refetchOnWindowFocus: true,
  });

/** The hand-off code while `enabled` and a real member (not a trial account) is signed in. */
export function useHandoffCode(enabled: boolean) {
  const memberId = useSession((s) => (s.isLogin && !s.isTrial && s.member ? s.member.id : null));
  return useQuery({ ...getHandoffQueryOptions(String(memberId)), enabled: enabled && memberId !== null });
}
