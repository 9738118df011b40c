import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmDeposit, createDeposit, listDepositsForReview, rejectDeposit } from '../../src/modules/wallet/deposit.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows } from './payments-helpers.ts';
import { main, memberWithSession, transferCount } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const OPERATOR = 900001n;
let keySerial = 0;
const nextKey = () => `dep-test-key-${++keySerial}`;

function deposit(headers: Record<string, string>, payload: unknown, key: string | null = nextKey()) {
  return t.app.inject({
    method: 'POST',
    url: walletPaths.deposit,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: payload as Record<string, unknown>,
  });
}

describe('deposit methods', () => {
  it('when asked, then the enabled methods come with their limits, bank details for a bank transfer, names in the caller\'s language', async () => {
    const m = await memberWithSession(t);
    const res = await t.app.inject({ method: 'GET', url: walletPaths.depositMethods, headers: { ...m.headers, 'accept-language': 'zh' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { code: string; kind: string; name: string; min: string; max: string; bank: unknown }[];
    const bank = list.find((x) => x.kind === 'BANK_TRANSFER');
    const sandbox = list.find((x) => x.kind === 'SANDBOX');
    expect(bank).toMatchObject({ code: 'BANK_HBL', min: '500.00', max: '500000.00', bank: { bankName: 'Habib Bank Limited' } });
    expect(sandbox).toMatchObject({ code: 'SANDBOX', min: '100.00', bank: null });
    expect(sandbox?.name).toBe('即时演示充值');
  });

  it('when a method is disabled, then it is not listed and a deposit through it is refused naming methodCode', async () => {
    const m = await memberWithSession(t);
    await t.database.db.updateTable('deposit_method').set({ enabled: false }).where('code', '=', 'BANK_HBL').execute();
    try {
      const res = await t.app.inject({ method: 'GET', url: walletPaths.depositMethods, headers: m.headers });
      expect(res.json().value.list.map((x: { code: string }) => x.code)).toEqual(['SANDBOX']);
      const refused = await deposit(m.headers, { methodCode: 'BANK_HBL', amount: '1000' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().value.fields[0]).toMatchObject({ field: 'methodCode', issue: 'invalid_value' });
    } finally {
      await t.database.db.updateTable('deposit_method').set({ enabled: true }).where('code', '=', 'BANK_HBL').execute();
    }
  });
});

describe('sandbox deposit', () => {
  it('when a member deposits through the sandbox, then the money arrives at once and the deposit shows CONFIRMED in the records', async () => {
    const m = await memberWithSession(t);
    const res = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '1234.50' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ methodCode: 'SANDBOX', methodName: 'Instant demo top-up', amount: '1234.50', status: 'CONFIRMED', rejectReason: null });
    expect(value.referenceCode).toMatch(/^[2-9A-Z]{8}$/);
    expect(value.completedAt).not.toBeNull();
    expect(await main(t.database.db, m.id)).toBe(123_450n);

    const transfer = await t.database.db
      .selectFrom('ledger_transfer')
      .selectAll()
      .where('idempotency_key', '=', `deposit:${value.id}:confirm`)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ kind: 'DEPOSIT', reference: value.referenceCode });

    const records = await t.app.inject({ method: 'GET', url: `${walletPaths.depositRecords}?pageNo=1&pageSize=10`, headers: m.headers });
    expect(records.json().value).toMatchObject({ total: 1, pageNo: 1, totalPages: 1, list: [{ id: value.id, status: 'CONFIRMED', amount: '1234.50' }] });
    const pending = await t.app.inject({ method: 'GET', url: `${walletPaths.depositRecords}?status=PENDING`, headers: m.headers });
    expect(pending.json().value.total).toBe(0);
  });

  it('when the same Idempotency-Key is replayed, then the first deposit is answered and money moves once; another body with it is IDEMPOTENCY_CONFLICT', async () => {
    const m = await memberWithSession(t);
    const key = nextKey();
    const first = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '200' }, key);
    const again = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '200.00' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await main(t.database.db, m.id)).toBe(20_000n);

    const conflict = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '300' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countRows(t.database.db, 'deposit', m.id)).toBe(1);
    expect(await main(t.database.db, m.id)).toBe(20_000n);
  });

  it('when the same key arrives many times at once, then one deposit is written and credited once', async () => {
    const m = await memberWithSession(t);
    const key = nextKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(m.headers, { methodCode: 'SANDBOX', amount: '150' }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    expect(await countRows(t.database.db, 'deposit', m.id)).toBe(1);
    expect(await main(t.database.db, m.id)).toBe(15_000n);
  });
});

describe('deposit amounts', () => {
  it('when the amount is below the method\'s minimum or above its maximum, then VALIDATION_FAILED names amount with the limit, and nothing is written', async () => {
    const m = await memberWithSession(t);
    const before = await transferCount(t.database.db);
    const low = await deposit(m.headers, { methodCode: 'BANK_HBL', amount: '499.99' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'amount', issue: 'too_small' }] } });
    expect(low.json().value.fields[0].message).toBe('Amount must be at least 500.00');
    // In the member's language, the field named in it too.
    const lowUrdu = await deposit({ ...m.headers, 'accept-language': 'ur' }, { methodCode: 'BANK_HBL', amount: '499.99' });
    expect(lowUrdu.json().value.fields[0].message).toBe('رقم کم از کم 500.00 ہونا چاہیے');
    const high = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '100000.01' });
    expect(high.statusCode).toBe(400);
    expect(high.json().value.fields[0]).toMatchObject({ field: 'amount', issue: 'too_big' });
    expect(high.json().value.fields[0].message).toContain('100000.00');
    expect(await countRows(t.database.db, 'deposit', m.id)).toBe(0);
    expect(await transferCount(t.database.db)).toBe(before);
  });

  it.each([['0'], ['-5'], ['1.234'], ['abc'], [''], ['1e3'], [12.345], [null]])(
    'when the amount is %j, then a 400 names amount and nothing is written',
    async (amount) => {
      const m = await memberWithSession(t);
      const res = await deposit(m.headers, { methodCode: 'SANDBOX', amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('amount');
      expect(await countRows(t.database.db, 'deposit', m.id)).toBe(0);
    },
  );

  it('when the Idempotency-Key is malformed or the method unknown, then a 400 names the field', async () => {
    const m = await memberWithSession(t);
    const badKey = await deposit(m.headers, { methodCode: 'SANDBOX', amount: '200' }, 'short');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().value.fields[0].field).toBe('Idempotency-Key');
    const unknown = await deposit(m.headers, { methodCode: 'NO_SUCH', amount: '200' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value.fields[0].field).toBe('methodCode');
    expect(await countRows(t.database.db, 'deposit', m.id)).toBe(0);
  });

  it('when a trial account or nobody asks, then TRIAL_NOT_ALLOWED or UNAUTHORIZED', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await deposit(trial.headers, { methodCode: 'SANDBOX', amount: '200' })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await deposit({}, { methodCode: 'SANDBOX', amount: '200' })).statusCode).toBe(401);
    expect(await countRows(t.database.db, 'deposit', trial.id)).toBe(0);
  });
});

describe('bank transfer deposit', () => {
  it('when a member asks for a bank transfer, then it stays PENDING with a reference code and no money moves until the operator confirms', async () => {
    const m = await memberWithSession(t);
    const res = await deposit(m.headers, { methodCode: 'BANK_HBL', amount: '5000' });
    expect(res.statusCode).toBe(200);
    const pending = res.json().value;
    expect(pending).toMatchObject({ status: 'PENDING', amount: '5000.00', completedAt: null });
    expect(await main(t.database.db, m.id)).toBe(0n);

    const desk = await listDepositsForReview(t.database.db, { status: 'PENDING', pageNo: 1, pageSize: 100 });
    expect(desk.list.find((d) => d.id === pending.id)).toMatchObject({ username: m.username, methodKind: 'BANK_TRANSFER', referenceCode: pending.referenceCode });

    const confirmed = await confirmDeposit(t.database.db, { depositId: BigInt(pending.id), operatorId: OPERATOR });
    expect(confirmed).toMatchObject({ id: pending.id, status: 'CONFIRMED' });
    expect(await main(t.database.db, m.id)).toBe(500_000n);
    const row = await t.database.db.selectFrom('deposit').selectAll().where('id', '=', BigInt(pending.id)).executeTakeFirstOrThrow();
    expect(row.reviewed_by).toBe(OPERATOR);
    expect(row.transfer_id).not.toBeNull();

    await expect(confirmDeposit(t.database.db, { depositId: BigInt(pending.id), operatorId: OPERATOR })).rejects.toMatchObject({ code: 'ALREADY_PROCESSED' });
    await expect(rejectDeposit(t.database.db, { depositId: BigInt(pending.id), operatorId: OPERATOR, reason: 'late' })).rejects.toMatchObject({
      code: 'ALREADY_PROCESSED',
    });
    expect(await main(t.database.db, m.id)).toBe(500_000n);
  });

  it('when the operator rejects a pending deposit, then it is REJECTED with the reason and no money moves', async () => {
    const m = await memberWithSession(t);
    const before = await transferCount(t.database.db);
    const created = await createDeposit(t.database.db, { memberId: m.id, methodCode: 'BANK_HBL', amount: 100_000n, requestKey: nextKey() });
    const rejected = await rejectDeposit(t.database.db, { depositId: BigInt(created.id), operatorId: OPERATOR, reason: 'No transfer with this reference arrived' });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'No transfer with this reference arrived' });
    expect(await main(t.database.db, m.id)).toBe(0n);
    expect(await transferCount(t.database.db)).toBe(before);
    await expect(confirmDeposit(t.database.db, { depositId: BigInt(created.id), operatorId: OPERATOR })).rejects.toMatchObject({ code: 'ALREADY_PROCESSED' });
    await expect(confirmDeposit(t.database.db, { depositId: 99_999_999n, operatorId: OPERATOR })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const records = await t.app.inject({ method: 'GET', url: `${walletPaths.depositRecords}?status=REJECTED`, headers: m.headers });
    expect(records.json().value.list).toMatchObject([{ id: created.id, rejectReason: 'No transfer with this reference arrived' }]);
  });

  it('when two operators confirm the same deposit at once, then exactly one succeeds and the money arrives once', async () => {
    const m = await memberWithSession(t);
    const created = await createDeposit(t.database.db, { memberId: m.id, methodCode: 'BANK_HBL', amount: 70_000n, requestKey: nextKey() });
    const results = await Promise.allSettled([
      confirmDeposit(t.database.db, { depositId: BigInt(created.id), operatorId: OPERATOR }),
      confirmDeposit(t.database.db, { depositId: BigInt(created.id), operatorId: OPERATOR + 1n }),
      rejectDeposit(t.database.db, { depositId: BigInt(created.id), operatorId: OPERATOR + 2n, reason: 'duplicate' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'ALREADY_PROCESSED' });
    const balance = await main(t.database.db, m.id);
    const row = await t.database.db.selectFrom('deposit').select('status').where('id', '=', BigInt(created.id)).executeTakeFirstOrThrow();
    expect(balance).toBe(row.status === 'CONFIRMED' ? 70_000n : 0n);
  });
});
