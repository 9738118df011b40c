import { createHash } from 'node:crypto';
import type { ChallengeFields, ChallengeValue } from '@lumen/contracts/auth/auth.contract';
import { challengeInput, leadingZeroBits } from '@lumen/contracts/auth/challenge';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { randomToken } from '../../lib/secrets.ts';
import * as repo from './account.repository.ts';

/** Long enough to solve on a slow phone, short enough that solved challenges cannot be stockpiled. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function issueChallenge(db: Kysely<DB>, input: { ip: string; difficulty: number }): Promise<ChallengeValue> {
  const salt = randomToken(16);
  const row = await repo.insertChallenge(db, {
    salt,
    difficulty: input.difficulty,
    ip: input.ip,
    expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return {
    challengeId: row.id,
    algorithm: 'SHA-256',
    difficulty: input.difficulty,
    salt,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Accepts a solved challenge once. It is spent before the nonce is checked, so a wrong answer
 * burns it too, and it only counts from the address it was issued to: otherwise challenges fetched
 * within one address's issue limit could be handed out to many.
 */
export async function verifyChallenge(db: Kysely<DB>, fields: ChallengeFields, ip: string): Promise<void> {
  const challengeId = challengeIdOf(fields);
  checkChallengeAnswer(await repo.useChallenge(db, challengeId, ip, new Date()), fields);
}

/** The challenge a request names, refused before any query when it cannot be one. */
export function challengeIdOf(fields: ChallengeFields): string {
  const { challengeId, challengeNonce } = fields;
  if (!challengeId || !challengeNonce || !UUID.test(challengeId)) throw new DomainError('CHALLENGE_FAILED');
  return challengeId;
}

/** Checks the answer against the challenge just spent (undefined: there was none to spend). */
export function checkChallengeAnswer(challenge: { salt: string; difficulty: number } | undefined, fields: ChallengeFields): void {
  if (!challenge || !fields.challengeNonce) throw new DomainError('CHALLENGE_FAILED');
  const digest = createHash('sha256').update(challengeInput(challenge.salt, fields.challengeNonce)).digest();
  if (leadingZeroBits(digest) < challenge.difficulty) throw new DomainError('CHALLENGE_FAILED');
}
