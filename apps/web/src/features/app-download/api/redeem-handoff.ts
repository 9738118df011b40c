import type { LoginValue } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { apiRequest } from '@/lib/api-client.ts';

/** Trades a hand-off code for a new session of its member (the same answer as a login). */
export function redeemHandoff(code: string): Promise<LoginValue> {
  return apiRequest(authPaths.redeemHandoff, {
    method: 'POST',
    body: { code },
    // The start-up redeem runs on the first page: the schema (and zod) load only when a code is there.
    schema: () => import('@lumen/contracts/auth/auth.contract').then((contract) => contract.loginResponseSchema),
    // A fresh session: whatever token this tab held is not sent along.
    token: null,
  });
}
