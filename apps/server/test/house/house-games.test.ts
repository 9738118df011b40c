import { diceRollFromBytes, diceWinMinor, slotOutcomeFromBytes, slotWinMinor } from '@lumen/contracts/play/house-fair';
import {
  fairnessStateSchema,
  houseOpenValueSchema,
  housePaths,
  houseRoundPath,
  houseRoundSchema,
  playValueSchema,
  rotateSeedValueSchema,
} from '@lumen/contracts/play/house.contract';
import { HOUSE_SLOT } from '@lumen/contracts/play/house-slot';
import { toMinor } from '@lumen/contracts/wallet/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashLaunchToken } from '../../src/modules/play/launch.service.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';
import { houseGameId, launchToken, roundCount, sha256Hex, verifierBytes } from './house-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 600 } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function player(minor = 1_000_00n) {
  const m = await memberWithSession(t);
  if (minor > 0n) await fund(db(), m.id, minor);
  return m;
}

describe('opening a house game', () => {
  it('when a real slot launch is opened, then it answers the slot rules, balance and fairness, once', async () => {
    const m = await player(500_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const res = await post(housePaths.open, { launchToken: token });
    expect(res.statusCode).toBe(200);
    const value = houseOpenValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ engine: 'SLOT', mode: 'REAL', currency: 'PKR', balance: '500.00', dice: null, crash: null });
    expect(value.game.vassalage).toBe('HOUSE');
    expect(value.slot?.rtp).toBe('96.11');
    expect(value.slot?.lines).toHaveLength(20);
    expect(value.fairness?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(value.fairness?.nonce).toBe(0);

    const again = await post(housePaths.open, { launchToken: token });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('when a dice or crash launch is opened, then the engine and its rules come back', async () => {
    const m = await player();
    const dice = houseOpenValueSchema.parse((await post(housePaths.open, { launchToken: await launchToken(t, 'DICE', { memberId: m.id }) })).json().value);
    expect(dice).toMatchObject({ engine: 'DICE', slot: null, crash: null });
    expect(dice.dice?.edgePercent).toBe(1);
    const crash = houseOpenValueSchema.parse((await post(housePaths.open, { launchToken: await launchToken(t, 'CRASH', { memberId: m.id }) })).json().value);
    expect(crash).toMatchObject({ engine: 'CRASH', fairness: null, slot: null, dice: null });
  });

  it('when the token is unknown, expired, of another vendor, or its session ended, then 401 LAUNCH_TOKEN_INVALID', async () => {
    const m = await player();
    const expired = await launchToken(t, 'SLOT', { memberId: m.id }, { minutes: -1 });
    const pgGame = await db().selectFrom('game').select('id').where('vendor_code', '=', 'PG').executeTakeFirstOrThrow();
    const foreign = await launchToken(t, 'SLOT', { memberId: m.id }, { vendorCode: 'PG', gameId: pgGame.id });
    for (const token of ['x'.repeat(43), expired, foreign]) {
      const res = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    }
    const live = await launchToken(t, 'SLOT', { memberId: m.id });
    await db().updateTable('session').set({ revoked_at: new Date() }).where('member_id', '=', m.id as never).execute();
    const signedOut = await post(housePaths.slotSpin, { launchToken: live, stake: '1.00' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(signedOut.json().message).toBeTruthy();
  });

  it('when a slot token is used on the dice, then 404 GAME_NOT_FOUND and nothing moves', async () => {
    const m = await player();
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const before = await transferCount(db());
    const res = await post(housePaths.diceRoll, { launchToken: token, stake: '1.00', direction: 'UNDER', target: '50' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GAME_NOT_FOUND');
    expect(await transferCount(db())).toBe(before);
  });
});

describe('slot', () => {
  it('when a member spins, then the stake and win move through the ledger and the round verifies once the seed is revealed', async () => {
    const m = await player(100_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const fairness = fairnessStateSchema.parse((await post(housePaths.fairness, { launchToken: token })).json().value);
    const transfersBefore = await transferCount(db());

    const plays = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post(housePaths.slotSpin, { launchToken: token, stake: '2.00' });
      expect(res.statusCode, res.body).toBe(200);
      plays.push(playValueSchema.parse(res.json().value));
    }
    const paid = plays.reduce((sum, p) => sum + toMinor(p.round.win), 0n);
    expect(await main(db(), m.id)).toBe(100_00n - 5n * 200n + paid);
    const left = 100_00n - 1000n + paid;
    expect(plays.at(-1)?.balance).toBe(`${left / 100n}.${(left % 100n).toString().padStart(2, '0')}`);
    const wins = plays.filter((p) => p.round.win !== '0.00').length;
    expect(await transferCount(db())).toBe(transfersBefore + 5 + wins);
    plays.forEach((p, i) => {
      expect(p.replayed).toBe(false);
      expect(p.round).toMatchObject({ engine: 'SLOT', mode: 'REAL', stake: '2.00', status: 'SETTLED' });
      expect(p.round.fairness).toMatchObject({ serverSeedHash: fairness.serverSeedHash, clientSeed: fairness.clientSeed, nonce: i, serverSeed: null });
      expect(p.fairness.nonce).toBe(i + 1);
    });
    const row = await db().selectFrom('game_round').selectAll().where('round_ref', '=', plays[0]?.round.roundId as string).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vendor_code: 'HOUSE', mode: 'REAL', status: 'SETTLED', member_id: expect.anything() });
    expect(BigInt(row.stake)).toBe(200n);
    expect(row.summary).toMatch(/^stops /);

    const rotated = rotateSeedValueSchema.parse((await post(housePaths.fairnessRotate, { launchToken: token })).json().value);
    expect(rotated.revealed).toMatchObject({ serverSeedHash: fairness.serverSeedHash, clientSeed: fairness.clientSeed, nonceCount: 5 });
    expect(sha256Hex(rotated.revealed.serverSeed)).toBe(fairness.serverSeedHash);
    expect(rotated.fairness.serverSeedHash).not.toBe(fairness.serverSeedHash);
    expect(rotated.fairness).toMatchObject({ clientSeed: fairness.clientSeed, nonce: 0 });

    for (const play of plays) {
      const looked = await t.app.inject({ method: 'GET', url: houseRoundPath(play.round.roundId) });
      expect(looked.statusCode).toBe(200);
      const round = houseRoundSchema.parse(looked.json().value);
      if (round.engine !== 'SLOT') throw new Error('slot round expected');
      expect(round.fairness.serverSeed).toBe(rotated.revealed.serverSeed);
      const outcome = slotOutcomeFromBytes(verifierBytes(rotated.revealed.serverSeed, round.fairness.clientSeed, round.fairness.nonce));
      expect(round.slot).toEqual({ definitionId: HOUSE_SLOT.id, ...outcome });
      expect(toMinor(round.win)).toBe(slotWinMinor(200n, outcome));
    }
  });

  it('when a spin is retried with the same Idempotency-Key, then the same round comes back and nothing moves again', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const key = 'spin-retry-0001';
    const first = playValueSchema.parse((await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key })).json().value);
    const balance = await main(db(), m.id);
    const transfers = await transferCount(db());
    const retry = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    const second = playValueSchema.parse(retry.json().value);
    expect(second.replayed).toBe(true);
    expect(second.round).toEqual(first.round);
    expect(second.fairness.nonce).toBe(first.fairness.nonce);
    expect(await main(db(), m.id)).toBe(balance);
    expect(await transferCount(db())).toBe(transfers);

    const conflict = await post(housePaths.slotSpin, { launchToken: token, stake: '2.00' }, { 'idempotency-key': key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const badKey = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': 'no spaces allowed' });
    expect(badKey.statusCode).toBe(400);
  });

  it('when the same spin arrives five times at once, then it is played once', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const transfers = await transferCount(db());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': 'parallel-spin-1' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const plays = answers.map((a) => playValueSchema.parse(a.json().value));
    expect(new Set(plays.map((p) => p.round.roundId)).size).toBe(1);
    expect(plays.filter((p) => !p.replayed)).toHaveLength(1);
    const win = toMinor(plays[0]?.round.win ?? '0');
    expect(await main(db(), m.id)).toBe(50_00n - 1_00n + win);
    expect(await transferCount(db())).toBe(transfers + (win > 0n ? 2 : 1));
  });

  it('when different spins arrive at once, then each takes its own nonce', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(housePaths.slotSpin, { launchToken: token, stake: '1.00' })));
    const plays = answers.map((a) => playValueSchema.parse(a.json().value));
    expect(plays.map((p) => p.round.fairness?.nonce).sort()).toEqual([0, 1, 2, 3, 4]);
    const paid = plays.reduce((sum, p) => sum + toMinor(p.round.win), 0n);
    expect(await main(db(), m.id)).toBe(50_00n - 5_00n + paid);
  });

  it('when the house vendor is under maintenance, then bets are refused with GAME_MAINTENANCE', async () => {
    const m = await player();
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'HOUSE').execute();
    try {
      const res = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('GAME_MAINTENANCE');
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'HOUSE').execute();
    }
  });

  it('when a spin is retried after the game went into maintenance, then the first round comes back, and only to the member who played it', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const key = 'spin-retry-maintenance-1';
    const res = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const first = playValueSchema.parse(res.json().value);
    const other = await player(50_00n);
    const otherToken = await launchToken(t, 'SLOT', { memberId: other.id });
    const balance = await main(db(), m.id);
    const transfers = await transferCount(db());
    const rounds = await roundCount(db());
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'HOUSE').execute();
    try {
      const retry = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key });
      expect(retry.statusCode, retry.body).toBe(200);
      const second = playValueSchema.parse(retry.json().value);
      expect(second.replayed).toBe(true);
      expect(second.round).toEqual(first.round);
      expect(second.balance).toBe(first.balance);

      const conflict = await post(housePaths.slotSpin, { launchToken: token, stake: '2.00' }, { 'idempotency-key': key });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
      const fresh = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': 'spin-retry-maintenance-2' });
      expect(fresh.json().code).toBe('GAME_MAINTENANCE');
      const othersKey = await post(housePaths.slotSpin, { launchToken: otherToken, stake: '1.00' }, { 'idempotency-key': key });
      expect(othersKey.json().code).toBe('GAME_MAINTENANCE');
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'HOUSE').execute();
    }
    expect(await main(db(), m.id)).toBe(balance);
    expect(await main(db(), other.id)).toBe(50_00n);
    expect(await transferCount(db())).toBe(transfers);
    expect(await roundCount(db())).toBe(rounds);
  });

  it('when a spin is retried after the member signed out, then it is refused like any bet and the balance is not told', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const key = 'spin-retry-signed-out-1';
    expect((await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key })).statusCode).toBe(200);
    await db().updateTable('session').set({ revoked_at: new Date() }).where('member_id', '=', m.id as never).execute();
    const retry = await post(housePaths.slotSpin, { launchToken: token, stake: '1.00' }, { 'idempotency-key': key });
    expect([retry.statusCode, retry.json().code]).toEqual([401, 'LAUNCH_TOKEN_INVALID']);
    expect(JSON.stringify(retry.json().value ?? null)).not.toContain('balance');
  });

  it('when the balance is short, then INSUFFICIENT_BALANCE, no transfer, no round, the nonce unchanged', async () => {
    const m = await player(1_50n);
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    const transfers = await transferCount(db());
    const rounds = await roundCount(db());
    const res = await post(housePaths.slotSpin, { launchToken: token, stake: '2.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await transferCount(db())).toBe(transfers);
    expect(await roundCount(db())).toBe(rounds);
    expect(await main(db(), m.id)).toBe(1_50n);
    expect(fairnessStateSchema.parse((await post(housePaths.fairness, { launchToken: token })).json().value).nonce).toBe(0);
  });

  it('when the stake is outside the limits or not a whole line bet, then 400 BET_OUT_OF_RANGE; a bad amount names the field', async () => {
    const m = await player();
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    for (const stake of ['0.10', '200.20', '1.01']) {
      const res = await post(housePaths.slotSpin, { launchToken: token, stake });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BET_OUT_OF_RANGE');
    }
    const bad = await post(housePaths.slotSpin, { launchToken: token, stake: '1.234' }, { 'accept-language': 'zh' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(bad.json().value)).toContain('stake');
  });
});

describe('dice', () => {
  it('when a member rolls, then the roll verifies and a win pays (100 - edge) / chance', async () => {
    const m = await player(100_00n);
    const token = await launchToken(t, 'DICE', { memberId: m.id });
    const plays = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(housePaths.diceRoll, { launchToken: token, stake: '1.00', direction: i % 2 ? 'OVER' : 'UNDER', target: '49.5' });
      expect(res.statusCode, res.body).toBe(200);
      plays.push(playValueSchema.parse(res.json().value));
    }
    const paid = plays.reduce((sum, p) => sum + toMinor(p.round.win), 0n);
    expect(await main(db(), m.id)).toBe(100_00n - 600n + paid);
    const rotated = rotateSeedValueSchema.parse((await post(housePaths.fairnessRotate, { launchToken: token, clientSeed: 'next-seed' })).json().value);
    expect(rotated.fairness.clientSeed).toBe('next-seed');
    for (const play of plays) {
      const round = houseRoundSchema.parse((await t.app.inject({ method: 'GET', url: houseRoundPath(play.round.roundId) })).json().value);
      if (round.engine !== 'DICE') throw new Error('dice round expected');
      const roll = diceRollFromBytes(verifierBytes(rotated.revealed.serverSeed, round.fairness.clientSeed, round.fairness.nonce));
      expect(toMinor(round.dice.roll)).toBe(BigInt(roll));
      const won = round.dice.direction === 'UNDER' ? roll < 4950 : roll > 4950;
      expect(round.dice.won).toBe(won);
      expect(toMinor(round.win)).toBe(won ? diceWinMinor(100n, round.dice.direction, 4950) : 0n);
      expect(round.dice.multiplier).toBe(round.dice.direction === 'UNDER' ? '2.0000' : '1.9607');
    }
  });

  it('when a roll is retried after its launch expired, then the first round comes back and nothing moves again', async () => {
    const m = await player(50_00n);
    const token = await launchToken(t, 'DICE', { memberId: m.id });
    const key = 'dice-retry-expired-1';
    const roll = { launchToken: token, stake: '1.00', direction: 'UNDER', target: '49.5' };
    const res = await post(housePaths.diceRoll, roll, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const first = playValueSchema.parse(res.json().value);
    const balance = await main(db(), m.id);
    const transfers = await transferCount(db());
    await db().updateTable('game_launch').set({ expires_at: new Date(Date.now() - 60_000) }).where('token_hash', '=', hashLaunchToken(token)).execute();

    const retry = await post(housePaths.diceRoll, roll, { 'idempotency-key': key });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = playValueSchema.parse(retry.json().value);
    expect(second.replayed).toBe(true);
    expect(second.round).toEqual(first.round);
    const fresh = await post(housePaths.diceRoll, roll, { 'idempotency-key': 'dice-retry-expired-2' });
    expect(fresh.statusCode).toBe(401);
    expect(fresh.json().code).toBe('LAUNCH_TOKEN_INVALID');
    expect(await main(db(), m.id)).toBe(balance);
    expect(await transferCount(db())).toBe(transfers);
  });

  it('when the target gives a chance outside 1% to 95%, then 400 naming the target', async () => {
    const m = await player();
    const token = await launchToken(t, 'DICE', { memberId: m.id });
    for (const target of ['0.50', '99.00', '100']) {
      const res = await post(housePaths.diceRoll, { launchToken: token, stake: '1.00', direction: 'UNDER', target });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value)).toContain('target');
    }
  });
});

describe('round times', () => {
  // PGlite reads its clock from this process, so a process clock ahead of the database's can only
  // be staged against PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)('when this server’s clock runs ahead of the database’s, then a round is stamped settled by the database’s clock, as vendor rounds are', async () => {
    const m = await player(10_00n);
    const token = await launchToken(t, 'DICE', { memberId: m.id });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    let roundId: string;
    try {
      const res = await post(housePaths.diceRoll, { launchToken: token, stake: '1.00', direction: 'UNDER', target: '50' });
      expect(res.statusCode, res.body).toBe(200);
      roundId = playValueSchema.parse(res.json().value).round.roundId;
    } finally {
      vi.useRealTimers();
    }
    const row = await db().selectFrom('game_round').select('settled_at').where('round_ref', '=', roundId).executeTakeFirstOrThrow();
    const { now } = (await sql<{ now: Date }>`SELECT now() AS now`.execute(db())).rows[0]!;
    expect(Math.abs(new Date(row.settled_at as Date).getTime() - new Date(now).getTime())).toBeLessThan(60_000);
  });
});

describe('fairness', () => {
  it('when the client seed is set, then the next round uses it and the nonce goes on', async () => {
    const m = await player();
    const token = await launchToken(t, 'SLOT', { memberId: m.id });
    await post(housePaths.slotSpin, { launchToken: token, stake: '0.20' });
    const set = await post(housePaths.fairnessClientSeed, { launchToken: token, clientSeed: 'my-lucky-seed' });
    expect(set.statusCode).toBe(200);
    expect(fairnessStateSchema.parse(set.json().value)).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 1 });
    const play = playValueSchema.parse((await post(housePaths.slotSpin, { launchToken: token, stake: '0.20' })).json().value);
    expect(play.round.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 1 });
    const bad = await post(housePaths.fairnessClientSeed, { launchToken: token, clientSeed: 'has space' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().value)).toContain('clientSeed');
  });

  it('when the API description is asked for, then it lists the house calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [housePaths.open, housePaths.slotSpin, housePaths.diceRoll, housePaths.crashBet, housePaths.fairnessRotate]) expect(paths).toContain(path);
  });

  it('when a round id is unknown, then 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: houseRoundPath('Hunknown') });
    expect(res.statusCode).toBe(404);
  });
});

describe('free-trial play', () => {
  it('when a visitor plays for fun, then play money moves, rounds are FUN and the ledger is untouched', async () => {
    const token = await launchToken(t, 'SLOT', 'visitor');
    const open = houseOpenValueSchema.parse((await post(housePaths.open, { launchToken: token })).json().value);
    expect(open).toMatchObject({ mode: 'FUN', balance: '2000.00' });
    const transfers = await transferCount(db());
    let expected = 2_000_00n;
    for (let i = 0; i < 5; i += 1) {
      const play = playValueSchema.parse((await post(housePaths.slotSpin, { launchToken: token, stake: '10.00' })).json().value);
      expect(play.round.mode).toBe('FUN');
      expected += toMinor(play.round.win) - 10_00n;
      expect(toMinor(play.balance)).toBe(expected);
    }
    const dice = await launchToken(t, 'DICE', 'visitor');
    expect((await post(housePaths.diceRoll, { launchToken: dice, stake: '5.00', direction: 'OVER', target: '20' })).statusCode).toBe(200);
    expect(await transferCount(db())).toBe(transfers);
    const rows = await db().selectFrom('game_round').select(['mode', 'member_id']).where('mode', '=', 'FUN').execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.member_id === null)).toBe(true);
  });

  it('when play money runs out, then INSUFFICIENT_BALANCE and no round', async () => {
    const token = await launchToken(t, 'DICE', 'visitor');
    const rounds = await roundCount(db());
    const res = await post(housePaths.diceRoll, { launchToken: token, stake: '1000.01', direction: 'UNDER', target: '50' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BET_OUT_OF_RANGE');
    await db().updateTable('game_launch').set({ fun_balance: 50 }).where('mode', '=', 'FUN').execute();
    const short = await post(housePaths.diceRoll, { launchToken: token, stake: '1.00', direction: 'UNDER', target: '50' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await roundCount(db())).toBe(rounds);
  });
});

describe('catalogue', () => {
  it('when the catalogue is seeded, then HOUSE has a dice game, slot games with 20 lines and crash games', async () => {
    const dice = await db().selectFrom('game').selectAll().where('id', '=', await houseGameId(db(), 'DICE')).executeTakeFirstOrThrow();
    expect(dice).toMatchObject({ classify: 'TG', lines: 0 });
    const slot = await db().selectFrom('game').selectAll().where('id', '=', await houseGameId(db(), 'SLOT')).executeTakeFirstOrThrow();
    expect(slot.lines).toBe(20);
    expect(Number(slot.min_bet)).toBe(20);
    await houseGameId(db(), 'CRASH');
  });

  it('when an older catalogue has other rules for a HOUSE game, then seeding again brings them to the engine\'s', async () => {
    const id = await houseGameId(db(), 'DICE');
    await db().updateTable('game').set({ classify: 'JP', lines: 25, min_bet: 500 }).where('id', '=', id).execute();
    await seedDemoData(db(), { games: 600 });
    const row = await db().selectFrom('game').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ classify: 'TG', lines: 0 });
    expect(Number(row.min_bet)).toBe(10);
  });
});
