import { authPaths, type getPasswordByPhoneBodySchema, getPasswordByPhoneResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** Sets a new password with an SMS code; answers the account's username for the automatic login. */
export function getPasswordByPhone(body: z.input<typeof getPasswordByPhoneBodySchema>): Promise<{ username: string }> {
  return apiRequest(authPaths.getPasswordByPhone, { method: 'POST', body, schema: getPasswordByPhoneResponseSchema });
}
