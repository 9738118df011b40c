import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlots, verifyPassword } from '../../src/modules/auth/password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id with the OWASP minimum and checks it', async () => {
    const stored = await hashPassword('Correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse 2')).toBe(false);
    expect(await verifyPassword(null, 'Correct horse 1')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct horse 1')).toBe(false);
  });

  it('runs at most one argon2id computation per CPU at once; the rest wait their turn', async () => {
    const cpus = availableParallelism();
    expect(hashSlots.concurrency).toBe(cpus);
    const stored = await hashPassword('Correct horse 1');
    let most = 0;
    let waited = 0;
    const checks = Array.from({ length: cpus * 3 }, (_, i) => verifyPassword(i === 0 ? null : stored, 'Correct horse 1'));
    const all = Promise.all(checks);
    let done = false;
    void all.then(() => (done = true));
    while (!done) {
      most = Math.max(most, hashSlots.activeCount);
      waited = Math.max(waited, hashSlots.pendingCount);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const results = await all;
    expect(results.filter(Boolean)).toHaveLength(cpus * 3 - 1);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(cpus);
    expect(waited).toBeGreaterThan(0);
  });
});
