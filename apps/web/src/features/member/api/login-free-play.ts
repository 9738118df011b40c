import type { LoginValue } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { solvedChallenge } from '@/lib/challenge.ts';
import { signIn } from '@/lib/session.ts';

/** Trial login: a fresh verification challenge, solved, then a demo account's session. */
export async function loginFreePlay(): Promise<LoginValue> {
  return apiRequest(authPaths.loginFreePlay, {
    method: 'POST',
    body: await solvedChallenge(),
    schema: () => import('@lumen/contracts/auth/auth.contract').then((contract) => contract.loginResponseSchema),
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
