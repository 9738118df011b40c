import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useMemberSession } from '@/features/member/lib/use-member-session.ts';
import { i18next } from '@/i18n/i18n.ts';
import { adoptTokenFromUrl } from '@/lib/session.ts';
import { useMemberSocket } from '@/lib/use-member-socket.ts';

/**
 * Start-up, before the router reads the address: a token handed over in the query (?token=...)
 * becomes the session's and leaves the address bar (and so the history and any shared link).
 */
export function adoptStartupToken(win: Pick<Window, 'location' | 'history'> = window): boolean {
  return adoptTokenFromUrl(win.location, (url) => win.history.replaceState(win.history.state, '', url));
}

/** Loads the member info while a token is held and keeps the session flags in step with it. */
function MemberSession() {
  useMemberSession();
  return null;
}

/** The member socket (balance, withdrawal and new message events) while a real member is logged in. */
function MemberSocket() {
  useMemberSocket();
  return null;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemberSession />
        <MemberSocket />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
