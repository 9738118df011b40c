import { authPaths, loginValueSchema } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RETENTION_MS, purgeExpiredAuthRows } from '../../src/jobs/auth-cleanup.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

async function challenge(ip: string) {
  const value = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
  return { challengeId: value.challengeId, challengeNonce: await solveChallenge(value) };
}

async function login(ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: authPaths.login,
    remoteAddress: ip,
    payload: { username: 'demoplayer', password: 'Player2026', ...(await challenge(ip)) },
  });
  return loginValueSchema.parse(res.json().value);
}

const countOf = async (table: 'session' | 'member' | 'captcha' | 'challenge') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the purge of expired account rows', () => {
  it('when rows expired longer than the retention ago, then they go, and live ones stay', async () => {
    const old = await login('127.0.0.1');
    const live = await login('127.0.0.1');
    const trial = loginValueSchema.parse(
      (await t.app.inject({ method: 'POST', url: authPaths.loginFreePlay, remoteAddress: '10.9.0.1', payload: await challenge('10.9.0.1') })).json().value,
    );
    await t.app.inject({ method: 'GET', url: authPaths.captcha });
    const long = new Date(Date.now() - AUTH_RETENTION_MS - 60_000);
    // The first login's session and the trial player's session ended long ago; so did every captcha and challenge.
    const sessions = await t.database.db.selectFrom('session').select(['id', 'member_id']).execute();
    const trialId = BigInt(trial.user.id);
    const oldSession = sessions.filter((s) => s.member_id === trialId).map((s) => s.id);
    await t.database.db.updateTable('session').set({ expires_at: long, idle_expires_at: long }).where('member_id', '=', trialId).execute();
    await t.database.db.updateTable('member').set({ created_at: long }).where('id', '=', trialId).execute();
    await t.database.db.updateTable('captcha').set({ expires_at: long }).execute();
    await t.database.db.updateTable('challenge').set({ expires_at: long }).execute();
    await t.app.inject({ method: 'POST', url: authPaths.logout, headers: { authorization: `Bearer ${old.token}` } });
    await t.database.db.updateTable('session').set({ revoked_at: long }).where('revoked_at', 'is not', null).execute();

    const members = await countOf('member');
    const result = await purgeExpiredAuthRows(t.database.db);
    expect(result.trialAccounts).toBe(1);
    expect(result.sessions).toBe(oldSession.length + 1);
    expect(result.captchas).toBeGreaterThanOrEqual(1);
    expect(await countOf('member')).toBe(members - 1);
    expect(await countOf('captcha')).toBe(0);
    expect(await countOf('challenge')).toBe(0);

    // The live session still works; the purge is idempotent.
    expect((await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { authorization: `Bearer ${live.token}` } })).statusCode).toBe(200);
    expect(await purgeExpiredAuthRows(t.database.db)).toMatchObject({ sessions: 0, trialAccounts: 0, captchas: 0, challenges: 0 });
  });

  it('when an old trial account holds a ledger account, then it stays and the other old trial accounts still go', async () => {
    const long = new Date(Date.now() - AUTH_RETENTION_MS - 60_000);
    const holder = await memberWithSession(t, { type: 4, prefix: 'trialheld' });
    const plain = await memberWithSession(t, { type: 4, prefix: 'trialgone' });
    await fund(t.database.db, holder.id, 1_000n);
    for (const m of [holder, plain]) {
      await t.database.db.deleteFrom('session').where('member_id', '=', m.id).execute();
      await t.database.db.updateTable('member').set({ created_at: long }).where('id', '=', m.id).execute();
    }
    const result = await purgeExpiredAuthRows(t.database.db);
    expect(result.trialAccounts).toBe(1);
    const left = await t.database.db.selectFrom('member').select('id').where('id', 'in', [holder.id, plain.id]).execute();
    expect(left.map((r) => BigInt(r.id))).toEqual([holder.id]);
  });
});
