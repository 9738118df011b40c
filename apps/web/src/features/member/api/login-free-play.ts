import { authPaths, type LoginValue, loginResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';
import { signIn } from '@/lib/session.ts';

/** Trial login: a fresh verification challenge, solved, then a demo account's session. */
export async function loginFreePlay(): Promise<LoginValue> {
  return apiRequest(authPaths.loginFreePlay, {
    method: 'POST',
    body: await solvedChallenge(),
    schema: loginResponseSchema,
  });
}

/** Starts a trial session; the session store takes the token and the trial flag. */
export function useLoginFreePlay({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: loginFreePlay,
    onSuccess: (value) => {
      signIn(value);
      onSuccess?.();
    },
  });
}
