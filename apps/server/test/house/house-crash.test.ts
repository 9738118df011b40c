import { createHash } from 'node:crypto';
import { CRASH, crashMultiplierAt, crashPointFromBytes, crashRunMs } from '@lumen/contracts/play/house-fair';
import {
  crashBetValueSchema,
  crashChainsResponseSchema,
  crashStateValueSchema,
  housePaths,
  houseRoundPath,
  houseRoundSchema,
} from '@lumen/contracts/play/house.contract';
import { playPaths } from '@lumen/contracts/play/play.contract';
import { formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import { scheduleCrashSettlement } from '../../src/jobs/crash-settlement.ts';
import { setHouseClock } from '../../src/modules/house/house-clock.ts';
import { placeCrashBet, settleFinishedCrashBets } from '../../src/modules/house/house-crash.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';
import { houseGameId, launchToken } from './house-helpers.ts';

let t: TestApp;
let now = Date.UTC(2026, 10, 24, 12, 0, 0);
/** The chain as a verifier rebuilds it from the revealed seed: round 0 first. */
let hashes: Buffer[] = [];
let startsAt = 0;
let terminal = '';

const sha = (b: Buffer) => createHash('sha256').update(b).digest();
const db = () => t.database.db;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 300 } });
  setHouseClock(() => now);
  const m = await memberWithSession(t);
  const state = await post(housePaths.crashState, { launchToken: await launchToken(t, 'CRASH', { memberId: m.id }) });
  expect(state.statusCode, state.body).toBe(200);
  const chain = await db().selectFrom('house_crash_chain').selectAll().executeTakeFirstOrThrow();
  startsAt = new Date(chain.starts_at).getTime();
  hashes = new Array(chain.length);
  let h = sha(Buffer.from(chain.secret, 'hex'));
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    hashes[i] = h;
    h = sha(h);
  }
  terminal = h.toString('hex');
  expect(terminal).toBe(chain.terminal_hash);
  expect(crashStateValueSchema.parse(state.json().value).terminalHash).toBe(terminal);
});
afterAll(async () => {
  setHouseClock();
  await t?.close();
});

const pointOf = (k: number) => crashPointFromBytes(new Uint8Array(hashes[k] as Buffer));
const bettingAt = (k: number) => startsAt + k * CRASH.periodMs;
const runAt = (k: number) => bettingAt(k) + CRASH.bettingMs;
const crashAt = (k: number) => runAt(k) + crashRunMs(pointOf(k));
let used = 0;
/** The next round (after those already used) whose crash point satisfies `ok`. */
function nextRound(ok: (point: number) => boolean): number {
  for (let k = used + 1; k < hashes.length; k += 1) {
    if (ok(pointOf(k))) {
      used = k;
      return k;
    }
  }
  throw new Error('no such round');
}

async function crashPlayer(minor = 1_000_00n) {
  const m = await memberWithSession(t);
  await fund(db(), m.id, minor);
  return { ...m, launch: await launchToken(t, 'CRASH', { memberId: m.id }) };
}

/** `target` with some members replaced; the others run on `target` itself. */
function replacing<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get: (object, name) => {
      if (typeof name === 'string' && name in members) return members[name];
      const value = Reflect.get(object, name, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The database with `moment` run once, when a transaction begins (`transaction`) or when a bet row
 * is written in one (`row`): what happens at that moment happens while the caller is at that step.
 */
function pausingAt(step: 'transaction' | 'row', moment: () => void): Kysely<DB> {
  const real = db();
  let done = false;
  const once = () => {
    if (!done) moment();
    done = true;
  };
  const watchRows = (trx: Transaction<DB>) =>
    replacing(trx, {
      insertInto: (table: string) => {
        if (table === 'game_round') once();
        return trx.insertInto(table as 'game_round');
      },
    });
  return replacing(real, {
    transaction: () => {
      if (step === 'transaction') once();
      const builder = real.transaction();
      return replacing(builder, {
        execute: <R>(work: (trx: Transaction<DB>) => Promise<R>) => builder.execute((trx) => work(step === 'row' ? watchRows(trx) : trx)),
      });
    },
  });
}

/**
 * The database with `twin` run to its end once, when a transaction begins (`transaction`) or just
 * before a bet row is written in one (`row`): the twin is done while the caller waits at that step.
 */
function twinFirst(step: 'transaction' | 'row', twin: () => Promise<unknown>): Kysely<DB> {
  const real = db();
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await twin();
  };
  const watchRows = (trx: Transaction<DB>) =>
    replacing(trx, {
      insertInto: (table: string) => {
        const builder = trx.insertInto(table as 'game_round');
        if (table !== 'game_round') return builder;
        return replacing(builder, {
          values: (values: Parameters<typeof builder.values>[0]) => {
            const insert = builder.values(values);
            return replacing(insert, {
              execute: async () => {
                await once();
                return insert.execute();
              },
            });
          },
        });
      },
    });
  return replacing(real, {
    transaction: () => {
      const builder = real.transaction();
      return replacing(builder, {
        execute: async <R>(work: (trx: Transaction<DB>) => Promise<R>) => {
          if (step === 'transaction') await once();
          return builder.execute((trx) => work(step === 'row' ? watchRows(trx) : trx));
        },
      });
    },
  });
}

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('crash', () => {
  it('when a member bets while betting is open and cashes out while it runs, then the win is the stake times the multiplier and the round verifies', async () => {
    const k = nextRound((p) => p >= 300);
    const m = await crashPlayer();
    now = bettingAt(k) + 500;
    const state = crashStateValueSchema.parse((await post(housePaths.crashState, { launchToken: m.launch })).json().value);
    expect(state.round).toMatchObject({ roundNumber: k, phase: 'BETTING', multiplier: '1.00', crashPoint: null, hash: null });
    expect(state.history[0]).toEqual({ chainId: state.round.chainId, roundNumber: k - 1, crashPoint: formatMinor(BigInt(pointOf(k - 1))), hash: hashes[k - 1]?.toString('hex') });

    const bet = await post(housePaths.crashBet, { launchToken: m.launch, stake: '10.00' });
    expect(bet.statusCode, bet.body).toBe(200);
    const placed = crashBetValueSchema.parse(bet.json().value);
    expect(placed.bet).toMatchObject({ engine: 'CRASH', status: 'OPEN', stake: '10.00', win: '0.00' });
    expect(placed.balance).toBe('990.00');

    const late = await crashPlayer();
    now = runAt(k) + 10;
    const refused = await post(housePaths.crashBet, { launchToken: late.launch, stake: '10.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROUND_CLOSED');
    expect(await main(db(), late.id)).toBe(1_000_00n);

    now = runAt(k) + 3_000;
    const multiplier = crashMultiplierAt(3_000);
    expect(multiplier).toBeLessThan(pointOf(k));
    const running = crashStateValueSchema.parse((await post(housePaths.crashState, { launchToken: m.launch })).json().value);
    expect(running.round).toMatchObject({ phase: 'RUNNING', multiplier: formatMinor(BigInt(multiplier)), crashPoint: null });
    // A running round's point is secret: the recent crash points start with the round before.
    expect(running.history[0]?.roundNumber).toBe(k - 1);
    const cashed = await post(housePaths.crashCashout, { launchToken: m.launch });
    expect(cashed.statusCode, cashed.body).toBe(200);
    const value = crashBetValueSchema.parse(cashed.json().value);
    const win = (10_00n * BigInt(multiplier)) / 100n;
    expect(value.bet).toMatchObject({ status: 'SETTLED', win: formatMinor(win) });
    if (value.bet.engine !== 'CRASH') throw new Error('crash round expected');
    expect(value.bet.crash.cashout).toBe(formatMinor(BigInt(multiplier)));
    expect(await main(db(), m.id)).toBe(990_00n + win);
    const twice = await post(housePaths.crashCashout, { launchToken: m.launch });
    expect(twice.statusCode).toBe(409);

    now = crashAt(k) + 1;
    const crashed = crashStateValueSchema.parse((await post(housePaths.crashState, { launchToken: m.launch })).json().value);
    expect(crashed.round).toMatchObject({ phase: 'CRASHED', crashPoint: formatMinor(BigInt(pointOf(k))), hash: hashes[k]?.toString('hex') });
    // The round that just crashed heads the recent crash points, the one before it next, 20 at most.
    expect(crashed.history[0]).toEqual({ chainId: crashed.round.chainId, roundNumber: k, crashPoint: formatMinor(BigInt(pointOf(k))), hash: hashes[k]?.toString('hex') });
    expect(crashed.history[1]?.roundNumber).toBe(k - 1);
    expect(crashed.history.length).toBe(Math.min(20, k + 1));

    const round = houseRoundSchema.parse((await t.app.inject({ method: 'GET', url: houseRoundPath(value.bet.roundId) })).json().value);
    if (round.engine !== 'CRASH') throw new Error('crash round expected');
    // A verifier: the round's hash leads to the published terminal hash, and gives the crash point.
    let h = Buffer.from(round.crash.hash as string, 'hex');
    for (let i = 0; i <= k; i += 1) h = sha(h);
    expect(h.toString('hex')).toBe(terminal);
    expect(round.crash.crashPoint).toBe(formatMinor(BigInt(crashPointFromBytes(new Uint8Array(Buffer.from(round.crash.hash as string, 'hex'))))));
  });

  it('when someone computes a member’s round id from what is public (chain, round number, member id), then the public lookup finds nothing', async () => {
    const k = nextRound((p) => p >= 200);
    const m = await crashPlayer();
    now = bettingAt(k) + 500;
    const placed = crashBetValueSchema.parse((await post(housePaths.crashBet, { launchToken: m.launch, stake: '12.00' })).json().value);
    const chain = await db().selectFrom('house_crash_chain').select('id').executeTakeFirstOrThrow();
    const guessed = `C${createHash('sha256').update(`${chain.id}:${k}:MEMBER:${m.id}`).digest('hex').slice(0, 31)}`;
    expect(placed.bet.roundId).not.toBe(guessed);
    expect((await t.app.inject({ method: 'GET', url: houseRoundPath(guessed) })).statusCode).toBe(404);
    // The member's own id still finds the bet.
    expect((await t.app.inject({ method: 'GET', url: houseRoundPath(placed.bet.roundId) })).statusCode).toBe(200);
    now = crashAt(k) + 1_000;
  });

  it('when the cash-out comes after the crash, then the bet is lost and ROUND_CLOSED', async () => {
    const k = nextRound((p) => p > 100 && p < 1_000);
    const m = await crashPlayer();
    now = bettingAt(k) + 1;
    expect((await post(housePaths.crashBet, { launchToken: m.launch, stake: '5.00' })).statusCode).toBe(200);
    now = crashAt(k);
    const res = await post(housePaths.crashCashout, { launchToken: m.launch });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ROUND_CLOSED');
    expect(await main(db(), m.id)).toBe(995_00n);
    const row = await db().selectFrom('game_round').selectAll().where('member_id', '=', m.id as never).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SETTLED', mode: 'REAL' });
    expect(BigInt(row.win)).toBe(0n);
    expect(row.summary).toContain('lost');
    // The betting record words the loss from the round's outcome: the point it crashed at.
    const record = await t.app.inject({ method: 'GET', url: `${playPaths.bettingRecord}?mode=REAL`, headers: m.headers });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().value.list[0].outcome).toEqual({ engine: 'CRASH', crash: { roundNumber: k, cashout: null, crashPoint: formatMinor(BigInt(pointOf(k))) } });
  });

  it('when a bet has an auto cash-out, then it wins at the target when the point reaches it and loses when not', async () => {
    const k = nextRound((p) => p >= 200 && p < 9_000);
    const winner = await crashPlayer();
    const loser = await crashPlayer();
    now = bettingAt(k) + 1;
    expect((await post(housePaths.crashBet, { launchToken: winner.launch, stake: '10.00', autoCashout: '2.00' })).statusCode).toBe(200);
    const above = formatMinor(BigInt(pointOf(k) + 1));
    expect((await post(housePaths.crashBet, { launchToken: loser.launch, stake: '10.00', autoCashout: above })).statusCode).toBe(200);
    now = crashAt(k) + 5;
    const state = crashStateValueSchema.parse((await post(housePaths.crashState, { launchToken: winner.launch })).json().value);
    expect(state.bet).toMatchObject({ status: 'SETTLED', win: '20.00' });
    expect(await main(db(), winner.id)).toBe(1_010_00n);
    expect(await main(db(), loser.id)).toBe(990_00n);
    const bad = await post(housePaths.crashBet, { launchToken: winner.launch, stake: '10.00', autoCashout: '1.00' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().value)).toContain('autoCashout');
  });

  it('when a bet is retried with the same Idempotency-Key, then the same bet comes back, even once the run started', async () => {
    const k = nextRound((p) => p > 100);
    const m = await crashPlayer();
    now = bettingAt(k) + 1;
    const key = 'crash-bet-retry-1';
    const first = crashBetValueSchema.parse((await post(housePaths.crashBet, { launchToken: m.launch, stake: '3.00' }, { 'idempotency-key': key })).json().value);
    const transfers = await transferCount(db());
    now = runAt(k) + 1;
    const retry = await post(housePaths.crashBet, { launchToken: m.launch, stake: '3.00' }, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    const second = crashBetValueSchema.parse(retry.json().value);
    expect(second.replayed).toBe(true);
    expect(second.bet.roundId).toBe(first.bet.roundId);
    expect(await transferCount(db())).toBe(transfers);
    expect(await main(db(), m.id)).toBe(997_00n);
    const conflict = await post(housePaths.crashBet, { launchToken: m.launch, stake: '4.00' }, { 'idempotency-key': key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const k2 = nextRound((p) => p > 100);
    now = bettingAt(k2) + 1;
    expect((await post(housePaths.crashBet, { launchToken: m.launch, stake: '1.00' })).statusCode).toBe(200);
    const again = await post(housePaths.crashBet, { launchToken: m.launch, stake: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ROUND_CLOSED');
  });

  it('when the same bet arrives several times at once, then each answers the one bet and one stake is taken', async () => {
    const k = nextRound((p) => p > 100);
    const m = await crashPlayer();
    now = bettingAt(k) + 1;
    const transfers = await transferCount(db());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(housePaths.crashBet, { launchToken: m.launch, stake: '3.00' }, { 'idempotency-key': 'crash-bet-twins-1' })),
    );
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual([200, 200, 200, 200]);
    const bets = answers.map((a) => crashBetValueSchema.parse(a.json().value));
    expect(new Set(bets.map((b) => b.bet.roundId)).size).toBe(1);
    expect(bets.filter((b) => !b.replayed)).toHaveLength(1);
    expect(await main(db(), m.id)).toBe(997_00n);
    expect(await transferCount(db())).toBe(transfers + 1);
  });

  for (const [step, when] of [
    ['transaction', 'after its checks found no bet under the key'],
    ['row', 'while it is written (the twin’s row comes first)'],
  ] as const) {
    it.skipIf(step === 'row' && !process.env.TEST_DATABASE_URL)(`when the same bet is placed again ${when}, then both answer the one bet and one stake is taken`, async () => {
      const k = nextRound((p) => p > 100);
      const m = await crashPlayer();
      now = bettingAt(k) + 1;
      await settleFinishedCrashBets(db(), now);
      const transfers = await transferCount(db());
      const input = { launchToken: m.launch, stake: 3_00n, autoCashout: null, requestKey: `crash-bet-twin-${step}`, lang: 'EN' } as const;
      let twin: ReturnType<typeof placeCrashBet> | undefined;
      const second = await placeCrashBet(
        twinFirst(step, () => {
          twin = placeCrashBet(db(), input);
          return twin;
        }),
        input,
      );
      const first = await (twin as ReturnType<typeof placeCrashBet>);
      expect(first.replayed).toBe(false);
      expect(second.replayed).toBe(true);
      expect(second.bet.roundId).toBe(first.bet.roundId);
      expect(await main(db(), m.id)).toBe(997_00n);
      expect(await transferCount(db())).toBe(transfers + 1);
    });
  }

  it('when the balance is short or the stake out of range, then nothing moves', async () => {
    const k = nextRound(() => true);
    const m = await crashPlayer(2_00n);
    now = bettingAt(k) + 1;
    const transfers = await transferCount(db());
    const short = await post(housePaths.crashBet, { launchToken: m.launch, stake: '3.00' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    const tiny = await post(housePaths.crashBet, { launchToken: m.launch, stake: '0.01' });
    expect(tiny.json().code).toBe('BET_OUT_OF_RANGE');
    expect(await transferCount(db())).toBe(transfers);
    const rows = await db().selectFrom('game_round').select('id').where('member_id', '=', m.id as never).execute();
    expect(rows).toHaveLength(0);
    // The refused bet left the round free: a smaller one goes through.
    expect((await post(housePaths.crashBet, { launchToken: m.launch, stake: '1.00' })).statusCode).toBe(200);
  });

  it('when a visitor plays crash for fun, then play money moves and the ledger does not', async () => {
    const k = nextRound((p) => p >= 200);
    const token = await launchToken(t, 'CRASH', 'visitor');
    const transfers = await transferCount(db());
    now = bettingAt(k) + 1;
    const bet = crashBetValueSchema.parse((await post(housePaths.crashBet, { launchToken: token, stake: '100.00' })).json().value);
    expect(bet.balance).toBe('1900.00');
    expect(bet.bet.mode).toBe('FUN');
    now = runAt(k) + 1;
    const cashed = crashBetValueSchema.parse((await post(housePaths.crashCashout, { launchToken: token })).json().value);
    expect(toMinor(cashed.balance)).toBe(1_900_00n + toMinor(cashed.bet.win));
    expect(toMinor(cashed.bet.win)).toBeGreaterThanOrEqual(100_00n);
    expect(await transferCount(db())).toBe(transfers);
  });

  it('when settling earlier rounds lasts until the round starts running, then the bet is refused with ROUND_CLOSED and nothing moves', async () => {
    const earlier = nextRound(() => true);
    const k = nextRound(() => true);
    const first = await crashPlayer();
    now = bettingAt(earlier) + 1;
    expect((await post(housePaths.crashBet, { launchToken: first.launch, stake: '1.00' })).statusCode).toBe(200);
    const m = await crashPlayer();
    const transfers = await transferCount(db());
    now = runAt(k) - 100;
    // The earlier round's bet is settled first, and the round runs by the time that is done.
    const bet = placeCrashBet(
      pausingAt('transaction', () => {
        now = runAt(k) + 1;
      }),
      { launchToken: m.launch, stake: 10_00n, autoCashout: null, requestKey: 'crash-slow-settle', lang: 'EN' },
    );
    await expect(bet).rejects.toMatchObject({ code: 'ROUND_CLOSED' });
    const earlierBet = await db().selectFrom('game_round').select('status').where('member_id', '=', first.id as never).executeTakeFirstOrThrow();
    expect(earlierBet.status).toBe('SETTLED');
    expect(await main(db(), m.id)).toBe(1_000_00n);
    expect(await transferCount(db())).toBe(transfers);
    expect(await db().selectFrom('game_round').select('id').where('member_id', '=', m.id as never).execute()).toHaveLength(0);
  });

  for (const [step, when] of [
    ['transaction', 'after the bet’s checks passed but before it is written'],
    ['row', 'while the bet is written, before its stake is taken'],
  ] as const) {
    it(`when the round starts running ${when}, then the bet is refused with ROUND_CLOSED and nothing moves`, async () => {
      const k = nextRound(() => true);
      const m = await crashPlayer();
      now = runAt(k) - 100;
      await settleFinishedCrashBets(db(), now);
      const transfers = await transferCount(db());
      const bet = placeCrashBet(
        pausingAt(step, () => {
          now = runAt(k) + 1;
        }),
        { launchToken: m.launch, stake: 10_00n, autoCashout: null, requestKey: `crash-late-${step}`, lang: 'EN' },
      );
      await expect(bet).rejects.toMatchObject({ code: 'ROUND_CLOSED' });
      expect(await main(db(), m.id)).toBe(1_000_00n);
      expect(await transferCount(db())).toBe(transfers);
      expect(await db().selectFrom('game_round').select('id').where('member_id', '=', m.id as never).execute()).toHaveLength(0);
    });
  }

  it('when a round has crashed and no one makes a crash call, then the settlement job pays the auto cash-out and settles the loss, even while the game is disabled', async () => {
    const k = nextRound((p) => p >= 200 && p < 9_000);
    const winner = await crashPlayer();
    const loser = await crashPlayer();
    now = bettingAt(k) + 1;
    expect((await post(housePaths.crashBet, { launchToken: winner.launch, stake: '10.00', autoCashout: '2.00' })).statusCode).toBe(200);
    expect((await post(housePaths.crashBet, { launchToken: loser.launch, stake: '10.00' })).statusCode).toBe(200);
    const gameId = await houseGameId(db(), 'CRASH');
    await db().updateTable('game').set({ enabled: false }).where('id', '=', gameId).execute();
    try {
      now = crashAt(k) + 5;
      const log = quietLog();
      const job = scheduleCrashSettlement(db(), log);
      try {
        await job.trigger();
      } finally {
        job.stop();
      }
      expect(log.error).not.toHaveBeenCalled();
      expect(await main(db(), winner.id)).toBe(1_010_00n);
      expect(await main(db(), loser.id)).toBe(990_00n);
      const rows = await db()
        .selectFrom('game_round')
        .select(['member_id', 'status', 'win', 'summary'])
        .where('member_id', 'in', [winner.id, loser.id] as never[])
        .execute();
      const byMember = new Map(rows.map((r) => [String(r.member_id), r]));
      expect(byMember.get(String(winner.id))).toMatchObject({ status: 'SETTLED' });
      expect(BigInt(byMember.get(String(winner.id))?.win ?? 0)).toBe(20_00n);
      expect(byMember.get(String(loser.id))).toMatchObject({ status: 'SETTLED' });
      expect(byMember.get(String(loser.id))?.summary).toContain('lost');
    } finally {
      await db().updateTable('game').set({ enabled: true }).where('id', '=', gameId).execute();
    }
  });

  it('when settling fails, then the settlement job logs it and stays scheduled', async () => {
    const broken = {
      selectFrom: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Kysely<DB>;
    const log = quietLog();
    const job = scheduleCrashSettlement(broken, log);
    try {
      await job.trigger();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(job.isRunning()).toBe(true);
    } finally {
      job.stop();
    }
  });

  it('when the game goes into maintenance while a bet runs, then the player still sees it and can cash it out, and new bets are refused', async () => {
    const k = nextRound((p) => p >= 300);
    const m = await crashPlayer();
    const other = await crashPlayer();
    now = bettingAt(k) + 1;
    expect((await post(housePaths.crashBet, { launchToken: m.launch, stake: '10.00' })).statusCode).toBe(200);
    await db().updateTable('vendor').set({ maintenance: true }).where('code', '=', 'HOUSE').execute();
    try {
      const refused = await post(housePaths.crashBet, { launchToken: other.launch, stake: '10.00' });
      expect(refused.json().code).toBe('GAME_MAINTENANCE');
      expect(await main(db(), other.id)).toBe(1_000_00n);
      now = runAt(k) + 3_000;
      // The board still shows the running bet, so the player can see it and cash it out.
      const state = await post(housePaths.crashState, { launchToken: m.launch });
      expect(state.statusCode, state.body).toBe(200);
      expect(state.json().value.bet).toMatchObject({ status: 'OPEN' });
      const cashed = await post(housePaths.crashCashout, { launchToken: m.launch });
      expect(cashed.statusCode, cashed.body).toBe(200);
      const value = crashBetValueSchema.parse(cashed.json().value);
      const win = (10_00n * BigInt(crashMultiplierAt(3_000))) / 100n;
      expect(value.bet).toMatchObject({ status: 'SETTLED', win: formatMinor(win) });
      expect(await main(db(), m.id)).toBe(990_00n + win);
    } finally {
      await db().updateTable('vendor').set({ maintenance: false }).where('code', '=', 'HOUSE').execute();
    }
  });

  it('when the chains are listed, then the terminal hash and schedule show and the secret stays hidden while the chain runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: housePaths.crashChains });
    const chains = crashChainsResponseSchema.parse(res.json()).value.chains;
    expect(chains[0]).toMatchObject({ terminalHash: terminal, periodMs: CRASH.periodMs, revealedSeed: null, startsAt: new Date(startsAt).toISOString() });
  });
});
