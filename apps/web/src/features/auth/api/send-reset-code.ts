import { authPaths, type resetCodeBodySchema, smsCodeResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';

type Phone = Omit<z.input<typeof resetCodeBodySchema>, 'challengeId' | 'challengeNonce'>;

/** Sends the password-reset code by SMS. */
export async function sendResetCode(phone: Phone): Promise<number> {
  const challenge = await solvedChallenge();
  const value = await apiRequest(authPaths.resetCode, { method: 'POST', body: { ...phone, ...challenge }, schema: smsCodeResponseSchema });
  return value.expiredMinutes;
}
