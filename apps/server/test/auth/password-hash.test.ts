import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processLog } from '../../src/lib/process-log.ts';
import { hashPassword, hashSlots, verifyPassword } from '../../src/modules/auth/password-hash.ts';
import { createTestApp } from '../support/test-app.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password hashing', () => {
  it('stores argon2id with the OWASP minimum and checks it', async () => {
    vi.spyOn(processLog, 'warn').mockImplementation(() => undefined); // 'not a hash' below is logged
    const stored = await hashPassword('Correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse 2')).toBe(false);
    expect(await verifyPassword(null, 'Correct horse 1')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct horse 1')).toBe(false);
  });

  it('when a stored hash cannot be read, then it answers false like a wrong password and logs a warning naming the account', async () => {
    const warn = vi.spyOn(processLog, 'warn').mockImplementation(() => undefined);
    const stored = await hashPassword('Correct horse 1');
    const corrupt = [stored.slice(0, 30), 'not a hash', '$2b$10$abcdefghijklmnopqrstuu5kA6e8C9sWcD0eYz1zKQq3vJmNo1pQ2'];
    for (const hash of corrupt) expect(await verifyPassword(hash, 'Correct horse 1', { memberId: '42' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(corrupt.length);
    for (const [fields, message] of warn.mock.calls) {
      expect(fields).toMatchObject({ err: expect.any(Error), memberId: '42' });
      expect(message).toMatch(/stored password hash could not be checked/);
      // The hash itself stays out of the log.
      expect(JSON.stringify(fields)).not.toContain(stored.slice(0, 30));
    }
    // A wrong password against a sound hash is an answer, not a failure: nothing is logged.
    expect(await verifyPassword(stored, 'Correct horse 2')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(corrupt.length);
  });

  it('when an app is built, then the warning goes to its log', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ config: { logLevel: 'warn' }, logDestination: { write: (line) => void lines.push(line) } });
    try {
      expect(await verifyPassword('not a hash', 'Correct horse 1', { operatorId: '7' })).toBe(false);
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.operatorId === '7');
      expect(line).toMatchObject({ level: 40, msg: expect.stringMatching(/stored password hash could not be checked/), err: expect.any(Object) });
    } finally {
      await t.close();
    }
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
