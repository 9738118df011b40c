import { authPaths, type ChallengeFields, challengeResponseSchema, type ChallengeValue } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { apiRequest } from './api-client.ts';

export function getChallenge(): Promise<ChallengeValue> {
  return apiRequest(authPaths.challenge, { schema: challengeResponseSchema });
}

/** A fresh challenge, solved: the fields a protected call (login, SMS code, register) carries. */
export async function solvedChallenge(): Promise<Required<ChallengeFields>> {
  const challenge = await getChallenge();
  const challengeNonce = await solveChallenge(challenge);
  return { challengeId: challenge.challengeId, challengeNonce };
}
