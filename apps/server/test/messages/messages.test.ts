import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { messageListValueSchema, messagePaths } from '@lumen/contracts/member/messages.contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNotice } from '../../src/modules/messages/messages.service.ts';
import { addBankAccount } from '../../src/modules/wallet/bank-accounts.ts';
import { createDeposit } from '../../src/modules/wallet/deposit.service.ts';
import { payWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../src/modules/wallet/withdrawal.service.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PAYMENT_PASSWORD, setTestPaymentPassword } from '../wallet/payments-helpers.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const unread = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json().value.count as number;
};
const list = async (m: Member, lang = 'en', query: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: messagePaths.list, query, headers: { ...m.headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return messageListValueSchema.parse(res.json().value);
};
const read = (m: Member, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: messagePaths.read, headers: m.headers, payload });

describe('platform messages', () => {
  it('when a member arrives, then the welcome to everyone is there unread, in the member info too', async () => {
    const m = await memberWithSession(t);
    expect(await unread(m)).toBe(1);
    const value = await list(m);
    expect(value.list).toMatchObject([{ kind: 'NOTICE', title: 'Welcome to Lumen', read: false }]);
    expect(value.unread).toBe(1);
    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: m.headers });
    expect(info.json().value.unreadMessage).toBe(1);
    expect((await list(m, 'ur')).list[0]?.title).toBe('Lumen میں خوش آمدید');
  });

  it("when the operator writes to one member, then only that member sees it, newest first, in English where no translation was given", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    await sendNotice(db(), { username: m.username, title: { EN: 'Your bonus', UR: 'آپ کا بونس' }, body: { EN: 'Claim it today.' }, operatorId: 1n, lang: 'EN' });
    const mine = await list(m, 'ur');
    expect(mine.list.map((x) => [x.title, x.body])).toEqual([
      ['آپ کا بونس', 'Claim it today.'],
      ['Lumen میں خوش آمدید', expect.any(String)],
    ]);
    expect(await unread(m)).toBe(2);
    expect((await list(other)).list.map((x) => x.title)).toEqual(['Welcome to Lumen']);
  });

  it("when messages are read one by one or all at once, then the count follows, and another member's message cannot be touched", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const { id: private1 } = await sendNotice(db(), { username: m.username, title: { EN: 'One' }, body: { EN: '1' }, operatorId: 1n, lang: 'EN' });
    await sendNotice(db(), { username: m.username, title: { EN: 'Two' }, body: { EN: '2' }, operatorId: 1n, lang: 'EN' });
    const res = await read(m, { ids: [private1] });
    expect(res.json().value.count).toBe(2);
    expect((await list(m)).list.find((x) => x.id === private1)?.read).toBe(true);
    // The other member marks m's message: nothing of m's changes, and the other's count is its own.
    expect((await read(other, { ids: [private1] })).json().value.count).toBe(1);
    expect((await read(m, {})).json().value.count).toBe(0);
    expect(await unread(m)).toBe(0);
    // Marking again changes nothing.
    expect((await read(m, { ids: [private1] })).json().value.count).toBe(0);
  });

  it('when a message arrives after the member’s list was read, then mark all up to the newest one seen leaves the new one unread', async () => {
    const m = await memberWithSession(t);
    await sendNotice(db(), { username: m.username, title: { EN: 'Seen' }, body: { EN: 'On screen.' }, operatorId: 1n, lang: 'EN' });
    const shown = await list(m);
    const newestSeen = shown.list[0]!.id;
    expect(shown.unread).toBe(2);
    // A message arrives while the page is open, before the member's client reads the list again.
    const { id: arrived } = await sendNotice(db(), { username: m.username, title: { EN: 'Not seen yet' }, body: { EN: 'Not on screen.' }, operatorId: 1n, lang: 'EN' });
    expect(BigInt(arrived)).toBeGreaterThan(BigInt(newestSeen));

    const res = await read(m, { upToId: newestSeen });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.count).toBe(1);
    expect(await unread(m)).toBe(1);
    const after = await list(m);
    expect(after.list.filter((x) => !x.read).map((x) => x.id)).toEqual([arrived]);
    // Without the bound (an older client), all are marked as before.
    expect((await read(m, {})).json().value.count).toBe(0);
  });

  it('when upToId is not a decimal id of up to 18 digits, then VALIDATION_FAILED names upToId and nothing is marked read', async () => {
    const m = await memberWithSession(t);
    const { id } = await sendNotice(db(), { username: m.username, title: { EN: 'One' }, body: { EN: '1' }, operatorId: 1n, lang: 'EN' });
    for (const upToId of ['x1', '', '-5', '1.5', 12, '1234567890123456789']) {
      const bad = await read(m, { upToId });
      expect(bad.statusCode, `${JSON.stringify(upToId)}: ${bad.body}`).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
      expect(bad.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['upToId']);
    }
    expect(await unread(m)).toBe(2);
    expect((await list(m)).list.find((x) => x.id === id)?.read).toBe(false);
  });

  it('when a deposit is credited or a withdrawal paid or rejected, then the member gets an account message with the amount', async () => {
    const m = await memberWithSession(t);
    await createDeposit(db(), { memberId: m.id, methodCode: 'SANDBOX', amount: 150_000n, requestKey: `msg-dep-${m.id}` });
    await setTestPaymentPassword(db(), m.id);
    const bank = await addBankAccount(db(), { memberId: m.id, bankName: 'Meezan Bank', accountName: 'Member', accountNumber: '0123456789' });
    const paid = await requestWithdrawal(db(), { memberId: m.id, amount: 20_000n, bankAccountId: BigInt(bank.id), paymentPassword: PAYMENT_PASSWORD, requestKey: `msg-w1-${m.id}` });
    await payWithdrawal(db(), { withdrawalId: BigInt(paid.id), operatorId: 1n });
    const refused = await requestWithdrawal(db(), { memberId: m.id, amount: 30_000n, bankAccountId: BigInt(bank.id), paymentPassword: PAYMENT_PASSWORD, requestKey: `msg-w2-${m.id}` });
    await rejectWithdrawal(db(), { withdrawalId: BigInt(refused.id), operatorId: 1n, reason: 'Name does not match' });
    const value = await list(m);
    const account = value.list.filter((x) => x.kind === 'ACCOUNT');
    expect(account.map((x) => x.title)).toEqual(['Withdrawal rejected', 'Withdrawal paid', 'Deposit credited']);
    expect(account[2]?.body).toContain('PKR 1,500.00');
    expect(account[1]?.body).toContain('PKR 200.00');
    expect(account[0]?.body).toContain('Name does not match');
    expect(value.unread).toBe(4);
  });

  it('when ids are malformed, then VALIDATION_FAILED names them; a trial account is refused; no session is 401', async () => {
    const m = await memberWithSession(t);
    const bad = await read(m, { ids: ['x1'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ids');
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: messagePaths.list })).statusCode).toBe(401);
  });
});

describe("the operator's messages", () => {
  it('when the operator sends to everyone through the API, then every member sees it and the send is audited', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const res = await t.app.inject({ method: 'POST', url: messagePaths.send, headers: op.headers, payload: { title: { EN: 'Maintenance tonight' }, body: { EN: 'From 02:00 to 03:00.' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(m)).list[0]?.title).toBe('Maintenance tonight');
    const [audit] = await auditRows(t, 'MESSAGE_SEND');
    expect(audit?.subject).toBe(`message:${res.json().value.id}`);
  });

  it('when the username is unknown or English is missing, then VALIDATION_FAILED names the field and nothing is sent; a member cannot send', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const before = (await list(m)).total;
    const unknown = await t.app.inject({ method: 'POST', url: messagePaths.send, headers: op.headers, payload: { username: 'nobody-here', title: { EN: 'Hi' }, body: { EN: 'Hi' } } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('username');
    const noEnglish = await t.app.inject({ method: 'POST', url: messagePaths.send, headers: op.headers, payload: { title: { UR: 'سلام' }, body: { EN: 'Hi' } } });
    expect(noEnglish.statusCode).toBe(400);
    expect(JSON.stringify(noEnglish.json())).toContain('title');
    expect((await t.app.inject({ method: 'POST', url: messagePaths.send, headers: m.headers, payload: { title: { EN: 'x' }, body: { EN: 'x' } } })).statusCode).toBe(401);
    expect((await list(m)).total).toBe(before);
  });

  it('when the audit row of a send cannot be written, then the message is not sent, to one member or to all, and the answer is an error', async () => {
    const op = await operatorSession(t);
    const m = await memberWithSession(t);
    const before = (await list(m)).total;
    const unreadBefore = await unread(m);
    const sends = [
      { username: m.username, title: { EN: 'Just for you' }, body: { EN: 'A private note.' } },
      { title: { EN: 'For everyone' }, body: { EN: 'A note to all.' } },
    ];
    const sentRows = async () => (await db().selectFrom('message').select('id').where('sender', '=', `operator:${op.id}`).execute()).length;
    const audited = async () => (await db().selectFrom('audit_log').select('id').where('action', '=', 'MESSAGE_SEND').where('operator_id', '=', op.id).execute()).length;

    // The audit log refuses this operator's send rows, as a failing disk or a lost connection would at that moment.
    await sql`CREATE FUNCTION test_refuse_send_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit row refused for %', NEW.subject; END $$`.execute(db());
    await sql`CREATE TRIGGER test_refuse_send_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.action = 'MESSAGE_SEND' AND NEW.operator_id = ${sql.lit(op.id.toString())}::bigint)
      EXECUTE FUNCTION test_refuse_send_audit()`.execute(db());
    try {
      for (const payload of sends) {
        const res = await t.app.inject({ method: 'POST', url: messagePaths.send, headers: op.headers, payload });
        expect(res.statusCode, res.body).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      }
    } finally {
      await sql`DROP TRIGGER test_refuse_send_audit ON audit_log`.execute(db());
      await sql`DROP FUNCTION test_refuse_send_audit()`.execute(db());
    }
    expect(await sentRows()).toBe(0);
    expect((await list(m)).total).toBe(before);
    expect(await unread(m)).toBe(unreadBefore);
    expect(await audited()).toBe(0);

    // Nothing was half done, so the same sends go through once the audit log takes rows again.
    for (const payload of sends) {
      const res = await t.app.inject({ method: 'POST', url: messagePaths.send, headers: op.headers, payload });
      expect(res.statusCode, res.body).toBe(200);
      expect((await auditRows(t, 'MESSAGE_SEND'))[0]).toMatchObject({ operator_id: op.id, subject: `message:${res.json().value.id}` });
    }
    expect(await sentRows()).toBe(2);
    expect((await list(m)).list.slice(0, 2).map((n) => n.title)).toEqual(['For everyone', 'Just for you']);
    expect(await audited()).toBe(2);
  });
});
