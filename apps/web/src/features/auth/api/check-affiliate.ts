import { affiliateResponseSchema, type affiliateBodySchema, authPaths } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** Checks an invitation (affiliate) code before registering; a bad code answers an ApiError. */
export function checkAffiliate(body: z.input<typeof affiliateBodySchema>) {
  return apiRequest(authPaths.affiliate, { method: 'POST', body, schema: affiliateResponseSchema });
}
