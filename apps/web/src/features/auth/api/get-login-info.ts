import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import type { QueryClient } from '@tanstack/react-query';
import { getLoginInfoQueryOptions } from '@/features/member/api/get-login-info.ts';
import { setMember } from '@/lib/session.ts';

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
