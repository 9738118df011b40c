import { authPaths, type loginCodeBodySchema, smsCodeResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';

type Phone = Omit<z.input<typeof loginCodeBodySchema>, 'challengeId' | 'challengeNonce'>;

/** Sends a login code by SMS (behind its own challenge); answers how many minutes it lasts. */
export async function sendLoginCode(phone: Phone): Promise<number> {
  const challenge = await solvedChallenge();
  const value = await apiRequest(authPaths.loginCode, { method: 'POST', body: { ...phone, ...challenge }, schema: smsCodeResponseSchema });
  return value.expiredMinutes;
}
