import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The hot statements are prepared once per connection on PostgreSQL. A migration run by a newer
// instance while this one serves (a rolling deploy) may add a member column: the statements this
// instance prepared must keep working.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

async function login(): Promise<{ status: number; token?: string }> {
  const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge })).json().value;
  const res = await t.app.inject({
    method: 'POST',
    url: authPaths.login,
    payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username: 'demoplayer', password: 'Player2026' },
  });
  return { status: res.statusCode, token: res.json().value?.token };
}

/** Enough calls at once that every pooled connection prepares the statements. */
async function everyConnection(token: string): Promise<number[]> {
  const calls = Array.from({ length: 24 }, () => t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { authorization: `Bearer ${token}` } }));
  return (await Promise.all(calls)).map((res) => res.statusCode);
}

describe('prepared statements and a schema change', () => {
  it('when a column is added to the member table while the app runs, then logins and session lookups keep working', async () => {
    const before = await login();
    expect(before.status).toBe(200);
    const token = before.token as string;
    expect(new Set(await everyConnection(token))).toEqual(new Set([200]));

    await sql`ALTER TABLE member ADD COLUMN schema_change_probe text`.execute(t.database.db);
    try {
      expect(new Set(await everyConnection(token))).toEqual(new Set([200]));
      const after = await login();
      expect(after.status).toBe(200);
      expect(new Set(await everyConnection(after.token as string))).toEqual(new Set([200]));
    } finally {
      await sql`ALTER TABLE member DROP COLUMN schema_change_probe`.execute(t.database.db);
    }
    expect(new Set(await everyConnection(token))).toEqual(new Set([200]));
  });
});
