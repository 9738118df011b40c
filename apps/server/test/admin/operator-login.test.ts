import { adminLoginValueSchema, adminPaths } from '@lumen/contracts/admin/admin.contract';
import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, OPERATOR_LOGIN_LIMITS } from '../../src/modules/admin/operator.service.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { DEMO_OPERATOR } from '../../src/seed/demo-operator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { auditRows, bearer, nextAddress, operatorSession } from './admin-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const login = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: adminPaths.login, payload, remoteAddress });

describe('operator login', () => {
  it('when the demo operator logs in with password and the code of its fixed secret, then it gets a token that opens /api/admin', async () => {
    const res = await login({ username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password, code: totpCode(DEMO_OPERATOR.totpSecret) });
    expect(res.statusCode, res.body).toBe(200);
    const value = adminLoginValueSchema.parse(res.json().value);
    expect(value.operator.username).toBe('desk');
    expect(value.token.length).toBeGreaterThanOrEqual(43);
    const me = await t.app.inject({ method: 'GET', url: adminPaths.me, headers: bearer(value.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toMatchObject({ username: 'desk' });
    // Only the token's hash is stored, with a 30-minute idle and a 12-hour limit.
    const session = await t.database.db.selectFrom('operator_session').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toContain(value.token);
    const idle = new Date(session.idle_expires_at).getTime() - new Date(session.created_at).getTime();
    const max = new Date(session.expires_at).getTime() - new Date(session.created_at).getTime();
    expect(Math.round(idle / 60_000)).toBe(30);
    expect(Math.round(max / 3_600_000)).toBe(12);
    const [row] = await auditRows(t, 'LOGIN');
    expect(row).toMatchObject({ subject: 'operator:desk' });
  });

  it('when the password is wrong, then LOGIN_FAILED and the attempt is audited', async () => {
    const op = await createOperator(t.database.db, { username: 'wrongpass' });
    const res = await login({ username: op.username, password: 'not-it', code: totpCode(op.totpSecret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_FAILED');
    const [row] = await auditRows(t, 'LOGIN_FAILED');
    expect(row).toMatchObject({ operator_id: op.id, subject: 'operator:wrongpass', detail: { reason: 'password' } });
  });

  it('when the username is unknown, then the same LOGIN_FAILED, audited without an operator', async () => {
    const res = await login({ username: 'nobody', password: 'whatever', code: '123456' });
    expect(res.json().code).toBe('LOGIN_FAILED');
    const [row] = await auditRows(t, 'LOGIN_FAILED');
    expect(row).toMatchObject({ operator_id: null, subject: 'operator:nobody', detail: { reason: 'unknown' } });
  });

  it('when the password is right but the code wrong, then TOTP_INVALID; without a code the field is named', async () => {
    const op = await createOperator(t.database.db, { username: 'wrongcode' });
    const good = totpCode(op.totpSecret);
    const wrong = good === '000000' ? '000001' : '000000';
    const res = await login({ username: op.username, password: op.password, code: wrong });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOTP_INVALID');
    expect((await auditRows(t, 'LOGIN_TOTP_INVALID'))[0]).toMatchObject({ operator_id: op.id, detail: { reason: 'wrong' } });

    const missing = await login({ username: op.username, password: op.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields.map((f: { field: string }) => f.field)).toContain('code');
  });

  it('when a code a minute old is sent, then TOTP_INVALID; one step of drift either way is accepted', async () => {
    const old = await createOperator(t.database.db, { username: 'stalecode' });
    const stale = await login({ username: old.username, password: old.password, code: totpCode(old.totpSecret, Date.now() - 90_000) });
    expect(stale.json().code).toBe('TOTP_INVALID');
    const behind = await createOperator(t.database.db, { username: 'slowclock' });
    const late = await login({ username: behind.username, password: behind.password, code: totpCode(behind.totpSecret, Date.now() - 30_000) });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('when a code that already opened a session is sent again, then TOTP_INVALID (no replay)', async () => {
    const op = await createOperator(t.database.db, { username: 'replayed' });
    const code = totpCode(op.totpSecret);
    expect((await login({ username: op.username, password: op.password, code })).statusCode).toBe(200);
    const again = await login({ username: op.username, password: op.password, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TOTP_INVALID');
    expect((await auditRows(t, 'LOGIN_TOTP_INVALID'))[0]).toMatchObject({ operator_id: op.id, detail: { reason: 'reused' } });
  });

  it('when a username has failed too often from one address, then even the right credentials from there wait (TOO_MANY_REQUESTS), audited', async () => {
    const op = await createOperator(t.database.db, { username: 'guessed' });
    const address = '10.77.1.1';
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.failuresPerUsernameAndAddress; i++) {
      expect((await login({ username: op.username, password: `wrong${i}`, code: '123456' }, address)).json().code).toBe('LOGIN_FAILED');
    }
    const res = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, address);
    expect(res.statusCode).toBe(429);
    expect((await auditRows(t, 'LOGIN_THROTTLED'))[0]).toMatchObject({ subject: 'operator:guessed' });
  });

  it('when a stranger fails with an operator’s name, then the operator still logs in from its own address', async () => {
    const op = await createOperator(t.database.db, { username: 'targeted' });
    const stranger = '10.77.2.1';
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.failuresPerUsernameAndAddress + 2; i++) {
      await login({ username: op.username, password: `wrong${i}`, code: '123456' }, stranger);
    }
    expect((await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, stranger)).statusCode).toBe(429);
    const own = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, '10.77.2.2');
    expect(own.statusCode).toBe(200);
    expect(adminLoginValueSchema.parse(own.json().value).operator.username).toBe('targeted');
  });

  it('when failures for one username come from many addresses, then past the ceiling every address waits', async () => {
    const op = await createOperator(t.database.db, { username: 'sprayed' });
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.failuresPerUsername; i++) {
      const address = `10.78.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      expect((await login({ username: op.username, password: `wrong${i}`, code: '123456' }, address)).json().code).toBe('LOGIN_FAILED');
    }
    const res = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, '10.79.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('when wrong codes follow the right password from different addresses, then after a few the operator waits everywhere (the password is known), audited', async () => {
    const op = await createOperator(t.database.db, { username: 'coded' });
    const wrong = (totpCode(op.totpSecret) === '000000' ? '111111' : '000000') as string;
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.codeFailuresPerUsername; i++) {
      expect((await login({ username: op.username, password: op.password, code: wrong }, `10.80.0.${i + 1}`)).json().code).toBe('TOTP_INVALID');
    }
    const res = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, '10.80.1.1');
    expect(res.statusCode).toBe(429);
    expect((await auditRows(t, 'LOGIN_THROTTLED'))[0]).toMatchObject({ subject: 'operator:coded', detail: { codeFailures: OPERATOR_LOGIN_LIMITS.codeFailuresPerUsername } });
  });

  it('when password guesses come from many addresses of one IPv6 /64, then they count as one address', async () => {
    const op = await createOperator(t.database.db, { username: 'sixer' });
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.failuresPerUsernameAndAddress; i++) {
      await login({ username: op.username, password: `wrong${i}`, code: '123456' }, `2001:db8:77:1::${(i + 1).toString(16)}`);
    }
    const sameNetwork = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, '2001:db8:77:1::ffff');
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await login({ username: op.username, password: op.password, code: totpCode(op.totpSecret) }, '2001:db8:77:2::1');
    expect(otherNetwork.statusCode).toBe(200);
  });

  it('when one address tries too often, then it is turned away whatever the username', async () => {
    const address = '10.77.0.1';
    let last = 0;
    for (let i = 0; i <= OPERATOR_LOGIN_LIMITS.perAddress; i++) {
      last = (await login({ username: `spray${i}`, password: 'x', code: '123456' }, address)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('when a script keeps trying after it is turned away, then the refusals are audited once per name and for at most ten names per address', async () => {
    const address = '10.77.9.1';
    const throttledFrom = async () => (await auditRows(t, 'LOGIN_THROTTLED')).filter((r: { ip: string | null }) => r.ip === address).length;
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.perAddress + 50; i++) {
      await login({ username: 'hammered', password: `x${i}`, code: '123456' }, address);
    }
    expect(await throttledFrom()).toBe(1);
    for (let i = 0; i < 40; i++) {
      expect((await login({ username: `another${i}`, password: 'x', code: '123456' }, address)).statusCode).toBe(429);
    }
    expect(await throttledFrom()).toBe(OPERATOR_LOGIN_LIMITS.throttleNotesPerAddress);
  });
});

describe('operator sessions are separate from member sessions', () => {
  it('when a member token is sent to /api/admin, then UNAUTHORIZED; an operator token does not open member routes either', async () => {
    const member = await memberWithSession(t);
    for (const url of [adminPaths.me, adminPaths.deposits, adminPaths.reconciliation, adminPaths.audit]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    const op = await operatorSession(t);
    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: op.headers });
    expect(info.statusCode).toBe(401);
  });

  it('when there is no token, then UNAUTHORIZED; after logout the token is dead', async () => {
    expect((await t.app.inject({ method: 'GET', url: adminPaths.me })).statusCode).toBe(401);
    const op = await operatorSession(t);
    const out = await t.app.inject({ method: 'POST', url: adminPaths.logout, headers: op.headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.me, headers: op.headers })).statusCode).toBe(401);
    expect((await auditRows(t, 'LOGOUT'))[0]).toMatchObject({ operator_id: op.id });
  });

  it('when a session has been idle past its expiry, then it no longer opens anything', async () => {
    const op = await operatorSession(t);
    await sql`UPDATE operator_session SET idle_expires_at = now() - interval '1 second' WHERE operator_id = ${op.id.toString()}::bigint`.execute(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: adminPaths.me, headers: op.headers })).statusCode).toBe(401);
  });
});
