import { adminPath, adminPaths, memberLedgerValueSchema, reconciliationValueSchema } from '@lumen/contracts/admin/admin.contract';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankAccount } from '../../src/modules/wallet/bank-accounts.ts';
import { createDeposit } from '../../src/modules/wallet/deposit.service.ts';
import { mainBalance } from '../../src/modules/wallet/ledger.ts';
import { setPaymentPassword } from '../../src/modules/wallet/payment-password.ts';
import { requestWithdrawal, saveWithdrawalProof } from '../../src/modules/wallet/withdrawal.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund as fundMember, LOGIN_PASSWORD, memberWithSession } from '../wallet/wallet-helpers.ts';
import { auditRows, operatorSession } from './admin-helpers.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof operatorSession>>;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  op = await operatorSession(t);
});
afterAll(async () => t?.close());

const get = (url: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query, headers: op.headers });
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object | undefined, headers: { ...op.headers, ...headers } });
const fieldsOf = (res: { json(): { value: { fields?: { field: string }[] } } }) => (res.json().value.fields ?? []).map((f) => f.field);
const memberSession = (app: TestApp) => memberWithSession(app, { prefix: 'desk' });
const fund = (app: TestApp, memberId: bigint, minor: bigint) => fundMember(app.database.db, memberId, minor);
const balance = (memberId: bigint) => mainBalance(t.database.db, memberId, 'PKR');

async function pendingDeposit(memberId: bigint, amount: bigint) {
  return createDeposit(t.database.db, { memberId, methodCode: 'BANK_HBL', amount, requestKey: `dep-${memberId}-${amount}-${Math.random()}` });
}

async function memberWithWithdrawal(amount: bigint) {
  const member = await memberSession(t);
  await fund(t, member.id, 1_000_000n);
  await setPaymentPassword(t.database.db, { memberId: member.id, loginPassword: LOGIN_PASSWORD, newPaymentPassword: '246810' });
  const bank = await addBankAccount(t.database.db, { memberId: member.id, bankName: 'Meezan Bank', accountName: 'Test Member', accountNumber: 'PK00MEZN0001234567' });
  const withdrawal = await requestWithdrawal(t.database.db, {
    memberId: member.id,
    amount,
    bankAccountId: BigInt(bank.id),
    paymentPassword: '246810',
    requestKey: `wd-${member.id}`,
  });
  return { member, withdrawal };
}

describe('deposit queue', () => {
  it('when a bank transfer is pending, then it is in the queue with the member; confirming credits the member once', async () => {
    const member = await memberSession(t);
    const deposit = await pendingDeposit(member.id, 150_000n);
    const list = await get(adminPaths.deposits, { status: 'PENDING' });
    expect(list.statusCode).toBe(200);
    const item = list.json().value.list.find((d: { id: string }) => d.id === deposit.id);
    expect(item).toMatchObject({ username: member.username, amount: '1500.00', status: 'PENDING', referenceCode: deposit.referenceCode });

    const confirmed = await post(adminPath(adminPaths.depositConfirm, { id: deposit.id }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ id: deposit.id, status: 'CONFIRMED', amount: '1500.00' });
    expect(await balance(member.id)).toBe(150_000n);

    const again = await post(adminPath(adminPaths.depositConfirm, { id: deposit.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PROCESSED');
    expect(await balance(member.id)).toBe(150_000n);
    expect((await auditRows(t, 'DEPOSIT_CONFIRM'))[0]).toMatchObject({ operator_id: op.id, subject: `deposit:${deposit.id}`, detail: { amount: '1500.00' } });
  });

  it('when rejected, then a reason is required (the field is named) and nothing moves', async () => {
    const member = await memberSession(t);
    const deposit = await pendingDeposit(member.id, 80_000n);
    const url = adminPath(adminPaths.depositReject, { id: deposit.id });
    for (const payload of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(141) }]) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res)).toContain('reason');
    }
    const res = await post(url, { reason: 'No money arrived with this reference' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.status).toBe('REJECTED');
    expect(await balance(member.id)).toBe(0n);
    const rejected = await get(adminPaths.deposits, { status: 'REJECTED' });
    expect(rejected.json().value.list[0]).toMatchObject({ id: deposit.id, rejectReason: 'No money arrived with this reference' });
    expect((await auditRows(t, 'DEPOSIT_REJECT'))[0]).toMatchObject({ detail: { reason: 'No money arrived with this reference' } });
  });

  it('when the deposit does not exist or the id is malformed, then 404 and 400', async () => {
    expect((await post(adminPath(adminPaths.depositConfirm, { id: '999999' }))).statusCode).toBe(404);
    expect((await post(adminPath(adminPaths.depositConfirm, { id: 'abc' }))).statusCode).toBe(400);
    const paging = await get(adminPaths.deposits, { pageSize: '500' });
    expect(paging.statusCode).toBe(400);
    expect(fieldsOf(paging)).toContain('pageSize');
  });
});

describe('withdrawal queue', () => {
  it('when paid, then the hold goes to paid-out, the member is asked to confirm, and paying again is ALREADY_PROCESSED', async () => {
    const { member, withdrawal } = await memberWithWithdrawal(200_000n);
    expect(await balance(member.id)).toBe(800_000n);
    const list = await get(adminPaths.withdrawals, { status: 'PENDING' });
    const item = list.json().value.list.find((w: { id: string }) => w.id === withdrawal.id);
    expect(item).toMatchObject({ username: member.username, amount: '2000.00', accountNumber: 'PK00MEZN0001234567', accountName: 'Test Member' });

    const paid = await post(adminPath(adminPaths.withdrawalPay, { id: withdrawal.id }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'PAID', amount: '2000.00' });
    expect(await balance(member.id)).toBe(800_000n);
    const after = await get(adminPaths.withdrawals, { status: 'PAID' });
    expect(after.json().value.list[0]).toMatchObject({ id: withdrawal.id, receiptStatus: 'AWAITING' });
    expect((await post(adminPath(adminPaths.withdrawalPay, { id: withdrawal.id }))).json().code).toBe('ALREADY_PROCESSED');
    expect((await auditRows(t, 'WITHDRAWAL_PAY'))[0]).toMatchObject({ subject: `withdrawal:${withdrawal.id}` });
  });

  it('when rejected with a reason, then the held money goes back to the member', async () => {
    const { member, withdrawal } = await memberWithWithdrawal(300_000n);
    const url = adminPath(adminPaths.withdrawalReject, { id: withdrawal.id });
    expect(fieldsOf(await post(url, { reason: ' ' }))).toContain('reason');
    const res = await post(url, { reason: 'Account name does not match' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.status).toBe('REJECTED');
    expect(await balance(member.id)).toBe(1_000_000n);
    expect((await auditRows(t, 'WITHDRAWAL_REJECT'))[0]).toMatchObject({ detail: { reason: 'Account name does not match' } });
  });

  it('when a proof image is asked for, then its bytes come back with its type; an unknown one is 404', async () => {
    const member = await memberSession(t);
    const png = new PNG({ width: 2, height: 2 });
    const bytes = PNG.sync.write(png);
    const { proofId } = await saveWithdrawalProof(t.database.db, { memberId: member.id, bytes });
    const res = await get(adminPath(adminPaths.withdrawalProof, { proofId }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect((await get(adminPath(adminPaths.withdrawalProof, { proofId: '987654' }))).statusCode).toBe(404);
    expect((await auditRows(t, 'WITHDRAWAL_PROOF_VIEW'))[0]).toMatchObject({ detail: { proofId } });
  });
});

describe('decisions and their audit rows', () => {
  it('when the audit row of a deposit or withdrawal decision cannot be written, then the decision is undone with it: nothing moves and the payment stays pending', async () => {
    const db = t.database.db;
    const depositor = await memberSession(t);
    const toConfirm = await pendingDeposit(depositor.id, 120_000n);
    const toReject = await pendingDeposit(depositor.id, 90_000n);
    const payee = await memberWithWithdrawal(200_000n);
    const refused = await memberWithWithdrawal(300_000n);
    const decisions = [
      { url: adminPath(adminPaths.depositConfirm, { id: toConfirm.id }), payload: undefined, subject: `deposit:${toConfirm.id}`, action: 'DEPOSIT_CONFIRM' },
      { url: adminPath(adminPaths.depositReject, { id: toReject.id }), payload: { reason: 'No money arrived with this reference' }, subject: `deposit:${toReject.id}`, action: 'DEPOSIT_REJECT' },
      { url: adminPath(adminPaths.withdrawalPay, { id: payee.withdrawal.id }), payload: undefined, subject: `withdrawal:${payee.withdrawal.id}`, action: 'WITHDRAWAL_PAY' },
      { url: adminPath(adminPaths.withdrawalReject, { id: refused.withdrawal.id }), payload: { reason: 'Account name does not match' }, subject: `withdrawal:${refused.withdrawal.id}`, action: 'WITHDRAWAL_REJECT' },
    ];
    const keys = [
      `deposit:${toConfirm.id}:confirm`,
      `withdrawal:${payee.withdrawal.id}:payout`,
      `withdrawal:${refused.withdrawal.id}:release`,
    ];
    const postings = async () =>
      Number((await db.selectFrom('ledger_transfer').select(sql<string>`count(*)`.as('n')).where('idempotency_key', 'in', keys).executeTakeFirstOrThrow()).n);
    const audited = async (subject: string) =>
      Number((await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).where('subject', '=', subject).executeTakeFirstOrThrow()).n);

    // The audit log refuses these four rows, as a failing disk or a lost connection would at that moment.
    await sql`CREATE FUNCTION test_refuse_decision_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit row refused for %', NEW.subject; END $$`.execute(db);
    await sql`CREATE TRIGGER test_refuse_decision_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.subject IN (${sql.join(decisions.map((d) => sql.lit(d.subject)))}))
      EXECUTE FUNCTION test_refuse_decision_audit()`.execute(db);
    try {
      for (const decision of decisions) {
        const res = await post(decision.url, decision.payload);
        expect(res.statusCode, `${decision.action}: ${res.body}`).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      }
    } finally {
      await sql`DROP TRIGGER test_refuse_decision_audit ON audit_log`.execute(db);
      await sql`DROP FUNCTION test_refuse_decision_audit()`.execute(db);
    }

    expect(await balance(depositor.id)).toBe(0n);
    expect(await balance(payee.member.id)).toBe(800_000n);
    expect(await balance(refused.member.id)).toBe(700_000n);
    expect(await postings()).toBe(0);
    const deposits = await db.selectFrom('deposit').select(['id', 'status', 'reviewed_by']).where('id', 'in', [BigInt(toConfirm.id), BigInt(toReject.id)]).execute();
    expect(deposits.map((d) => [d.status, d.reviewed_by])).toEqual([
      ['PENDING', null],
      ['PENDING', null],
    ]);
    const withdrawals = await db.selectFrom('withdrawal').select(['status', 'reviewed_by']).where('id', 'in', [BigInt(payee.withdrawal.id), BigInt(refused.withdrawal.id)]).execute();
    expect(withdrawals.map((w) => [w.status, w.reviewed_by])).toEqual([
      ['PENDING', null],
      ['PENDING', null],
    ]);
    for (const decision of decisions) expect(await audited(decision.subject), decision.action).toBe(0);

    // Nothing was half done, so the same decisions go through once the audit log takes rows again.
    for (const decision of decisions) {
      const res = await post(decision.url, decision.payload);
      expect(res.statusCode, `${decision.action}: ${res.body}`).toBe(200);
      expect((await auditRows(t, decision.action))[0]).toMatchObject({ operator_id: op.id, subject: decision.subject });
      expect(await audited(decision.subject), decision.action).toBe(1);
    }
    expect(await balance(depositor.id)).toBe(120_000n);
    expect(await balance(refused.member.id)).toBe(1_000_000n);
    expect(await postings()).toBe(3);
  });

  it('when a decision is repeated, then it is ALREADY_PROCESSED and no second audit row is written', async () => {
    const member = await memberSession(t);
    const deposit = await pendingDeposit(member.id, 60_000n);
    const { withdrawal } = await memberWithWithdrawal(100_000n);
    const subjects = [`deposit:${deposit.id}`, `withdrawal:${withdrawal.id}`];
    expect((await post(adminPath(adminPaths.depositConfirm, { id: deposit.id }))).statusCode).toBe(200);
    expect((await post(adminPath(adminPaths.withdrawalPay, { id: withdrawal.id }))).statusCode).toBe(200);
    const again = [
      await post(adminPath(adminPaths.depositConfirm, { id: deposit.id })),
      await post(adminPath(adminPaths.depositReject, { id: deposit.id }), { reason: 'Changed my mind about it' }),
      await post(adminPath(adminPaths.withdrawalPay, { id: withdrawal.id })),
      await post(adminPath(adminPaths.withdrawalReject, { id: withdrawal.id }), { reason: 'Changed my mind about it' }),
    ];
    expect(again.map((res) => res.json().code)).toEqual(['ALREADY_PROCESSED', 'ALREADY_PROCESSED', 'ALREADY_PROCESSED', 'ALREADY_PROCESSED']);
    const rows = await t.database.db.selectFrom('audit_log').select(['action', 'subject']).where('subject', 'in', subjects).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'DEPOSIT_CONFIRM', subject: subjects[0] },
      { action: 'WITHDRAWAL_PAY', subject: subjects[1] },
    ]);
  });
});

describe('manual adjustment', () => {
  it('when a credit is made with a reason, then the member is credited from the ADJUSTMENTS book, once per Idempotency-Key', async () => {
    const member = await memberSession(t);
    const headers = { 'idempotency-key': `adj-${member.id}-1` };
    const body = { username: member.username, amount: '1234.50', reason: 'Goodwill for a delayed payout' };
    const res = await post(adminPaths.adjustments, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: member.username, amount: '1234.50', balance: '1234.50', replayed: false });
    // The member's money moved since (a deposit): the replay moves nothing and tells the balance now.
    await fund(t, member.id, 1_000n);
    const again = await post(adminPaths.adjustments, body, headers);
    expect(again.json().value).toMatchObject({ replayed: true, transferId: res.json().value.transferId, balance: '1244.50' });
    expect(await balance(member.id)).toBe(124_450n);
    const conflict = await post(adminPaths.adjustments, { ...body, amount: '10' }, headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const transfer = await t.database.db.selectFrom('ledger_transfer').selectAll().where('id', '=', BigInt(res.json().value.transferId)).executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ kind: 'ADJUSTMENT', actor: `operator:${op.id}`, reference: body.reason });
    expect(transfer.memo).toMatchObject({ reason: body.reason, operator: op.username });
    const audit = await auditRows(t, 'ADJUSTMENT');
    expect(audit[0]).toMatchObject({ subject: `member:${member.username}`, detail: { amount: '1234.50', reason: body.reason, replayed: true } });
    expect(audit[1]).toMatchObject({ detail: { replayed: false } });
  });

  it('when a debit is larger than the balance, then INSUFFICIENT_BALANCE and nothing moves; a covered debit goes through', async () => {
    const member = await memberSession(t);
    await fund(t, member.id, 50_000n);
    const tooMuch = await post(adminPaths.adjustments, { username: member.username, amount: '-500.01', reason: 'Reverse a double credit' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(member.id)).toBe(50_000n);
    const ok = await post(adminPaths.adjustments, { username: member.username, amount: -500, reason: 'Reverse a double credit' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ amount: '-500.00', balance: '0.00' });
  });

  it('when the amount or reason is bad, then 400 naming the field; an unknown member is NOT_FOUND', async () => {
    const member = await memberSession(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: member.username, amount: '0', reason: 'Valid reason' }, 'amount'],
      [{ username: member.username, amount: '1.234', reason: 'Valid reason' }, 'amount'],
      [{ username: member.username, amount: 'ten', reason: 'Valid reason' }, 'amount'],
      [{ username: member.username, amount: '1e5', reason: 'Valid reason' }, 'amount'],
      [{ username: member.username, reason: 'Valid reason' }, 'amount'],
      [{ username: member.username, amount: '10' }, 'reason'],
      [{ username: member.username, amount: '10', reason: 'ab' }, 'reason'],
      [{ username: member.username, amount: '10', reason: 'r'.repeat(141) }, 'reason'],
      [{ amount: '10', reason: 'Valid reason' }, 'username'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(adminPaths.adjustments, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(payload)).toContain(field);
    }
    const badKey = await post(adminPaths.adjustments, { username: member.username, amount: '10', reason: 'Valid reason' }, { 'idempotency-key': 'x' });
    expect(fieldsOf(badKey)).toContain('Idempotency-Key');
    const unknown = await post(adminPaths.adjustments, { username: 'no_such_member', amount: '10', reason: 'Valid reason' });
    expect(unknown.statusCode).toBe(404);
    expect(await balance(member.id)).toBe(0n);
  });

  it('when an adjustment is above 1,000,000.00 either way or names a trial account, then 400 names the field and nothing moves', async () => {
    const member = await memberSession(t);
    await fund(t, member.id, 200_000_000n);
    for (const amount of ['1000000.01', '-1000000.01', '1000000000000']) {
      const res = await post(adminPaths.adjustments, { username: member.username, amount, reason: 'Slip of the keys' });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().value.fields[0], amount).toMatchObject({ field: 'amount', issue: 'too_big' });
      expect(res.json().value.fields[0].message, amount).toContain('1,000,000.00');
    }
    expect(await balance(member.id)).toBe(200_000_000n);
    const most = await post(adminPaths.adjustments, { username: member.username, amount: '1000000.00', reason: 'The most at once' });
    expect(most.statusCode, most.body).toBe(200);
    const trial = await memberWithSession(t, { type: 4 });
    const refused = await post(adminPaths.adjustments, { username: trial.username, amount: '500', reason: 'Credit a demo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields[0]).toMatchObject({ field: 'username', issue: 'invalid_value' });
    const accounts = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_account WHERE member_id = ${trial.id.toString()}::bigint`.execute(t.database.db);
    expect(accounts.rows[0]?.n).toBe('0');
  });
});

describe('member ledger, reconciliation and the audit log', () => {
  it("when a member's ledger is opened, then accounts with balances and entries newest first with kind, reference and actor", async () => {
    const member = await memberSession(t);
    await fund(t, member.id, 10_000n);
    await post(adminPaths.adjustments, { username: member.username, amount: '25', reason: 'Promotion correction' });
    const res = await get(adminPath(adminPaths.memberLedger, { username: member.username }), { pageSize: '1' });
    expect(res.statusCode).toBe(200);
    const value = memberLedgerValueSchema.parse(res.json().value);
    expect(value.member.username).toBe(member.username);
    expect(value.accounts).toEqual([expect.objectContaining({ wallet: 'MAIN', balance: '125.00' })]);
    expect(value.total).toBe(2);
    expect(value.totalPages).toBe(2);
    expect(value.list).toEqual([
      expect.objectContaining({ kind: 'ADJUSTMENT', amount: '25.00', balanceAfter: '125.00', reference: 'Promotion correction', actor: `operator:${op.id}` }),
    ]);
    const second = await get(adminPath(adminPaths.memberLedger, { username: member.username }), { pageSize: '1', pageNo: '2' });
    expect(second.json().value.list[0]).toMatchObject({ kind: 'DEPOSIT', amount: '100.00' });
    expect((await get(adminPath(adminPaths.memberLedger, { username: 'nobody_here' }))).statusCode).toBe(404);
  });

  it("when an operator opens any page of a member's ledger, then each page view is audited with its page number", async () => {
    const member = await memberSession(t);
    await fund(t, member.id, 10_000n);
    await post(adminPaths.adjustments, { username: member.username, amount: '25', reason: 'Promotion correction' });
    const url = adminPath(adminPaths.memberLedger, { username: member.username });
    const views = async () => (await auditRows(t, 'MEMBER_LEDGER_VIEW')).filter((r) => r.subject === `member:${member.username}`);

    expect((await get(url, { pageSize: '1' })).statusCode).toBe(200);
    expect((await get(url, { pageSize: '1', pageNo: '2' })).statusCode).toBe(200);
    expect((await get(url, { pageSize: '1', pageNo: '2' })).statusCode).toBe(200);

    const rows = await views();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.detail)).toEqual([{ pageNo: 2 }, { pageNo: 2 }, { pageNo: 1 }]);
    expect(rows.every((r) => r.operator_id === op.id)).toBe(true);
  });

  it('when reconciliation runs, then every invariant is OK and the house books are listed, and the run is audited', async () => {
    const res = await get(adminPaths.reconciliation);
    expect(res.statusCode).toBe(200);
    const value = reconciliationValueSchema.parse(res.json().value);
    expect(value.ok).toBe(true);
    expect(value.checks.length).toBeGreaterThanOrEqual(5);
    expect(value.checks.every((c) => c.ok)).toBe(true);
    const books = new Map(value.houseBooks.map((b) => [b.book, b.balance]));
    // One line per book and currency, however many shards it is kept in.
    expect(books.size).toBe(value.houseBooks.length);
    expect(books.get('ADJUSTMENTS')).toMatch(/^-/);
    expect(books.has('DEPOSITS')).toBe(true);
    // The house books and the members' money are the two sides of one ledger.
    const sum = [...value.houseBooks.map((b) => b.balance), ...value.memberTotals.map((m) => m.balance)].reduce(
      (acc, amount) => acc + BigInt(amount.replace('.', '')),
      0n,
    );
    expect(sum).toBe(0n);
    expect((await auditRows(t, 'RECONCILIATION'))[0]).toMatchObject({ operator_id: op.id, detail: { ok: true, failed: [] } });
  });

  it('when the audit log is listed, then newest first with the operator named; the database refuses to change or delete it', async () => {
    const res = await get(adminPaths.audit, { pageSize: '5' });
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().value;
    expect(total).toBeGreaterThan(5);
    expect(list).toHaveLength(5);
    const ids = list.map((r: { id: string }) => BigInt(r.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    expect(list.find((r: { operator: string | null }) => r.operator === op.username)).toBeDefined();

    const db = t.database.db;
    const before = await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    await expect(sql`UPDATE audit_log SET action = 'LOGIN' WHERE id = (SELECT max(id) FROM audit_log)`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const after = await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
