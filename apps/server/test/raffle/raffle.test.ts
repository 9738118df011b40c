import { createHash } from 'node:crypto';
import { claimRaffleValueSchema, type Raffle, raffleSchema, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { createSession } from '../../src/modules/auth/session.ts';
import { drawWinners, expandPrizes } from '../../src/modules/raffle/raffle.service.ts';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { insertRound } from '../play/round-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  operator = await operatorSession(t);
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});

const list = async (headers: Record<string, string> = {}, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: rafflePaths.list, headers: { ...headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as unknown[]).map((r) => raffleSchema.parse(r));
};
const find = async (id: string, headers: Record<string, string> = {}) => {
  const raffle = (await list(headers)).find((r) => r.id === id);
  if (!raffle) throw new Error(`raffle ${id} not listed`);
  return raffle;
};
const join = (m: { headers: Record<string, string> }, raffleId: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: rafflePaths.join, headers: { ...m.headers, 'accept-language': lang }, payload: { raffleId } });
const claim = (m: { headers: Record<string, string> }, raffleId: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: rafflePaths.claim, headers: { ...m.headers, 'accept-language': lang }, payload: { raffleId } });

let promotionSerial = 0;
/** A promotion of its own for each raffle (one raffle per promotion). */
async function promotion(): Promise<string> {
  promotionSerial += 1;
  const row = await db()
    .insertInto('announcement')
    .values({
      code: `test-raffle-${promotionSerial}`,
      type: 'PR',
      title: JSON.stringify({ EN: `Test draw ${promotionSerial}`, UR: `ٹیسٹ قرعہ ${promotionSerial}` }),
      content: JSON.stringify({ EN: '<p>Test</p>' }),
      execution: 'A',
      promotion_type: 'RAFFLE',
      published_at: new Date(Date.now() - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const createRaffle = (body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: rafflePaths.desk, headers: { ...operator.headers, 'accept-language': lang }, payload: body });

async function openRaffle(options: { turnover?: string; prizes?: { amount: string; count: number }[] } = {}): Promise<string> {
  const res = await createRaffle({
    promotionId: await promotion(),
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    turnoverRequired: options.turnover ?? '100',
    prizes: options.prizes ?? [{ amount: '50', count: 2 }, { amount: '500', count: 1 }],
    claimDays: 7,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

/** Ends a raffle's window now: the next look draws it. */
const close = (id: string) => sql`UPDATE raffle SET closes_at = now() WHERE id = ${id}::bigint`.execute(db());

describe('the draw', () => {
  it('when drawn with the same seed and entries, then the same distinct winners take the prizes biggest first; fewer entries than prizes leave prizes unpaid', () => {
    const prizes = expandPrizes([{ amount: '5000', count: 2 }, { amount: '100000', count: 1 }]);
    expect(prizes).toEqual([100000n, 5000n, 5000n]);
    const entries = [5n, 3n, 9n, 1n, 7n];
    const first = drawWinners('a'.repeat(64), '12', entries, prizes);
    expect(drawWinners('a'.repeat(64), '12', [...entries].reverse(), prizes)).toEqual(first);
    expect(first.map((w) => w.amount)).toEqual([100000n, 5000n, 5000n]);
    expect(new Set(first.map((w) => w.memberId)).size).toBe(3);
    expect(drawWinners('b'.repeat(64), '12', entries, prizes)).not.toEqual(first);
    expect(drawWinners('a'.repeat(64), '12', [4n], prizes)).toEqual([{ memberId: 4n, amount: 100000n }]);
    expect(drawWinners('a'.repeat(64), '12', [], prizes)).toEqual([]);
  });

  it('when drawn over many seeds, then each of five entries takes the first prize about a fifth of the time', () => {
    const wins = new Map<bigint, number>();
    const draws = 5000;
    for (let i = 0; i < draws; i += 1) {
      const [winner] = drawWinners(`seed-${i}`, '1', [1n, 2n, 3n, 4n, 5n], [1n]);
      wins.set(winner?.memberId as bigint, (wins.get(winner?.memberId as bigint) ?? 0) + 1);
    }
    // Binomial(5000, 0.2): standard deviation about 28; five of them stay within 4.5 deviations.
    for (const count of wins.values()) expect(Math.abs(count - draws / 5)).toBeLessThan(130);
  });
});

describe('raffle promotions', () => {
  it("when the demo's closed draw is first looked at, then it is drawn once: the demo member won, the seed matches its published hash, and the prize is claimed once", async () => {
    const visitor = await list();
    const open = visitor.find((r) => r.title === 'Weekly lucky draw: 10 winners') as Raffle;
    expect(open).toMatchObject({ state: 'JOIN', turnoverRequired: '500.00', myTurnover: null, seed: null, drawnAt: null });
    expect(open.prizes).toEqual([{ amount: '1000.00', count: 1 }, { amount: '200.00', count: 3 }, { amount: '50.00', count: 6 }]);
    const last = visitor.find((r) => r.title === "Last week's lucky draw") as Raffle;
    expect(last).toMatchObject({ state: 'CLOSE', entries: 1, qualified: 1, winners: [{ name: 'de***er', amount: '888.00' }] });
    expect(createHash('sha256').update(last.seed as string).digest('hex')).toBe(last.seedHash);

    const demo = await db().selectFrom('member').select('id').where('username', '=', 'demoplayer').executeTakeFirstOrThrow();
    const session = await createSession(db(), { memberId: demo.id, ip: '127.0.0.1' }, t.app.sessionPolicy);
    const headers = { authorization: `Bearer ${session.token}` };
    expect(await find(last.id, headers)).toMatchObject({ state: 'CLAIM', myPrize: '888.00' });

    const before = await main(db(), demo.id);
    const transfers = await transferCount(db());
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim({ headers }, last.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const values = answers.map((a) => claimRaffleValueSchema.parse(a.json().value));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.transferId)).size).toBe(1);
    expect((await main(db(), demo.id)) - before).toBe(888_00n);
    expect(await transferCount(db())).toBe(transfers + 1);
    expect(await find(last.id, headers)).toMatchObject({ state: 'CLAIMED' });
  });

  it('when members join and play, then only entries with the turnover inside the window qualify, and the draw picks among them', async () => {
    const id = await openRaffle({ turnover: '100', prizes: [{ amount: '500', count: 1 }, { amount: '50', count: 2 }] });
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    const c = await memberWithSession(t);
    expect((await find(id, a.headers)).state).toBe('JOIN');
    const joined = await join(a, id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(raffleSchema.parse(joined.json().value)).toMatchObject({ state: 'PROCESS', myTurnover: '0.00', entries: 1 });
    // Joining again changes nothing.
    expect(raffleSchema.parse((await join(a, id)).json().value).entries).toBe(1);
    await insertRound(db(), a.id, { category: 'RNG', stake: 60_00n });
    await insertRound(db(), a.id, { category: 'RNG', stake: 40_00n });
    await insertRound(db(), b.id, { category: 'RNG', stake: 999_00n, mode: 'FUN' });
    await insertRound(db(), b.id, { category: 'RNG', stake: 999_00n, status: 'ROLLED_BACK' });
    await insertRound(db(), c.id, { category: 'RNG', stake: 999_00n });
    expect((await join(b, id)).statusCode).toBe(200);
    expect(await find(id, a.headers)).toMatchObject({ state: 'JOINED', myTurnover: '100.00' });
    expect(await find(id, b.headers)).toMatchObject({ state: 'PROCESS', myTurnover: '0.00' });

    await close(id);
    // Ten looks at once draw it once.
    await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: rafflePaths.list })));
    const winners = await db().selectFrom('raffle_winner').selectAll().where('raffle_id', '=', BigInt(id)).execute();
    expect(winners.map((w) => [w.member_id, w.amount, w.position])).toEqual([[a.id, 500_00n, 0]]);
    expect(await find(id, a.headers)).toMatchObject({ state: 'CLAIM', myPrize: '500.00', qualified: 1 });
    expect((await find(id, b.headers)).state).toBe('CLOSE');
    expect((await find(id, c.headers)).state).toBe('CLOSE');

    expect((await claim(b, id)).json().code).toBe('NOT_FOUND');
    const paid = await claim(a, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(claimRaffleValueSchema.parse(paid.json().value)).toMatchObject({ amount: '500.00', balance: '500.00', replayed: false });
    const record = await t.app.inject({ method: 'GET', url: walletPaths.transactionHistory, query: { type: 'BONUS' }, headers: a.headers });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().value.list).toMatchObject([{ type: 'BONUS', amount: '500.00', reference: `raffle:${id}` }]);
  });

  it('when the claim window has passed, then the prize cannot be claimed and the state is CLOSE', async () => {
    const id = await openRaffle({ turnover: '0' });
    const m = await memberWithSession(t);
    expect((await join(m, id)).statusCode).toBe(200);
    await close(id);
    expect((await find(id, m.headers)).state).toBe('CLAIM');
    await sql`UPDATE raffle SET drawn_at = drawn_at - interval '8 days' WHERE id = ${id}::bigint`.execute(db());
    const res = await claim(m, id, 'ur');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RAFFLE_CLAIM_EXPIRED', message: 'اس انعام کو کلیم کرنے کا وقت گزر چکا ہے' });
    expect((await find(id, m.headers)).state).toBe('CLOSE');
    expect(await main(db(), m.id)).toBe(0n);
  });

  it('when a raffle is not open yet or closed, unknown, or asked by a trial account or a visitor, then joining is refused and nothing is written', async () => {
    const id = await openRaffle();
    const m = await memberWithSession(t);
    await sql`UPDATE raffle SET opens_at = now() + interval '1 day', closes_at = now() + interval '2 days' WHERE id = ${id}::bigint`.execute(db());
    expect((await find(id, m.headers)).state).toBe('COMING_SOON');
    const early = await join(m, id, 'ur');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RAFFLE_NOT_OPEN', message: 'یہ قرعہ اندازی اندراج کے لیے کھلی نہیں ہے' });
    await sql`UPDATE raffle SET opens_at = now() - interval '2 days', closes_at = now() - interval '1 day' WHERE id = ${id}::bigint`.execute(db());
    expect((await join(m, id)).json().code).toBe('RAFFLE_NOT_OPEN');
    expect((await join(m, '999999999')).statusCode).toBe(404);
    const trial = await memberWithSession(t, { type: 4 });
    expect((await join(trial, id)).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'POST', url: rafflePaths.join, payload: { raffleId: id } })).statusCode).toBe(401);
    expect((await join(m, 'abc')).json().code).toBe('VALIDATION_FAILED');
    // More digits than a row id can have is bad input too, not a failed query.
    expect((await join(m, '9999999999999999999')).json().code).toBe('VALIDATION_FAILED');
    expect((await claim(m, '9999999999999999999')).json().code).toBe('VALIDATION_FAILED');
    const entries = await db().selectFrom('raffle_entry').selectAll().where('raffle_id', '=', BigInt(id)).execute();
    expect(entries).toEqual([]);
  });

  it('when the operator lists the promotions a raffle can go on, then members’ and visitors’ promotions come in the operator’s language; others are refused', async () => {
    const id = await promotion();
    const res = await t.app.inject({ method: 'GET', url: rafflePaths.deskPromotions, headers: { ...operator.headers, 'accept-language': 'ur' } });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().value.list as { id: string; title: string }[];
    expect(listed).toContainEqual({ id, title: `ٹیسٹ قرعہ ${promotionSerial}` });
    const audiences = await db().selectFrom('announcement').select('execution').where('id', 'in', listed.map((p) => Number(p.id))).execute();
    expect(new Set(audiences.map((a) => a.execution))).toEqual(new Set(['A', 'B']));
    const visitor = await t.app.inject({ method: 'GET', url: rafflePaths.deskPromotions });
    expect(visitor.statusCode).toBe(401);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: rafflePaths.deskPromotions, headers: m.headers })).statusCode).toBe(401);
  });

  it('when the operator creates raffles, then bad windows, promotions, prizes and repeats are named field by field, and a good one is audited with its seed hash', async () => {
    const promo = await promotion();
    const now = Date.now();
    const cases: [Record<string, unknown>, string][] = [
      [{ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now - 1000).toISOString(), prizes: [{ amount: '1', count: 1 }] }, 'closesAt'],
      [{ promotionId: promo, opensAt: new Date(now - 7200_000).toISOString(), closesAt: new Date(now - 3600_000).toISOString(), prizes: [{ amount: '1', count: 1 }] }, 'closesAt'],
      [{ promotionId: '999999', opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '1', count: 1 }] }, 'promotionId'],
      [{ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '1', count: 600 }, { amount: '2', count: 600 }] }, 'prizes'],
      [{ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '0', count: 1 }] }, 'prizes'],
      [{ promotionId: promo, opensAt: 'tomorrow', closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '1', count: 1 }] }, 'opensAt'],
      [{ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), turnoverRequired: '-5', prizes: [{ amount: '1', count: 1 }] }, 'turnoverRequired'],
    ];
    for (const [body, field] of cases) {
      const res = await createRaffle(body, 'ur');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().value), JSON.stringify(body)).toContain(field);
    }
    expect(await db().selectFrom('raffle').select('id').where('announcement_id', '=', Number(promo)).execute()).toEqual([]);

    const good = await createRaffle({ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '10', count: 2 }, { amount: '99.50', count: 1 }] });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().value).toMatchObject({ promotionId: promo, prizes: [{ amount: '99.50', count: 1 }, { amount: '10.00', count: 2 }], entries: 0, drawnAt: null, claimDays: 7 });
    expect(good.json().value.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await auditRows(t, 'RAFFLE_CREATE');
    expect(audit?.subject).toBe(`raffle:${good.json().value.id}`);
    // Only one raffle per promotion.
    const again = await createRaffle({ promotionId: promo, opensAt: new Date(now).toISOString(), closesAt: new Date(now + 3600_000).toISOString(), prizes: [{ amount: '1', count: 1 }] });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json().value)).toContain('promotionId');
    const desk = await t.app.inject({ method: 'GET', url: rafflePaths.desk, headers: operator.headers });
    expect(desk.json().value.list.map((r: { id: string }) => r.id)).toContain(good.json().value.id);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: rafflePaths.desk, headers: m.headers })).statusCode).toBe(401);
  });

  it('when an entrant is disabled before the draw, then the draw leaves it out and the prizes go to the active entrants', async () => {
    const id = await openRaffle({ turnover: '0', prizes: [{ amount: '500', count: 1 }, { amount: '50', count: 1 }] });
    const active = await memberWithSession(t);
    const disabled = await memberWithSession(t);
    expect((await join(active, id)).statusCode).toBe(200);
    expect((await join(disabled, id)).statusCode).toBe(200);
    await db().updateTable('member').set({ status: 'DISABLED' }).where('id', '=', disabled.id).execute();
    // A disabled member's session is refused, so it cannot join (or claim) any more.
    expect((await join(disabled, id)).statusCode).toBe(401);

    await close(id);
    expect(await find(id, active.headers)).toMatchObject({ state: 'CLAIM', myPrize: '500.00', qualified: 1, entries: 2 });
    const winners = await db().selectFrom('raffle_winner').selectAll().where('raffle_id', '=', BigInt(id)).execute();
    expect(winners.map((w) => [w.member_id, w.amount, w.position])).toEqual([[active.id, 500_00n, 0]]);
  });

  it('when the operator names a time no raffle can have or a prize above the cap, then the field is named, not a server error, and nothing is written', async () => {
    const promo = await promotion();
    const closesAt = new Date(Date.now() + 3600_000).toISOString();
    const cases: [Record<string, unknown>, { field: string; issue: string }][] = [
      [{ opensAt: '0000-01-01T00:00:00Z', closesAt, prizes: [{ amount: '1', count: 1 }] }, { field: 'opensAt', issue: 'too_small' }],
      [{ opensAt: new Date().toISOString(), closesAt: '9999-12-31T00:00:00Z', prizes: [{ amount: '1', count: 1 }] }, { field: 'closesAt', issue: 'too_big' }],
      [{ opensAt: new Date().toISOString(), closesAt, prizes: [{ amount: '5000000', count: 1 }] }, { field: 'prizes.0.amount', issue: 'too_big' }],
      [{ opensAt: new Date().toISOString(), closesAt, prizes: [{ amount: '10', count: 1 }, { amount: '1000000.01', count: 1 }] }, { field: 'prizes.1.amount', issue: 'too_big' }],
    ];
    for (const [body, named] of cases) {
      const res = await createRaffle({ promotionId: promo, ...body }, 'ur');
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.fields).toEqual([expect.objectContaining(named)]);
    }
    expect(await db().selectFrom('raffle').select('id').where('announcement_id', '=', Number(promo)).execute()).toEqual([]);
    // The cap itself is a prize one raffle may pay.
    const top = await createRaffle({ promotionId: promo, opensAt: new Date().toISOString(), closesAt, prizes: [{ amount: '1000000', count: 1 }] });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().value.prizes).toEqual([{ amount: '1000000.00', count: 1 }]);
  });

  it('when a prize is claimed as "0<id>" and then as "<id>", then the draw and the claim use the raffle\'s own id and it is paid once', async () => {
    const id = await openRaffle({ turnover: '0', prizes: [{ amount: '500', count: 1 }, { amount: '50', count: 1 }] });
    const a = await memberWithSession(t);
    const b = await memberWithSession(t);
    expect((await join(a, id)).statusCode).toBe(200);
    expect((await join(b, id)).statusCode).toBe(200);
    // A seed under which the first prize goes to another member when the draw reads "0<id>" instead of "<id>".
    const prizes = [500_00n, 50_00n];
    const seed = Array.from({ length: 64 }, (_, i) => sha256Hex(`raffle-seed-${i}`)).find(
      (s) => drawWinners(s, `0${id}`, [a.id, b.id], prizes)[0]?.memberId !== drawWinners(s, id, [a.id, b.id], prizes)[0]?.memberId,
    ) as string;
    await sql`UPDATE raffle SET seed = ${seed}, seed_hash = ${sha256Hex(seed)} WHERE id = ${id}::bigint`.execute(db());
    const expected = drawWinners(seed, id, [a.id, b.id], prizes);
    const winner = expected[0]?.memberId === a.id ? a : b;

    await close(id);
    // The claim is the first look after closing, so it draws.
    const first = await claim(winner, `0${id}`);
    expect(first.statusCode, first.body).toBe(200);
    const paid = claimRaffleValueSchema.parse(first.json().value);
    expect(paid).toMatchObject({ raffleId: id, amount: '500.00', replayed: false });
    const winners = await db().selectFrom('raffle_winner').select(['member_id', 'amount']).where('raffle_id', '=', BigInt(id)).orderBy('position').execute();
    expect(winners.map((w) => ({ memberId: w.member_id, amount: w.amount }))).toEqual(expected);

    const again = await claim(winner, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(claimRaffleValueSchema.parse(again.json().value)).toMatchObject({ raffleId: id, transferId: paid.transferId, replayed: true });
    expect(await main(db(), winner.id)).toBe(500_00n);
    const transfers = await db().selectFrom('ledger_transfer').select(['idempotency_key', 'reference']).where('member_id', '=', winner.id).where('kind', '=', 'BONUS').execute();
    expect(transfers).toEqual([{ idempotency_key: `raffle:${id}:${winner.id}`, reference: `raffle:${id}` }]);
  });
});

// Two connections at once: the embedded database has one.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two raffles for one promotion at the same moment (PostgreSQL)', () => {
  it('when another raffle for the promotion is written while the operator\'s is being made, then the operator\'s is refused naming the promotion, not a server error', async () => {
    const promo = await promotion();
    const body = { promotionId: promo, opensAt: new Date().toISOString(), closesAt: new Date(Date.now() + 3600_000).toISOString(), prizes: [{ amount: '1', count: 1 }] };
    let answer: Promise<{ statusCode: number; body: string; json: () => { code: string; value: unknown } }> | undefined;
    // The other raffle is written and held uncommitted: the operator's check does not see it, and its
    // insert waits on the promotion's unique index until the other commits.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO raffle (announcement_id, opens_at, closes_at, prizes, seed, seed_hash, currency, created_by)
          VALUES (${Number(promo)}, now(), now() + interval '1 hour', '[{"amount":"100","count":1}]'::jsonb, 'x', ${sha256Hex('x')}, 'PKR', 'operator:0')`.execute(trx);
        answer = createRaffle(body);
        await waitersForALock(1);
      });
    const res = await (answer as NonNullable<typeof answer>);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().value)).toContain('promotionId');
    expect(await db().selectFrom('raffle').select('id').where('announcement_id', '=', Number(promo)).execute()).toHaveLength(1);
  });
});

/** Until `count` statements of the test's database wait for a lock another one holds. */
async function waitersForALock(count: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db());
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nothing waited for the lock');
}
