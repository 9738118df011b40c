import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeVerificationCode, sendVerificationCode } from '../../src/modules/auth/verification.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let ipSeq = 0;
/** A fresh caller address per test, so the per-address limit of one test does not touch another. */
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function solved(ip: string) {
  const c = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
  return { challengeId: c.challengeId as string, challengeNonce: await solveChallenge(c) };
}

async function setFlag(code: string, enabled: boolean) {
  await t.database.db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', code).execute();
}

async function outbox(to: string) {
  return t.database.db.selectFrom('outbox_message').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();
}

async function latestCode(to: string): Promise<string> {
  const [message] = await outbox(to);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function post(url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url, payload: { ...(await solved(ip)), ...payload }, remoteAddress: ip });
}

let mobileSeq = 0;
/** A member with a fresh +92 number, made through the register call. */
async function memberWithMobile(): Promise<{ username: string; mobileNum: string; target: string }> {
  mobileSeq += 1;
  const mobileNum = `311${String(mobileSeq).padStart(7, '0')}`;
  const username = `sms${String(mobileSeq).padStart(5, '0')}`;
  const ip = freshIp();
  const res = await post(
    authPaths.register,
    { type: 'register', username, password: 'Secret2026', confirmPassword: 'Secret2026', mobileNum, countryDialingCode: '+92', terms: true, login: false },
    ip,
  );
  expect(res.json().code).toBe('OK');
  return { username, mobileNum, target: `+92 ${mobileNum}` };
}

describe('POST loginCode (getLoginCode)', () => {
  it('when an account has the number, then a six-digit code goes to it by SMS and the answer gives the countdown', async () => {
    const m = await memberWithMobile();
    const res = await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 5 } });
    const [sms] = await outbox(m.target);
    expect(sms).toMatchObject({ channel: 'SMS', subject: '' });
    expect(sms?.body).toMatch(/^Your verification code is \d{6}\. It expires in 5 minutes\.$/);
    const [row] = await t.database.db.selectFrom('verification_code').selectAll().where('target', '=', m.target).execute();
    expect(row).toMatchObject({ purpose: 'LOGIN', channel: 'SMS', attempts: 0, max_attempts: 5, consumed_at: null });
    // Stored as a hash only.
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(await latestCode(m.target));
  });

  it('when nobody has the number, then the answer is the same and nothing is sent', async () => {
    const res = await post(authPaths.loginCode, { countryDialingCode: '92', mobileNum: '03990000001' }, freshIp());
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 5 } });
    expect(await outbox('+92 3990000001')).toEqual([]);
  });

  it('when the caller speaks Urdu, then the SMS is written in Urdu', async () => {
    const m = await memberWithMobile();
    const ip = freshIp();
    await t.app.inject({
      method: 'POST',
      url: `${authPaths.loginCode}?language=UR`,
      remoteAddress: ip,
      payload: { ...(await solved(ip)), countryDialingCode: '+92', mobileNum: m.mobileNum },
    });
    expect((await outbox(m.target))[0]?.body).toMatch(/^آپ کا تصدیقی کوڈ \d{6} ہے۔ یہ 5 منٹ میں ختم ہو جائے گا۔$/);
  });

  it('when code login is switched off, then it answers 403 FEATURE_DISABLED', async () => {
    await setFlag('MOBILEVERCODELOGIN3', false);
    try {
      const res = await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum: '3990000002' }, freshIp());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag('MOBILEVERCODELOGIN3', true);
    }
  });

  it('when the number is not digits, then the schema names the field', async () => {
    const res = await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum: '12ab' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('mobileNum');
  });
});

describe('limits on sending codes', () => {
  it('when a number asks again within a minute, then it answers 429, whether or not an account has it', async () => {
    for (const mobileNum of [(await memberWithMobile()).mobileNum, '3990000003']) {
      const ip = freshIp();
      expect((await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum }, ip)).statusCode).toBe(200);
      const again = await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum }, freshIp());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again after 5 minutes' });
    }
  });

  it('when a number asks a sixth time within an hour (a minute apart), then it answers 429', async () => {
    const m = await memberWithMobile();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now');
    for (let i = 0; i < 5; i++) {
      now.mockReturnValue(start + i * 61_000);
      expect((await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp())).statusCode).toBe(200);
    }
    now.mockReturnValue(start + 5 * 61_000);
    expect((await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp())).statusCode).toBe(429);
    expect(await outbox(m.target)).toHaveLength(5);
  });

  it('when one address asks for an eleventh number within an hour, then it answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum: `39800000${String(i).padStart(2, '0')}` }, ip)).statusCode).toBe(200);
    }
    expect((await post(authPaths.loginCode, { countryDialingCode: '+92', mobileNum: '3980000099' }, ip)).statusCode).toBe(429);
  });
});

describe('POST registerCode (sendRegPhoneCode)', () => {
  it('when registration checks numbers by SMS and the number is new, then a REGISTER code is sent', async () => {
    await setFlag('REGMOBVERF3', true);
    try {
      const res = await post(authPaths.registerCode, { countryDialingCode: '+92', mobileNo: '3970000001', type: 'registerMobile' }, freshIp());
      expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      expect(await latestCode('+92 3970000001')).toMatch(/^\d{6}$/);
      const row = await t.database.db.selectFrom('verification_code').select('purpose').where('target', '=', '+92 3970000001').executeTakeFirst();
      expect(row?.purpose).toBe('REGISTER');
    } finally {
      await setFlag('REGMOBVERF3', false);
    }
  });

  it('when the number is already registered, then it answers 409 MOBILE_TAKEN', async () => {
    const m = await memberWithMobile();
    await setFlag('REGMOBVERF3', true);
    try {
      const res = await post(authPaths.registerCode, { countryDialingCode: '+92', mobileNo: m.mobileNum }, freshIp());
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MOBILE_TAKEN');
    } finally {
      await setFlag('REGMOBVERF3', false);
    }
  });

  it('when registration does not check numbers by SMS, then no SMS is paid for: 403 FEATURE_DISABLED', async () => {
    const res = await post(authPaths.registerCode, { countryDialingCode: '+92', mobileNo: '3970000002' }, freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });

  it('when the registration type asked for is switched off, then it answers FEATURE_DISABLED', async () => {
    await setFlag('REGMOBVERF3', true);
    await setFlag('MOBILENUMREG3', false);
    try {
      const res = await post(authPaths.registerCode, { countryDialingCode: '+92', mobileNo: '3970000003', type: 'registerMobile' }, freshIp());
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag('REGMOBVERF3', false);
      await setFlag('MOBILENUMREG3', true);
    }
  });
});

describe('POST resetCode', () => {
  it('when an account has the number, then a RESET code is sent; when not, the answer is the same and nothing is sent', async () => {
    const m = await memberWithMobile();
    const known = await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp());
    const unknown = await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: '3960000001' }, freshIp());
    expect(known.json()).toEqual(unknown.json());
    expect(await latestCode(m.target)).toMatch(/^\d{6}$/);
    expect(await outbox('+92 3960000001')).toEqual([]);
  });

  it('when recovery by phone is switched off, then it answers FEATURE_DISABLED', async () => {
    await setFlag('CHNGPASSVERIF3', false);
    try {
      expect((await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: '3960000002' }, freshIp())).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag('CHNGPASSVERIF3', true);
    }
  });
});

describe('using a code (getPasswordByPhone consumes RESET codes)', () => {
  async function resetWith(m: { mobileNum: string }, verificationCode: string) {
    return t.app.inject({
      method: 'POST',
      url: authPaths.getPasswordByPhone,
      payload: { countryDialingCode: '+92', mobileNum: m.mobileNum, verificationCode, newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
    });
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('when the code is right, then it works once', async () => {
    const m = await memberWithMobile();
    await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp());
    const code = await latestCode(m.target);
    expect((await resetWith(m, code)).json()).toMatchObject({ success: true, value: { username: m.username } });
    expect((await resetWith(m, code)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('when the code is wrong, then it answers VERIFICATION_CODE_INVALID and counts an attempt; after five the right code is dead too', async () => {
    const m = await memberWithMobile();
    await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp());
    const code = await latestCode(m.target);
    for (let i = 1; i <= 5; i++) {
      const res = await resetWith(m, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
      const row = await t.database.db.selectFrom('verification_code').select('attempts').where('target', '=', m.target).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(i);
    }
    expect((await resetWith(m, code)).json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('when the code has expired, then it answers VERIFICATION_CODE_EXPIRED', async () => {
    const m = await memberWithMobile();
    await post(authPaths.resetCode, { countryDialingCode: '+92', mobileNum: m.mobileNum }, freshIp());
    await t.database.db.updateTable('verification_code').set({ expires_at: new Date(Date.now() - 1000) }).where('target', '=', m.target).execute();
    const res = await resetWith(m, await latestCode(m.target));
    expect(res.json()).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED', message: 'Code expired, please send again' });
  });

  it('when no code was ever sent to the number, then it answers VERIFICATION_CODE_INVALID', async () => {
    expect((await resetWith({ mobileNum: '3950000001' }, '123456')).json().code).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('sendVerificationCode and consumeVerificationCode (used by the login flow)', () => {
  it('when a code is sent by e-mail, then it is mailed with a subject and can be consumed by its id', async () => {
    const sent = await sendVerificationCode(t.app, { purpose: 'NEW_IP', channel: 'EMAIL', target: 'who@example.com', ip: '127.0.0.1', lang: 'EN' });
    expect(sent.expiredMinutes).toBe(5);
    const [mail] = await outbox('who@example.com');
    expect(mail).toMatchObject({ channel: 'MAIL', subject: 'Your verification code' });
    const code = await latestCode('who@example.com');
    const db = t.database.db;
    await expect(consumeVerificationCode(db, { purpose: 'NEW_IP', target: 'who@example.com', code, codeId: 'nope' })).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    await expect(consumeVerificationCode(db, { purpose: 'LOGIN', target: 'who@example.com', code, codeId: sent.codeId })).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    await consumeVerificationCode(db, { purpose: 'NEW_IP', target: 'who@example.com', code, codeId: sent.codeId });
    await expect(consumeVerificationCode(db, { purpose: 'NEW_IP', target: 'who@example.com', code, codeId: sent.codeId })).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });

  it('when a newer code is sent, then the newest one counts', async () => {
    const db = t.database.db;
    const first = await sendVerificationCode(t.app, { purpose: 'LOGIN', channel: 'SMS', target: '+92 3940000001', ip: '127.0.0.1', lang: 'EN' });
    const firstCode = await latestCode('+92 3940000001');
    await db.updateTable('verification_code').set({ created_at: new Date(Date.now() - 10_000) }).where('id', '=', first.codeId).execute();
    await sendVerificationCode(t.app, { purpose: 'LOGIN', channel: 'SMS', target: '+92 3940000001', ip: '127.0.0.1', lang: 'EN' });
    const secondCode = await latestCode('+92 3940000001');
    if (firstCode !== secondCode) {
      await expect(consumeVerificationCode(db, { purpose: 'LOGIN', target: '+92 3940000001', code: firstCode })).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    }
    await consumeVerificationCode(db, { purpose: 'LOGIN', target: '+92 3940000001', code: secondCode });
  });

  it('when two right answers race, then only one consumes the code', async () => {
    const db = t.database.db;
    await sendVerificationCode(t.app, { purpose: 'LOGIN', channel: 'SMS', target: '+92 3940000002', ip: '127.0.0.1', lang: 'EN' });
    const code = await latestCode('+92 3940000002');
    const results = await Promise.allSettled([1, 2, 3].map(() => consumeVerificationCode(db, { purpose: 'LOGIN', target: '+92 3940000002', code })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
