import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB, two passes, one lane. `2` is Algorithm.Argon2id. */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, or an account without a
 * password) it still spends the time of a real check, so timing does not tell whether one exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-password', argon2Options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
