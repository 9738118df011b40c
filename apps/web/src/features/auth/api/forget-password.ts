import { authPaths, type forgetPasswordBodySchema, forgetPasswordResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { z } from 'zod';
import { ApiError, getApiLanguage, NETWORK_ERROR } from '@/lib/api-client.ts';

type Body = z.input<typeof forgetPasswordBodySchema>;

/**
 * Asks for a reset link by e-mail. The platform's clients send this one form-urlencoded, so it has
 * its own fetch; the envelope and errors are handled as apiRequest does.
 */
export async function forgetPassword(body: Body): Promise<{ sent: true }> {
  let response: Response;
  try {
    response = await fetch(authPaths.forgetPassword, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        'X-Language': getApiLanguage(),
      },
      body: new URLSearchParams({ username: body.username.trim(), email: body.email.trim() }).toString(),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, '', 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError('INTERNAL', '', response.status);
  }
  const envelope = (json ?? {}) as { success?: unknown; code?: unknown; message?: unknown; value?: unknown };
  if (!response.ok || envelope.success !== true) {
    const code = typeof envelope.code === 'string' ? envelope.code : response.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL';
    throw new ApiError(code, typeof envelope.message === 'string' ? envelope.message : '', response.status, envelope.value ?? null);
  }
  const parsed = forgetPasswordResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('INTERNAL', '', response.status, parsed.error.issues);
  return parsed.data.value;
}
