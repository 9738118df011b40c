import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMemberTokenRefused } from '@/lib/api-client.ts';
import { getToken, setMember } from '@/lib/session.ts';
import { useLoginInfo } from '@/lib/login-info.ts';
import { endMemberSession } from './end-member-session.ts';

/**
 * Keeps the session store in step with the member info: each answer updates the flags (agent,
 * trial, first login) and the member. A 401 UNAUTHORIZED to any call made with the member's token
 * (the member info, a balance refresh, a records page, a form submit) means the token is no longer
 * valid, so the session ends as on a sign-out: cleared, and the member's cached answers dropped.
 * Unread messages come with the info; trial users never ask for more. (Consolidated contract data
 * for non-trial users with AGENTPOLICY3 belongs to the agent milestone.)
 */
export function useMemberSession() {
  const queryClient = useQueryClient();
  const { data } = useLoginInfo();

  useEffect(() => {
    // An answer that lands after a sign-out must not sign the user back in.
    if (data && getToken()) setMember(data);
  }, [data]);

  useEffect(() => onMemberTokenRefused(() => endMemberSession(queryClient)), [queryClient]);
}
