import { authPaths, emptyResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { apiRequest } from '@/lib/api-client.ts';

/** Marks the member's first login as seen (the server then stops reporting firstTimeLogin). */
export function firstLogin(): Promise<null> {
  return apiRequest(authPaths.firstLogin, { method: 'POST', body: {}, schema: emptyResponseSchema });
}
