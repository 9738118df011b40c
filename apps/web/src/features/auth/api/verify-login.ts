import { authPaths, type LoginValue, loginResponseSchema, type verifyLoginBodySchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** The second step of a login from a new device or place: the code sent to the member. */
export function verifyLogin(body: z.input<typeof verifyLoginBodySchema>): Promise<LoginValue> {
  return apiRequest(authPaths.verifyLogin, { method: 'POST', body, schema: loginResponseSchema });
}
