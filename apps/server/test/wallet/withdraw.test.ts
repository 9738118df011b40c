import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWithdrawalsForReview, payWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../src/modules/wallet/withdrawal.service.ts';
import { houseBookBalances } from '../../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addTestBankAccount, countRows, PAYMENT_PASSWORD, setTestPaymentPassword } from './payments-helpers.ts';
import { fund, main, memberWithSession, transferCount } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const OPERATOR = 900002n;
let keySerial = 0;
const nextKey = () => `wd-test-key-${++keySerial}`;

/** A member with a payment password, a payee account and `balance` minor units in main. */
async function withdrawer(balance = 1_000_000n) {
  const m = await memberWithSession(t);
  await setTestPaymentPassword(t.database.db, m.id);
  const bankAccountId = await addTestBankAccount(t, m.headers);
  if (balance > 0n) await fund(t.database.db, m.id, balance);
  return { ...m, bankAccountId };
}

function withdraw(headers: Record<string, string>, payload: Record<string, unknown>, key: string | null = nextKey()) {
  return t.app.inject({ method: 'POST', url: walletPaths.withdraw, headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
}

async function house(book: string): Promise<bigint> {
  const books = await houseBookBalances(t.database.db);
  return books.find((b) => b.book === book)?.balance ?? 0n;
}

describe('withdrawal form', () => {
  it('when asked, then it answers the balance, limits, receipt minutes, payment password state and masked payee accounts', async () => {
    const m = await withdrawer(250_000n);
    const res = await t.app.inject({ method: 'GET', url: walletPaths.withdrawInfo, headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      hasPaymentPassword: true,
      balance: '2500.00',
      min: '100.00',
      max: '50000.00',
      autoReceiptMinutes: 1440,
      bankAccounts: [{ id: m.bankAccountId, bankName: 'Meezan Bank', accountNumber: '****6789' }],
    });
  });
});

describe('asking to withdraw', () => {
  it('when a member withdraws, then the amount is held at once (main down, clearing up) and the record is PENDING', async () => {
    const m = await withdrawer(1_000_000n);
    const clearing = await house('WITHDRAWALS_CLEARING');
    const res = await withdraw(m.headers, { amount: '2500.50', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ amount: '2500.50', status: 'PENDING', receiptStatus: null, bankName: 'Meezan Bank', accountNumber: '****6789', proofCount: 0 });
    expect(await main(t.database.db, m.id)).toBe(1_000_000n - 250_050n);
    expect(await house('WITHDRAWALS_CLEARING')).toBe(clearing + 250_050n);
    const hold = await t.database.db.selectFrom('ledger_transfer').selectAll().where('idempotency_key', '=', `withdrawal:${value.id}:hold`).executeTakeFirstOrThrow();
    expect(hold.kind).toBe('WITHDRAWAL');

    const records = await t.app.inject({ method: 'GET', url: walletPaths.withdrawRecords, headers: m.headers });
    expect(records.json().value).toMatchObject({ total: 1, list: [{ id: value.id, status: 'PENDING' }] });
  });

  it('when the balance is short, then INSUFFICIENT_BALANCE and no withdrawal row, no transfer', async () => {
    const m = await withdrawer(50_000n);
    const before = await transferCount(t.database.db);
    const res = await withdraw(m.headers, { amount: '500.01', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(0);
    expect(await transferCount(t.database.db)).toBe(before);
    expect(await main(t.database.db, m.id)).toBe(50_000n);
  });

  it('when the balance is short, then INSUFFICIENT_BALANCE names amount with the available balance as its maximum', async () => {
    const m = await withdrawer(45_075n);
    const res = await withdraw(m.headers, { amount: '500', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(res.json().value.fields[0]).toMatchObject({ field: 'amount', issue: 'too_big' });
    expect(res.json().value.fields[0].message).toContain('450.75');
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(0);
    expect(await main(t.database.db, m.id)).toBe(45_075n);
  });

  it('when the amount is outside the operator\'s limits or malformed, then a 400 names amount and nothing is written', async () => {
    const m = await withdrawer(10_000_000n);
    const low = await withdraw(m.headers, { amount: '99.99', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(low.json().value.fields[0]).toMatchObject({ field: 'amount', issue: 'too_small' });
    expect(low.json().value.fields[0].message).toContain('100.00');
    const high = await withdraw(m.headers, { amount: '50000.01', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(high.json().value.fields[0]).toMatchObject({ field: 'amount', issue: 'too_big' });
    for (const amount of ['0', '-100', '100.001', 'ten']) {
      const bad = await withdraw(m.headers, { amount, bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields.map((f: { field: string }) => f.field)).toContain('amount');
    }
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(0);
    expect(await main(t.database.db, m.id)).toBe(10_000_000n);
  });

  it('when the payee account is someone else\'s or removed, then a 400 names bankAccountId', async () => {
    const m = await withdrawer();
    const other = await withdrawer(0n);
    const foreign = await withdraw(m.headers, { amount: '200', bankAccountId: other.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().value.fields[0]).toMatchObject({ field: 'bankAccountId', issue: 'invalid_value' });
    await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${m.bankAccountId}`, headers: m.headers });
    const removed = await withdraw(m.headers, { amount: '200', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
    expect(removed.json().value.fields[0].field).toBe('bankAccountId');
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(0);
  });

  it('when the payment password is wrong or not set, then PAYMENT_PASSWORD_INCORRECT / NOT_SET and nothing moves', async () => {
    const m = await withdrawer();
    const wrong = await withdraw(m.headers, { amount: '200', bankAccountId: m.bankAccountId, paymentPassword: '000000' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const guard = await t.database.db.selectFrom('payment_password_guard').select('tries').where('member_id', '=', m.id).executeTakeFirst();
    expect(guard?.tries).toBe(1);
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(0);
    expect(await main(t.database.db, m.id)).toBe(1_000_000n);

    const none = await memberWithSession(t);
    const account = await addTestBankAccount(t, none.headers);
    await fund(t.database.db, none.id, 100_000n);
    const notSet = await withdraw(none.headers, { amount: '200', bankAccountId: account, paymentPassword: PAYMENT_PASSWORD });
    expect(notSet.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(await countRows(t.database.db, 'withdrawal', none.id)).toBe(0);
  });

  it('when the same Idempotency-Key is replayed, then the first withdrawal is answered and held once; another body is IDEMPOTENCY_CONFLICT', async () => {
    const m = await withdrawer(1_000_000n);
    const key = nextKey();
    const first = await withdraw(m.headers, { amount: '300', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD }, key);
    const again = await withdraw(m.headers, { amount: '300.00', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.id).toBe(first.json().value.id);
    const conflict = await withdraw(m.headers, { amount: '301', bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countRows(t.database.db, 'withdrawal', m.id)).toBe(1);
    expect(await main(t.database.db, m.id)).toBe(970_000n);
  });

  it('when a trial account asks, then TRIAL_NOT_ALLOWED', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    const res = await withdraw(trial.headers, { amount: '200', bankAccountId: '1', paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('the operator decides', () => {
  it('when the operator rejects, then the hold goes back to the member and the record says why', async () => {
    const m = await withdrawer(500_000n);
    const w = await requestWithdrawal(t.database.db, { memberId: m.id, amount: 200_000n, bankAccountId: BigInt(m.bankAccountId), paymentPassword: PAYMENT_PASSWORD, requestKey: nextKey() });
    expect(await main(t.database.db, m.id)).toBe(300_000n);
    const rejected = await rejectWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR, reason: 'Account name does not match' });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'Account name does not match', receiptStatus: null });
    expect(await main(t.database.db, m.id)).toBe(500_000n);
    const release = await t.database.db.selectFrom('ledger_transfer').select('kind').where('idempotency_key', '=', `withdrawal:${w.id}:release`).executeTakeFirstOrThrow();
    expect(release.kind).toBe('WITHDRAWAL_RELEASE');
    await expect(rejectWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR, reason: 'again' })).rejects.toMatchObject({ code: 'ALREADY_PROCESSED' });
    await expect(payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR })).rejects.toMatchObject({ code: 'ALREADY_PROCESSED' });
    expect(await main(t.database.db, m.id)).toBe(500_000n);
  });

  it('when the operator pays, then clearing moves to paid, the member\'s money stays, and the payout awaits the member\'s answer with an event', async () => {
    const m = await withdrawer(500_000n);
    const w = await requestWithdrawal(t.database.db, { memberId: m.id, amount: 120_000n, bankAccountId: BigInt(m.bankAccountId), paymentPassword: PAYMENT_PASSWORD, requestKey: nextKey() });
    const paidBook = await house('WITHDRAWALS_PAID');
    const clearing = await house('WITHDRAWALS_CLEARING');
    const events: string[] = [];
    const stop = await t.database.listen('member_events', (payload) => events.push(payload));
    const started = Date.now();
    const paid = await payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR });
    expect(paid).toMatchObject({ status: 'PAID', receiptStatus: 'AWAITING' });
    const confirmBy = new Date(paid.confirmBy ?? 0).getTime();
    expect(confirmBy - started).toBeGreaterThanOrEqual(1440 * 60_000 - 5_000);
    expect(confirmBy - started).toBeLessThanOrEqual(1440 * 60_000 + 60_000);
    expect(await main(t.database.db, m.id)).toBe(380_000n);
    expect(await house('WITHDRAWALS_PAID')).toBe(paidBook + 120_000n);
    expect(await house('WITHDRAWALS_CLEARING')).toBe(clearing - 120_000n);
    const payout = await t.database.db.selectFrom('ledger_transfer').selectAll().where('idempotency_key', '=', `withdrawal:${w.id}:payout`).executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ kind: 'WITHDRAWAL_PAYOUT', member_id: m.id });

    // The account message about the payout is announced on the same channel.
    const awaitingEvent = () => events.map((e) => JSON.parse(e)).find((e) => e.kind === 'event' && e.event.type === 'withdrawalAwaitingConfirmation');
    for (let i = 0; i < 50 && !awaitingEvent(); i += 1) await new Promise((r) => setTimeout(r, 20));
    await stop();
    const event = awaitingEvent();
    expect(event).toEqual({ kind: 'event', memberId: m.id.toString(), event: { type: 'withdrawalAwaitingConfirmation', withdrawalId: w.id, amount: '1200.00' } });

    const awaiting = await t.app.inject({ method: 'GET', url: walletPaths.withdrawAwaiting, headers: m.headers });
    expect(awaiting.json().value.list).toMatchObject([{ id: w.id, receiptStatus: 'AWAITING' }]);
    await expect(payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR })).rejects.toMatchObject({ code: 'ALREADY_PROCESSED' });
    await expect(payWithdrawal(t.database.db, { withdrawalId: 99_999_999n, operatorId: OPERATOR })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const desk = await listWithdrawalsForReview(t.database.db, { status: 'PAID', pageNo: 1, pageSize: 100 });
    expect(desk.list.find((x) => x.id === w.id)).toMatchObject({ username: m.username, fullAccountNumber: '0123456789', accountName: 'Test Member', reviewedBy: OPERATOR.toString(), proofIds: [] });
  });

  it('when two operators decide the same withdrawal at once, then exactly one wins and money moves once', async () => {
    const m = await withdrawer(500_000n);
    const w = await requestWithdrawal(t.database.db, { memberId: m.id, amount: 100_000n, bankAccountId: BigInt(m.bankAccountId), paymentPassword: PAYMENT_PASSWORD, requestKey: nextKey() });
    const results = await Promise.allSettled([
      payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR }),
      rejectWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR + 1n, reason: 'duplicate' }),
      payWithdrawal(t.database.db, { withdrawalId: BigInt(w.id), operatorId: OPERATOR + 2n }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'ALREADY_PROCESSED' });
    const row = await t.database.db.selectFrom('withdrawal').select('status').where('id', '=', BigInt(w.id)).executeTakeFirstOrThrow();
    expect(await main(t.database.db, m.id)).toBe(row.status === 'REJECTED' ? 500_000n : 400_000n);
  });
});
