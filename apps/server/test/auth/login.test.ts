import { authPaths, loginValueSchema, memberInfoSchema } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaptcha } from '../../src/modules/auth/captcha.ts';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-guard.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { sendVerificationCode } from '../../src/modules/auth/verification.ts';
import { wrongNonce } from '../support/challenge.ts';
import { insertMember } from '../support/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

// Every test logs in from its own address, so the per-address counters of one test do not reach another.
let ipSeq = 0;
const nextIp = () => `10.20.${Math.floor(ipSeq / 200)}.${(ipSeq++ % 200) + 1}`;
let userSeq = 0;

async function makeMember(options: { password?: string | null; type?: number; status?: 'ACTIVE' | 'DISABLED'; mobile?: string } = {}) {
  const db = t.database.db;
  const username = `login${++userSeq}`;
  const password = options.password === undefined ? 'Secret2026' : options.password;
  const id = await insertMember(db, {
    username,
    nickname: username.toUpperCase(),
    password_hash: password === null ? null : await hashPassword(password),
    password_changed_at: new Date(),
    type: options.type ?? 0,
    status: options.status ?? 'ACTIVE',
    mobile_country: options.mobile ? '+92' : null,
    mobile_num: options.mobile ?? null,
  });
  return { id, username, password: password ?? '' };
}

async function solved(ip: string) {
  const res = await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip });
  const challenge = res.json().value;
  return { challengeId: challenge.challengeId as string, challengeNonce: await solveChallenge(challenge) };
}

async function postLogin(body: Record<string, unknown>, ip: string, withChallenge = true) {
  const challenge = withChallenge ? await solved(ip) : {};
  return t.app.inject({ method: 'POST', url: authPaths.login, remoteAddress: ip, payload: { ...challenge, ...body } });
}

/** A captcha whose answer the test knows. */
async function captchaFor(ip: string, text = 'AC7K') {
  const { captchaId } = await storeCaptcha(t.database.db, ip, text);
  return { captchaId, captcha: text.toLowerCase() };
}

const memberRow = (id: bigint) => t.database.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST login by username', () => {
  it('when the password is right, then it answers a session with the member, and a new token at every login', async () => {
    const ip = nextIp();
    const m = await makeMember();
    const first = await postLogin({ type: 'username', username: m.username.toUpperCase(), password: m.password }, ip);
    expect(first.statusCode).toBe(200);
    const value = loginValueSchema.parse(first.json().value);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, weakPassword: false, phoneVerified: false, rememberToken: null });
    expect(value.user).toMatchObject({ id: String(m.id), userName: m.username, isAgent: false, isTrial: false, balance: '0.00', hasPassword: true });
    expect(new Date(value.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const second = await postLogin({ username: m.username, password: m.password }, ip);
    expect(second.statusCode).toBe(200);
    expect(second.json().value.token).not.toBe(value.token);

    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { authorization: `Bearer ${value.token}` } });
    expect(info.statusCode).toBe(200);
    expect(memberInfoSchema.parse(info.json().value)).toMatchObject({ userName: m.username, lastLoginIp: ip });
    const row = await memberRow(m.id);
    expect(row.last_login_ip).toBe(ip);
    expect(row.last_login_at).not.toBeNull();
  });

  it('when the type is empty (the login after a phone reset), then it logs in like a username login', async () => {
    const m = await makeMember();
    const res = await postLogin({ type: '', username: m.username, password: m.password }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.userName).toBe(m.username);
  });

  it('when the password is the default one, then weakPassword is true; when it is old, then passwordExpired is true', async () => {
    const m = await makeMember({ password: '123456' });
    await t.database.db.updateTable('member').set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) }).where('id', '=', m.id).execute();
    const res = await postLogin({ username: m.username, password: '123456' }, nextIp());
    expect(res.json().value).toMatchObject({ weakPassword: true, passwordExpired: true });
  });

  it('when the username or password is missing, then VALIDATION_FAILED names the field', async () => {
    const ip = nextIp();
    const noName = await postLogin({ password: 'x' }, ip);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'username', issue: 'required' }] } });
    const noPassword = await postLogin({ username: 'someone' }, ip);
    expect(noPassword.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'password', issue: 'required' }] } });
    expect(noPassword.json().message).toContain('Password is required');
  });

  it('when the challenge is missing or unsolved, then it answers CHALLENGE_FAILED', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const none = await postLogin({ username: m.username, password: m.password }, ip, false);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('CHALLENGE_FAILED');
    const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
    const wrong = await postLogin({ username: m.username, password: m.password, challengeId: challenge.challengeId, challengeNonce: wrongNonce(challenge) }, ip, false);
    expect(wrong.json().code).toBe('CHALLENGE_FAILED');
  });

  it('when the account is disabled, then the right password answers ACCOUNT_DISABLED and a wrong one LOGIN_FAILED', async () => {
    const m = await makeMember({ status: 'DISABLED' });
    const ip = nextIp();
    const right = await postLogin({ username: m.username, password: m.password }, ip);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_DISABLED');
    const wrong = await postLogin({ username: m.username, password: 'nope' }, ip);
    expect(wrong.json().code).toBe('LOGIN_FAILED');
  });

  it('when the account has no password (phone-made or trial), then no password opens it', async () => {
    const m = await makeMember({ password: null });
    const res = await postLogin({ username: m.username, password: '' + 'anything' }, nextIp());
    expect(res.json().code).toBe('LOGIN_FAILED');
  });
});

describe('login failures', () => {
  it('when the password is wrong, then LOGIN_FAILED; an unknown username answers exactly the same', async () => {
    const m = await makeMember();
    const wrong = await postLogin({ username: m.username, password: 'WrongPass1' }, nextIp());
    const unknown = await postLogin({ username: 'nobody-here', password: 'WrongPass1' }, nextIp());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'LOGIN_FAILED', message: expect.any(String), value: { captcha: false } });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await memberRow(m.id)).failed_login_count).toBe(1);
  });

  it('when an account or an unknown name fails 3 times, then the 3rd answer asks for a captcha and a 4th without one is CAPTCHA_INVALID', async () => {
    const m = await makeMember();
    for (const username of [m.username, 'ghost-captcha']) {
      const ip = nextIp();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await postLogin({ username, password: 'bad' }, ip)).json().value);
      expect(answers).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
      const noCaptcha = await postLogin({ username, password: m.password }, ip);
      expect(noCaptcha.statusCode).toBe(400);
      expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
      const badCaptcha = await postLogin({ username, password: m.password, captchaId: (await captchaFor(ip)).captchaId, captcha: 'XXXX' }, ip);
      expect(badCaptcha.json().code).toBe('CAPTCHA_INVALID');
    }
    // The captcha refusals did not count as password failures.
    expect((await memberRow(m.id)).failed_login_count).toBe(3);
  });

  it('when the captcha is right, then the password is checked and success resets the count; a captcha works once', async () => {
    const m = await makeMember();
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await postLogin({ username: m.username, password: 'bad' }, ip);
    const captcha = await captchaFor(ip);
    const wrong = await postLogin({ username: m.username, password: 'bad', ...captcha }, ip);
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
    const replay = await postLogin({ username: m.username, password: m.password, ...captcha }, ip);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
    const ok = await postLogin({ username: m.username, password: m.password, ...(await captchaFor(ip)) }, ip);
    expect(ok.statusCode).toBe(200);
    expect((await memberRow(m.id)).failed_login_count).toBe(0);
    const after = await postLogin({ username: m.username, password: 'bad' }, ip);
    expect(after.json().value).toEqual({ captcha: false });
  });

  it('when one address fails 10 times across names, then its next attempts need a captcha', async () => {
    const ip = nextIp();
    let last: Awaited<ReturnType<typeof postLogin>> | undefined;
    for (let i = 0; i < 10; i++) last = await postLogin({ username: `ghost-ip-${i}`, password: 'bad' }, ip);
    expect(last?.json().value).toEqual({ captcha: true });
    const m = await makeMember();
    const res = await postLogin({ username: m.username, password: m.password }, ip);
    expect(res.json().code).toBe('CAPTCHA_INVALID');
    const elsewhere = await postLogin({ username: m.username, password: m.password }, nextIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('when an account reaches 10 straight failures, then the next attempt must wait, exactly as for an unknown name', async () => {
    const m = await makeMember();
    const trace = async (username: string) => {
      const ip = nextIp();
      const out = [];
      for (let i = 0; i < 10; i++) {
        const res = await postLogin({ username, password: 'bad', ...(await captchaFor(ip)) }, ip);
        out.push([res.statusCode, res.json().code, res.json().value]);
      }
      const early = await postLogin({ username, password: 'bad', ...(await captchaFor(ip)) }, ip);
      out.push([early.statusCode, early.json().code, early.json().value]);
      return out;
    };
    const real = await trace(m.username);
    const ghost = await trace('ghost-backoff');
    expect(real.at(-1)).toEqual([429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 1, captcha: true }]);
    expect(ghost).toEqual(real);
    // The early attempt was turned away before the password: it did not count.
    expect((await memberRow(m.id)).failed_login_count).toBe(10);
  });

  it('when the wait has passed, then the attempt is judged and the next wait doubles', async () => {
    const m = await makeMember();
    const ip = nextIp();
    await t.database.db
      .updateTable('member')
      .set({ failed_login_count: 11, last_failed_login_at: new Date(Date.now() - 2_100) })
      .where('id', '=', m.id)
      .execute();
    const judged = await postLogin({ username: m.username, password: 'bad', ...(await captchaFor(ip)) }, ip);
    expect(judged.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
    const early = await postLogin({ username: m.username, password: m.password, ...(await captchaFor(ip)) }, ip);
    expect(early.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 4 } });
    await t.database.db.updateTable('member').set({ failed_login_count: 40, last_failed_login_at: new Date() }).where('id', '=', m.id).execute();
    const capped = await postLogin({ username: m.username, password: m.password, ...(await captchaFor(ip)) }, ip);
    expect(capped.json().value.retryAfterSeconds).toBe(900);
  });

  it('when the 100th straight failure happens, then the account locks and even the right password answers ACCOUNT_LOCKED', async () => {
    const m = await makeMember();
    const ip = nextIp();
    await t.database.db.updateTable('member').set({ failed_login_count: 99, last_failed_login_at: new Date(Date.now() - 16 * 60_000) }).where('id', '=', m.id).execute();
    const hundredth = await postLogin({ username: m.username, password: 'bad', ...(await captchaFor(ip)) }, ip);
    expect(hundredth.statusCode).toBe(423);
    expect(hundredth.json().code).toBe('ACCOUNT_LOCKED');
    const right = await postLogin({ username: m.username, password: m.password, ...(await captchaFor(ip)) }, ip);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    const row = await memberRow(m.id);
    expect(row.failed_login_count).toBe(100);
    expect(row.locked_at).not.toBeNull();
  });

  it('when logins of one name are sent together, then one is judged at a time and the rest answer LOGIN_IN_PROGRESS, for an account and an unknown name alike', async () => {
    const m = await makeMember();
    for (const username of [m.username, 'ghost-together']) {
      const ip = nextIp();
      const challenges = await Promise.all(Array.from({ length: 8 }, () => solved(ip)));
      const answers = await Promise.all(
        challenges.map((c) => t.app.inject({ method: 'POST', url: authPaths.login, remoteAddress: ip, payload: { ...c, username, password: 'bad' } })),
      );
      const codes = answers.map((res) => res.json().code as string);
      // Without the turn all eight were judged as first failures, none asking for a captcha.
      expect(codes.filter((code) => code === 'LOGIN_FAILED').length).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterFailures);
      expect(codes.filter((code) => code !== 'LOGIN_FAILED').every((code) => code === 'LOGIN_IN_PROGRESS')).toBe(true);
      const busy = answers.find((res) => res.json().code === 'LOGIN_IN_PROGRESS');
      expect(busy?.statusCode).toBe(409);
      // The turn is given back: the next login is judged.
      const next = await postLogin({ username, password: 'bad' }, ip);
      expect(next.json().code).toBe('LOGIN_FAILED');
    }
    const row = await memberRow(m.id);
    expect(row.failed_login_count).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterFailures + 1);
  });

  it('when the right password comes together with the wrong one that locks the account, then no session is granted with the lock in place', async () => {
    for (let run = 0; run < 5; run++) {
      const m = await makeMember();
      const ip = nextIp();
      await t.database.db.updateTable('member').set({ failed_login_count: 99, last_failed_login_at: new Date(Date.now() - 16 * 60_000) }).where('id', '=', m.id).execute();
      const [wrongChallenge, rightChallenge] = await Promise.all([solved(ip), solved(ip)]);
      const [c1, c2] = [await captchaFor(ip), await captchaFor(ip)];
      const [, right] = await Promise.all([
        t.app.inject({ method: 'POST', url: authPaths.login, remoteAddress: ip, payload: { ...wrongChallenge, ...c1, username: m.username, password: 'bad' } }),
        t.app.inject({ method: 'POST', url: authPaths.login, remoteAddress: ip, payload: { ...rightChallenge, ...c2, username: m.username, password: m.password } }),
      ]);
      const row = await memberRow(m.id);
      if (row.locked_at !== null) expect(right.json().success).toBe(false);
      const sessions = await t.database.db.selectFrom('session').select('id').where('member_id', '=', m.id).execute();
      if (row.locked_at !== null) expect(sessions).toEqual([]);
    }
  });

  it('when one address makes more than 300 attempts in 15 minutes, then it is turned away', async () => {
    const ip = nextIp();
    for (let i = 0; i < 300; i++) {
      const res = await postLogin({ username: 'flood', password: 'x' }, ip, false);
      expect(res.json().code).toBe('CHALLENGE_FAILED');
    }
    const res = await postLogin({ username: 'flood', password: 'x' }, ip, false);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('remember me', () => {
  it('when remember is asked, then a token comes back that logs in without the password once, and each such login hands a new one', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const first = await postLogin({ username: m.username, password: m.password, remember: true }, ip);
    const rememberToken = first.json().value.rememberToken as string;
    expect(rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.selectFrom('remember_token').selectAll().where('member_id', '=', m.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(rememberToken);
    expect(new Date(stored[0]?.expires_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);

    const again = await postLogin({ username: m.username, rememberToken, remember: true }, ip);
    expect(again.statusCode).toBe(200);
    const next = again.json().value.rememberToken as string;
    expect(again.json().value).toMatchObject({ weakPassword: false, rememberToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(next).not.toBe(rememberToken);
    // The new token lasts a day from this login; the one used has ended.
    const live = await t.database.db.selectFrom('remember_token').selectAll().where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(1);
    expect(new Date(live[0]?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 86_400_000 - 60_000);
    expect((await postLogin({ username: m.username, rememberToken, remember: true }, ip)).json().code).toBe('LOGIN_FAILED');
    expect((await postLogin({ username: m.username, rememberToken: next, remember: true }, ip)).json().code).toBe('OK');
  });

  it('when remember is asked by a login that must change its default password, then no token is handed out', async () => {
    const m = await makeMember({ password: '123456' });
    const res = await postLogin({ username: m.username, password: '123456', remember: true }, nextIp());
    expect(res.json().value).toMatchObject({ weakPassword: true, rememberToken: null, user: { passwordChangeRequired: true } });
    expect(await t.database.db.selectFrom('remember_token').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);
  });

  it('when the token belongs to another account or is made up, then it is a failed login', async () => {
    const a = await makeMember();
    const b = await makeMember();
    const ip = nextIp();
    const token = (await postLogin({ username: a.username, password: a.password, remember: true }, ip)).json().value.rememberToken;
    const other = await postLogin({ username: b.username, rememberToken: token, remember: true }, ip);
    expect(other.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: false } });
    const madeUp = await postLogin({ username: a.username, rememberToken: 'x'.repeat(43) }, ip);
    expect(madeUp.json().code).toBe('LOGIN_FAILED');
  });

  it('when the account logs in without remember, then its remember tokens stop working', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const token = (await postLogin({ username: m.username, password: m.password, remember: true }, ip)).json().value.rememberToken;
    const plain = await postLogin({ username: m.username, password: m.password, remember: false }, ip);
    expect(plain.json().value.rememberToken).toBeNull();
    const res = await postLogin({ username: m.username, rememberToken: token, remember: true }, ip);
    expect(res.json().code).toBe('LOGIN_FAILED');
  });

  it('when one token is used twice at once, then one login goes through and one token is live', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const token = (await postLogin({ username: m.username, password: m.password, remember: true }, ip)).json().value.rememberToken;
    const answers = await Promise.all([1, 2, 3].map(() => postLogin({ username: m.username, rememberToken: token, remember: true }, ip)));
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    // The others found the token spent, or were told another login of the name was under way.
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'LOGIN_FAILED' || code === 'LOGIN_IN_PROGRESS')).toBe(true);
    const live = await t.database.db.selectFrom('remember_token').select('id').where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('when a token login is held to changing an expired password, then it hands no token and the one used is spent', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const token = (await postLogin({ username: m.username, password: m.password, remember: true }, ip)).json().value.rememberToken;
    await t.database.db.updateTable('member').set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) }).where('id', '=', m.id).execute();
    const held = await postLogin({ username: m.username, rememberToken: token, remember: true }, ip);
    expect(held.json().value).toMatchObject({ rememberToken: null, user: { passwordChangeRequired: true } });
    expect((await postLogin({ username: m.username, rememberToken: token, remember: true }, ip)).json().code).toBe('LOGIN_FAILED');
  });

  it('when the token has expired, then it no longer logs in', async () => {
    const m = await makeMember();
    const ip = nextIp();
    const token = (await postLogin({ username: m.username, password: m.password, remember: true }, ip)).json().value.rememberToken;
    await t.database.db.updateTable('remember_token').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', m.id).execute();
    expect((await postLogin({ username: m.username, rememberToken: token, remember: true }, ip)).json().code).toBe('LOGIN_FAILED');
  });
});

describe('POST login by SMS code', () => {
  const setFlag = (enabled: boolean) =>
    t.database.db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'MOBILEVERCODELOGIN3').execute();

  async function codeFor(target: string, ip: string) {
    await sendVerificationCode(t.app, { purpose: 'LOGIN', channel: 'SMS', target, ip, lang: 'EN' });
    const row = await t.database.db.selectFrom('outbox_message').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(row.body)?.[1] ?? '';
  }

  it('when the code sent to the number is given, then it logs in without a challenge and marks the phone verified', async () => {
    const m = await makeMember({ mobile: '3009990001' });
    const ip = nextIp();
    const code = await codeFor('+92 3009990001', ip);
    const res = await postLogin({ type: 'sms', mobileNum: '03009990001', countryDialingCode: '92', verificationCode: code }, ip, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ phoneVerified: true, weakPassword: false, user: { userName: m.username } });
    expect((await memberRow(m.id)).phone_verified).toBe(true);
    const reuse = await postLogin({ type: 'sms', mobileNum: '3009990001', countryDialingCode: '+92', verificationCode: code }, ip, false);
    expect(reuse.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('when the code is wrong or no account has the number, then VERIFICATION_CODE_INVALID', async () => {
    await makeMember({ mobile: '3009990002' });
    const ip = nextIp();
    const code = await codeFor('+92 3009990002', ip);
    const wrong = await postLogin({ type: 'sms', mobileNum: '3009990002', countryDialingCode: '+92', verificationCode: code === '000000' ? '111111' : '000000' }, ip, false);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    const strangerCode = await codeFor('+92 3009990999', ip);
    const stranger = await postLogin({ type: 'sms', mobileNum: '3009990999', countryDialingCode: '+92', verificationCode: strangerCode }, ip, false);
    expect(stranger.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('when a field is missing or malformed, then VALIDATION_FAILED names it', async () => {
    const ip = nextIp();
    const missing = await postLogin({ type: 'sms', countryDialingCode: '+92', verificationCode: '123456' }, ip, false);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'mobileNum', issue: 'required' }] } });
    const malformed = await postLogin({ type: 'sms', mobileNum: '3001234567', countryDialingCode: '+92', verificationCode: '12ab' }, ip, false);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'verificationCode', issue: 'invalid_format' }] } });
  });

  it('when code login is switched off, then it answers FEATURE_DISABLED', async () => {
    await setFlag(false);
    try {
      const res = await postLogin({ type: 'sms', mobileNum: '3001234567', countryDialingCode: '+92', verificationCode: '123456' }, nextIp(), false);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag(true);
    }
  });
});

describe('a password the login must change', () => {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: as(token) });
  const setExpiryForced = (enabled: boolean) =>
    t.database.db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'PWDEXPFORCECHANGE3').execute();
  const makeOld = (id: bigint) =>
    t.database.db.updateTable('member').set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) }).where('id', '=', id).execute();

  it('when a member logs in with the default password, then only member info, the change and logout answer until the password is changed', async () => {
    const m = await makeMember({ password: '123456' });
    const res = await postLogin({ username: m.username, password: '123456' }, nextIp());
    expect(res.statusCode).toBe(200);
    const value = loginValueSchema.parse(res.json().value);
    expect(value.user.passwordChangeRequired).toBe(true);
    const token = value.token as string;

    const balance = await get('/wps/v2/wallets/balance', token);
    expect(balance.statusCode).toBe(403);
    expect(balance.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(balance.json().message).toBe('Please change your password before going on');
    const info = await get(authPaths.loginInfo, token);
    expect(info.statusCode).toBe(200);
    expect(memberInfoSchema.parse(info.json().value).passwordChangeRequired).toBe(true);

    const change = await t.app.inject({
      method: 'POST',
      url: authPaths.changePassword,
      headers: as(token),
      payload: { oldPassword: '123456', newPassword: 'Better2026', confirmNewPassword: 'Better2026' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/wps/v2/wallets/balance', token)).statusCode).toBe(200);
    expect(memberInfoSchema.parse((await get(authPaths.loginInfo, token)).json().value).passwordChangeRequired).toBe(false);
  });

  it('when the password is older than allowed, then the change is required while PWDEXPFORCECHANGE3 is on, and not when it is off', async () => {
    const m = await makeMember();
    await makeOld(m.id);
    const on = loginValueSchema.parse((await postLogin({ username: m.username, password: m.password }, nextIp())).json().value);
    expect(on).toMatchObject({ passwordExpired: true, user: { passwordChangeRequired: true } });
    expect((await get('/wps/v2/wallets/balance', on.token as string)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    await setExpiryForced(false);
    try {
      // The flags are read again at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const off = loginValueSchema.parse((await postLogin({ username: m.username, password: m.password }, nextIp())).json().value);
      expect(off).toMatchObject({ passwordExpired: true, user: { passwordChangeRequired: false } });
      expect((await get('/wps/v2/wallets/balance', off.token as string)).statusCode).toBe(200);
    } finally {
      await setExpiryForced(true);
    }
  });
});
