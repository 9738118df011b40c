import { playPaths, seamlessAuthenticateValueSchema, seamlessBalanceValueSchema, seamlessPaths } from '@lumen/contracts/play/play.contract';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_SEAMLESS_SECRET } from '../../src/config.ts';
import { hashLaunchToken } from '../../src/modules/play/launch.service.ts';
import { signSeamlessBody } from '../../src/modules/play/seamless-signature.ts';
import { checkInvariants, postTransfer } from '../../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount, wallets, whileSingleWallet } from '../wallet/wallet-helpers.ts';
import { insertGame, launchReal, seamlessCall } from './play-helpers.ts';

let t: TestApp;
let seamlessGame: Awaited<ReturnType<typeof insertGame>>;
let transferGame: Awaited<ReturnType<typeof insertGame>>;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  seamlessGame = await insertGame(t, { vendor: 'JL', name: 'Jade Lantern' });
  transferGame = await insertGame(t, { vendor: 'PG', name: 'Pearl Garden' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
let serial = 0;
const id = (prefix: string) => `${prefix}-${++serial}`;

interface Session {
  memberId: bigint;
  headers: Record<string, string>;
  token: string;
  playerId: string;
  vendor: string;
  gameCode: string;
}

/** A funded member, a launch through the API and the vendor's authenticate: ready to bet. */
async function session(options: { balance?: bigint; game?: typeof seamlessGame } = {}): Promise<Session> {
  const game = options.game ?? seamlessGame;
  const vendor = game === transferGame ? 'PG' : 'JL';
  const m = await memberWithSession(t);
  if (options.balance !== 0n) await fund(db(), m.id, options.balance ?? 100_000n);
  const { token } = await launchReal(t, m.headers, game.nodeId);
  const auth = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor });
  expect(auth.statusCode, auth.body).toBe(200);
  return { memberId: m.id, headers: m.headers, token, playerId: auth.json().value.playerId, vendor, gameCode: game.gameCode };
}

const debit = (s: Session, fields: { txId: string; roundId: string; amount: string | number }, overrides: Record<string, unknown> = {}) =>
  seamlessCall(
    t,
    seamlessPaths.debit,
    { playerId: s.playerId, launchToken: s.token, gameCode: s.gameCode, currency: 'PKR', ...fields, ...overrides },
    { vendor: s.vendor },
  );
const credit = (s: Session, fields: { txId: string; roundId: string; amount: string | number; roundEnded?: boolean; summary?: string }) =>
  seamlessCall(t, seamlessPaths.credit, { playerId: s.playerId, launchToken: s.token, gameCode: s.gameCode, currency: 'PKR', ...fields }, { vendor: s.vendor });
const rollback = (s: Session, fields: { txId: string; refTxId: string; roundId: string }) =>
  seamlessCall(t, seamlessPaths.rollback, { playerId: s.playerId, launchToken: s.token, gameCode: s.gameCode, ...fields }, { vendor: s.vendor });
const balance = (s: Session) => seamlessCall(t, seamlessPaths.balance, { playerId: s.playerId, launchToken: s.token }, { vendor: s.vendor });

const round = (vendor: string, ref: string) =>
  db().selectFrom('game_round').selectAll().where('vendor_code', '=', vendor).where('round_ref', '=', ref).executeTakeFirst();

describe('authenticate', () => {
  it('when the vendor opens a launch, then it learns an opaque stable player id, the balance and the mode, once only', async () => {
    const m = await memberWithSession(t);
    await fund(db(), m.id, 12_345n);
    const { token } = await launchReal(t, m.headers, seamlessGame.nodeId);
    const res = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'JL' });
    expect(res.statusCode).toBe(200);
    const value = seamlessAuthenticateValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ currency: 'PKR', balance: '123.45', mode: 'REAL', gameCode: seamlessGame.gameCode, gameName: 'Jade Lantern', language: 'EN' });
    expect(value.playerId).toMatch(/^p[0-9a-f]{32}$/);
    expect(value.playerId).not.toContain(m.username);

    const again = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'JL' });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(again.json().value).toMatchObject({ balance: '123.45', currency: 'PKR' });

    // The same member's next launch: the same player at this vendor.
    const next = await launchReal(t, m.headers, seamlessGame.nodeId);
    const second = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: next.token }, { vendor: 'JL' });
    expect(second.json().value.playerId).toBe(value.playerId);
    // Another member: another player.
    const other = await session();
    expect(other.playerId).not.toBe(value.playerId);
  });

  it('when another vendor presents the token, then LAUNCH_TOKEN_INVALID and the token is not spent', async () => {
    const m = await memberWithSession(t);
    const { token } = await launchReal(t, m.headers, seamlessGame.nodeId);
    const wrong = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'PG' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('LAUNCH_TOKEN_INVALID');
    const right = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'JL' });
    expect(right.statusCode).toBe(200);
  });

  it('when a free trial is opened, then the balance is its play money, and no stake can be taken through the wallet', async () => {
    const res = await t.app.inject({ method: 'POST', url: playPaths.launchTrial, payload: { nodeId: seamlessGame.nodeId } });
    const token = res.json().value.launchToken as string;
    const auth = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'JL' });
    expect(auth.statusCode).toBe(200);
    expect(auth.json().value).toMatchObject({ mode: 'FUN', balance: '2000.00', nickname: 'Guest' });
    const before = await transferCount(db());
    const s: Session = { memberId: 0n, headers: {}, token, playerId: auth.json().value.playerId, vendor: 'JL', gameCode: seamlessGame.gameCode };
    const bet = await debit(s, { txId: id('fun'), roundId: id('funr'), amount: '1' });
    expect(bet.statusCode).toBe(401);
    expect(bet.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(bet.json().value).toMatchObject({ balance: '2000.00', currency: 'PKR' });
    expect(await transferCount(db())).toBe(before);
  });
});

describe('signatures', () => {
  it('when the signature is wrong, missing, made with another key or over another body, then 401 SIGNATURE_INVALID and nothing moves', async () => {
    const s = await session();
    const before = await transferCount(db());
    const body = { playerId: s.playerId, launchToken: s.token, txId: id('sig'), roundId: id('sigr'), gameCode: s.gameCode, amount: '5', currency: 'PKR' };
    const cases: Parameters<typeof seamlessCall>[3][] = [
      { vendor: 'JL', signature: null },
      { vendor: 'JL', signature: 'abc' },
      { vendor: 'JL', secret: 'another-secret-of-sixteen+' },
      { vendor: 'JL', signature: '0'.repeat(64) },
      // A valid signature of this body, sent with another body.
      { vendor: 'JL', signature: signSeamlessBody(DEV_SEAMLESS_SECRET, JSON.stringify(body)), raw: JSON.stringify({ ...body, amount: '50' }) },
    ];
    for (const c of cases) {
      const res = await seamlessCall(t, seamlessPaths.debit, body, c);
      expect(res.statusCode, JSON.stringify(c)).toBe(401);
      expect(res.json().code).toBe('SIGNATURE_INVALID');
    }
    for (const vendor of ['', 'NOPE', 'HOUSE', 'jl']) {
      const res = await seamlessCall(t, seamlessPaths.debit, body, { vendor });
      expect(res.statusCode, vendor).toBe(401);
      expect(res.json().code).toBe('SIGNATURE_INVALID');
    }
    expect(await transferCount(db())).toBe(before);
    expect(await main(db(), s.memberId)).toBe(100_000n);
    expect(await db().selectFrom('seamless_tx').select('tx_id').where('tx_id', '=', body.txId).execute()).toEqual([]);
  });

  it('when a signed body is not JSON or misses fields, then VALIDATION_FAILED naming them', async () => {
    const s = await session();
    const notJson = await seamlessCall(t, seamlessPaths.debit, null, { vendor: 'JL', raw: '{"amount": ' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().value.fields[0].field).toBe('body');
    const bad = await debit(s, { txId: id('v'), roundId: id('vr'), amount: 'ten' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().value.fields.map((f: { field: string }) => f.field)).toContain('amount');
    const missing = await seamlessCall(t, seamlessPaths.credit, { playerId: s.playerId }, { vendor: 'JL' });
    const fields = missing.json().value.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['launchToken', 'txId', 'roundId', 'gameCode', 'amount', 'currency']));
    const otherGame = await debit(s, { txId: id('v'), roundId: id('vr'), amount: '1' }, { gameCode: 'JL_OTHER', currency: 'USD' });
    expect(otherGame.statusCode).toBe(400);
    expect(otherGame.json().value.fields.map((f: { field: string }) => f.field)).toEqual(['gameCode', 'currency']);
    expect(otherGame.json().value.balance).toBe('1000.00');
  });

  it('when a signed credit carries a NUL character, then VALIDATION_FAILED names the field, nothing moves, and the same credit without it settles', async () => {
    const s = await session();
    const roundId = id('nulr');
    expect((await debit(s, { txId: id('d'), roundId, amount: '10' })).statusCode).toBe(200);
    const txId = id('c');
    const res = await credit(s, { txId, roundId, amount: '50', summary: 'line\u0000x' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'summary' }] } });
    expect(await main(db(), s.memberId)).toBe(99_000n);
    const good = await credit(s, { txId, roundId, amount: '50', summary: 'line x' });
    expect(good.statusCode, good.body).toBe(200);
    expect(await main(db(), s.memberId)).toBe(104_000n);
  });

  it('when the player id does not match the launch, then LAUNCH_TOKEN_INVALID', async () => {
    const s = await session();
    const res = await debit({ ...s, playerId: 'p0000' }, { txId: id('pid'), roundId: id('pidr'), amount: '1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(await main(db(), s.memberId)).toBe(100_000n);
  });
});

describe('a round', () => {
  it('when a stake is debited and a win credited, then both move through the ledger and one round records stake, win and outcome', async () => {
    const s = await session();
    const roundId = id('round');
    const bet = await debit(s, { txId: id('d'), roundId, amount: '10.50' });
    expect(bet.statusCode).toBe(200);
    expect(seamlessBalanceValueSchema.parse(bet.json().value)).toMatchObject({ balance: '989.50', currency: 'PKR' });
    const second = await debit(s, { txId: id('d'), roundId, amount: 2 });
    expect(second.json().value.balance).toBe('987.50');
    expect((await round('JL', roundId))?.status).toBe('OPEN');

    const win = await credit(s, { txId: id('c'), roundId, amount: '30', summary: '7 7 7' });
    expect(win.statusCode).toBe(200);
    expect(win.json().value.balance).toBe('1017.50');
    expect(await main(db(), s.memberId)).toBe(101_750n);

    const row = await round('JL', roundId);
    expect(row).toMatchObject({ status: 'SETTLED', mode: 'REAL', game_code: s.gameCode, category_code: 'RNG', currency: 'PKR', summary: '7 7 7' });
    expect(BigInt(row?.stake as bigint)).toBe(1_250n);
    expect(BigInt(row?.win as bigint)).toBe(3_000n);
    expect(row?.settled_at).toBeTruthy();
    expect(BigInt(row?.member_id as bigint)).toBe(s.memberId);

    const transfers = await db().selectFrom('ledger_transfer').select(['kind', 'idempotency_key', 'reference']).where('reference', '=', roundId).orderBy('id').execute();
    expect(transfers.map((x) => x.kind)).toEqual(['BET', 'BET', 'WIN']);
    expect(transfers.every((x) => x.idempotency_key.startsWith('seamless:JL:'))).toBe(true);

    // The round is over: no more stakes or wins in it.
    const late = await debit(s, { txId: id('d'), roundId, amount: '1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
    expect(late.json().value.balance).toBe('1017.50');
  });

  it('when a round is lost, then a zero credit settles it without a ledger transfer', async () => {
    const s = await session();
    const roundId = id('lost');
    await debit(s, { txId: id('d'), roundId, amount: '5' });
    const before = await transferCount(db());
    const res = await credit(s, { txId: id('c'), roundId, amount: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.balance).toBe('995.00');
    expect(await transferCount(db())).toBe(before);
    expect((await round('JL', roundId))?.status).toBe('SETTLED');
  });

  it('when credits say the round goes on, then wins add up and the round stays open until the last', async () => {
    const s = await session();
    const roundId = id('multi');
    await debit(s, { txId: id('d'), roundId, amount: '1' });
    await credit(s, { txId: id('c'), roundId, amount: '2', roundEnded: false });
    expect((await round('JL', roundId))?.status).toBe('OPEN');
    await credit(s, { txId: id('c'), roundId, amount: '3', roundEnded: true });
    const row = await round('JL', roundId);
    expect(row?.status).toBe('SETTLED');
    expect(BigInt(row?.win as bigint)).toBe(500n);
    expect((await balance(s)).json().value.balance).toBe('1004.00');
  });

  it('when another player uses a round id already taken, then ROUND_CLOSED and nothing moves', async () => {
    const a = await session();
    const b = await session();
    const roundId = id('shared');
    expect((await debit(a, { txId: id('d'), roundId, amount: '1' })).statusCode).toBe(200);
    const res = await debit(b, { txId: id('d'), roundId, amount: '1' });
    expect(res.json().code).toBe('ROUND_CLOSED');
    expect(await main(db(), b.memberId)).toBe(100_000n);
  });
});

describe('idempotency', () => {
  it('when a debit is retried, then it answers the first result and moves money once', async () => {
    const s = await session();
    const roundId = id('r');
    const txId = id('d');
    const first = await debit(s, { txId, roundId, amount: '10' });
    const count = await transferCount(db());
    // Another stake in between changes the balance; the retry still answers the first result.
    await debit(s, { txId: id('d'), roundId, amount: '1' });
    const again = await debit(s, { txId, roundId, amount: '10.00' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(again.json().value.balance).toBe('990.00');
    expect(await transferCount(db())).toBe(count + 1);
    expect(await main(db(), s.memberId)).toBe(98_900n);
    expect(BigInt((await round('JL', roundId))?.stake as bigint)).toBe(1_100n);
  });

  it('when a txId comes back with another amount, round or kind, then 409 IDEMPOTENCY_CONFLICT with the balance', async () => {
    const s = await session();
    const roundId = id('r');
    const txId = id('d');
    await debit(s, { txId, roundId, amount: '10' });
    const count = await transferCount(db());
    for (const res of [
      await debit(s, { txId, roundId, amount: '11' }),
      await debit(s, { txId, roundId: id('r'), amount: '10' }),
      await credit(s, { txId, roundId, amount: '10' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('IDEMPOTENCY_CONFLICT');
      expect(res.json().value).toMatchObject({ balance: '990.00', currency: 'PKR' });
    }
    expect(await transferCount(db())).toBe(count);
  });

  it('when a credit is retried, then the win is paid once', async () => {
    const s = await session();
    const roundId = id('r');
    await debit(s, { txId: id('d'), roundId, amount: '10' });
    const txId = id('c');
    const first = await credit(s, { txId, roundId, amount: '25' });
    const again = await credit(s, { txId, roundId, amount: '25' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await main(db(), s.memberId)).toBe(101_500n);
  });
});

describe('rollbacks', () => {
  it('when a known debit is rolled back, then it is refunded once and the round is rolled back', async () => {
    const s = await session();
    const roundId = id('rb');
    const txId = id('d');
    await debit(s, { txId, roundId, amount: '40' });
    expect(await main(db(), s.memberId)).toBe(96_000n);
    const rbId = id('rb');
    const res = await rollback(s, { txId: rbId, refTxId: txId, roundId });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.balance).toBe('1000.00');
    expect((await round('JL', roundId))?.status).toBe('ROLLED_BACK');

    // The same rollback again, and another rollback of the same debit: no second refund.
    expect((await rollback(s, { txId: rbId, refTxId: txId, roundId })).json().value.balance).toBe('1000.00');
    const other = await rollback(s, { txId: id('rb'), refTxId: txId, roundId });
    expect(other.statusCode).toBe(200);
    expect(other.json().value.balance).toBe('1000.00');
    expect(await main(db(), s.memberId)).toBe(100_000n);

    // The debit retried after its rollback: the first answer, nothing moves.
    const retried = await debit(s, { txId, roundId, amount: '40' });
    expect(retried.statusCode).toBe(200);
    expect(await main(db(), s.memberId)).toBe(100_000n);
    // The rolled-back round takes no win.
    const win = await credit(s, { txId: id('c'), roundId, amount: '80' });
    expect(win.json().code).toBe('ROUND_CLOSED');
    expect(await main(db(), s.memberId)).toBe(100_000n);
  });

  it('when a round that has paid part of its win has its stake rolled back, then the win stays and the records count it', async () => {
    const s = await session();
    const roundId = id('part');
    const txId = id('d');
    await debit(s, { txId, roundId, amount: '100' });
    await credit(s, { txId: id('c'), roundId, amount: '50', roundEnded: false });
    const res = await rollback(s, { txId: id('rb'), refTxId: txId, roundId });
    expect(res.json().value.balance).toBe('1050.00');
    const kept = await round('JL', roundId);
    // Not a cancelled round: the member keeps 50.00 it won, with no stake left in it.
    expect(kept?.status).not.toBe('ROLLED_BACK');
    expect([BigInt(kept?.stake as bigint), BigInt(kept?.win as bigint)]).toEqual([0n, 5_000n]);
    const today = new Date().toISOString().slice(0, 10);
    const record = await t.app.inject({ method: 'GET', url: `${playPaths.bettingRecord}?startDate=${today}&endDate=${today}&vassalage=JL`, headers: s.headers });
    const mine = record.json().value;
    const row = mine.list.find((r: { stake: string; win: string }) => r.win === '50.00');
    expect(row).toMatchObject({ stake: '0.00', win: '50.00', profit: '50.00' });
    // What the record says the member made is what the wallet shows.
    expect(await main(db(), s.memberId)).toBe(105_000n);
  });

  it('when one of two stakes of a round is rolled back, then the round goes on with the other', async () => {
    const s = await session();
    const roundId = id('two');
    const first = id('d');
    await debit(s, { txId: first, roundId, amount: '10' });
    await debit(s, { txId: id('d'), roundId, amount: '5' });
    expect((await rollback(s, { txId: id('rb'), refTxId: first, roundId })).json().value.balance).toBe('995.00');
    const open = await round('JL', roundId);
    expect(open?.status).toBe('OPEN');
    expect(BigInt(open?.stake as bigint)).toBe(500n);
    expect((await credit(s, { txId: id('c'), roundId, amount: '12' })).json().value.balance).toBe('1007.00');
    expect((await round('JL', roundId))?.status).toBe('SETTLED');
  });

  it('when a rollback arrives before its debit, then a tombstone refuses the late debit and nothing moves', async () => {
    const s = await session();
    const roundId = id('early');
    const txId = id('d');
    const before = await transferCount(db());
    const rb = await rollback(s, { txId: id('rb'), refTxId: txId, roundId });
    expect(rb.statusCode).toBe(200);
    expect(rb.json().value.balance).toBe('1000.00');
    const late = await debit(s, { txId, roundId, amount: '10' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
    expect(late.json().value).toMatchObject({ balance: '1000.00', currency: 'PKR' });
    expect(await transferCount(db())).toBe(before);
    expect(await main(db(), s.memberId)).toBe(100_000n);
    expect(await round('JL', roundId)).toBeUndefined();
  });

  it('when a settled round’s debit is rolled back, then ROUND_CLOSED and the result stands', async () => {
    const s = await session();
    const roundId = id('settled');
    const txId = id('d');
    await debit(s, { txId, roundId, amount: '10' });
    await credit(s, { txId: id('c'), roundId, amount: 0 });
    const res = await rollback(s, { txId: id('rb'), refTxId: txId, roundId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ROUND_CLOSED');
    expect(await main(db(), s.memberId)).toBe(99_000n);
  });

  it('when a rollback names another round than its debit’s, then VALIDATION_FAILED naming roundId', async () => {
    const s = await session();
    const txId = id('d');
    await debit(s, { txId, roundId: id('x'), amount: '1' });
    const res = await rollback(s, { txId: id('rb'), refTxId: txId, roundId: id('y') });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('roundId');
    expect(res.json().value.balance).toBe('999.00');
  });
});

describe('balances and limits', () => {
  it('when the stake is more than the balance, then INSUFFICIENT_BALANCE answering the balance, and no round or transaction is kept', async () => {
    const s = await session({ balance: 500n });
    const roundId = id('poor');
    const txId = id('d');
    const before = await transferCount(db());
    const res = await debit(s, { txId, roundId, amount: '5.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(res.json().value).toMatchObject({ balance: '5.00', currency: 'PKR' });
    expect(await transferCount(db())).toBe(before);
    expect(await round('JL', roundId)).toBeUndefined();
    expect(await db().selectFrom('seamless_tx').select('tx_id').where('tx_id', '=', txId).execute()).toEqual([]);
    // The exact balance can be staked.
    expect((await debit(s, { txId, roundId, amount: '5.00' })).json().value.balance).toBe('0.00');
  });

  it('when the launch token expired, then stakes are refused but wins and rollbacks still settle', async () => {
    const s = await session();
    const roundId = id('exp');
    const d1 = id('d');
    const d2 = id('d');
    const round2 = id('exp2');
    await debit(s, { txId: d1, roundId, amount: '10' });
    await debit(s, { txId: d2, roundId: round2, amount: '20' });
    await db()
      .updateTable('game_launch')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', hashLaunchToken(s.token))
      .execute();
    const late = await debit(s, { txId: id('d'), roundId, amount: '1' });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(late.json().value).toMatchObject({ balance: '970.00' });
    const win = await credit(s, { txId: id('c'), roundId, amount: '15' });
    expect(win.statusCode).toBe(200);
    expect(win.json().value.balance).toBe('985.00');
    const rb = await rollback(s, { txId: id('rb'), refTxId: d2, roundId: round2 });
    expect(rb.statusCode).toBe(200);
    expect(rb.json().value.balance).toBe('1005.00');
    expect((await balance(s)).json().value.balance).toBe('1005.00');
  });

  it('when the member signs out, then the launch takes no more stakes', async () => {
    const s = await session();
    await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: s.headers });
    const res = await debit(s, { txId: id('d'), roundId: id('out'), amount: '1' });
    expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(await main(db(), s.memberId)).toBe(100_000n);
  });

  it('when the site has a single wallet, then a transfer-mode vendor plays from the main wallet, as there are no sub-wallets to fund', async () => {
    await whileSingleWallet(db(), async () => {
      const s = await session({ game: transferGame });
      expect((await balance(s)).json().value.balance).toBe('1000.00');
      const roundId = id('single');
      expect((await debit(s, { txId: id('d'), roundId, amount: '10' })).json().value.balance).toBe('990.00');
      expect((await credit(s, { txId: id('c'), roundId, amount: '25' })).json().value.balance).toBe('1015.00');
      expect(await main(db(), s.memberId)).toBe(101_500n);
      expect((await wallets(db(), s.memberId)).get('PG') ?? 0n).toBe(0n);
    });
  });

  it('when the vendor plays in transfer mode, then stakes and wins move its sub-wallet and the main wallet stays', async () => {
    const s = await session({ game: transferGame });
    await postTransfer(db(), {
      key: `test:to-pg:${s.memberId}`,
      kind: 'WALLET_TRANSFER',
      currency: 'PKR',
      memberId: s.memberId,
      actor: 'system:test',
      legs: [
        { account: { member: s.memberId }, amount: -30_000n },
        { account: { member: s.memberId, wallet: 'PG' }, amount: 30_000n },
      ],
    });
    expect((await balance(s)).json().value.balance).toBe('300.00');
    const roundId = id('pg');
    const bet = await debit(s, { txId: id('d'), roundId, amount: '100' });
    expect(bet.json().value.balance).toBe('200.00');
    await credit(s, { txId: id('c'), roundId, amount: '250' });
    const w = await wallets(db(), s.memberId);
    expect(w.get('PG')).toBe(45_000n);
    expect(w.get('MAIN')).toBe(70_000n);
    // More than the sub-wallet holds is refused even though main could pay it.
    const poor = await debit(s, { txId: id('d'), roundId: id('pg'), amount: '451' });
    expect(poor.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(poor.json().value.balance).toBe('450.00');
    const rbTx = id('d');
    const rbRound = id('pg');
    await debit(s, { txId: rbTx, roundId: rbRound, amount: '50' });
    expect((await rollback(s, { txId: id('rb'), refTxId: rbTx, roundId: rbRound })).json().value.balance).toBe('450.00');
    expect((await wallets(db(), s.memberId)).get('PG')).toBe(45_000n);
  });
});

describe('concurrency', () => {
  it('when the same debit arrives several times at once, then it moves money once and every answer is the same', async () => {
    const s = await session();
    const roundId = id('par');
    const txId = id('d');
    const before = await transferCount(db());
    const answers = await Promise.all(Array.from({ length: 6 }, () => debit(s, { txId, roundId, amount: '7' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().value.balance))).toEqual(new Set(['993.00']));
    expect(await transferCount(db())).toBe(before + 1);
    expect(await main(db(), s.memberId)).toBe(99_300n);
  });

  it('when a debit and its rollback race, then either order leaves the money where it was', async () => {
    const s = await session();
    for (let i = 0; i < 5; i += 1) {
      const roundId = id('race');
      const txId = id('d');
      const [bet, rb] = await Promise.all([
        debit(s, { txId, roundId, amount: '3' }),
        rollback(s, { txId: id('rb'), refTxId: txId, roundId }),
      ]);
      expect(rb.statusCode).toBe(200);
      expect([200, 409]).toContain(bet.statusCode);
      expect(await main(db(), s.memberId)).toBe(100_000n);
    }
  });

  it('when many rounds of one player run at once, then the balance is exactly what they add up to', async () => {
    const s = await session({ balance: 10_000n });
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const roundId = id('many');
        const bet = await debit(s, { txId: id('d'), roundId, amount: '10' });
        if (bet.statusCode !== 200) return bet.json().code as string;
        await credit(s, { txId: id('c'), roundId, amount: '4' });
        return 'OK';
      }),
    );
    const played = answers.filter((a) => a === 'OK').length;
    expect(answers.every((a) => a === 'OK' || a === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await main(db(), s.memberId)).toBe(10_000n - BigInt(played) * 600n);
  });
});


describe('calls settled together', () => {
  it('when twenty players stake and win at once, then their calls share statements, each settles once, and every entry runs on from the one before', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => session()));
    // A first stake creates the house accounts it needs, on its own: one each, before.
    for (const s of players) await debit(s, { txId: id('d'), roundId: id('first'), amount: '1' });
    const before = await transferCount(db());
    const rounds = players.map(() => id('batch'));
    const answers = await Promise.all(
      players.map(async (s, i) => {
        const roundId = rounds[i] as string;
        const bet = await debit(s, { txId: id('d'), roundId, amount: '10' });
        const win = await credit(s, { txId: id('c'), roundId, amount: i % 2 ? '25' : '0' });
        return { bet: bet.json().value.balance as string, win: win.json().value.balance as string };
      }),
    );
    answers.forEach((answer, i) => {
      expect(answer.bet).toBe('989.00');
      expect(answer.win).toBe(i % 2 ? '1014.00' : '989.00');
    });
    for (const [i, s] of players.entries()) expect(await main(db(), s.memberId)).toBe(i % 2 ? 101_400n : 98_900n);
    // Twenty stakes and ten wins, each one transfer.
    expect(await transferCount(db())).toBe(before + 30);
    const stakes = await db()
      .selectFrom('ledger_transfer')
      .select(['created_at'])
      .where('reference', 'in', rounds)
      .where('kind', '=', 'BET')
      .execute();
    expect(stakes).toHaveLength(20);
    // Transfers written by one statement share its transaction's time: fewer times than stakes.
    expect(new Set(stakes.map((s) => new Date(s.created_at).getTime())).size).toBeLessThan(20);
    const settled = await db().selectFrom('game_round').select(['status', 'stake', 'win']).where('round_ref', 'in', rounds).execute();
    expect(settled.every((r) => r.status === 'SETTLED' && BigInt(r.stake) === 1_000n)).toBe(true);
    // Twenty members share sixteen house accounts: some took several entries in one statement.
    const report = await checkInvariants(db());
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('when calls a batch cannot settle travel with others, then each gets its own answer and nothing of them is written', async () => {
    const ok = await session();
    const poor = await session({ balance: 500n });
    const gone = await session();
    const replayed = await session();
    const closed = await session();
    const replayTx = id('d');
    const replayRound = id('rep');
    const first = await debit(replayed, { txId: replayTx, roundId: replayRound, amount: '4' });
    const closedRound = id('closed');
    await debit(closed, { txId: id('d'), roundId: closedRound, amount: '1' });
    await credit(closed, { txId: id('c'), roundId: closedRound, amount: '0' });
    // The launch was read (and kept in memory) while its session was open; then the member left.
    await debit(gone, { txId: id('d'), roundId: id('gone'), amount: '1' });
    await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: gone.headers });
    const before = await transferCount(db());

    const poorTx = id('d');
    const [a, b, c, d, e] = await Promise.all([
      debit(ok, { txId: id('d'), roundId: id('ok'), amount: '2' }),
      debit(poor, { txId: poorTx, roundId: id('poor'), amount: '50' }),
      debit(gone, { txId: id('d'), roundId: id('gone'), amount: '1' }),
      debit(replayed, { txId: replayTx, roundId: replayRound, amount: '4' }),
      debit(closed, { txId: id('d'), roundId: closedRound, amount: '1' }),
    ]);
    expect([a?.statusCode, a?.json().value.balance]).toEqual([200, '998.00']);
    expect([b?.statusCode, b?.json().code, b?.json().value.balance]).toEqual([400, 'INSUFFICIENT_BALANCE', '5.00']);
    expect([c?.statusCode, c?.json().code]).toEqual([401, 'LAUNCH_TOKEN_INVALID']);
    expect([d?.statusCode, d?.json().value]).toEqual([200, first.json().value]);
    expect([e?.statusCode, e?.json().code, e?.json().value.balance]).toEqual([409, 'ROUND_CLOSED', '999.00']);
    expect(await transferCount(db())).toBe(before + 1);
    expect(await db().selectFrom('seamless_tx').select('tx_id').where('tx_id', '=', poorTx).execute()).toEqual([]);
    expect(await main(db(), gone.memberId)).toBe(99_900n);
    expect((await checkInvariants(db())).ok).toBe(true);
  });
});

/**
 * The plan PostgreSQL makes for the statement named `name` that `call` sends. A connection keeps the
 * plan of a prepared statement until the table's statistics change: one made while a history table
 * was small must not read it whole, or every call costs more as the table grows.
 */
async function planOf(name: string, call: () => Promise<{ statusCode: number }>): Promise<string> {
  const executor = db().getExecutor();
  const original = executor.executeQuery.bind(executor);
  const seen: CompiledQuery[] = [];
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query: CompiledQuery) => {
    seen.push(query);
    return original(query);
  });
  try {
    expect((await call()).statusCode).toBe(200);
  } finally {
    spy.mockRestore();
  }
  const statement = seen.find((q) => q.sql.includes(`statement:${name} `));
  if (!statement) throw new Error(`the call did not send ${name}`);
  const explained = await db().executeQuery<{ 'QUERY PLAN': string }>({ ...statement, sql: `EXPLAIN ${statement.sql}` });
  return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('plans as the history grows (PostgreSQL)', () => {
  it('when a thousand transaction ids are known, then a batch looks each call’s id up by its key instead of reading them all', async () => {
    const s = await session();
    await sql`
      INSERT INTO seamless_tx (vendor_code, tx_id, kind, member_id, round_ref, currency, wallet, amount)
      SELECT ${s.vendor}, 'plan-old-' || g, 'CREDIT', ${s.memberId.toString()}::bigint, 'plan-old-' || g, 'PKR', 'MAIN', 0
      FROM generate_series(1, 1000) g`.execute(db());
    await sql`ANALYZE seamless_tx`.execute(db());
    const plan = await planOf('ledger_post_batch_v2_seamless_settle', () => debit(s, { txId: id('d'), roundId: id('plan'), amount: '1' }));
    expect(plan).toContain('seamless_tx_pkey');
    expect(plan).not.toMatch(/Seq Scan on seamless_tx/);
  });

  it('when a thousand launches are known, then a vendor’s call looks its launch up by its token instead of reading them all', async () => {
    const s = await session();
    await sql`
      INSERT INTO game_launch (token_hash, member_id, game_id, vendor_code, mode, currency, expires_at)
      SELECT 'plan-old-' || g, ${s.memberId.toString()}::bigint, ${seamlessGame.id}::int, ${s.vendor}, 'REAL', 'PKR', now() + interval '1 hour'
      FROM generate_series(1, 1000) g`.execute(db());
    await sql`ANALYZE game_launch`.execute(db());
    const plan = await planOf('seamless_vendor_launches_v2', () => balance(s));
    expect(plan).toContain('game_launch_token_hash');
    expect(plan).not.toMatch(/Seq Scan on game_launch/);
  });
});
