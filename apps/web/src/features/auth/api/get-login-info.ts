import { authPaths, type MemberInfo, memberInfoResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { apiRequest } from '@/lib/api-client.ts';
import { setMember } from '@/lib/session.ts';

export function getLoginInfo(): Promise<MemberInfo> {
  return apiRequest(authPaths.loginInfo, { schema: memberInfoResponseSchema });
}

/** After a login, registration or password change: fresh member info into the session. */
export async function reloadLoginInfo(): Promise<MemberInfo> {
  const member = await getLoginInfo();
  setMember(member);
  return member;
}
