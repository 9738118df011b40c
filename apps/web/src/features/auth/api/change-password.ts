import { authPaths, type changePasswordBodySchema, emptyResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export function changePassword(body: z.input<typeof changePasswordBodySchema>): Promise<null> {
  return apiRequest(authPaths.changePassword, { method: 'POST', body, schema: emptyResponseSchema });
}
