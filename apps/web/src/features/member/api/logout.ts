import { authPaths, emptyResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { apiRequest } from '@/lib/api-client.ts';

/** Revokes the session's token on the server. */
export async function logout(): Promise<void> {
  await apiRequest(authPaths.logout, { method: 'POST', schema: emptyResponseSchema });
}
