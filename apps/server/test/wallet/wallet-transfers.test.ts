import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { balanceValueSchema, merchantWalletValueSchema, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount, wallets, whileSingleWallet } from './wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
type Headers = Record<string, string>;

const transfer = (headers: Headers, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: walletPaths.walletTransfer,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: payload as Record<string, unknown>,
  });
const allToMain = (headers: Headers, key?: string) =>
  t.app.inject({ method: 'POST', url: walletPaths.walletTransferAllToMain, headers: key ? { ...headers, 'idempotency-key': key } : headers });
const merchant = (headers: Headers) => t.app.inject({ method: 'GET', url: walletPaths.merchantWallet, headers });

describe('balance and merchant wallet', () => {
  it('when a member has money, then the balance is the main wallet and the merchant wallet lists the transfer vendors', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 1_234_50n);
    const balance = await t.app.inject({ method: 'GET', url: walletPaths.balance, headers: m.headers });
    expect(balance.statusCode).toBe(200);
    expect(balanceValueSchema.parse(balance.json().value)).toEqual({ balance: '1234.50', currency: 'PKR', currencySymbol: 'Rs' });

    const res = await merchant(m.headers);
    expect(res.statusCode).toBe(200);
    const value = merchantWalletValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ isSingle: false, currency: 'PKR', main: '1234.50', total: '1234.50' });
    expect(value.wallets.map((w) => w.vendorCode)).toEqual(['CQ9', 'EG2', 'FC', 'JDB', 'PG', 'PT']);
    expect(value.wallets.every((w) => w.balance === '0.00' && w.maintenance === false)).toBe(true);
    expect(value.wallets.find((w) => w.vendorCode === 'PG')?.name).toBeTruthy();
  });

  it('when a vendor is under maintenance, then its wallet says so', async () => {
    const m = await memberWithSession(t);
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'JDB').execute();
    try {
      const value = merchantWalletValueSchema.parse((await merchant(m.headers)).json().value);
      expect(value.wallets.find((w) => w.vendorCode === 'JDB')?.maintenance).toBe(true);
      expect(value.wallets.find((w) => w.vendorCode === 'PG')?.maintenance).toBe(false);
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'JDB').execute();
    }
  });

  it('when not logged in, then 401; when a trial account asks, then TRIAL_NOT_ALLOWED', async () => {
    for (const url of [walletPaths.balance, walletPaths.merchantWallet, walletPaths.upline, walletPaths.transactionHistory]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const trial = await memberWithSession(t, { type: 4 });
    const res = await t.app.inject({ method: 'GET', url: walletPaths.balance, headers: trial.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    const moved = await transfer(trial.headers, { from: 'MAIN', to: 'PG', amount: '1' });
    expect(moved.json().code).toBe('TRIAL_NOT_ALLOWED');
    const out = await t.app.inject({ method: 'POST', url: walletPaths.walletTransfer, payload: { from: 'MAIN', to: 'PG', amount: '1' } });
    expect(out.statusCode).toBe(401);
  });
});

describe('transfers between wallets', () => {
  it('when money goes to a vendor and part of it comes back, then both wallets and the total follow', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_000n);
    const into = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '300.25' });
    expect(into.statusCode).toBe(200);
    const after = merchantWalletValueSchema.parse(into.json().value);
    expect(after.main).toBe('699.75');
    expect(after.total).toBe('1000.00');
    expect(after.wallets.find((w) => w.vendorCode === 'PG')?.balance).toBe('300.25');
    // The transfer's answer (read by the posting statement itself) is the wallets as a read sees them.
    expect(after).toEqual(merchantWalletValueSchema.parse((await merchant(m.headers)).json().value));

    const back = await transfer(m.headers, { from: 'PG', to: 'MAIN', amount: 100 });
    expect(back.statusCode).toBe(200);
    expect(back.json().value).toMatchObject({ main: '799.75', total: '1000.00' });
    expect(back.json().value).toEqual((await merchant(m.headers)).json().value);
    const balances = await wallets(db(), m.id);
    expect(balances.get('MAIN')).toBe(79_975n);
    expect(balances.get('PG')).toBe(20_025n);
    const kinds = await db().selectFrom('ledger_transfer').select('kind').where('member_id', '=', m.id).where('kind', '=', 'WALLET_TRANSFER').execute();
    expect(kinds).toHaveLength(2);
  });

  it('when replayed with the same Idempotency-Key, then the same answer comes back and nothing moves again', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 50_000n);
    const first = await transfer(m.headers, { from: 'MAIN', to: 'PT', amount: '120.00' }, 'replay-key-0001');
    expect(first.statusCode).toBe(200);
    const count = await transferCount(db());
    const again = await transfer(m.headers, { from: 'MAIN', to: 'PT', amount: '120.00' }, 'replay-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(38_000n);
  });

  it('when a transfer is replayed after its vendor went into maintenance, then the first answer still stands and nothing moves', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 50_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '50.00' }, 'replay-maint-01')).statusCode).toBe(200);
    const count = await transferCount(db());
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'CQ9').execute();
    try {
      const again = await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '50.00' }, 'replay-maint-01');
      expect(again.statusCode).toBe(200);
      const fresh = await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '50.00' }, 'replay-maint-02');
      expect(fresh.json().code).toBe('WALLET_UNAVAILABLE');
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'CQ9').execute();
    }
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(45_000n);
  });

  it('when the same key comes with another body, then 409 IDEMPOTENCY_CONFLICT and nothing moves', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 50_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'PT', amount: '10' }, 'conflict-key-01')).statusCode).toBe(200);
    const count = await transferCount(db());
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PT', amount: '11' }, 'conflict-key-01');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(49_000n);
  });

  it('when two members use the same key, then each moves their own money', async () => {
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    await fund(db(), a.id, 10_000n);
    await fund(db(), b.id, 10_000n);
    expect((await transfer(a.headers, { from: 'MAIN', to: 'PG', amount: '5' }, 'shared-key-001')).statusCode).toBe(200);
    expect((await transfer(b.headers, { from: 'MAIN', to: 'PG', amount: '7' }, 'shared-key-001')).statusCode).toBe(200);
    expect(await main(db(), a.id)).toBe(9_500n);
    expect(await main(db(), b.id)).toBe(9_300n);
  });

  it('when the Idempotency-Key is malformed, then VALIDATION_FAILED names it', async () => {
    const m = await memberWithSession(t);
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '1' }, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('Idempotency-Key');
  });

  it.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['three decimals', '1.005'],
    ['not a number', 'abc'],
    ['too large', 1e21],
    ['missing', undefined],
  ])('when the amount is %s, then 400 names amount and nothing moves', async (_label, amount) => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    const count = await transferCount(db());
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', ...(amount === undefined ? {} : { amount }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain('amount');
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(10_000n);
  });

  it('when the amount is more than the wallet holds, then INSUFFICIENT_BALANCE names amount and nothing moves', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    const count = await transferCount(db());
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '100.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(res.json().value.fields[0]).toMatchObject({ field: 'amount' });
    const out = await transfer(m.headers, { from: 'PG', to: 'MAIN', amount: '0.01' });
    expect(out.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await transferCount(db())).toBe(count);
    const balances = await wallets(db(), m.id);
    expect(balances.get('MAIN')).toBe(10_000n);
    expect(balances.get('PG') ?? 0n).toBe(0n);
  });

  it('when neither side or both sides are MAIN, or the vendor is unknown or seamless, then VALIDATION_FAILED names the field', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    const fieldsOf = async (payload: unknown) => {
      const res = await transfer(m.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().value.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldsOf({ from: 'PG', to: 'PT', amount: '1' })).toEqual(['from', 'to']);
    expect(await fieldsOf({ from: 'MAIN', to: 'MAIN', amount: '1' })).toEqual(['to']);
    expect(await fieldsOf({ from: 'MAIN', to: 'NOPE', amount: '1' })).toEqual(['to']);
    expect(await fieldsOf({ from: 'MAIN', to: 'AG', amount: '1' })).toEqual(['to']);
    expect(await fieldsOf({ from: 'NOPE', to: 'MAIN', amount: '1' })).toEqual(['from']);
    expect(await fieldsOf({ from: 'main', to: 'PG', amount: '1' })).toEqual(['from']);
    expect(await main(db(), m.id)).toBe(10_000n);
    // A refused side leaves no account behind: only the funded main wallet exists.
    const accounts = await db().selectFrom('ledger_account').select('wallet').where('member_id', '=', m.id).execute();
    expect(accounts.map((a) => a.wallet)).toEqual(['MAIN']);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'NOPE', amount: '1' }, 'same-key-twice')).statusCode).toBe(400);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'NOPE', amount: '1' }, 'same-key-twice')).statusCode).toBe(400);
  });

  it('when a vendor stops taking transfers while a wallet there holds money, then the transfer answers still list that wallet until it is empty', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '25' })).statusCode).toBe(200);
    await db().updateTable('vendor').set({ wallet_mode: 'SEAMLESS' }).where('code', '=', 'CQ9').execute();
    try {
      const other = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '5' });
      expect(other.statusCode).toBe(200);
      expect(other.json().value.wallets.find((w: { vendorCode: string }) => w.vendorCode === 'CQ9')).toMatchObject({ balance: '25.00', maintenance: true });
      expect(other.json().value).toMatchObject({ main: '70.00', total: '100.00' });
      expect(other.json().value).toEqual((await merchant(m.headers)).json().value);

      const back = await transfer(m.headers, { from: 'CQ9', to: 'MAIN', amount: '25' });
      expect(back.statusCode).toBe(200);
      expect(back.json().value.wallets.map((w: { vendorCode: string }) => w.vendorCode)).not.toContain('CQ9');
      expect(back.json().value).toEqual((await merchant(m.headers)).json().value);
    } finally {
      await db().updateTable('vendor').set({ wallet_mode: 'TRANSFER' }).where('code', '=', 'CQ9').execute();
    }
  });

  it('when a transfer vendor is added after a transfer, then the next transfer answer lists it by its name', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '1' })).statusCode).toBe(200);
    await db()
      .insertInto('vendor')
      .values({ code: 'NEWV', name: JSON.stringify({ EN: 'New vendor', UR: 'نیا وینڈر' }) as never, wallet_mode: 'TRANSFER' })
      .execute();
    try {
      const res = await transfer(m.headers, { from: 'MAIN', to: 'NEWV', amount: '2' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.wallets.find((w: { vendorCode: string }) => w.vendorCode === 'NEWV')).toMatchObject({ name: 'New vendor', balance: '2.00' });
      expect(res.json().value).toEqual((await merchant(m.headers)).json().value);
      expect((await transfer(m.headers, { from: 'NEWV', to: 'MAIN', amount: '2' })).statusCode).toBe(200);
    } finally {
      await db().updateTable('vendor').set({ enabled: false }).where('code', '=', 'NEWV').execute();
    }
  });

  it('when the vendor is under maintenance, then money cannot go in but can come back', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '40' })).statusCode).toBe(200);
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'CQ9').execute();
    try {
      const into = await transfer(m.headers, { from: 'MAIN', to: 'CQ9', amount: '1' });
      expect(into.statusCode).toBe(400);
      expect(into.json().code).toBe('WALLET_UNAVAILABLE');
      const back = await transfer(m.headers, { from: 'CQ9', to: 'MAIN', amount: '40' });
      expect(back.statusCode).toBe(200);
      expect(back.json().value.main).toBe('100.00');
      expect(back.json().value.wallets.find((w: { vendorCode: string }) => w.vendorCode === 'CQ9')).toMatchObject({ balance: '0.00', maintenance: true });
      expect(back.json().value).toEqual((await merchant(m.headers)).json().value);
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'CQ9').execute();
    }
  });

  it('when the site has a single wallet, then transfers answer FEATURE_DISABLED', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    await whileSingleWallet(db(), async () => {
      const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
      expect(merchantWalletValueSchema.parse((await merchant(m.headers)).json().value)).toMatchObject({ isSingle: true, wallets: [] });
    });
  });

  it('when a transfer is resent after the site switched to a single wallet, then the same key answers the first result and a new key is FEATURE_DISABLED', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    const first = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '30.00' }, 'single-resend-01');
    expect(first.statusCode).toBe(200);
    const count = await transferCount(db());
    await whileSingleWallet(db(), async () => {
      const again = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '30.00' }, 'single-resend-01');
      expect(again.statusCode, again.body).toBe(200);
      const value = merchantWalletValueSchema.parse(again.json().value);
      expect(value).toMatchObject({ main: first.json().value.main, total: first.json().value.total });
      expect(value.wallets).toEqual([expect.objectContaining({ vendorCode: 'PG', balance: '30.00' })]);
      const fresh = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '30.00' }, 'single-resend-02');
      expect(fresh.statusCode).toBe(403);
      expect(fresh.json().code).toBe('FEATURE_DISABLED');
      const changed = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '31.00' }, 'single-resend-01');
      expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    });
    expect(await transferCount(db())).toBe(count);
    expect(await main(db(), m.id)).toBe(7_000n);
  });
});

describe('all to main', () => {
  it('when several vendor wallets hold money, then one transfer brings all of it back, and a replay moves nothing', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 100_000n);
    for (const [to, amount] of [['PG', '100'], ['PT', '200.50'], ['FC', '0.01']] as const) {
      expect((await transfer(m.headers, { from: 'MAIN', to, amount })).statusCode).toBe(200);
    }
    expect(await main(db(), m.id)).toBe(69_949n);
    const count = await transferCount(db());
    const res = await allToMain(m.headers, 'sweep-key-0001');
    expect(res.statusCode).toBe(200);
    const value = merchantWalletValueSchema.parse(res.json().value);
    expect(value.main).toBe('1000.00');
    expect(value.wallets.every((w) => w.balance === '0.00')).toBe(true);
    expect(await transferCount(db())).toBe(count + 1);
    const legs = await db()
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_transfer as tr', 'tr.id', 'e.transfer_id')
      .select(['e.amount'])
      .where('tr.idempotency_key', '=', `member:${m.id}:wtall:sweep-key-0001`)
      .execute();
    expect(legs.map((l) => BigInt(l.amount)).sort()).toEqual([-20_050n, -10_000n, -1n, 30_051n].sort());

    // Money moved into PG afterwards is not swept by a replay of the first request.
    expect((await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '5' })).statusCode).toBe(200);
    const replay = await allToMain(m.headers, 'sweep-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(await transferCount(db())).toBe(count + 2);
    expect((await wallets(db(), m.id)).get('PG')).toBe(500n);
  });

  it('when no vendor wallet holds money, then it answers the wallets and posts nothing', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 1_000n);
    const count = await transferCount(db());
    const res = await allToMain(m.headers, 'empty-sweep-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ main: '10.00', total: '10.00' });
    expect(await transferCount(db())).toBe(count);

    // A replay of that request later moves nothing either, though there is money to sweep by then.
    expect((await transfer(m.headers, { from: 'MAIN', to: 'EG2', amount: '4' })).statusCode).toBe(200);
    const replay = await allToMain(m.headers, 'empty-sweep-01');
    expect(replay.json().value).toMatchObject({ main: '6.00', total: '10.00' });
    expect((await wallets(db(), m.id)).get('EG2')).toBe(400n);
    expect(await transferCount(db())).toBe(count + 1);
  });

  it('when the same sweep arrives twice at once, then it moves the money once', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    expect((await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '30' })).statusCode).toBe(200);
    const count = await transferCount(db());
    const [a, b] = await Promise.all([allToMain(m.headers, 'twin-sweep-01'), allToMain(m.headers, 'twin-sweep-01')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await transferCount(db())).toBe(count + 1);
    expect(await main(db(), m.id)).toBe(10_000n);
  });
});

describe('a session checked by the posting statement', () => {
  /** A member with 100.00 who has moved 10.00 to PG once: this instance now knows the session. */
  async function knownSession() {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 10_000n);
    const first = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '10' }, `first-${m.id}`);
    expect(first.statusCode).toBe(200);
    expect(t.app.sessionHints.get(sha256Hex(m.token))?.member.id).toBe(m.id);
    return m;
  }

  async function expectRefused(m: Awaited<ReturnType<typeof knownSession>>, status: number, code: string) {
    const before = await transferCount(db());
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '5' });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    // A replay of the first request is refused too: it would answer the wallets.
    const replay = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '10' }, `first-${m.id}`);
    expect(replay.statusCode).toBe(status);
    expect(await transferCount(db())).toBe(before);
    expect(await main(db(), m.id)).toBe(9_000n);
    expect(t.app.sessionHints.get(sha256Hex(m.token))).toBeNull();
  }

  it('when the session is revoked elsewhere (by another instance, say), then the next transfer answers 401 and moves nothing', async () => {
    const m = await knownSession();
    await db().updateTable('session').set({ revoked_at: new Date(), revoke_reason: 'test' }).where('token_hash', '=', sha256Hex(m.token)).execute();
    await expectRefused(m, 401, 'UNAUTHORIZED');
  });

  it('when the session has gone idle past its expiry, or the member is disabled, then 401 and nothing moves', async () => {
    const idle = await knownSession();
    await db().updateTable('session').set({ idle_expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256Hex(idle.token)).execute();
    await expectRefused(idle, 401, 'UNAUTHORIZED');

    const blocked = await knownSession();
    await db().updateTable('member').set({ status: 'DISABLED' }).where('id', '=', blocked.id).execute();
    await expectRefused(blocked, 401, 'UNAUTHORIZED');
  });

  it('when the session must change its password since, then PASSWORD_CHANGE_REQUIRED and nothing moves', async () => {
    const m = await knownSession();
    await db().updateTable('session').set({ password_change_required: true }).where('token_hash', '=', sha256Hex(m.token)).execute();
    await expectRefused(m, 403, 'PASSWORD_CHANGE_REQUIRED');
  });

  it('when the member logs out, then the session is forgotten at once and a transfer answers 401', async () => {
    const m = await knownSession();
    const out = await t.app.inject({ method: 'POST', url: authPaths.logout, headers: m.headers });
    expect(out.statusCode).toBe(200);
    expect(t.app.sessionHints.get(sha256Hex(m.token))).toBeNull();
    const res = await transfer(m.headers, { from: 'MAIN', to: 'PG', amount: '5' });
    expect(res.statusCode).toBe(401);
    expect(await main(db(), m.id)).toBe(9_000n);
  });

  it('when the session is live, then transfers go on from memory and still move the money', async () => {
    const m = await knownSession();
    const res = await transfer(m.headers, { from: 'PG', to: 'MAIN', amount: '4' });
    expect(res.statusCode).toBe(200);
    expect(merchantWalletValueSchema.parse(res.json().value).main).toBe('94.00');
  });
});

describe('the demo member', () => {
  it('when the demo data is seeded, then demoplayer holds Rs 23,500.00 in main and 1,500.00 in PG, and loginInfo shows it', async () => {
    const member = await db().selectFrom('member').select('id').where('username', '=', 'demoplayer').executeTakeFirstOrThrow();
    const balances = await wallets(db(), member.id);
    expect(balances.get('MAIN')).toBe(2_350_000n);
    expect(balances.get('PG')).toBe(150_000n);

    const { seedDemoData, describeDemoData } = await import('../../src/seed/seed.ts');
    await seedDemoData(db(), { games: 0 });
    expect((await wallets(db(), member.id)).get('MAIN')).toBe(2_350_000n);
    const demo = await describeDemoData(db());
    expect(demo.demoAccounts.find((a) => a.username === 'demoplayer')?.balance).toBe('Rs 23,500.00');

    const { createSession } = await import('../../src/modules/auth/session.ts');
    const session = await createSession(db(), { memberId: member.id, ip: '127.0.0.1' }, t.app.sessionPolicy);
    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: { authorization: `Bearer ${session.token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().value.balance).toBe('23500.00');
    const value = merchantWalletValueSchema.parse((await merchant({ authorization: `Bearer ${session.token}` })).json().value);
    expect(value).toMatchObject({ main: '23500.00', total: '25000.00' });
  });

  it('when a member is funded, then loginInfo shows the ledger balance', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 4_200_07n);
    const info = await t.app.inject({ method: 'GET', url: authPaths.loginInfo, headers: m.headers });
    expect(info.json().value.balance).toBe('4200.07');
  });
});
