import type { ChallengeValue } from './auth.contract.ts';

/**
 * The built-in verification challenge: a small proof of work. The server hands out a salt and a
 * difficulty; the client finds a nonce such that SHA-256(salt + ":" + nonce) starts with that many
 * zero bits. It needs no third party and no user action, and makes scripted floods expensive.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function challengeInput(salt: string, nonce: string): string {
  return `${salt}:${nonce}`;
}

/** Finds a nonce with Web Crypto (browser and Node alike). Yields now and then so a page stays responsive. */
export async function solveChallenge(challenge: Pick<ChallengeValue, 'salt' | 'difficulty'>, maxTries = 1 << 24): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; n < maxTries; n++) {
    const nonce = n.toString(36);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(challengeInput(challenge.salt, nonce))));
    if (leadingZeroBits(digest) >= challenge.difficulty) return nonce;
  }
  throw new Error('challenge not solved');
}
