import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { getToken, setMember, useSession } from './session.ts';

/** The logged-in member's info: account, flags, balance, VIP and unclaimed counts. */
export function getLoginInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest(authPaths.loginInfo, {
    schema: () => import('@lumen/contracts/auth/auth.contract').then((contract) => contract.memberInfoResponseSchema),
    signal,
  });
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

/**
 * After a login, registration or password change: fresh member info into the session, then every
 * other query refetched for the new session. The member feature's query owns the loginInfo call
 * and its cache key, so this shares one request with the session bootstrap instead of racing it.
 */
export async function reloadLoginInfo(queryClient: QueryClient): Promise<MemberInfo | undefined> {
  const { queryKey } = getLoginInfoQueryOptions();
  let member: MemberInfo | undefined;
  try {
    member = await queryClient.fetchQuery({ ...getLoginInfoQueryOptions(), staleTime: 0 });
    setMember(member);
  } catch {
    // The login answer already carried the member; fresh info only refines it.
  }
  const key = JSON.stringify(queryKey);
  void queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== key });
  return member;
}
