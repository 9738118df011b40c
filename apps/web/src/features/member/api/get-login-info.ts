import { authPaths, type MemberInfo, memberInfoResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { getToken, useSession } from '@/lib/session.ts';

/** The logged-in member's info: account, flags, balance, VIP and unclaimed counts. */
export function getLoginInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest(authPaths.loginInfo, { schema: memberInfoResponseSchema, signal });
}

/**
 * One cache entry for the session's member info. Invalidate its key to reload it (after a login,
 * a password change, a deposit...); the session store follows whatever it answers.
 */
export const getLoginInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'loginInfo'],
    queryFn: ({ signal }) => getLoginInfo(signal),
    staleTime: 30_000,
    // A 401 means the token is gone: no retry, the session is cleared instead.
    retry: false,
  });

/** Member info while a session token is held; idle for visitors. */
export function useLoginInfo() {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ ...getLoginInfoQueryOptions(), enabled: isLogin || getToken() !== null });
}
