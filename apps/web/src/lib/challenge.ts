import type { ChallengeFields, ChallengeValue } from '@lumen/contracts/auth/auth.contract';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { apiRequest } from './api-client.ts';

export function getChallenge(): Promise<ChallengeValue> {
  return apiRequest(authPaths.challenge, {
    schema: () => import('@lumen/contracts/auth/auth.contract').then((contract) => contract.challengeResponseSchema),
  });
}

/** A fresh challenge, solved: the fields a protected call (login, SMS code, register) carries. */
export async function solvedChallenge(): Promise<Required<ChallengeFields>> {
  const challenge = await getChallenge();
  const challengeNonce = await solveChallenge(challenge);
  return { challengeId: challenge.challengeId, challengeNonce };
}
