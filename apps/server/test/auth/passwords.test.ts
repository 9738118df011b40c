import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/password-hash.ts';
import { createSession } from '../../src/modules/auth/session.ts';
import { findSetting, upsertSetting } from '../../src/modules/system/system.repository.ts';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

let ipSeq = 0;
const freshIp = () => `10.40.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function solved(ip: string) {
  const c = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
  return { challengeId: c.challengeId as string, challengeNonce: await solveChallenge(c) };
}

async function setFlag(code: string, enabled: boolean) {
  await t.database.db.updateTable('whitelabel_module').set({ enabled }).where('code', '=', code).execute();
}

let seq = 0;
interface Account {
  username: string;
  mobileNum: string;
  target: string;
  email: string;
  token: string;
  id: bigint;
}

/** A member with a mobile number and an e-mail address, logged in (the token of its first session). */
async function account(password = 'Secret2026'): Promise<Account> {
  seq += 1;
  const username = `Pwd${String(seq).padStart(5, '0')}x`;
  const mobileNum = `331${String(seq).padStart(7, '0')}`;
  const email = `${username.toLowerCase()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: authPaths.register,
    payload: { ...(await solved('127.0.0.1')), type: 'register', username, password, confirmPassword: password, mobileNum, countryDialingCode: '+92', email, terms: true },
  });
  expect(res.json().code).toBe('OK');
  const value = res.json().value;
  return { username, mobileNum, target: `+92 ${mobileNum}`, email, token: value.token, id: BigInt(value.user.id) };
}

const info = (token: string) => t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { authorization: `Bearer ${token}` } });
const memberRow = (id: bigint) => t.database.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = (to: string) => t.database.db.selectFrom('outbox_message').selectAll().where('recipient', '=', to).where('channel', '=', 'MAIL').orderBy('id', 'desc').execute();

async function rememberToken(memberId: bigint) {
  await t.database.db.insertInto('remember_token').values({ token_hash: sha256Hex(`rt-${memberId}`), member_id: memberId, expires_at: new Date(Date.now() + 86_400_000), revoked_at: null, ip: '127.0.0.1' }).execute();
}
const liveRememberTokens = async (memberId: bigint) =>
  (await t.database.db.selectFrom('remember_token').select('id').where('member_id', '=', memberId).where('revoked_at', 'is', null).execute()).length;

function forget(payload: { username: string; email: string }, options: { form?: boolean; ip?: string; host?: string } = {}) {
  const headers: Record<string, string> = options.host ? { host: options.host } : {};
  if (options.form) {
    return t.app.inject({
      method: 'POST',
      url: authPaths.forgetPassword,
      remoteAddress: options.ip ?? freshIp(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload).toString(),
    });
  }
  return t.app.inject({ method: 'POST', url: authPaths.forgetPassword, remoteAddress: options.ip ?? freshIp(), headers, payload });
}

async function resetLink(a: Account): Promise<string> {
  const [mail] = await mails(a.email);
  const token = /resetPassword\?token=([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${a.email}`);
  return decodeURIComponent(token);
}

const reset = (token: string, newPassword: string, confirmNewPassword = newPassword, lang?: string) =>
  t.app.inject({ method: 'POST', url: `${authPaths.resetPassword}${lang ? `?language=${lang}` : ''}`, payload: { token, newPassword, confirmNewPassword } });

describe('POST forgetPassword (by e-mail)', () => {
  it('when the username and e-mail match, do not match, or name nobody, then the answer is the same; only the match gets a mail', async () => {
    const a = await account();
    const answers = await Promise.all([
      forget({ username: a.username, email: a.email.toUpperCase() }, { form: true }),
      forget({ username: a.username, email: 'someone.else@example.com' }, { form: true }),
      forget({ username: 'nobodyhere', email: 'nobody@example.com' }, { form: true }),
    ]);
    for (const res of answers) expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { sent: true } });
    const [mail] = await mails(a.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.body).toContain(`the account ${a.username}`);
    expect(mail?.body).toMatch(/http:\/\/localhost(:80)?\/resetPassword\?token=[A-Za-z0-9_-]{43}\n/);
    expect(await mails('someone.else@example.com')).toEqual([]);
    expect(await mails('nobody@example.com')).toEqual([]);
    const [row] = await t.database.db.selectFrom('password_reset').selectAll().where('member_id', '=', a.id).execute();
    expect(row?.token_hash).toBe(sha256Hex(await resetLink(a)));
    const ttl = new Date(row!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('when sent as JSON, then it works the same; in Urdu the mail is in Urdu', async () => {
    const a = await account();
    const res = await t.app.inject({ method: 'POST', url: `${authPaths.forgetPassword}?language=UR`, remoteAddress: freshIp(), payload: { username: a.username, email: a.email } });
    expect(res.json().value).toEqual({ sent: true });
    expect((await mails(a.email))[0]?.subject).toBe('اپنا پاس ورڈ دوبارہ ترتیب دیں');
  });

  it('when the fields break their formats, then they are named', async () => {
    const res = await forget({ username: '1x', email: 'nope' }, { form: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['username', 'email']);
  });

  it('when one account is asked for a fourth time in an hour, then it answers 429', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) expect((await forget({ username: a.username, email: a.email })).statusCode).toBe(200);
    expect((await forget({ username: a.username, email: a.email })).json().code).toBe('TOO_MANY_REQUESTS');
    expect(await mails(a.email)).toHaveLength(3);
  });

  it('when one address asks an eleventh time in an hour, then it answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await forget({ username: `nobody${i}x`, email: 'n@example.com' }, { ip })).statusCode).toBe(200);
    expect((await forget({ username: 'nobody99x', email: 'n@example.com' }, { ip })).statusCode).toBe(429);
  });

  it('when the caller names a host that is not the site’s, then no link points there: the main domain’s instead, or none while the site has no main domain', async () => {
    const setSite = async (site: Record<string, unknown>) => upsertSetting(t.database.db, 'site', { ...(await findSetting<Record<string, unknown>>(t.database.db, 'site')), ...site });
    const before = await findSetting<Record<string, unknown>>(t.database.db, 'site');
    try {
      const a = await account();
      expect((await forget({ username: a.username, email: a.email }, { host: 'evil.example' })).json().value).toEqual({ sent: true });
      expect(await mails(a.email)).toEqual([]);
      expect(await t.database.db.selectFrom('password_reset').select('id').where('member_id', '=', a.id).execute()).toEqual([]);

      await setSite({ mainDomain: 'play.example.test', domainRoutes: [{ url: 'https://m.example.test', kind: 'web' }] });
      await forget({ username: a.username, email: a.email }, { host: 'evil.example' });
      expect((await mails(a.email))[0]?.body).toMatch(/https:\/\/play\.example\.test\/resetPassword\?token=/);
      await forget({ username: a.username, email: a.email }, { host: 'play.example.test' });
      expect((await mails(a.email))[0]?.body).toMatch(/http:\/\/play\.example\.test\/resetPassword\?token=/);
      const b = await account();
      await forget({ username: b.username, email: b.email }, { host: 'm.example.test' });
      expect((await mails(b.email))[0]?.body).toMatch(/http:\/\/m\.example\.test\/resetPassword\?token=/);
      expect((await mails(a.email)).map((m) => m.body).join('\n')).not.toContain('evil.example');
    } finally {
      await upsertSetting(t.database.db, 'site', before);
    }
  });

  it('when PUBLIC_URL is set, then the link points there', async () => {
    const other = await createTestApp({ seed: { games: 0 }, config: { auth: { ...t.app.deps.config.auth, publicUrl: 'https://www.example.com/' } } });
    try {
      await other.app.inject({ method: 'POST', url: authPaths.forgetPassword, payload: { username: 'demoplayer', email: 'player@example.com' } });
      const [mail] = await other.database.db.selectFrom('outbox_message').select('body').where('recipient', '=', 'player@example.com').execute();
      expect(mail?.body).toMatch(/https:\/\/www\.example\.com\/resetPassword\?token=/);
    } finally {
      await other.close();
    }
  });
});

describe('POST resetPassword (the mailed link)', () => {
  it('when the link is live, then the password changes once, every session and remember token ends and the lock is lifted', async () => {
    const a = await account();
    await rememberToken(a.id);
    await t.database.db.updateTable('member').set({ failed_login_count: 100, locked_at: new Date() }).where('id', '=', a.id).execute();
    await forget({ username: a.username, email: a.email });
    const token = await resetLink(a);

    expect((await reset(token, 'Renewed2026')).json()).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
    const row = await memberRow(a.id);
    expect(await verifyPassword(row.password_hash, 'Renewed2026')).toBe(true);
    expect(row).toMatchObject({ failed_login_count: 0, locked_at: null });
    expect((await info(a.token)).statusCode).toBe(401);
    expect(await liveRememberTokens(a.id)).toBe(0);

    const again = await reset(token, 'Another2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID', message: 'This reset link is invalid or has expired' });
  });

  it('when the new password breaks the rule or the confirmation differs, then the field is named and the link still works', async () => {
    const a = await account();
    await forget({ username: a.username, email: a.email });
    const token = await resetLink(a);
    expect((await reset(token, 'has space')).json().value.fields).toEqual([{ field: 'newPassword', issue: 'pattern', message: 'Enter 6-20 characters without spaces' }]);
    expect((await reset(token, '', '')).json().value.fields).toEqual([{ field: 'newPassword', issue: 'required', message: 'Input cannot be empty' }]);
    expect((await reset(token, 'Renewed2026', 'Other2026', 'UR')).json().value.fields).toEqual([
      { field: 'confirmNewPassword', issue: 'inconsistent', message: 'دونوں پاس ورڈ ایک جیسے نہیں ہیں' },
    ]);
    expect((await reset(token, 'Renewed2026')).json().code).toBe('OK');
  });

  it('when the link has expired or was never issued, then it answers RESET_LINK_INVALID', async () => {
    const a = await account();
    await forget({ username: a.username, email: a.email });
    const token = await resetLink(a);
    await t.database.db.updateTable('password_reset').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', a.id).execute();
    expect((await reset(token, 'Renewed2026')).json().code).toBe('RESET_LINK_INVALID');
    expect((await reset('made-up-token', 'Renewed2026')).json().code).toBe('RESET_LINK_INVALID');
    expect(await verifyPassword((await memberRow(a.id)).password_hash, 'Secret2026')).toBe(true);
  });
});

describe('POST getPasswordByPhone', () => {
  async function sendResetCode(a: Account, ip = freshIp()): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: authPaths.resetCode, remoteAddress: ip, payload: { ...(await solved(ip)), countryDialingCode: '+92', mobileNum: a.mobileNum } });
    expect(res.json().code).toBe('OK');
    const [sms] = await t.database.db.selectFrom('outbox_message').select('body').where('recipient', '=', a.target).orderBy('id', 'desc').execute();
    return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
  }
  const byPhone = (a: Account, verificationCode: string, newPassword: string, confirmNewPassword?: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: authPaths.getPasswordByPhone,
      remoteAddress: ip,
      payload: { countryDialingCode: '+92', mobileNum: a.mobileNum, verificationCode, newPassword, confirmNewPassword },
    });

  it('when the reset is made from an address the account has not used, then the automatic login from there goes straight in', async () => {
    const a = await account();
    const ip = freshIp();
    const code = await sendResetCode(a, ip);
    const res = await byPhone(a, code, 'ByPhone2026', 'ByPhone2026', ip);
    expect(res.json().code).toBe('OK');
    const login = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      remoteAddress: ip,
      payload: { ...(await solved(ip)), type: '', username: res.json().value.username, password: 'ByPhone2026' },
    });
    expect(login.json()).toMatchObject({ success: true, code: 'OK', value: { token: expect.any(String) } });
    // Only the address the phone was proved from became known.
    const known = await t.database.db.selectFrom('member_known_ip').select('ip').where('member_id', '=', a.id).execute();
    expect(known.map((k) => k.ip).sort()).toEqual(['127.0.0.1', ip].sort());
  });

  it('when the code is right, then the password changes, sessions end, the lock lifts and the username comes back for the login', async () => {
    const a = await account();
    await rememberToken(a.id);
    await t.database.db.updateTable('member').set({ failed_login_count: 100, locked_at: new Date() }).where('id', '=', a.id).execute();
    const code = await sendResetCode(a);
    const res = await byPhone(a, code, 'ByPhone2026', 'ByPhone2026');
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { username: a.username.toLowerCase() } });
    const row = await memberRow(a.id);
    expect(await verifyPassword(row.password_hash, 'ByPhone2026')).toBe(true);
    expect(row).toMatchObject({ failed_login_count: 0, locked_at: null });
    expect((await info(a.token)).statusCode).toBe(401);
    expect(await liveRememberTokens(a.id)).toBe(0);

    const login = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { ...(await solved('127.0.0.1')), type: '', username: res.json().value.username, password: 'ByPhone2026' },
    });
    expect(login.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('when the new password breaks the rule or its confirmation, then the field is named and the code is not spent', async () => {
    const a = await account();
    const code = await sendResetCode(a);
    expect((await byPhone(a, code, 'a b')).json().value.fields[0].field).toBe('newPassword');
    expect((await byPhone(a, code, 'ByPhone2026', 'Other2026')).json().value.fields[0]).toMatchObject({ field: 'confirmNewPassword', issue: 'inconsistent' });
    expect((await byPhone(a, code, 'ByPhone2026')).json().code).toBe('OK');
  });

  it('when the code is wrong, then it answers VERIFICATION_CODE_INVALID and nothing changes', async () => {
    const a = await account();
    const code = await sendResetCode(a);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await byPhone(a, wrong, 'ByPhone2026')).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await verifyPassword((await memberRow(a.id)).password_hash, 'Secret2026')).toBe(true);
  });

  it('when recovery by phone is switched off, then it answers FEATURE_DISABLED', async () => {
    const a = await account();
    await setFlag('CHNGPASSVERIF3', false);
    try {
      expect((await byPhone(a, '123456', 'ByPhone2026')).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlag('CHNGPASSVERIF3', true);
    }
  });
});

describe('POST changePassword', () => {
  const change = (token: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: authPaths.changePassword, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });

  it('when the current password is right, then it changes; this session goes on, the others and remember tokens end', async () => {
    const a = await account();
    const other = await createSession(t.database.db, { memberId: a.id, ip: '127.0.0.1' }, t.app.sessionPolicy);
    await rememberToken(a.id);
    const res = await change(a.token, { oldPassword: 'Secret2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
    expect(await verifyPassword((await memberRow(a.id)).password_hash, 'Changed2026')).toBe(true);
    expect((await info(a.token)).statusCode).toBe(200);
    expect((await info(other.token)).statusCode).toBe(401);
    expect(await liveRememberTokens(a.id)).toBe(0);
  });

  it('when the current password is wrong or missing, then it answers PASSWORD_INCORRECT or names oldPassword', async () => {
    const a = await account();
    const wrong = await change(a.token, { oldPassword: 'Wrong2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT', message: 'The current password is incorrect' });
    const missing = await change(a.token, { newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' });
    expect(missing.json().value.fields).toEqual([{ field: 'oldPassword', issue: 'required', message: 'Input cannot be empty' }]);
    expect(await verifyPassword((await memberRow(a.id)).password_hash, 'Secret2026')).toBe(true);
  });

  it('when the new password breaks the rule or the confirmation differs, then the field is named', async () => {
    const a = await account();
    expect((await change(a.token, { oldPassword: 'Secret2026', newPassword: 'short', confirmNewPassword: 'short' })).json().value.fields[0]).toMatchObject({ field: 'newPassword', issue: 'pattern' });
    // The default password would be asked to change at every login.
    expect((await change(a.token, { oldPassword: 'Secret2026', newPassword: '123456', confirmNewPassword: '123456' })).json().value.fields[0]).toEqual({
      field: 'newPassword',
      issue: 'weakPassword',
      message: 'Choose a password other than 123456',
    });
    expect((await change(a.token, { oldPassword: 'Secret2026', newPassword: 'Changed2026', confirmNewPassword: 'x' })).json().value.fields[0]).toMatchObject({ field: 'confirmNewPassword', issue: 'inconsistent' });
  });

  it('when wrong current passwords keep coming, then the eleventh try in 15 minutes answers 429', async () => {
    const a = await account();
    for (let i = 0; i < 10; i++) expect((await change(a.token, { oldPassword: `Wrong${i}`, newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' })).json().code).toBe('PASSWORD_INCORRECT');
    expect((await change(a.token, { oldPassword: 'Secret2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' })).statusCode).toBe(429);
  });

  it('when the account has no password (phone registration without one), then it sets one without the current', async () => {
    await setFlag('MOBILENUMPASSREG3', false);
    let token: string;
    try {
      const res = await t.app.inject({ method: 'POST', url: authPaths.register, payload: { ...(await solved('127.0.0.1')), type: 'registerMobile', mobileNum: '3419990001', countryDialingCode: '+92', terms: true } });
      token = res.json().value.token;
    } finally {
      await setFlag('MOBILENUMPASSREG3', true);
    }
    expect((await change(token, { newPassword: 'First2026', confirmNewPassword: 'First2026' })).json().code).toBe('OK');
    expect((await info(token)).json().value.hasPassword).toBe(true);
  });

  it('when nobody is logged in, then it answers 401; a trial account answers 403 TRIAL_NOT_ALLOWED', async () => {
    expect((await change(null, { newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' })).statusCode).toBe(401);
    const trial = await t.database.db
      .insertInto('member')
      .values({ username: 'trialpwd1', nickname: 'trialpwd1', type: 4, path: '1', password_hash: null, password_changed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(t.database.db, { memberId: trial.id, ip: '127.0.0.1' }, t.app.sessionPolicy);
    const res = await change(session.token, { newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
  });
});
