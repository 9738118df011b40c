import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { clearSession, getToken, setMember } from '@/lib/session.ts';
import { getLoginInfoQueryOptions, useLoginInfo } from '@/lib/login-info.ts';

/**
 * Keeps the session store in step with the member info: each answer updates the flags (agent,
 * trial, first login) and the member; a 401 means the token is no longer valid, so the session
 * is cleared. Unread messages come with the info; trial users never ask for more. (Consolidated
 * contract data for non-trial users with AGENTPOLICY3 belongs to the agent milestone.)
 */
export function useMemberSession() {
  const queryClient = useQueryClient();
  const { data, error } = useLoginInfo();

  useEffect(() => {
    // An answer that lands after a sign-out must not sign the user back in.
    if (data && getToken()) setMember(data);
  }, [data]);

  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.code === 'UNAUTHORIZED')) {
      clearSession();
      queryClient.removeQueries({ queryKey: getLoginInfoQueryOptions().queryKey });
    }
  }, [error, queryClient]);
}
