import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/password-hash.ts';
import { PAYMENT_PASSWORD_LIMIT, setPaymentPassword, verifyPaymentPassword } from '../../src/modules/wallet/payment-password.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, LOGIN_PASSWORD, main, memberWithSession, transferCount } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
type Headers = Record<string, string>;

const setPassword = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: walletPaths.paymentPassword, headers, payload });
const toUpline = (headers: Headers, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({ method: 'POST', url: walletPaths.transferUpline, headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
const storedHash = async (id: bigint) =>
  (await db().selectFrom('member').select('payment_password_hash').where('id', '=', id).executeTakeFirstOrThrow()).payment_password_hash;

describe('setting the payment password', () => {
  it('when set the first time with the login password, then it is stored as argon2id and works', async () => {
    const m = await memberWithSession(t);
    const res = await setPassword(m.headers, { loginPassword: LOGIN_PASSWORD, newPaymentPassword: '246810' });
    expect(res.statusCode).toBe(200);
    const hash = await storedHash(m.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, '246810')).toBe(true);
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '246810' })).resolves.toBeUndefined();
  });

  it('when set the first time without or with a wrong login password, then it is refused and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const missing = await setPassword(m.headers, { newPaymentPassword: '246810' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('loginPassword');
    const wrong = await setPassword(m.headers, { loginPassword: 'Wrong2026', newPaymentPassword: '246810' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    expect(await storedHash(m.id)).toBeNull();
  });

  it('when the new password is not six digits, then VALIDATION_FAILED names it', async () => {
    const m = await memberWithSession(t);
    for (const bad of ['12345', '1234567', 'abcdef', '12345a']) {
      const res = await setPassword(m.headers, { loginPassword: LOGIN_PASSWORD, newPaymentPassword: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('newPaymentPassword');
    }
    expect(await storedHash(m.id)).toBeNull();
  });

  it('when changed, then the old payment password is needed, not the login password', async () => {
    const m = await memberWithSession(t);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '111111' });
    const withLogin = await setPassword(m.headers, { loginPassword: LOGIN_PASSWORD, newPaymentPassword: '222222' });
    expect(withLogin.statusCode).toBe(400);
    expect(withLogin.json().value.fields[0].field).toBe('oldPaymentPassword');
    const wrongOld = await setPassword(m.headers, { oldPaymentPassword: '999999', newPaymentPassword: '222222' });
    expect(wrongOld.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const ok = await setPassword(m.headers, { oldPaymentPassword: '111111', newPaymentPassword: '222222' });
    expect(ok.statusCode).toBe(200);
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '222222' })).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '111111' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
  });

  it('when a trial account or nobody asks, then it is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await setPassword(trial.headers, { loginPassword: LOGIN_PASSWORD, newPaymentPassword: '123456' })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await setPassword({}, { loginPassword: LOGIN_PASSWORD, newPaymentPassword: '123456' })).statusCode).toBe(401);
  });
});

describe('checking the payment password', () => {
  it('when none was set, then PAYMENT_PASSWORD_NOT_SET', async () => {
    const m = await memberWithSession(t);
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '123456' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' });
  });

  it(`when wrong ${PAYMENT_PASSWORD_LIMIT.tries} times, then even the right one is refused with TOO_MANY_REQUESTS until the window passes`, async () => {
    const m = await memberWithSession(t);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '135790' });
    for (let i = 0; i < PAYMENT_PASSWORD_LIMIT.tries; i++) {
      await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '000000' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    }
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '135790' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The window started 15 minutes ago: the count starts over.
    await db()
      .updateTable('payment_password_guard')
      .set({ window_started_at: new Date(Date.now() - PAYMENT_PASSWORD_LIMIT.windowMs - 1000) })
      .where('member_id', '=', m.id)
      .execute();
    await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '135790' })).resolves.toBeUndefined();
  });

  it('when right after a few wrong tries, then the count is cleared', async () => {
    const m = await memberWithSession(t);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '135790' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PAYMENT_PASSWORD_LIMIT.tries - 1; i++) {
        await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '000000' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
      }
      await expect(verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '135790' })).resolves.toBeUndefined();
    }
  });

  it('when many wrong tries arrive at once, then no more than the limit are compared', async () => {
    const m = await memberWithSession(t);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '135790' });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => verifyPaymentPassword(db(), { memberId: m.id, paymentPassword: '000000' })),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(PAYMENT_PASSWORD_LIMIT.tries);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(12 - PAYMENT_PASSWORD_LIMIT.tries);
  });
});

describe('transfer to the upline', () => {
  it('when the member has an upline, then GET upline names it and the transfer moves the money with kind UPLINE_TRANSFER', async () => {
    const agent = await memberWithSession(t, { type: 1, prefix: 'agent' });
    await db().updateTable('member').set({ nickname: 'Agent Smith' }).where('id', '=', agent.id).execute();
    const m = await memberWithSession(t, { parent: agent.id });
    await fund(db(), m.id, 50_000n);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '482913' });

    const upline = await t.app.inject({ method: 'GET', url: walletPaths.upline, headers: m.headers });
    expect(upline.json().value).toEqual({ upline: { username: agent.username, nickname: 'Agent Smith' } });

    const res = await toUpline(m.headers, { amount: '125.50', paymentPassword: '482913' }, 'upline-key-001');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ transferId: expect.stringMatching(/^\d+$/), balance: '374.50' });
    expect(await main(db(), m.id)).toBe(37_450n);
    expect(await main(db(), agent.id)).toBe(12_550n);
    const posted = await db().selectFrom('ledger_transfer').select(['kind', 'member_id']).where('id', '=', BigInt(res.json().value.transferId)).executeTakeFirstOrThrow();
    expect(posted.kind).toBe('UPLINE_TRANSFER');

    const count = await transferCount(db());
    const again = await toUpline(m.headers, { amount: '125.50', paymentPassword: '482913' }, 'upline-key-001');
    expect(again.json().value).toEqual(res.json().value);
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), agent.id)).toBe(12_550n);
  });

  it('when a transfer is retried after the upline left or with a wrong password, then the first transfer answers, nothing moves again and no try is counted', async () => {
    const agent = await memberWithSession(t, { type: 1, prefix: 'agent' });
    const m = await memberWithSession(t, { parent: agent.id });
    await fund(db(), m.id, 50_000n);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '482913' });
    const first = await toUpline(m.headers, { amount: '40.00', paymentPassword: '482913' }, 'upline-retry-001');
    expect(first.statusCode, first.body).toBe(200);
    const count = await transferCount(db());
    const tries = () => db().selectFrom('payment_password_guard').select('tries').where('member_id', '=', m.id).execute();

    const wrongPassword = await toUpline(m.headers, { amount: '40.00', paymentPassword: '111111' }, 'upline-retry-001');
    expect(wrongPassword.statusCode, wrongPassword.body).toBe(200);
    expect(wrongPassword.json().value).toEqual(first.json().value);
    expect(await tries()).toEqual([]);

    await db().updateTable('member').set({ status: 'DISABLED' }).where('id', '=', agent.id).execute();
    const uplineGone = await toUpline(m.headers, { amount: '40.00', paymentPassword: '482913' }, 'upline-retry-001');
    expect(uplineGone.statusCode, uplineGone.body).toBe(200);
    expect(uplineGone.json().value).toEqual(first.json().value);

    const conflict = await toUpline(m.headers, { amount: '41.00', paymentPassword: '482913' }, 'upline-retry-001');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const another = await toUpline(m.headers, { amount: '40.00', paymentPassword: '482913' }, 'upline-retry-002');
    expect(another.json().code).toBe('NO_UPLINE');

    expect(await tries()).toEqual([]);
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(46_000n);
    expect(await main(db(), agent.id)).toBe(4_000n);
  });

  it('when the payment password is wrong, missing or not set, then nothing moves', async () => {
    const agent = await memberWithSession(t, { type: 1, prefix: 'agent' });
    const m = await memberWithSession(t, { parent: agent.id });
    await fund(db(), m.id, 50_000n);
    const count = await transferCount(db());

    const notSet = await toUpline(m.headers, { amount: '10', paymentPassword: '482913' });
    expect(notSet.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');

    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '482913' });
    const wrong = await toUpline(m.headers, { amount: '10', paymentPassword: '111111' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');

    const missing = await toUpline(m.headers, { amount: '10' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields.map((f: { field: string }) => f.field)).toContain('paymentPassword');

    const tooMuch = await toUpline(m.headers, { amount: '500.01', paymentPassword: '482913' });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(tooMuch.json().value.fields[0].field).toBe('amount');

    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(50_000n);
    expect(await main(db(), agent.id)).toBe(0n);
  });

  it('when the member has no upline, then GET upline answers null and the transfer NO_UPLINE', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 1_000n);
    await setPaymentPassword(db(), { memberId: m.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '482913' });
    expect((await t.app.inject({ method: 'GET', url: walletPaths.upline, headers: m.headers })).json().value).toEqual({ upline: null });
    const res = await toUpline(m.headers, { amount: '1', paymentPassword: '482913' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_UPLINE');
    expect(await main(db(), m.id)).toBe(1_000n);
  });
});
