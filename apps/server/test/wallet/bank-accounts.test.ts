import { MAX_BANK_ACCOUNTS, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as normalizedNumbers from '../../src/db/migrations/20261203100000_payee_account_number_normalized.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows } from './payments-helpers.ts';
import { memberWithSession } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: walletPaths.bankAccounts, headers, payload });
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: walletPaths.bankAccounts, headers })).json().value.list as { id: string; bankName: string; accountName: string; accountNumber: string }[];

describe('payee bank accounts', () => {
  it.each([
    ['an Urdu name', 'حبیب بینک', 'عائشہ خان'],
    ['punctuation banks use', 'Bank Al-Habib (Pvt.) Ltd.', "O'Neil & Sons / 2"],
  ])('when the names are %s, then the account is added', async (_case, bankName, accountName) => {
    const m = await memberWithSession(t);
    const res = await add(m.headers, { bankName, accountName, accountNumber: '5555666677' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(m.headers)).map((a) => [a.bankName, a.accountName])).toEqual([[bankName, accountName]]);
  });

  it('when a member adds an account, then it is listed with the number masked but for its last 4 characters', async () => {
    const m = await memberWithSession(t);
    const res = await add(m.headers, { bankName: ' Allied Bank ', accountName: 'Amna Khan', accountNumber: 'PK12ABCD0000123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ bankName: 'Allied Bank', accountName: 'Amna Khan', accountNumber: '****3456' });
    expect(JSON.stringify(await list(m.headers))).not.toContain('PK12ABCD');
    expect(await list(m.headers)).toMatchObject([{ id: res.json().value.id, accountNumber: '****3456' }]);
  });

  it(`when a member already has ${MAX_BANK_ACCOUNTS}, then the next is LIMIT_REACHED, also when sent at once; removing one makes room`, async () => {
    const m = await memberWithSession(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_BANK_ACCOUNTS + 3 }, (_, i) => add(m.headers, { bankName: 'HBL', accountName: 'Ali Raza', accountNumber: `10000000${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(answers.filter((a) => a.json().code === 'LIMIT_REACHED')).toHaveLength(3);
    expect(await countRows(t.database.db, 'payee_bank_account', m.id)).toBe(MAX_BANK_ACCOUNTS);

    const [first] = await list(m.headers);
    const removed = await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${first?.id}`, headers: m.headers });
    expect(removed.json()).toMatchObject({ success: true, value: null });
    expect(await list(m.headers)).toHaveLength(MAX_BANK_ACCOUNTS - 1);
    expect((await add(m.headers, { bankName: 'HBL', accountName: 'Ali Raza', accountNumber: '200000001' })).statusCode).toBe(200);
  });

  it('when the same number is added twice, then CONFLICT', async () => {
    const m = await memberWithSession(t);
    expect((await add(m.headers, { bankName: 'UBL', accountName: 'Sara Ali', accountNumber: '5555666677' })).statusCode).toBe(200);
    const again = await add(m.headers, { bankName: 'UBL', accountName: 'Sara Ali', accountNumber: '5555666677' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it.each([
    ['PK36HABB0000001123456702', 'pk36habb0000001123456702'],
    ['PK36HABB0000001123456702', 'Pk36-Habb-0000-0011-2345-6702'],
    ['1234-5678', '12345678'],
    ['12345678', '1-2-3-4-5-6-7-8'],
  ])('when %s is on file and %s is added, then CONFLICT: the same number in another spelling', async (first, second) => {
    const m = await memberWithSession(t);
    const added = await add(m.headers, { bankName: 'HBL', accountName: 'Sara Ali', accountNumber: first });
    expect(added.statusCode, added.body).toBe(200);
    const again = await add(m.headers, { bankName: 'HBL', accountName: 'Sara Ali', accountNumber: second });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect(await countRows(t.database.db, 'payee_bank_account', m.id)).toBe(1);
    // The number stays as typed (the operator pays to it); once removed, another spelling may be added.
    expect((await list(m.headers))[0]?.accountNumber).toBe(`****${first.slice(-4)}`);
    await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${added.json().value.id}`, headers: m.headers });
    expect((await add(m.headers, { bankName: 'HBL', accountName: 'Sara Ali', accountNumber: second })).statusCode).toBe(200);
  });

  it('when the migration to spelling-blind numbers meets the same number on file twice, then the older stays and the later is removed', async () => {
    const db = t.database.db;
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await normalizedNumbers.down(db);
    try {
      const rows = [
        { member_id: m.id, account_number: 'PK36HABB0000001123456702' },
        { member_id: m.id, account_number: 'pk36-habb-0000001123456702' },
        { member_id: m.id, account_number: '1234-5678' },
        { member_id: m.id, account_number: '12345678' },
        { member_id: m.id, account_number: '87654321' },
        { member_id: other.id, account_number: '12345678' },
      ];
      for (const row of rows) await db.insertInto('payee_bank_account').values({ ...row, bank_name: 'HBL', account_name: 'Sara Ali' }).execute();
    } finally {
      await normalizedNumbers.up(db);
    }
    const live = async (memberId: bigint) =>
      (await db.selectFrom('payee_bank_account').select('account_number').where('member_id', '=', memberId).where('removed_at', 'is', null).orderBy('id').execute()).map(
        (r) => r.account_number,
      );
    expect(await live(m.id)).toEqual(['PK36HABB0000001123456702', '1234-5678', '87654321']);
    expect(await live(other.id)).toEqual(['12345678']);
    expect(await countRows(db, 'payee_bank_account', m.id)).toBe(5);
    expect((await add(m.headers, { bankName: 'HBL', accountName: 'Sara Ali', accountNumber: '12-34-56-78' })).json().code).toBe('CONFLICT');
  });

  it.each([
    [{ bankName: 'U', accountName: 'Sara Ali', accountNumber: '5555666677' }, 'bankName'],
    [{ bankName: 'UBL', accountName: '', accountNumber: '5555666677' }, 'accountName'],
    [{ bankName: 'UBL', accountName: 'Sara Ali', accountNumber: '12 34' }, 'accountNumber'],
    [{ bankName: 'UBL', accountName: 'Sara Ali', accountNumber: '1'.repeat(35) }, 'accountNumber'],
    [{ bankName: 'UBL', accountName: 'Sara Ali' }, 'accountNumber'],
    // Names a bank can pay to: letters, not emoji or symbols alone.
    [{ bankName: '😀😀', accountName: 'Sara Ali', accountNumber: '5555666677' }, 'bankName'],
    [{ bankName: 'UBL', accountName: '😀😀', accountNumber: '5555666677' }, 'accountName'],
    [{ bankName: 'UBL', accountName: 'Sara 🎰 Ali', accountNumber: '5555666677' }, 'accountName'],
    [{ bankName: '1234', accountName: 'Sara Ali', accountNumber: '5555666677' }, 'bankName'],
    [{ bankName: 'UBL', accountName: '$$$$', accountNumber: '5555666677' }, 'accountName'],
  ])('when the body is %j, then a 400 names %s and nothing is stored', async (payload, field) => {
    const m = await memberWithSession(t);
    const res = await add(m.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countRows(t.database.db, 'payee_bank_account', m.id)).toBe(0);
  });

  it('when a member removes someone else\'s account or one already removed, then NOT_FOUND and the owner keeps it', async () => {
    const owner = await memberWithSession(t);
    const other = await memberWithSession(t);
    const id = (await add(owner.headers, { bankName: 'MCB', accountName: 'Bilal', accountNumber: '778899001' })).json().value.id;
    const foreign = await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(await list(owner.headers)).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/${id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${walletPaths.bankAccounts}/abc`, headers: owner.headers })).statusCode).toBe(400);
  });

  it('when a trial account or nobody asks, then TRIAL_NOT_ALLOWED or UNAUTHORIZED', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await add(trial.headers, { bankName: 'UBL', accountName: 'Trial', accountNumber: '123456789' })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: walletPaths.bankAccounts })).statusCode).toBe(401);
  });
});
