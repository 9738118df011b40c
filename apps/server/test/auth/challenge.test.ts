import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wrongNonce } from '../support/challenge.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

interface Challenge {
  challengeId: string;
  salt: string;
  difficulty: number;
  algorithm: string;
  expiresAt: string;
}

async function challenge(ip = '127.0.0.1'): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

let numberSeq = 0;
/** A protected call: asking for a login code for a number nobody has (answers the same either way). */
function protectedCall(fields: Record<string, string | undefined>, ip = '127.0.0.1') {
  numberSeq += 1;
  return t.app.inject({
    method: 'POST',
    url: authPaths.loginCode,
    remoteAddress: ip,
    payload: { countryDialingCode: '+92', mobileNum: `3409${String(numberSeq).padStart(6, '0')}`, ...fields },
  });
}

describe('GET challenge', () => {
  it('when asked, then it hands out a SHA-256 challenge of the configured difficulty, valid for five minutes', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ algorithm: 'SHA-256', difficulty: 4 });
    expect(c.salt.length).toBeGreaterThanOrEqual(16);
    const ttl = new Date(c.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect((await challenge()).salt).not.toBe(c.salt);
  });

  it('when one address asks more than 60 times a minute, then it answers 429', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 60; i++) await challenge(ip);
    const res = await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });

  it('when the asks come from many IPv6 addresses of one /64 network, then they share one limit', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: `2001:db8:60:1::${(i + 1).toString(16)}` });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: '2001:db8:60:1:abcd::1' });
    expect(res.statusCode).toBe(429);
  });
});

describe('a call protected by the challenge', () => {
  it('when the nonce solves it, then the call goes through', async () => {
    const c = await challenge();
    const res = await protectedCall({ challengeId: c.challengeId, challengeNonce: await solveChallenge(c) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  });

  it('when the fields are missing, then it answers CHALLENGE_FAILED', async () => {
    const res = await protectedCall({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'CHALLENGE_FAILED' });
  });

  it('when the id is not one the server signed, or not an id at all, then it answers CHALLENGE_FAILED', async () => {
    const c = await challenge();
    const [id, expires, , mac] = c.challengeId.split('.');
    const unsigned = `${'A'.repeat(22)}.${expires}.4.${'A'.repeat(22)}`;
    // The difficulty lowered to 0 breaks the signature: a forged easy challenge does not pass.
    const easier = `${id}.${expires}.0.${mac}`;
    const later = `${id}.${(Number.parseInt(expires as string, 36) + 3600).toString(36)}.4.${mac}`;
    for (const challengeId of [unsigned, easier, later, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "' or 1=1 --"]) {
      const res = await protectedCall({ challengeId, challengeNonce: '1' });
      expect(res.json().code, challengeId).toBe('CHALLENGE_FAILED');
    }
  });

  it('when the nonce is wrong, then it fails and the challenge is spent', async () => {
    const c = await challenge();
    expect((await protectedCall({ challengeId: c.challengeId, challengeNonce: wrongNonce(c) })).json().code).toBe('CHALLENGE_FAILED');
    const again = await protectedCall({ challengeId: c.challengeId, challengeNonce: await solveChallenge(c) });
    expect(again.json().code).toBe('CHALLENGE_FAILED');
  });

  it('when a solved challenge is used twice, then the second use fails', async () => {
    const c = await challenge();
    const fields = { challengeId: c.challengeId, challengeNonce: await solveChallenge(c) };
    expect((await protectedCall(fields)).statusCode).toBe(200);
    expect((await protectedCall(fields)).json().code).toBe('CHALLENGE_FAILED');
  });

  it('when two calls race with one solved challenge, then only one goes through', async () => {
    const c = await challenge();
    const fields = { challengeId: c.challengeId, challengeNonce: await solveChallenge(c) };
    const codes = (await Promise.all([protectedCall(fields), protectedCall(fields), protectedCall(fields)])).map((r) => r.json().code);
    expect(codes.sort()).toEqual(['CHALLENGE_FAILED', 'CHALLENGE_FAILED', 'OK']);
  });

  it('when the challenge has expired, then it fails', async () => {
    const c = await challenge();
    const fields = { challengeId: c.challengeId, challengeNonce: await solveChallenge(c) };
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(c.expiresAt).getTime() + 1000 });
    try {
      expect((await protectedCall(fields)).json().code).toBe('CHALLENGE_FAILED');
    } finally {
      vi.useRealTimers();
    }
    // Nothing was spent: the same challenge still passes within its time.
    expect((await protectedCall(fields)).statusCode).toBe(200);
  });

  it('when a challenge is spent, then it is recorded until it expires, and a forged one writes nothing', async () => {
    const count = async () => Number((await t.database.db.selectFrom('challenge').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const c = await challenge();
    expect(await count()).toBe(before);
    // Another spelling of the same signature bytes (the last character's spare bits set) is refused too.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(c.challengeId.slice(-1));
    // The next character differs from the last only in bits 16 bytes leave unused; the other is another signature.
    for (const other of [alphabet[last + 1], alphabet[(last + 16) % 64]]) {
      const forged = `${c.challengeId.slice(0, -1)}${other}`;
      expect((await protectedCall({ challengeId: forged, challengeNonce: await solveChallenge({ salt: forged.split('.')[3] as string, difficulty: 4 }) })).json().code).toBe('CHALLENGE_FAILED');
    }
    expect(await count()).toBe(before);
    await protectedCall({ challengeId: c.challengeId, challengeNonce: await solveChallenge(c) });
    const row = await t.database.db.selectFrom('challenge').selectAll().orderBy('used_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ salt: c.salt, difficulty: 4, ip: '127.0.0.1' });
    expect(new Date(row.expires_at).toISOString()).toBe(c.expiresAt);
  });

  it('when the solution comes from another address than the one it was issued to, then it fails', async () => {
    const c = await challenge('192.0.2.250');
    const res = await protectedCall({ challengeId: c.challengeId, challengeNonce: await solveChallenge(c) }, '127.0.0.1');
    expect(res.json().code).toBe('CHALLENGE_FAILED');
  });

  it('when the caller speaks Urdu, then the failure is explained in Urdu', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${authPaths.loginCode}?language=UR`,
      payload: { countryDialingCode: '+92', mobileNum: '3409999999' },
    });
    expect(res.json()).toMatchObject({ code: 'CHALLENGE_FAILED', message: 'براہ کرم پہلے تصدیق مکمل کریں' });
  });
});
