import { createHash } from 'node:crypto';
import { challengeInput, leadingZeroBits } from '@lumen/contracts/auth/challenge';

/** A nonce whose hash does NOT reach the difficulty (a fixed wrong guess would pass now and then). */
export function wrongNonce(challenge: { salt: string; difficulty: number }): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(challengeInput(challenge.salt, `x${n}`)).digest();
    if (leadingZeroBits(digest) < challenge.difficulty) return `x${n}`;
  }
}
