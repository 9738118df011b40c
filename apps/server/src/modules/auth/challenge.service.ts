import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChallengeFields, ChallengeValue } from '@lumen/contracts/auth/auth.contract';
import { challengeInput, leadingZeroBits } from '@lumen/contracts/auth/challenge';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import * as repo from './account.repository.ts';

/** Long enough to solve on a slow phone, short enough that solved challenges cannot be stockpiled. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The name of the server key that signs challenges (table server_key). */
const KEY_NAME = 'challenge';

/** 16 random bytes, expiry in seconds (base 36), difficulty, 16 bytes of HMAC-SHA256: 60 characters at most. */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([0-9]{1,2})\.([A-Za-z0-9_-]{22})$/;

function signature(key: Buffer, id: string, expires: string, difficulty: number, ip: string): Buffer {
  return createHmac('sha256', key).update(`${id}.${expires}.${difficulty}.${ip}`).digest().subarray(0, 16);
}

/**
 * A challenge is handed out signed, not stored: its id carries a random part, its expiry and its
 * difficulty, with an HMAC of those and the caller's address under the server's key, and its salt
 * is that HMAC. Nothing is written until it is spent, so handing one out costs no database work.
 */
export async function issueChallenge(db: Kysely<DB>, input: { ip: string; difficulty: number }): Promise<ChallengeValue> {
  const key = await repo.serverKey(db, KEY_NAME);
  const id = randomBytes(16).toString('base64url');
  const expiresAt = Math.floor((Date.now() + CHALLENGE_TTL_MS) / 1000);
  const expires = expiresAt.toString(36);
  const salt = signature(key, id, expires, input.difficulty, input.ip).toString('base64url');
  return {
    challengeId: `${id}.${expires}.${input.difficulty}.${salt}`,
    algorithm: 'SHA-256',
    difficulty: input.difficulty,
    salt,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * The challenge a request names, when its signature holds for this address and it has not expired;
 * CHALLENGE_FAILED before any query otherwise. It only counts from the address it was issued to:
 * otherwise challenges fetched within one address's issue limit could be handed out to many.
 */
export async function readChallenge(db: Kysely<DB>, fields: ChallengeFields, ip: string): Promise<repo.ChallengeClaims> {
  const { challengeId, challengeNonce } = fields;
  const parts = challengeId && challengeNonce ? TOKEN.exec(challengeId) : null;
  if (!parts) throw new DomainError('CHALLENGE_FAILED');
  const [, id = '', expires = '', difficultyText = '', mac = ''] = parts;
  const difficulty = Number(difficultyText);
  const expiresAt = new Date(Number.parseInt(expires, 36) * 1000);
  // Compared as text: base64url has several spellings of the same bytes, and only the one handed out counts.
  const expected = Buffer.from(signature(await repo.serverKey(db, KEY_NAME), id, expires, difficulty, ip).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError('CHALLENGE_FAILED');
  if (difficulty > 32 || !(expiresAt.getTime() > Date.now())) throw new DomainError('CHALLENGE_FAILED');
  const raw = Buffer.from(id, 'base64url').toString('hex');
  const uuid = `${raw.slice(0, 8)}-${raw.slice(8, 12)}-${raw.slice(12, 16)}-${raw.slice(16, 20)}-${raw.slice(20, 32)}`;
  return { challengeId: uuid, salt: mac, difficulty, ip, expiresAt };
}

/**
 * Accepts a solved challenge once. It is spent before the nonce is checked, so a wrong answer
 * burns it too.
 */
export async function verifyChallenge(db: Kysely<DB>, fields: ChallengeFields, ip: string): Promise<void> {
  const claims = await readChallenge(db, fields, ip);
  checkChallengeAnswer(await repo.useChallenge(db, claims), fields);
}

/** Checks the answer against the challenge just spent (undefined: it had been spent before). */
export function checkChallengeAnswer(challenge: { salt: string; difficulty: number } | undefined, fields: ChallengeFields): void {
  if (!challenge || !fields.challengeNonce) throw new DomainError('CHALLENGE_FAILED');
  const digest = createHash('sha256').update(challengeInput(challenge.salt, fields.challengeNonce)).digest();
  if (leadingZeroBits(digest) < challenge.difficulty) throw new DomainError('CHALLENGE_FAILED');
}
