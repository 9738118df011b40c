import { authPaths, emptyResponseSchema, type resetPasswordBodySchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** Sets a new password with the token of an e-mailed reset link. */
export function resetPassword(body: z.input<typeof resetPasswordBodySchema>): Promise<null> {
  return apiRequest(authPaths.resetPassword, { method: 'POST', body, schema: emptyResponseSchema });
}
