import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '@/lib/session.ts';

/**
 * Ends the member's session on this device, on a sign-out or when the server refuses the token
 * (a 401): the session is cleared (session storage except the merchant code, every flag) and the
 * member's cached answers are dropped, so the next member to sign in on this tab does not see them.
 * Site status and settings stay; everything that depends on who is signed in starts over.
 * Dropped, not reset: a reset would fetch the shown ones again at once, before the screens know
 * the member left, and the member-only ones would go out without a session (401).
 */
export function endMemberSession(queryClient: QueryClient): void {
  clearSession();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
}
