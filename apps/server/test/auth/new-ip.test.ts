import { authPaths, loginVerificationValueSchema } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { insertPasswordReset, updatePassword } from '../../src/modules/auth/account.repository.ts';
import { endLoginTickets, insertLoginTicket, recordGrantedLogin } from '../../src/modules/auth/member.repository.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { resetPassword } from '../../src/modules/auth/password.service.ts';
import { sendVerificationCode } from '../../src/modules/auth/verification.ts';
import { insertMember } from '../support/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  passwordHash = await hashPassword('Secret2026');
});
afterAll(async () => t?.close());

let seq = 0;
async function makeMember(contact: { mobile?: string; email?: string }, hash = passwordHash) {
  const db = t.database.db;
  const username = `newip${++seq}`;
  const id = await insertMember(db, {
    username,
    password_hash: hash,
    password_changed_at: new Date(),
    mobile_country: contact.mobile ? '+92' : null,
    mobile_num: contact.mobile ?? null,
    email: contact.email ?? null,
  });
  return { id, username };
}

async function postLogin(body: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) {
  const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip, headers })).json().value;
  return t.app.inject({
    method: 'POST',
    url: authPaths.login,
    remoteAddress: ip,
    headers,
    payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), ...body },
  });
}

const verify = (ticket: string, verificationCode: string, ip: string) =>
  t.app.inject({ method: 'POST', url: authPaths.verifyLogin, remoteAddress: ip, payload: { ticket, verificationCode } });

async function lastCode(recipient: string): Promise<string> {
  const row = await t.database.db.selectFrom('outbox_message').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)?.[1] ?? '';
}

const knownIps = async (id: bigint) =>
  (await t.database.db.selectFrom('member_known_ip').select('ip').where('member_id', '=', id).orderBy('ip').execute()).map((r) => r.ip);

const liveTokens = (id: bigint) =>
  t.database.db.selectFrom('remember_token').select('id').where('member_id', '=', id).where('revoked_at', 'is', null).where('expires_at', '>', new Date()).execute();

const sessionCount = async (id: bigint) => (await t.database.db.selectFrom('session').select('id').where('member_id', '=', id).execute()).length;

describe('login from a new address', () => {
  it('when the account has no known address yet, then the first one is trusted and recorded', async () => {
    const m = await makeMember({ mobile: '3007770001' });
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.0.1');
    expect(res.statusCode).toBe(200);
    expect(await knownIps(m.id)).toEqual(['10.30.0.1']);
  });

  it('when a known account comes from elsewhere, then a code goes to its phone and the ticket with that code finishes the login', async () => {
    const m = await makeMember({ mobile: '3007770002' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.1.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.1.2');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    const value = loginVerificationValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ channel: 'SMS', target: '+92 300****002', expiredMinutes: 5 });
    const code = await lastCode('+92 3007770002');

    const otherPlace = await verify(value.ticket, code, '10.30.1.3');
    expect(otherPlace.json().code).toBe('VERIFICATION_CODE_INVALID');
    const wrong = await verify(value.ticket, code === '000000' ? '111111' : '000000', '10.30.1.2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');

    const ok = await verify(value.ticket, code, '10.30.1.2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ user: { userName: m.username, lastLoginIp: '10.30.1.2' }, rememberToken: null });
    expect(await knownIps(m.id)).toEqual(['10.30.1.1', '10.30.1.2']);

    const again = await verify(value.ticket, code, '10.30.1.2');
    expect(again.json().code).toBe('VERIFICATION_CODE_INVALID');
    const nowKnown = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.1.2');
    expect(nowKnown.statusCode).toBe(200);
  });

  it('when the account has only an e-mail, then the code goes by e-mail', async () => {
    const m = await makeMember({ email: 'Someone@Example.com' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.2.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.2.2');
    expect(res.json().value).toMatchObject({ channel: 'EMAIL', target: 'so****@example.com' });
    const ok = await verify(res.json().value.ticket, await lastCode('someone@example.com'), '10.30.2.2');
    expect(ok.statusCode).toBe(200);
  });

  it('when the account has neither phone nor e-mail, then there is no one to ask and the login goes through', async () => {
    const m = await makeMember({});
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.3.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.3.2');
    expect(res.statusCode).toBe(200);
  });

  it('when the password is wrong, then no code is sent (a code only follows the right password)', async () => {
    const m = await makeMember({ mobile: '3007770004' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.4.1');
    const res = await postLogin({ username: m.username, password: 'wrong' }, '10.30.4.2');
    expect(res.json().code).toBe('LOGIN_FAILED');
    const sent = await t.database.db.selectFrom('outbox_message').select('id').where('recipient', '=', '+92 3007770004').execute();
    expect(sent).toHaveLength(0);
  });

  it('when the ticket has expired or is made up, then it is refused', async () => {
    const m = await makeMember({ mobile: '3007770005' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.5.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.5.2');
    const { ticket } = res.json().value;
    await t.database.db.updateTable('login_ticket').set({ expires_at: new Date(Date.now() - 1000) }).where('member_id', '=', m.id).execute();
    const expired = await verify(ticket, await lastCode('+92 3007770005'), '10.30.5.2');
    expect(expired.json().code).toBe('VERIFICATION_CODE_EXPIRED');
    const madeUp = await verify('not-a-ticket', '123456', '10.30.5.2');
    expect(madeUp.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('when a remember token is used from a new address, then it is checked too, and the verified login ends it and hands a new one', async () => {
    const m = await makeMember({ mobile: '3007770006' });
    const first = await postLogin({ username: m.username, password: 'Secret2026', remember: true }, '10.30.6.1');
    const rememberToken = first.json().value.rememberToken;
    const res = await postLogin({ username: m.username, rememberToken, remember: true }, '10.30.6.2');
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    const ok = await verify(res.json().value.ticket, await lastCode('+92 3007770006'), '10.30.6.2');
    const next = ok.json().value.rememberToken;
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(rememberToken);
    // As after a direct login with it: the token used works no more, the new one is the only live one.
    expect((await postLogin({ username: m.username, rememberToken, remember: true }, '10.30.6.2')).json().code).toBe('LOGIN_FAILED');
    expect(await liveTokens(m.id)).toHaveLength(1);
    expect((await postLogin({ username: m.username, rememberToken: next, remember: true }, '10.30.6.2')).json().code).toBe('OK');
  });

  it('when a remember-token login is held and never verified, then the token is spent all the same', async () => {
    const m = await makeMember({ mobile: '3007770009' });
    const rememberToken = (await postLogin({ username: m.username, password: 'Secret2026', remember: true }, '10.30.9.1')).json().value.rememberToken;
    const held = await postLogin({ username: m.username, rememberToken, remember: true }, '10.30.9.2');
    expect(held.json().code).toBe('VERIFICATION_REQUIRED');
    expect(await liveTokens(m.id)).toHaveLength(0);
    expect((await postLogin({ username: m.username, rememberToken, remember: true }, '10.30.9.1')).json().code).toBe('LOGIN_FAILED');
  });

  it('when a held password login asked to be remembered, then the verified login hands the token a direct login would', async () => {
    const m = await makeMember({ mobile: '3007770010' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.10.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026', remember: true }, '10.30.10.2');
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    const ok = await verify(res.json().value.ticket, await lastCode('+92 3007770010'), '10.30.10.2');
    const token = ok.json().value.rememberToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await liveTokens(m.id)).toHaveLength(1);
    expect((await postLogin({ username: m.username, rememberToken: token, remember: true }, '10.30.10.2')).json().code).toBe('OK');
  });

  it('when a held login must change its password, then the verified login hands no token, and the token it was made with is spent', async () => {
    // The default password: no token, exactly as a direct login with it.
    const weak = await makeMember({ mobile: '3007770011' }, await hashPassword('123456'));
    await postLogin({ username: weak.username, password: '123456' }, '10.30.11.1');
    const held = await postLogin({ username: weak.username, password: '123456', remember: true }, '10.30.11.2');
    const ok = await verify(held.json().value.ticket, await lastCode('+92 3007770011'), '10.30.11.2');
    expect(ok.json().value).toMatchObject({ weakPassword: true, rememberToken: null, user: { passwordChangeRequired: true } });
    expect(await liveTokens(weak.id)).toHaveLength(0);

    // An expired password (PWDEXPFORCECHANGE3 is on): a token login is held to the change as well.
    const old = await makeMember({ mobile: '3007770012' });
    const rememberToken = (await postLogin({ username: old.username, password: 'Secret2026', remember: true }, '10.30.12.1')).json().value.rememberToken;
    await t.database.db.updateTable('member').set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) }).where('id', '=', old.id).execute();
    const byToken = await postLogin({ username: old.username, rememberToken, remember: true }, '10.30.12.2');
    const verified = await verify(byToken.json().value.ticket, await lastCode('+92 3007770012'), '10.30.12.2');
    expect(verified.json().value).toMatchObject({ rememberToken: null, user: { passwordChangeRequired: true } });
    expect(await liveTokens(old.id)).toHaveLength(0);
    expect((await postLogin({ username: old.username, rememberToken, remember: true }, '10.30.12.2')).json().code).toBe('LOGIN_FAILED');
  });

  it('when two verifications of one held login race, then one logs in and one token is live', async () => {
    const m = await makeMember({ mobile: '3007770013' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.13.1');
    const res = await postLogin({ username: m.username, password: 'Secret2026', remember: true }, '10.30.13.2');
    const code = await lastCode('+92 3007770013');
    const answers = await Promise.all([1, 2, 3].map(() => verify(res.json().value.ticket, code, '10.30.13.2')));
    expect(answers.map((a) => a.json().code).sort()).toEqual(['OK', 'VERIFICATION_CODE_INVALID', 'VERIFICATION_CODE_INVALID']);
    expect(await liveTokens(m.id)).toHaveLength(1);
  });

  it('when one remember token is used twice at once from a new address, then only one login is held, and its verification leaves one live token', async () => {
    const m = await makeMember({ mobile: '3007770014' });
    const rememberToken = (await postLogin({ username: m.username, password: 'Secret2026', remember: true }, '10.30.14.1')).json().value.rememberToken;
    const answers = await Promise.all([1, 2].map(() => postLogin({ username: m.username, rememberToken, remember: true }, '10.30.14.2')));
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((code) => code === 'VERIFICATION_REQUIRED')).toHaveLength(1);
    // The other found the token spent, or was told another login of the name was under way.
    expect(codes.filter((code) => code !== 'VERIFICATION_REQUIRED').every((code) => code === 'LOGIN_FAILED' || code === 'LOGIN_IN_PROGRESS')).toBe(true);
    const held = answers.find((a) => a.json().code === 'VERIFICATION_REQUIRED');
    const ok = await verify(held?.json().value.ticket, await lastCode('+92 3007770014'), '10.30.14.2');
    expect(ok.json().value.rememberToken).toEqual(expect.any(String));
    expect(await liveTokens(m.id)).toHaveLength(1);
  });

  it('when the login is by SMS code, then possession of the phone is enough and the address is recorded', async () => {
    const m = await makeMember({ mobile: '3007770007' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '10.30.7.1');
    await sendVerificationCode(t.app, { purpose: 'LOGIN', channel: 'SMS', target: '+92 3007770007', ip: '10.30.7.2', lang: 'EN' });
    const res = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      remoteAddress: '10.30.7.2',
      payload: { type: 'sms', mobileNum: '3007770007', countryDialingCode: '+92', verificationCode: await lastCode('+92 3007770007') },
    });
    expect(res.statusCode).toBe(200);
    expect(await knownIps(m.id)).toEqual(['10.30.7.1', '10.30.7.2']);
  });

  it('when a trusted proxy forwards the caller, then the forwarded address is the one judged', async () => {
    const m = await makeMember({ mobile: '3007770008' });
    await postLogin({ username: m.username, password: 'Secret2026' }, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(await knownIps(m.id)).toEqual(['198.51.100.7']);
    const res = await postLogin({ username: m.username, password: 'Secret2026' }, '127.0.0.1', { 'x-forwarded-for': '198.51.100.8' });
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
  });
});

const tickets = (id: bigint) => t.database.db.selectFrom('login_ticket').select(['id', 'consumed_at']).where('member_id', '=', id).execute();

/** A new-address ticket's row for the member, as a held login writes it (the password hash aside). */
async function ticketFor(memberId: bigint, mobile: string) {
  const ip = '10.31.99.2';
  const { codeId } = await sendVerificationCode(t.app, { purpose: 'NEW_IP', channel: 'SMS', target: `+92 ${mobile}`, ip, lang: 'EN' });
  return { tokenHash: sha256Hex(`ticket-${memberId}`), memberId, codeId, ip, loginFrom: 'member' as const, remember: true, weakPassword: false, expiresAt: new Date(Date.now() + 600_000) };
}

/** What a granted login writes for the member, remembered (the password hash aside). */
function grantFor(memberId: bigint) {
  const expiresAt = new Date(Date.now() + 600_000);
  return {
    memberId,
    ip: '10.31.99.2',
    userAgent: 'test',
    session: { tokenHash: sha256Hex(`session-${memberId}`), idleExpiresAt: expiresAt, expiresAt },
    passwordChangeRequired: false,
    phoneVerified: false,
    remember: { kind: 'issue' as const, tokenHash: sha256Hex(`remember-${memberId}`), expiresAt },
    currency: 'PKR',
  };
}

describe('a login held for its code when the password changes', () => {
  /**
   * A member with a phone and an e-mail, logged in at a known address (its session token), with a
   * login held from a new address on the old password that asked to be remembered: its ticket and code.
   */
  async function heldLogin(n: number) {
    const m = await makeMember({ mobile: `30077701${n}`, email: `held${n}@example.com` });
    const first = await postLogin({ username: m.username, password: 'Secret2026' }, `10.31.${n}.1`);
    expect(first.json().code).toBe('OK');
    const held = await postLogin({ username: m.username, password: 'Secret2026', remember: true }, `10.31.${n}.2`);
    expect(held.json().code).toBe('VERIFICATION_REQUIRED');
    return { ...m, token: first.json().value.token as string, ticket: held.json().value.ticket as string, code: await lastCode(`+92 30077701${n}`), ip: `10.31.${n}.2` };
  }

  /** The held login's code after the change: refused as a used one is, and nothing opened. */
  async function expectEnded(h: Awaited<ReturnType<typeof heldLogin>>, sessionsBefore: number) {
    const res = await verify(h.ticket, h.code, h.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await sessionCount(h.id)).toBe(sessionsBefore);
    expect(await liveTokens(h.id)).toHaveLength(0);
    expect(await knownIps(h.id)).not.toContain(h.ip);
  }

  it('when the member changes the password, then the held login cannot be finished', async () => {
    const h = await heldLogin(11);
    const changed = await t.app.inject({
      method: 'POST',
      url: authPaths.changePassword,
      headers: { authorization: `Bearer ${h.token}` },
      payload: { oldPassword: 'Secret2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' },
    });
    expect(changed.json().code).toBe('OK');
    await expectEnded(h, await sessionCount(h.id));
  });

  it('when the password is reset by a phone code, then the held login cannot be finished', async () => {
    const h = await heldLogin(12);
    await sendVerificationCode(t.app, { purpose: 'RESET', channel: 'SMS', target: '+92 3007770112', ip: '10.31.12.3', lang: 'EN' });
    const reset = await t.app.inject({
      method: 'POST',
      url: authPaths.getPasswordByPhone,
      remoteAddress: '10.31.12.3',
      payload: { countryDialingCode: '+92', mobileNum: '3007770112', verificationCode: await lastCode('+92 3007770112'), newPassword: 'Reset2026', confirmNewPassword: 'Reset2026' },
    });
    expect(reset.json().code).toBe('OK');
    await expectEnded(h, await sessionCount(h.id));
  });

  it('when the password is reset by the mailed link, then the held login cannot be finished', async () => {
    const h = await heldLogin(13);
    const asked = await t.app.inject({ method: 'POST', url: authPaths.forgetPassword, remoteAddress: '10.31.13.3', payload: { username: h.username, email: 'held13@example.com' } });
    expect(asked.json().code).toBe('OK');
    const mail = await t.database.db.selectFrom('outbox_message').select('body').where('recipient', '=', 'held13@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const token = decodeURIComponent(/resetPassword\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)?.[1] ?? '');
    const reset = await t.app.inject({ method: 'POST', url: authPaths.resetPassword, payload: { token, newPassword: 'Mailed2026', confirmNewPassword: 'Mailed2026' } });
    expect(reset.json().code).toBe('OK');
    await expectEnded(h, await sessionCount(h.id));
  });

  it('when the password changed after the proof, then neither a ticket nor a grant is written on the old one', async () => {
    // The window between a login's password check and its writes, which requests cannot hit on cue:
    // the writes are given the hash the proof saw, and the member's is another one now.
    const m = await makeMember({ mobile: '3007770114' });
    const stale = await hashPassword('Secret2026');
    const ticket = await ticketFor(m.id, '3007770114');
    expect(await insertLoginTicket(t.database.db, { ...ticket, passwordHash: stale })).toBe(false);
    expect(await tickets(m.id)).toHaveLength(0);

    const grant = grantFor(m.id);
    expect(await recordGrantedLogin(t.database.db, { ...grant, passwordHash: stale })).toBeUndefined();
    expect(await sessionCount(m.id)).toBe(0);
    expect(await liveTokens(m.id)).toHaveLength(0);
    expect(await knownIps(m.id)).toEqual([]);
    expect((await t.database.db.selectFrom('member').select('last_login_at').where('id', '=', m.id).executeTakeFirstOrThrow()).last_login_at).toBeNull();

    // With the hash the member has, both go through.
    expect(await insertLoginTicket(t.database.db, { ...ticket, passwordHash })).toBe(true);
    expect((await recordGrantedLogin(t.database.db, { ...grant, passwordHash }))?.member.id).toBe(m.id);
    expect(await sessionCount(m.id)).toBe(1);
  });
});

/** Until `count` statements of the test's database wait for a lock another one holds. */
async function waitersForALock(count: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.database.db);
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nothing waited for the lock');
}

// Two connections at once: the embedded database has one.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a login and a password change at the same moment (PostgreSQL)', () => {
  it('when the change holds the member row, then the ticket and the grant on the old password wait for it and write nothing', async () => {
    const m = await makeMember({ mobile: '3007770116' });
    const ticket = await ticketFor(m.id, '3007770116');
    const newHash = await hashPassword('Changed2026');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated = () => {};
    const isUpdated = new Promise<void>((resolve) => {
      updated = resolve;
    });
    // The steps of a password change, held open after the update.
    const change = t.database.db.transaction().execute(async (trx) => {
      await updatePassword(trx, m.id, newHash, new Date());
      updated();
      await held;
      await endLoginTickets(trx, m.id, new Date());
    });
    try {
      await isUpdated;
      const inserted = insertLoginTicket(t.database.db, { ...ticket, passwordHash });
      const granted = recordGrantedLogin(t.database.db, { ...grantFor(m.id), passwordHash });
      await waitersForALock(2);
      release();
      await change;
      expect(await inserted).toBe(false);
      expect(await granted).toBeUndefined();
    } finally {
      release();
      await change;
    }
    expect(await tickets(m.id)).toHaveLength(0);
    expect(await sessionCount(m.id)).toBe(0);
    expect(await liveTokens(m.id)).toHaveLength(0);
  });

  it('when a ticket is being written as the password is reset, then the reset waits for it and ends it', async () => {
    const m = await makeMember({ mobile: '3007770117' });
    const ticket = await ticketFor(m.id, '3007770117');
    const link = 'reset-link-of-a-racing-ticket';
    await insertPasswordReset(t.database.db, { token_hash: sha256Hex(link), member_id: m.id, ip: '10.31.99.3', expires_at: new Date(Date.now() + 600_000) });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The ticket's statement, its transaction held open so that the reset meets its row lock.
    let inserted: boolean | undefined;
    const writing = t.database.db.transaction().execute(async (trx) => {
      inserted = await insertLoginTicket(trx, { ...ticket, passwordHash });
      written();
      await held;
    });
    try {
      await isWritten;
      expect(inserted).toBe(true);
      const reset = resetPassword(t.database.db, { token: link, newPassword: 'Raced2026', confirmNewPassword: 'Raced2026' }, 'EN');
      await waitersForALock(1);
      release();
      await writing;
      expect(await reset).toBeNull();
    } finally {
      release();
      await writing;
    }
    const [row] = await tickets(m.id);
    expect(row?.consumed_at).not.toBeNull();
  });
});
