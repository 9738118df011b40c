import { authPaths, captchaResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export type Captcha = z.infer<typeof captchaResponseSchema>['value'];

/** A one-use captcha: its id and a data URL image. Not cached: every fetch is a new captcha. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest(authPaths.captcha, { schema: captchaResponseSchema });
}
