import { authPaths, memberInfoSchema } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

async function loginAs(username: string, password: string): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge })).json().value;
  const res = await t.app.inject({
    method: 'POST',
    url: authPaths.login,
    payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const info = (token: string) => t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: bearer(token) });
const sessionOf = (token: string) => t.database.db.selectFrom('session').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();

describe('the login answer', () => {
  it("when a member logs in, then the answer's member carries the balance and counts loginInfo reads", async () => {
    const member = await t.database.db.selectFrom('member').select('id').where('username', '=', 'weakpass').executeTakeFirstOrThrow();
    // Two rewards to claim and the welcome message unread: the counts differ, so neither can stand for the other.
    for (const amount of [100n, 200n]) {
      await sql`INSERT INTO reward (member_id, title, body, amount, currency, expires_at, created_by)
        VALUES (${String(member.id)}::bigint, '{"EN":"Test"}'::jsonb, '{"EN":"Test"}'::jsonb, ${String(amount)}::bigint, 'PKR', now() + interval '1 day', 'test')`.execute(t.database.db);
    }
    const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username: 'weakpass', password: '123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = memberInfoSchema.parse(res.json().value.user);
    expect(user).toMatchObject({ availablePromoCount: 2, unreadMessage: 1 });
    const read = memberInfoSchema.parse((await info(res.json().value.token)).json().value);
    expect({ balance: user.balance, rewards: user.availablePromoCount, unread: user.unreadMessage }).toEqual({
      balance: read.balance,
      rewards: read.availablePromoCount,
      unread: read.unreadMessage,
    });
  });
});

describe('GET loginInfo', () => {
  it('when logged in, then it answers the member in the contract shape, masked and with the site currency', async () => {
    const token = await loginAs('demoplayer', 'Player2026');
    const res = await info(token);
    expect(res.statusCode).toBe(200);
    const value = memberInfoSchema.parse(res.json().value);
    expect(value).toMatchObject({
      account: 'demoplayer',
      userName: 'demoplayer',
      nickname: 'DemoPlayer',
      type: 0,
      isAgent: false,
      isTrial: false,
      // The demo member's seeded deposit less the transfer to the PG wallet.
      balance: '23500.00',
      currency: 'PKR',
      currencySymbol: 'Rs',
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 2,
      // The demo data's welcome bonus, not yet claimed.
      availablePromoCount: 1,
      // The demo data's welcome message to every member.
      unreadMessage: 1,
      hasPassword: true,
      mobileNum: '+92 300****567',
      email: 'pl****@example.com',
      lastLoginIp: '127.0.0.1',
    });
    expect(value.availablePromo.REFERRAL).toEqual({ enabled: expect.any(Boolean) });
    expect(res.json().value).not.toHaveProperty('password_hash');
  });

  it('when no token or an unknown one is sent, then UNAUTHORIZED', async () => {
    const none = await t.app.inject({ method: 'GET', url: authPaths.loginInfo });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    expect((await info('made-up-token')).statusCode).toBe(401);
  });
});

describe('POST firstLogin', () => {
  it('when fired after the first login, then later answers say firstTimeLogin false and the stamp does not move', async () => {
    const token = await loginAs('demofriend', 'Player2026');
    expect((await info(token)).json().value.firstTimeLogin).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: authPaths.firstLogin, headers: bearer(token) });
    expect(res.json()).toMatchObject({ success: true, value: null });
    const stamp = (await t.database.db.selectFrom('member').select('first_login_at').where('username', '=', 'demofriend').executeTakeFirstOrThrow()).first_login_at;
    expect(stamp).not.toBeNull();
    await t.app.inject({ method: 'POST', url: authPaths.firstLogin, headers: bearer(token) });
    const again = (await t.database.db.selectFrom('member').select('first_login_at').where('username', '=', 'demofriend').executeTakeFirstOrThrow()).first_login_at;
    expect(new Date(again ?? 0).getTime()).toBe(new Date(stamp ?? 0).getTime());
    expect((await info(await loginAs('demofriend', 'Player2026'))).json().value.firstTimeLogin).toBe(false);
  });

  it('when not logged in, then UNAUTHORIZED', async () => {
    expect((await t.app.inject({ method: 'POST', url: authPaths.firstLogin })).statusCode).toBe(401);
  });
});

describe('POST logout', () => {
  it('when logged out, then that token answers 401 and the member\'s other sessions live on', async () => {
    const a = await loginAs('demoplayer', 'Player2026');
    const b = await loginAs('demoplayer', 'Player2026');
    const res = await t.app.inject({ method: 'POST', url: authPaths.logout, headers: bearer(a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 'OK', value: null });
    expect((await info(a)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: authPaths.logout, headers: bearer(a) })).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(200);
    expect((await sessionOf(a)).revoke_reason).toBe('logout');
  });
});

describe('session expiry', () => {
  it('when the session has been idle past its idle expiry, then it answers 401', async () => {
    const token = await loginAs('demoplayer', 'Player2026');
    const s = await sessionOf(token);
    await t.database.db.updateTable('session').set({ idle_expires_at: new Date(Date.now() - 1000) }).where('id', '=', s.id).execute();
    expect((await info(token)).statusCode).toBe(401);
  });

  it('when the session is past its absolute end, then it answers 401 however active it was', async () => {
    const token = await loginAs('demoplayer', 'Player2026');
    const s = await sessionOf(token);
    await t.database.db.updateTable('session').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', s.id).execute();
    expect((await info(token)).statusCode).toBe(401);
  });

  it('when a call comes after a minute of quiet, then the idle expiry moves on (capped by the absolute end)', async () => {
    const token = await loginAs('demoplayer', 'Player2026');
    const s = await sessionOf(token);
    const soon = new Date(Date.now() + 5_000);
    await t.database.db.updateTable('session').set({ last_seen_at: new Date(Date.now() - 120_000), idle_expires_at: soon }).where('id', '=', s.id).execute();
    expect((await info(token)).statusCode).toBe(200);
    const after = await sessionOf(token);
    expect(new Date(after.idle_expires_at).getTime()).toBeGreaterThan(soon.getTime());
    expect(new Date(after.idle_expires_at).getTime()).toBeLessThanOrEqual(new Date(after.expires_at).getTime());
  });

  it('when the login answers, then expiresAt is the absolute end of the stored session', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), username: 'demoplayer', password: 'Player2026' },
    });
    const { token, expiresAt } = res.json().value;
    expect(new Date((await sessionOf(token)).expires_at).toISOString()).toBe(expiresAt);
  });
});

describe('API documentation', () => {
  it('when the OpenAPI document is read, then every session call is there under auth with its body and answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const calls: [string, string][] = [
      [authPaths.login, 'post'],
      [authPaths.verifyLogin, 'post'],
      [authPaths.logout, 'post'],
      [authPaths.loginInfo, 'get'],
      [authPaths.firstLogin, 'post'],
      [authPaths.loginFreePlay, 'post'],
      [authPaths.captcha, 'get'],
    ];
    for (const [path, method] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['auth']);
      expect(op.responses['200']).toBeDefined();
    }
    expect(doc.paths[authPaths.login].post.requestBody).toBeDefined();
    expect(doc.paths[authPaths.logout].post.security).toEqual([{ bearer: [] }]);
  });
});
