import { authPaths, type registerCodeBodySchema, smsCodeResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';

type Body = Omit<z.input<typeof registerCodeBodySchema>, 'challengeId' | 'challengeNonce'>;

/** Sends the registration code by SMS (registration names the number mobileNo). */
export async function sendRegisterCode(body: Body): Promise<number> {
  const challenge = await solvedChallenge();
  const value = await apiRequest(authPaths.registerCode, { method: 'POST', body: { ...body, ...challenge }, schema: smsCodeResponseSchema });
  return value.expiredMinutes;
}
