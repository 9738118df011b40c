import { authPaths, loginValueSchema } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/http/envelope.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const REAL_MONEY_PATH = '/api/test/real-money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: { games: 0 },
    // A stand-in for a real-money call (deposit, withdraw, bet): guarded the way they are.
    extend: (app) => {
      app.get(REAL_MONEY_PATH, { preHandler: app.requireRealAccount }, async () => ok('paid'));
    },
  });
});
afterAll(async () => t?.close());

async function freePlay(ip: string, withChallenge = true) {
  let payload = {};
  if (withChallenge) {
    const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
    payload = { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge) };
  }
  return t.app.inject({ method: 'POST', url: authPaths.loginFreePlay, remoteAddress: ip, payload });
}

const setFlag = (enabled: boolean) => t.database.db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'FREEPLAY3').execute();

describe('POST loginFreePlay', () => {
  it('when trial play is on, then a fresh trial account is opened and logged in', async () => {
    const res = await freePlay('10.40.0.1');
    expect(res.statusCode).toBe(200);
    const value = loginValueSchema.parse(res.json().value);
    expect(value.user).toMatchObject({ type: 4, isTrial: true, isAgent: false, hasPassword: false, balance: '0.00', mobileNum: null });
    expect(value.user.userName).toMatch(/^trial[a-z0-9]{10}$/);
    expect(value).toMatchObject({ weakPassword: false, passwordExpired: false, rememberToken: null });
    const row = await t.database.db.selectFrom('member').selectAll().where('id', '=', BigInt(value.user.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 4, password_hash: null, parent_id: null, path: value.user.id, register_ip: '10.40.0.1' });

    const other = (await freePlay('10.40.0.1')).json().value;
    expect(other.user.userName).not.toBe(value.user.userName);
  });

  it('when a trial session calls a real-money endpoint, then TRIAL_NOT_ALLOWED; it is still logged in elsewhere', async () => {
    const { token } = (await freePlay('10.40.1.1')).json().value;
    const headers = { authorization: `Bearer ${token}` };
    const money = await t.app.inject({ method: 'GET', url: REAL_MONEY_PATH, headers });
    expect(money.statusCode).toBe(403);
    expect(money.json().code).toBe('TRIAL_NOT_ALLOWED');
    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers });
    expect(info.statusCode).toBe(200);
    expect(info.json().value.isTrial).toBe(true);
  });

  it('when a trial username is tried on the login form, then it never opens (there is no password)', async () => {
    const { user } = (await freePlay('10.40.2.1')).json().value;
    const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: '10.40.2.1' })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      remoteAddress: '10.40.2.1',
      payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username: user.userName, password: '' + 'guess' },
    });
    expect(res.json().code).toBe('LOGIN_FAILED');
  });

  it('when the challenge is missing, then CHALLENGE_FAILED and no account is made', async () => {
    const before = await t.database.db.selectFrom('member').select('id').where('type', '=', 4).execute();
    const res = await freePlay('10.40.3.1', false);
    expect(res.json().code).toBe('CHALLENGE_FAILED');
    expect(await t.database.db.selectFrom('member').select('id').where('type', '=', 4).execute()).toHaveLength(before.length);
  });

  it('when one address opens more than 10 in an hour, then TOO_MANY_REQUESTS', async () => {
    for (let i = 0; i < 10; i++) expect((await freePlay('10.40.4.1')).statusCode).toBe(200);
    const res = await freePlay('10.40.4.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await freePlay('10.40.4.2')).statusCode).toBe(200);
  });

  it('when trial play is off, then FEATURE_DISABLED', async () => {
    await setFlag(false);
    try {
      const res = await freePlay('10.40.5.1');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag(true);
    }
  });
});
