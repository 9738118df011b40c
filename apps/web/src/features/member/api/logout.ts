import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { apiRequest } from '@/lib/api-client.ts';

/** Revokes the session's token on the server. */
export async function logout(): Promise<void> {
  await apiRequest(authPaths.logout, {
    method: 'POST',
    schema: () => import('@lumen/contracts/auth/auth.contract').then((contract) => contract.emptyResponseSchema),
  });
}
