import { transactionHistoryValueSchema, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPaymentPassword } from '../../src/modules/wallet/payment-password.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, LOGIN_PASSWORD, memberWithSession } from './wallet-helpers.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof memberWithSession>>;
let agent: Awaited<ReturnType<typeof memberWithSession>>;

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: member.headers, payload });

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  const db = t.database.db;
  agent = await memberWithSession(t, { type: 1, prefix: 'agent' });
  member = await memberWithSession(t, { parent: agent.id });
  // Someone else's money must never show up in the member's record.
  const other = await memberWithSession(t);
  await fund(db, other.id, 77_700n);

  // deposit 1000.00; 300.00 to PG; 100.00 back; 50.00 to the upline.
  await fund(db, member.id, 100_000n);
  expect((await post(walletPaths.walletTransfer, { from: 'MAIN', to: 'PG', amount: '300' })).statusCode).toBe(200);
  expect((await post(walletPaths.walletTransfer, { from: 'PG', to: 'MAIN', amount: '100' })).statusCode).toBe(200);
  await setPaymentPassword(db, { memberId: member.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '864209' });
  expect((await post(walletPaths.transferUpline, { amount: '50', paymentPassword: '864209' })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

async function history(query: Record<string, string | number>, headers = member.headers) {
  const res = await t.app.inject({ method: 'GET', url: walletPaths.transactionHistory, headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return res;
}
async function value(query: Record<string, string | number> = {}, headers = member.headers) {
  const res = await history(query, headers);
  expect(res.statusCode).toBe(200);
  return transactionHistoryValueSchema.parse(res.json().value);
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the account record', () => {
  it('when read, then every entry on the member\'s wallets is listed newest first with signed amounts, balances after and totals', async () => {
    const v = await value();
    expect(v.total).toBe(6);
    expect(v.totalPages).toBe(1);
    const row = (i: number) => {
      const r = v.list[i];
      return r && [r.type, r.wallet, r.amount, r.balanceAfter];
    };
    expect(row(0)).toEqual(['UPLINE_TRANSFER', 'MAIN', '-50.00', '750.00']);
    expect(row(5)).toEqual(['DEPOSIT', 'MAIN', '1000.00', '1000.00']);
    expect(v.list.slice(1, 5).every((r) => r.type === 'WALLET_TRANSFER')).toBe(true);
    // The two legs of one transfer, in whichever order the ledger wrote them.
    const legs = (from: number) => new Map(v.list.slice(from, from + 2).map((r) => [r.wallet, [r.amount, r.balanceAfter]]));
    expect(legs(1)).toEqual(new Map([['MAIN', ['100.00', '800.00']], ['PG', ['-100.00', '200.00']]]));
    expect(legs(3)).toEqual(new Map([['MAIN', ['-300.00', '700.00']], ['PG', ['300.00', '300.00']]]));
    expect(v.list.every((r) => !Number.isNaN(Date.parse(r.time)))).toBe(true);
    expect(v.list.map((r) => r.reference)).toEqual([
      `${member.username}->${agent.username}`,
      'PG->MAIN',
      'PG->MAIN',
      'MAIN->PG',
      'MAIN->PG',
      '',
    ]);
    expect(v.totals).toEqual({ in: '1400.00', out: '450.00', net: '950.00' });
  });

  it('when filtered by type, then only that kind is listed and the totals cover it alone', async () => {
    const transfers = await value({ type: 'WALLET_TRANSFER' });
    expect(transfers.total).toBe(4);
    expect(transfers.list.every((r) => r.type === 'WALLET_TRANSFER')).toBe(true);
    expect(transfers.totals).toEqual({ in: '400.00', out: '400.00', net: '0.00' });
    const deposits = await value({ type: 'DEPOSIT' });
    expect(deposits.totals).toEqual({ in: '1000.00', out: '0.00', net: '1000.00' });
    const none = await value({ type: 'BONUS' });
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } });
  });

  it('when paged, then pages split the rows without overlap and every page carries the totals of all rows', async () => {
    const first = await value({ pageSize: 4, pageNo: 1 });
    const second = await value({ pageSize: 4, pageNo: 2 });
    const third = await value({ pageSize: 4, pageNo: 3 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    expect(third.list).toHaveLength(0);
    expect([first.totalPages, first.total, second.pageNo]).toEqual([2, 6, 2]);
    const ids = [...first.list, ...second.list].map((r) => BigInt(r.id));
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect(second.totals).toEqual(first.totals);
  });

  it('when filtered by days, then both ends are inclusive (UTC)', async () => {
    const day = (await value()).list[0]?.time.slice(0, 10) as string;
    expect((await value({ startDate: day, endDate: day })).total).toBe(6);
    expect((await value({ endDate: day })).total).toBe(6);
    expect((await value({ startDate: day })).total).toBe(6);
    expect((await value({ endDate: shiftDay(day, -1) })).total).toBe(0);
    expect((await value({ startDate: shiftDay(day, 1) })).total).toBe(0);
    expect((await value({ startDate: shiftDay(day, -30), endDate: shiftDay(day, 1) })).totals.net).toBe('950.00');
  });

  it('when the dates or the type are not valid, then VALIDATION_FAILED names the field', async () => {
    const fieldOf = async (query: Record<string, string>) => {
      const res = await history(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().value.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldOf({ startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual(['startDate']);
    expect(await fieldOf({ startDate: '2026-02-30' })).toEqual(['startDate']);
    expect(await fieldOf({ endDate: '26-1-1' })).toEqual(['endDate']);
    // Well-formed days outside the years a record may name (2000 to 2999) are refused, not looked up.
    expect(await fieldOf({ startDate: '0000-01-01', endDate: '0000-01-05' })).toEqual(['startDate', 'endDate']);
    expect(await fieldOf({ startDate: '9999-12-30', endDate: '9999-12-31' })).toEqual(['startDate', 'endDate']);
    expect(await fieldOf({ endDate: '0000-03-01' })).toEqual(['endDate']);
    expect(await fieldOf({ startDate: '1999-12-31' })).toEqual(['startDate']);
    expect(await fieldOf({ endDate: '3000-01-01' })).toEqual(['endDate']);
    expect((await value({ startDate: '2999-12-30', endDate: '2999-12-31' })).total).toBe(0);
    expect((await value({ startDate: '2000-01-01', endDate: '2000-01-01' })).total).toBe(0);
    expect(await fieldOf({ type: 'LOTTERY' })).toEqual(['type']);
    expect(await fieldOf({ pageSize: '1000' })).toEqual(['pageSize']);
  });

  it('when the upline reads its record, then the money it received is there as money in', async () => {
    const v = await value({}, agent.headers);
    expect(v.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([['UPLINE_TRANSFER', '50.00', '50.00']]);
  });

  it('when not logged in, then 401', async () => {
    expect((await history({}, {})).statusCode).toBe(401);
  });
});
