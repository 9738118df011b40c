import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const check = (payload: object, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url: authPaths.affiliate, payload, remoteAddress: ip });

describe('POST affiliate', () => {
  it('when no code is given, then none is needed: valid', async () => {
    const res = await check({ code: '', domain: 'play.example.test' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { valid: true, agent: null } });
  });

  it('when the code is an agent\'s in any letter case, then it is valid and the agent is not named', async () => {
    for (const code of ['LUMEN8', 'lumen8', ' Lumen8 ']) {
      expect((await check({ code, domain: 'play.example.test' })).json().value, code).toEqual({ valid: true, agent: null });
    }
  });

  it('when the code is unknown, a member\'s while invite friends is off, or a disabled agent\'s, then it answers 400 INVALID_INVITATION_CODE', async () => {
    const db = t.database.db;
    await db.updateTable('member').set({ referral_code: 'FRIEND7' }).where('username', '=', 'demofriend').execute();
    const referral = (enabled: boolean) => db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'REFERRAL3').execute();
    // Invite friends on: a member's own code is an invitation too.
    await referral(true);
    expect((await check({ code: 'friend7' }, '127.0.0.5')).json().value).toEqual({ valid: true, agent: null });
    await referral(false);
    try {
      for (const code of ['NOSUCH', 'FRIEND7', "' or 1=1 --", 'A\u0000']) {
        const res = await check({ code });
        expect(res.statusCode, code).toBe(400);
        expect(res.json().code, code).toMatch(/^(INVALID_INVITATION_CODE|VALIDATION_FAILED)$/);
      }
    } finally {
      await referral(true);
    }
    expect((await check({ code: 'NOSUCH' }, '127.0.0.2')).json()).toMatchObject({ code: 'INVALID_INVITATION_CODE', message: 'Invalid invitation code' });
    await db.updateTable('member').set({ status: 'DISABLED' }).where('username', '=', 'demoagent').execute();
    try {
      expect((await check({ code: 'LUMEN8' }, '127.0.0.3')).json().code).toBe('INVALID_INVITATION_CODE');
    } finally {
      await db.updateTable('member').set({ status: 'ACTIVE' }).where('username', '=', 'demoagent').execute();
    }
  });

  it('when the caller speaks Urdu, then the refusal is in Urdu', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${authPaths.affiliate}?language=UR`, payload: { code: 'NOSUCH' }, remoteAddress: '127.0.0.4' });
    expect(res.json().message).toBe('دعوتی کوڈ درست نہیں');
  });

  it('when the checks come from many IPv6 addresses of one /64 network, then they share one limit', async () => {
    for (let i = 0; i < 30; i++) expect((await check({ code: `GUESS${i}` }, `2001:db8:30:1::${(i + 1).toString(16)}`)).statusCode).toBe(400);
    const res = await check({ code: 'LUMEN8' }, '2001:db8:30:1:ffff::99');
    expect(res.statusCode).toBe(429);
    expect((await check({ code: 'LUMEN8' }, '2001:db8:30:2::1')).statusCode).toBe(200);
  });

  it('when one address checks more than 30 codes a minute, then it answers 429', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 30; i++) expect((await check({ code: `GUESS${i}` }, ip)).statusCode).toBe(400);
    const res = await check({ code: 'LUMEN8' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
