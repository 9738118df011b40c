import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { processLog } from '../../lib/process-log.ts';

/** argon2id at the OWASP minimum: 19 MiB, two passes, one lane. `2` is Algorithm.Argon2id. */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2id computation per CPU the process may use; the rest wait their turn. Each
 * fills 19 MiB that it reads back at random: more of them at once than CPUs only switch between
 * them, each pushing the others out of the CPU's caches. On one CPU, one check at a time ran
 * about 40% more checks a second than eight at once on the thread pool's four threads; it also
 * leaves the pool's other threads to the file and DNS work that shares it.
 */
export const hashSlots = pLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashSlots(() => hash(password, argon2Options));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, or an account without a
 * password) it still spends the time of a real check, so timing does not tell whether one exists.
 * A stored hash argon2 cannot read (corrupt, cut short, another algorithm's) answers false like a
 * wrong password, so the caller's answer tells nothing more; the log says which it was. `about`
 * names the account in that log line (an id, never the hash).
 */
export async function verifyPassword(stored: string | null | undefined, password: string, about?: Record<string, unknown>): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-password');
    const dummy = await dummyHash;
    try {
      await hashSlots(() => verify(dummy, password));
    } catch (err) {
      processLog.warn({ err, ...about }, 'the stand-in password check failed');
    }
    return false;
  }
  try {
    return await hashSlots(() => verify(stored, password));
  } catch (err) {
    processLog.warn({ err, ...about }, 'a stored password hash could not be checked; answered as a wrong password');
    return false;
  }
}
