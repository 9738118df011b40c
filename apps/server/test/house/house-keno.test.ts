import { KENO, kenoDrawFromBytes, kenoRtpPercent, kenoWinMinor } from '@lumen/contracts/play/house-fair';
import { houseOpenValueSchema, housePaths, houseRoundPath, houseRoundSchema, playValueSchema, rotateSeedValueSchema } from '@lumen/contracts/play/house.contract';
import { toMinor } from '@lumen/contracts/wallet/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectLedgerInvariants } from '../support/ledger.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';
import { houseGameId, launchToken, roundCount, verifierBytes } from './house-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 600 } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

async function player(minor = 1_000_00n) {
  const m = await memberWithSession(t);
  if (minor > 0n) await fund(db(), m.id, minor);
  return m;
}

describe('keno, the house lottery', () => {
  it('when the catalogue is seeded, then HOUSE has keno games in the lottery category that open with the keno rules', async () => {
    const game = await db().selectFrom('game').selectAll().where('id', '=', await houseGameId(db(), 'KENO')).executeTakeFirstOrThrow();
    expect(game).toMatchObject({ category_code: 'LOTT', name: 'Lumen Keno', has_trial: true });
    const m = await player();
    const res = await post(housePaths.open, { launchToken: await launchToken(t, 'KENO', { memberId: m.id }) });
    expect(res.statusCode, res.body).toBe(200);
    const open = houseOpenValueSchema.parse(res.json().value);
    expect(open.engine).toBe('KENO');
    expect(open.keno).toMatchObject({ numbers: 40, drawn: 10, minPicks: 1, maxPicks: 10, minStake: '0.10', maxStake: '1000.00' });
    expect(open.keno?.paytable[0]).toEqual(['0.00', '3.80']);
    expect(open.keno?.paytable).toHaveLength(10);
    expect(open.keno?.rtp[0]).toBe('95.00');
  });

  it('when the paytable is priced, then every number of picks returns between 93% and 97% of the stake', () => {
    for (let picks = KENO.minPicks; picks <= KENO.maxPicks; picks += 1) {
      const rtp = Number(kenoRtpPercent(picks));
      expect(rtp, `${picks} picks`).toBeGreaterThanOrEqual(93);
      expect(rtp, `${picks} picks`).toBeLessThanOrEqual(97);
    }
  });

  it('when a member plays, then stake and win go through the ledger and every draw verifies once the seed is revealed', async () => {
    const m = await player(100_00n);
    const token = await launchToken(t, 'KENO', { memberId: m.id });
    const picksList = [[7], [1, 2, 3, 4, 5], [40, 39, 38, 37, 36, 35, 34, 33, 32, 31], [12, 24]];
    const plays = [];
    for (const picks of picksList) {
      const res = await post(housePaths.kenoPlay, { launchToken: token, stake: '2.00', picks });
      expect(res.statusCode, res.body).toBe(200);
      plays.push(playValueSchema.parse(res.json().value));
    }
    const paid = plays.reduce((sum, p) => sum + toMinor(p.round.win), 0n);
    expect(await main(db(), m.id)).toBe(100_00n - 800n + paid);
    expect(toMinor(plays.at(-1)?.balance ?? '0')).toBe(100_00n - 800n + paid);
    const rotated = rotateSeedValueSchema.parse((await post(housePaths.fairnessRotate, { launchToken: token })).json().value);
    for (const [i, play] of plays.entries()) {
      const round = houseRoundSchema.parse((await t.app.inject({ method: 'GET', url: houseRoundPath(play.round.roundId) })).json().value);
      if (round.engine !== 'KENO') throw new Error('keno round expected');
      const { serverSeed } = rotated.revealed;
      const bytes = new Uint8Array([
        ...verifierBytes(serverSeed, round.fairness.clientSeed, round.fairness.nonce, 0),
        ...verifierBytes(serverSeed, round.fairness.clientSeed, round.fairness.nonce, 1),
      ]);
      const drawn = kenoDrawFromBytes(bytes);
      expect(round.keno.drawn).toEqual(drawn);
      expect(new Set(drawn).size).toBe(10);
      const picks = picksList[i] as number[];
      expect(round.keno.picks).toEqual(picks);
      const hits = picks.filter((n) => drawn.includes(n));
      expect(round.keno.hits).toEqual(hits);
      expect(toMinor(round.win)).toBe(kenoWinMinor(200n, picks.length, hits.length));
      expect(round.keno.won).toBe(toMinor(round.win) > 0n);
    }
    await expectLedgerInvariants(t.database);
  });

  it('when a play is retried with the same Idempotency-Key, then the same round comes back and nothing moves again', async () => {
    const m = await player();
    const token = await launchToken(t, 'KENO', { memberId: m.id });
    const headers = { 'idempotency-key': 'keno-retry-1' };
    const first = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks: [3, 9] }, headers);
    const transfers = await transferCount(db());
    const again = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks: [3, 9] }, headers);
    expect(again.json().value.round.roundId).toBe(first.json().value.round.roundId);
    expect(again.json().value.replayed).toBe(true);
    expect(await transferCount(db())).toBe(transfers);
    const other = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks: [3, 10] }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('when the picks are empty, too many, repeated or out of 1..40, then 400 naming picks and nothing moves', async () => {
    const m = await player();
    const token = await launchToken(t, 'KENO', { memberId: m.id });
    const rounds = await roundCount(db());
    for (const picks of [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [5, 5], [0], [41], [1.5], 'seven']) {
      const res = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks });
      expect(res.statusCode, JSON.stringify(picks)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value)).toContain('picks');
    }
    expect(await roundCount(db())).toBe(rounds);
    expect(await main(db(), m.id)).toBe(1_000_00n);
  });

  it('when the stake is outside the limits or the balance is short, then it is refused and nothing moves', async () => {
    const m = await player(50n);
    const token = await launchToken(t, 'KENO', { memberId: m.id });
    for (const stake of ['0.05', '1000.01']) {
      const res = await post(housePaths.kenoPlay, { launchToken: token, stake, picks: [1] });
      expect(res.json().code).toBe('BET_OUT_OF_RANGE');
    }
    const short = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks: [1] });
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await main(db(), m.id)).toBe(50n);
  });

  it('when a dice launch is used to play keno, then 404 GAME_NOT_FOUND', async () => {
    const m = await player();
    const res = await post(housePaths.kenoPlay, { launchToken: await launchToken(t, 'DICE', { memberId: m.id }), stake: '1.00', picks: [1] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GAME_NOT_FOUND');
  });

  it('when a visitor plays keno for fun, then play money moves and the ledger is untouched', async () => {
    const token = await launchToken(t, 'KENO', 'visitor');
    const transfers = await transferCount(db());
    const res = await post(housePaths.kenoPlay, { launchToken: token, stake: '1.00', picks: [1, 2, 3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.round.mode).toBe('FUN');
    expect(await transferCount(db())).toBe(transfers);
  });
});
