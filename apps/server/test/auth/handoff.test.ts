import { authPaths, handoffValueSchema, loginValueSchema } from '@lumen/contracts/auth/auth.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const issue = async (m: Member) => {
  const res = await t.app.inject({ method: 'POST', url: authPaths.handoff, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return handoffValueSchema.parse(res.json().value);
};
const redeem = (code: string, lang = 'en', ip = '10.77.0.9') =>
  t.app.inject({ method: 'POST', url: authPaths.redeemHandoff, payload: { code }, headers: { 'accept-language': lang }, remoteAddress: ip });
const info = (token: string) => t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: bearer(token) });

describe('hand-off to another device', () => {
  it('when a member hands off, then the code opens a new session for the same member once, and both sessions live on', async () => {
    const m = await memberWithSession(t);
    const { code, expiresAt } = await issue(m);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    // Only the code's hash is kept.
    const stored = await db().selectFrom('session_handoff').selectAll().where('member_id', '=', m.id).execute();
    expect(stored.map((row) => row.code_hash)).toEqual([sha256Hex(code)]);

    const res = await redeem(code);
    expect(res.statusCode, res.body).toBe(200);
    const value = loginValueSchema.parse(res.json().value);
    expect(value.token).not.toBe(m.token);
    expect(value.user.account).toBe(m.username);
    expect((await info(value.token)).json().value.account).toBe(m.username);
    expect((await info(m.token)).statusCode).toBe(200);

    const again = await redeem(code, 'ur');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'HANDOFF_INVALID', message: 'یہ سائن اِن لنک استعمال ہو چکا ہے یا اس کی میعاد ختم ہو گئی ہے۔ نیا کوڈ اسکین کریں' });
  });

  it('when the code expired or the session that asked for it ended, then it opens nothing', async () => {
    const m = await memberWithSession(t);
    const expired = await issue(m);
    await db().updateTable('session_handoff').set({ expires_at: new Date(Date.now() - 1000) }).where('code_hash', '=', sha256Hex(expired.code)).execute();
    expect((await redeem(expired.code)).json().code).toBe('HANDOFF_INVALID');

    const afterLogout = await issue(m);
    expect((await t.app.inject({ method: 'POST', url: authPaths.logout, headers: m.headers })).statusCode).toBe(200);
    const res = await redeem(afterLogout.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HANDOFF_INVALID');
    const sessions = await db().selectFrom('session').select('id').where('member_id', '=', m.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("when a code is redeemed, then the member's remember-me tokens on the first device are left alone", async () => {
    const m = await memberWithSession(t);
    await db()
      .insertInto('remember_token')
      .values({ token_hash: sha256Hex(`handoff-rt-${m.id}`), member_id: m.id, expires_at: new Date(Date.now() + 86_400_000), revoked_at: null, ip: '127.0.0.1' })
      .execute();
    const { code } = await issue(m);
    expect((await redeem(code)).statusCode).toBe(200);
    const live = await db().selectFrom('remember_token').select('id').where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('when a trial account or a visitor asks for a code, or a malformed or unknown code is sent, then it is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'POST', url: authPaths.handoff, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'POST', url: authPaths.handoff })).statusCode).toBe(401);
    const malformed = await redeem('not-a-code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect((await redeem('A'.repeat(43))).json().code).toBe('HANDOFF_INVALID');
  });
});
