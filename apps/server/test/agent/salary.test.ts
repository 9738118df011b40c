import { agentIncomeValueSchema, agentPaths, downlineMemberSchema } from '@lumen/contracts/agent/agent.contract';
import {
  agentContractSchema,
  consolidatedContractsValueSchema,
  type ContractPeriod,
  contractsValueSchema,
  adminContractsValueSchema,
  OFFERABLE_AGENTS_LIMIT,
  offerableAgentsValueSchema,
  type OfferContractBody,
  salaryPaths,
  settlementsValueSchema,
} from '@lumen/contracts/agent/salary.contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@lumen/contracts/i18n/error-messages';
import { fieldName } from '@lumen/contracts/i18n/field-names';
import { DomainError } from '../../src/http/domain-error.ts';
import {
  actOnContract,
  type Offerer,
  offerContract,
  periodEnd,
  periodStart,
  settleDue,
  settlePeriod,
  settlementPosition,
} from '../../src/modules/agent/salary.service.ts';
import { checkInvariants, houseBookBalances } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { main, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;
let operator: Awaited<ReturnType<typeof operatorSession>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const flags = ['CONTRACT3', 'SALARY3', 'HOURSALARY3', 'REALTIMESALARY3', 'DIVIDEND3'];

async function setFlags(enabled: boolean, codes = flags) {
  await db().updateTable('whitelabel_module').set({ enabled }).where('code', 'in', codes).execute();
}

/** A member placed in the agent tree under `parent` (agents are type 1). */
async function under(parent: Member | null, agent: boolean, prefix: string): Promise<Member> {
  const m = await memberWithSession(t, { type: agent ? 1 : 0, prefix, ...(parent ? { parent: parent.id } : {}) });
  if (parent) {
    await sql`UPDATE member SET path = (SELECT path FROM member WHERE id = ${parent.id.toString()}::bigint) || ${m.id.toString()}::ltree
              WHERE id = ${m.id.toString()}::bigint`.execute(db());
  }
  return m;
}

let serial = 0;
/** A real-money round started and settled at `at`. */
async function round(member: Member, stake: bigint, win: bigint, at: Date, status: 'SETTLED' | 'OPEN' | 'ROLLED_BACK' = 'SETTLED') {
  serial += 1;
  await sql`
    INSERT INTO game_round (vendor_code, round_ref, member_id, game_code, category_code, mode, currency, stake, win, status, created_at, settled_at)
    VALUES ('TESTV', ${`salary-${process.pid}-${serial}`}, ${member.id.toString()}::bigint, 'test-game', 'RNG', 'REAL', 'PKR',
            ${stake.toString()}::bigint, ${win.toString()}::bigint, ${status}, ${at}, ${status === 'SETTLED' ? at : null})`.execute(db());
}

const offerAsOperator = (body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: salaryPaths.adminContracts, headers: { ...operator.headers, 'accept-language': lang }, payload: body });
const offer = (by: Member, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: salaryPaths.contracts, headers: by.headers, payload: body });
const act = (by: Member, id: string, action: string) => t.app.inject({ method: 'POST', url: `${salaryPaths.contracts}/${id}/${action}`, headers: by.headers });
async function contractsOf(m: Member, kind: string) {
  const res = await t.app.inject({ method: 'GET', url: salaryPaths.contracts, query: { kind }, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return contractsValueSchema.parse(res.json().value);
}
/** Whom `m` (an agent) may offer a contract to, by username prefix; a failure is answered as is. */
const searchAsAgent = (m: Pick<Member, 'headers'>, query: Record<string, string | string[]> = {}) =>
  t.app.inject({ method: 'GET', url: salaryPaths.offerableAgents, query, headers: m.headers });
/** The top agents the operator may offer a contract to, by username prefix. */
const searchAsOperator = (query: Record<string, string | string[]> = {}, headers: Record<string, string> = operator.headers) =>
  t.app.inject({ method: 'GET', url: salaryPaths.adminOfferableAgents, query, headers });
/** The usernames a successful search answered. */
function found(res: { statusCode: number; body: string; json: () => { value: unknown } }) {
  expect(res.statusCode, res.body).toBe(200);
  return offerableAgentsValueSchema.parse(res.json().value).list.map((a) => a.username);
}
async function records(m: Member, kind: string) {
  const res = await t.app.inject({ method: 'GET', url: salaryPaths.settlements, query: { kind }, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return settlementsValueSchema.parse(res.json().value);
}
function contractOf(res: { statusCode: number; body: string; json: () => { value: unknown } }) {
  expect(res.statusCode, res.body).toBe(200);
  return agentContractSchema.parse(res.json().value);
}
/** Offered and accepted: the agent holds it. */
async function holding(offered: ReturnType<typeof offerAsOperator>, agent: Member) {
  const contract = contractOf(await offered);
  return contractOf(await act(agent, contract.id, 'accept'));
}
/**
 * "Now" for a settlement test: the real time, but at least an hour into the day, so that the periods
 * that ended at the last midnight (a day's, a week's) are past their grace whenever the tests run.
 */
function settlingNow(): Date {
  const real = new Date();
  return new Date(Math.max(real.getTime(), periodStart('DAILY', real).getTime() + HOUR));
}

/** As if accepted at `at`: the contract's settlement starts from that period. */
async function acceptedAt(id: string, period: ContractPeriod, at: Date) {
  await db()
    .updateTable('agent_contract')
    .set({ accepted_at: at, ...settlementPosition(period, periodStart(period, at)) })
    .where('id', '=', BigInt(id))
    .execute();
}
/** The account messages the platform wrote to a member, as English titles and bodies. */
async function messagesOf(m: Member) {
  const rows = await db().selectFrom('message').select(['title', 'body', 'sender']).where('member_id', '=', m.id).orderBy('id').execute();
  const en = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { EN: string };
  return rows.map((r) => ({ title: en(r.title).EN, body: en(r.body).EN, sender: r.sender }));
}
const salaryBook = async () => (await houseBookBalances(db())).find((b) => b.book === 'SALARY_EXPENSE')?.balance ?? 0n;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  operator = await operatorSession(t);
  await setFlags(true);
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  await setFlags(true);
});

const wageTiers = [
  { rate: '1.00', minBet: '100', minActive: 1 },
  { rate: '2.00', minBet: '1000.00', minActive: 2 },
];
/** Conditions under which an agent holding wageTiers (or a contract given on them) earns up to 2.00 %. */
const covered = { minBet: '1000', minActive: 2 };

describe('offering and answering', () => {
  it('when the operator offers a top agent a daily wage, then the agent sees it waiting, accepts it once, and no one else can answer it', async () => {
    const top = await under(null, true, 'top');
    const sub = await under(top, true, 'sub');
    const player = await under(top, false, 'player');

    const offered = contractOf(await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }));
    expect(offered).toMatchObject({ status: 'OFFERED', upline: null, period: 'DAILY', maxRate: '2.00' });
    expect(offered.tiers[1]).toEqual({ rate: '2.00', minBet: '1000.00', minActive: 2, minLoss: '0.00', singleBet: '0.00' });
    expect((await auditRows(t, 'AGENT_CONTRACT_OFFER')).some((a) => a.subject === `agent-contract:${offered.id}`)).toBe(true);
    expect(await messagesOf(top)).toEqual([
      { title: 'New contract offer', body: 'The platform offered you a daily wage contract (top rate 2.00%). Accept or reject it in the agent centre.', sender: 'system:agent-contract' },
    ]);

    // One offer waits at a time.
    const again = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers });
    expect([again.statusCode, again.json().code]).toEqual([409, 'OFFER_PENDING']);

    const info = await t.app.inject({ method: 'GET', url: salaryPaths.consolidated, headers: top.headers });
    const consolidated = consolidatedContractsValueSchema.parse(info.json().value);
    expect(consolidated).toMatchObject({ dailysalreqtype: true, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false });
    expect(consolidated.pending.map((c) => c.id)).toEqual([offered.id]);

    const notMember = await t.app.inject({ method: 'GET', url: salaryPaths.consolidated, headers: player.headers });
    expect([notMember.statusCode, notMember.json().code]).toEqual([403, 'NOT_AGENT']);
    const stranger = await act(sub, offered.id, 'accept');
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'NOT_FOUND']);

    const [first, second] = await Promise.all([act(top, offered.id, 'accept'), act(top, offered.id, 'accept')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const after = await contractsOf(top, 'DAILY_WAGE');
    expect(after.received.map((c) => [c.id, c.status])).toEqual([[offered.id, 'ACTIVE']]);
    expect(after.maxOfferRate).toBe('2.00');
    expect(after.hasDownlineAgents).toBe(true);
    expect(found(await searchAsAgent(top))).toEqual([sub.username]);
    const emptied = consolidatedContractsValueSchema.parse((await t.app.inject({ method: 'GET', url: salaryPaths.consolidated, headers: top.headers })).json().value);
    expect(emptied.pending).toEqual([]);
  });

  it('when a contract id is too long for a row id or written as a number with an exponent, then VALIDATION_FAILED names it and nothing is stored', async () => {
    const top = await under(null, true, 'bigid');
    const sub = await under(top, true, 'bigidsub');
    const before = await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const downlineId of ['99999999999999999999', '1e21', 1e21, '-3', 'abc']) {
      const res = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId, tiers: [{ rate: '1' }] });
      expect([res.statusCode, res.json().code], String(downlineId)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.json().value.fields[0].field).toBe('downlineId');
      const asAgent = await offer(top, { kind: 'DAILY_WAGE', downlineId, tiers: [{ rate: '1', ...covered }] });
      expect([asAgent.statusCode, asAgent.json().code], String(downlineId)).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const id of ['99999999999999999999', '1e21']) {
      const action = await act(sub, id, 'accept');
      expect([action.statusCode, action.json().code], id).toEqual([400, 'VALIDATION_FAILED']);
      const ended = await t.app.inject({ method: 'POST', url: salaryPaths.adminTerminate.replace(':id', id), headers: operator.headers });
      expect([ended.statusCode, ended.json().code], id).toEqual([400, 'VALIDATION_FAILED']);
    }
    // A number still names a row, as before.
    const byNumber = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: Number(top.id), tiers: [{ rate: '1' }] });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const after = await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('when an offer is out of bounds, then it is refused with a code naming why and nothing is stored', async () => {
    const top = await under(null, true, 'bound');
    const sub = await under(top, true, 'boundsub');
    const subsub = await under(sub, true, 'boundsubsub');
    const player = await under(top, false, 'boundplayer');
    const before = await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();

    const tooHigh = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '5.01' }] });
    expect([tooHigh.statusCode, tooHigh.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(tooHigh.json().value.fields[0]).toMatchObject({ field: 'tiers.0.rate', issue: 'too_big' });
    const notRate = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1.5' }, { rate: 'abc' }] }, 'ur');
    expect(notRate.json().value.fields[0]).toMatchObject({ field: 'tiers.1.rate', issue: 'invalid_value' });
    const badAmount = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1', minBet: '1.001' }] });
    expect(badAmount.statusCode).toBe(400);
    const noTiers = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [] });
    expect(noTiers.statusCode).toBe(400);
    const noPeriod = await offerAsOperator({ kind: 'DIVIDEND', downlineId: top.id.toString(), tiers: [{ rate: '30' }] });
    expect(noPeriod.json().value.fields[0]).toMatchObject({ field: 'period', issue: 'required' });
    // The operator offers to top agents only; an agent to the agents directly below it only.
    const notTop = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1' }] });
    expect([notTop.statusCode, notTop.json().code]).toEqual([404, 'NOT_FOUND']);
    const noContract = await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1', ...covered }] });
    expect([noContract.statusCode, noContract.json().code]).toEqual([409, 'CONTRACT_REQUIRED']);
    expect((await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n).toBe(before.n);

    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const above = await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '2.01', ...covered }] });
    expect([above.statusCode, above.json().code]).toEqual([400, 'RATE_ABOVE_UPLINE']);
    const toPlayer = await offer(top, { kind: 'DAILY_WAGE', downlineId: player.id.toString(), tiers: [{ rate: '1', ...covered }] });
    expect([toPlayer.statusCode, toPlayer.json().code]).toEqual([404, 'NOT_FOUND']);
    const notDirect = await offer(top, { kind: 'DAILY_WAGE', downlineId: subsub.id.toString(), tiers: [{ rate: '1', ...covered }] });
    expect([notDirect.statusCode, notDirect.json().code]).toEqual([404, 'NOT_FOUND']);
    const fromPlayer = await offer(player, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1' }] });
    expect([fromPlayer.statusCode, fromPlayer.json().code]).toEqual([403, 'NOT_AGENT']);

    await setFlags(false, ['SALARY3']);
    const off = await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1', ...covered }] });
    expect([off.statusCode, off.json().code]).toEqual([403, 'FEATURE_DISABLED']);
  });

  it('when an agent rejects an offer or its upline withdraws one, then it stops waiting and a new one may be made', async () => {
    const top = await under(null, true, 'rej');
    const first = contractOf(await offerAsOperator({ kind: 'HOURLY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '0.5', minBet: '10' }] }));
    expect(first.period).toBe('HOURLY');
    expect(contractOf(await act(top, first.id, 'reject')).status).toBe('REJECTED');
    expect((await act(top, first.id, 'accept')).statusCode).toBe(409);
    const second = contractOf(await offerAsOperator({ kind: 'HOURLY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '0.5' }] }));
    const ended = await t.app.inject({ method: 'POST', url: salaryPaths.adminTerminate.replace(':id', second.id), headers: operator.headers });
    expect(contractOf(ended)).toMatchObject({ status: 'ENDED', endReason: 'OPERATOR' });
  });
});

describe('the chain of contracts', () => {
  it('when a downline asks to end a contract and its upline agrees, then it ends and the contracts it gave below end with it', async () => {
    const top = await under(null, true, 'chain');
    const sub = await under(top, true, 'chainsub');
    const subsub = await under(sub, true, 'chainsubsub');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const subs = await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.50', ...covered }] }), sub);
    const subsubs = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: subsub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), subsub);

    expect(contractOf(await act(sub, subs.id, 'terminate')).terminationRequestedBy).toBe('DOWNLINE');
    expect((await act(sub, subs.id, 'terminate')).statusCode).toBe(409);
    // The asking side cannot agree for the other.
    expect((await act(sub, subs.id, 'agreeTermination')).statusCode).toBe(409);
    const pending = consolidatedContractsValueSchema.parse((await t.app.inject({ method: 'GET', url: salaryPaths.consolidated, headers: top.headers })).json().value);
    expect(pending.pending.map((c) => c.id)).toEqual([subs.id]);
    expect(contractOf(await act(top, subs.id, 'refuseTermination')).terminationRequestedBy).toBeNull();
    await act(sub, subs.id, 'terminate');
    expect(contractOf(await act(top, subs.id, 'agreeTermination'))).toMatchObject({ status: 'ENDED', endReason: 'AGREED' });
    const below = await contractsOf(subsub, 'DAILY_WAGE');
    expect(below.received.find((c) => c.id === subsubs.id)).toMatchObject({ status: 'ENDED', endReason: 'UPLINE_ENDED' });
  });

  it('when an agent accepts a lower rate, then its old contract is replaced and the contracts it gave above the new rate end', async () => {
    const top = await under(null, true, 'lower');
    const sub = await under(top, true, 'lowersub');
    const low = await under(sub, true, 'lowerlow');
    const high = await under(sub, true, 'lowerhigh');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const old = await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.50', ...covered }] }), sub);
    const lows = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: low.id.toString(), tiers: [{ rate: '0.50', ...covered }] }), low);
    const highs = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: high.id.toString(), tiers: [{ rate: '1.20', ...covered }] }), high);

    const next = await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), sub);
    const mine = await contractsOf(sub, 'DAILY_WAGE');
    expect(mine.received.find((c) => c.id === next.id)?.status).toBe('ACTIVE');
    expect(mine.received.find((c) => c.id === old.id)).toMatchObject({ status: 'ENDED', endReason: 'REPLACED' });
    expect(mine.maxOfferRate).toBe('1.00');
    const given = new Map(mine.given.map((c) => [c.id, c]));
    expect(given.get(lows.id)?.status).toBe('ACTIVE');
    expect(given.get(highs.id)).toMatchObject({ status: 'ENDED', endReason: 'ABOVE_UPLINE' });
  });

  it('when an agent earns its top rate only on conditions, then it cannot give that rate without them, and an offer that waited is checked again at its acceptance', async () => {
    const top = await under(null, true, 'cover');
    const sub = await under(top, true, 'coversub');
    const before = await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '0.50' }, { rate: '5.00', minBet: '1000000', minActive: 100 }] }), top);
    // The top rate with none of its conditions: the site would pay 5 % on the sub-agent's team while top earns 0.50 % on its own.
    const bare = await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '0.50' }, { rate: '5.00' }] });
    expect([bare.statusCode, bare.json().code, bare.json().value]).toEqual([400, 'RATE_ABOVE_UPLINE', { field: 'tiers.1.rate' }]);
    const fewer = await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '5.00', minBet: '1000000', minActive: 99 }] });
    expect(fewer.json()).toMatchObject({ code: 'RATE_ABOVE_UPLINE', value: { field: 'tiers.0.rate' } });
    // Only top's own contract was stored.
    expect(Number((await db().selectFrom('agent_contract').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(before.n) + 1);
    const fair = contractOf(await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '0.40' }, { rate: '4.00', minBet: '1000000', minActive: 100 }] }));
    // Meanwhile top accepts a contract that pays 5 % only from 200 active members: the offer it no longer covers ends.
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '0.50' }, { rate: '5.00', minBet: '1000000', minActive: 200 }] }), top);
    expect((await contractsOf(top, 'DAILY_WAGE')).given.find((c) => c.id === fair.id)).toMatchObject({ status: 'ENDED', endReason: 'ABOVE_UPLINE' });
    expect((await act(sub, fair.id, 'accept')).statusCode).toBe(409);
    // Whatever changed top's contract, the acceptance checks the offer against the contract top holds then.
    const next = contractOf(await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '4.00', minBet: '1000000', minActive: 200 }] }));
    const stricter = [{ rateBp: 50, minBet: '0', minActive: 0, minLoss: '0', singleBet: '0' }, { rateBp: 500, minBet: '100000000', minActive: 300, minLoss: '0', singleBet: '0' }];
    await db().updateTable('agent_contract').set({ tiers: JSON.stringify(stricter) }).where('downline_id', '=', top.id).where('status', '=', 'ACTIVE').execute();
    const late = await act(sub, next.id, 'accept');
    expect([late.statusCode, late.json().code, late.json().value]).toEqual([400, 'RATE_ABOVE_UPLINE', { field: 'tiers.0.rate' }]);
  });

  it('when an agent accepts a contract with stricter conditions, then the contracts it gave that it no longer covers end, whatever their top rate', async () => {
    const top = await under(null, true, 'strict');
    const sub = await under(top, true, 'strictsub');
    const easy = await under(sub, true, 'strictease');
    const hard = await under(sub, true, 'stricthard');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', minBet: '100', minActive: 1 }] }), sub);
    const easys = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: easy.id.toString(), tiers: [{ rate: '0.50', minBet: '100', minActive: 1 }] }), easy);
    const hards = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: hard.id.toString(), tiers: [{ rate: '0.50', minBet: '5000', minActive: 3 }] }), hard);
    // The same top rate as before, from 5,000.00 and three players only.
    await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', minBet: '5000', minActive: 3 }] }), sub);
    const given = new Map((await contractsOf(sub, 'DAILY_WAGE')).given.map((c) => [c.id, c]));
    expect(given.get(easys.id)).toMatchObject({ status: 'ENDED', endReason: 'ABOVE_UPLINE' });
    expect(given.get(hards.id)?.status).toBe('ACTIVE');
  });

  it('when an agent has given many offers that ended since, then its live contracts still come first in its list, whatever their age', async () => {
    const top = await under(null, true, 'many');
    const sub = await under(top, true, 'manysub');
    const other = await under(top, true, 'manyother');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const held = await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), sub);
    const now = Date.now();
    const tiers = JSON.stringify([{ rateBp: 50, minBet: '100000', minActive: 2, minLoss: '0', singleBet: '0' }]);
    await db()
      .insertInto('agent_contract')
      .values(
        Array.from({ length: 210 }, (_, i) => ({
          kind: 'DAILY_WAGE' as const,
          period: 'DAILY' as const,
          upline_id: top.id,
          downline_id: other.id,
          tiers,
          max_rate_bp: 50,
          status: 'REJECTED' as const,
          offered_by: `member:${top.id}`,
          offered_at: new Date(now + (i + 1) * 1000),
          ended_at: new Date(now + (i + 1) * 1000),
        })),
      )
      .execute();
    const given = (await contractsOf(top, 'DAILY_WAGE')).given;
    expect(given[0]).toMatchObject({ id: held.id, status: 'ACTIVE' });
    expect(given.filter((c) => c.status === 'REJECTED')).toHaveLength(200);
  });

  it('when an upline withdraws a new offer to an agent that holds a contract, then the contracts the agent gave stay in force', async () => {
    const top = await under(null, true, 'wd');
    const sub = await under(top, true, 'wdsub');
    const subsub = await under(sub, true, 'wdsubsub');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.50', ...covered }] }), sub);
    const given = await holding(offer(sub, { kind: 'DAILY_WAGE', downlineId: subsub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), subsub);
    const pending = contractOf(await offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.80', ...covered }] }));
    expect(contractOf(await act(top, pending.id, 'withdraw'))).toMatchObject({ status: 'ENDED', endReason: 'WITHDRAWN' });
    expect((await contractsOf(subsub, 'DAILY_WAGE')).received.find((c) => c.id === given.id)?.status).toBe('ACTIVE');
  });

  it('when a top agent asks to end the site\'s contract, then the operator may keep it, and only such a request', async () => {
    const top = await under(null, true, 'keep');
    const sub = await under(top, true, 'keepsub');
    const c = await holding(offerAsOperator({ kind: 'DIVIDEND', period: 'MONTHLY', downlineId: top.id.toString(), tiers: [{ rate: '20' }] }), top);
    const keep = (id: string) => t.app.inject({ method: 'POST', url: salaryPaths.adminRefuseTermination.replace(':id', id), headers: operator.headers });
    const early = await keep(c.id);
    expect([early.statusCode, early.json().code]).toEqual([409, 'ALREADY_PROCESSED']);
    expect(contractOf(await act(top, c.id, 'terminate')).terminationRequestedBy).toBe('DOWNLINE');
    expect(contractOf(await keep(c.id))).toMatchObject({ status: 'ACTIVE', terminationRequestedBy: null });
    expect((await auditRows(t, 'AGENT_CONTRACT_KEEP')).some((a) => a.subject === `agent-contract:${c.id}`)).toBe(true);
    // A contract between agents is theirs to settle, not the desk's.
    const given = await holding(offer(top, { kind: 'DIVIDEND', downlineId: sub.id.toString(), tiers: [{ rate: '10' }] }), sub);
    await act(sub, given.id, 'terminate');
    const notSite = await keep(given.id);
    expect([notSite.statusCode, notSite.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('when the operator ends a top agent\'s contract, then every contract of that kind below it ends too', async () => {
    const top = await under(null, true, 'opend');
    const sub = await under(top, true, 'opendsub');
    const top1 = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), sub);
    const res = await t.app.inject({ method: 'POST', url: salaryPaths.adminTerminate.replace(':id', top1.id), headers: operator.headers });
    expect(contractOf(res).endReason).toBe('OPERATOR');
    expect((await contractsOf(sub, 'DAILY_WAGE')).received[0]).toMatchObject({ status: 'ENDED', endReason: 'UPLINE_ENDED' });
    const twice = await t.app.inject({ method: 'POST', url: salaryPaths.adminTerminate.replace(':id', top1.id), headers: operator.headers });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ALREADY_PROCESSED']);
  });
});

describe('the operator’s contract actions and their audit rows', () => {
  it('when the audit row of an offer, an end or a kept contract cannot be written, then the action is undone with it and the answer is an error', async () => {
    const fresh = await under(null, true, 'audoffer');
    const held = await under(null, true, 'audend');
    const heldSub = await under(held, true, 'audendsub');
    const asking = await under(null, true, 'audkeep');
    const toEnd = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: held.id.toString(), tiers: wageTiers }), held);
    const given = await holding(offer(held, { kind: 'DAILY_WAGE', downlineId: heldSub.id.toString(), tiers: [{ rate: '1.00', ...covered }] }), heldSub);
    const toKeep = await holding(offerAsOperator({ kind: 'DIVIDEND', period: 'MONTHLY', downlineId: asking.id.toString(), tiers: [{ rate: '20' }] }), asking);
    expect(contractOf(await act(asking, toKeep.id, 'terminate')).terminationRequestedBy).toBe('DOWNLINE');
    const offerBody = { kind: 'HOURLY_WAGE', downlineId: fresh.id.toString(), tiers: [{ rate: '0.5' }] };
    const end = () => t.app.inject({ method: 'POST', url: salaryPaths.adminTerminate.replace(':id', toEnd.id), headers: operator.headers });
    const keep = () => t.app.inject({ method: 'POST', url: salaryPaths.adminRefuseTermination.replace(':id', toKeep.id), headers: operator.headers });
    const actions = ['AGENT_CONTRACT_OFFER', 'AGENT_CONTRACT_END', 'AGENT_CONTRACT_KEEP'];
    const audited = async () => (await db().selectFrom('audit_log').select(['action', 'subject']).where('action', 'in', actions).orderBy('id').execute()).length;
    const contractsTo = (m: Member) => db().selectFrom('agent_contract').select(['id', 'status', 'termination_requested_by']).where('downline_id', '=', m.id).orderBy('id').execute();
    const auditedBefore = await audited();
    const messagesBefore = (await messagesOf(fresh)).length;

    // The audit log refuses these actions' rows, as a failing disk or a lost connection would at that moment.
    await sql`CREATE FUNCTION test_refuse_contract_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit row refused for %', NEW.subject; END $$`.execute(db());
    await sql`CREATE TRIGGER test_refuse_contract_audit BEFORE INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.action IN (${sql.join(actions.map((a) => sql.lit(a)))}))
      EXECUTE FUNCTION test_refuse_contract_audit()`.execute(db());
    try {
      for (const [name, res] of [
        ['offer', await offerAsOperator(offerBody)],
        ['end', await end()],
        ['keep', await keep()],
      ] as const) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(500);
        expect(res.json().code).toBe('INTERNAL');
      }
    } finally {
      await sql`DROP TRIGGER test_refuse_contract_audit ON audit_log`.execute(db());
      await sql`DROP FUNCTION test_refuse_contract_audit()`.execute(db());
    }

    // No offer was made nor told of, nothing ended and the request to end still waits.
    expect(await contractsTo(fresh)).toEqual([]);
    expect(await messagesOf(fresh)).toHaveLength(messagesBefore);
    expect((await contractsTo(held)).map((c) => [String(c.id), c.status])).toEqual([[toEnd.id, 'ACTIVE']]);
    expect((await contractsTo(heldSub)).map((c) => [String(c.id), c.status])).toEqual([[given.id, 'ACTIVE']]);
    expect((await contractsTo(asking)).map((c) => [String(c.id), c.status, c.termination_requested_by])).toEqual([[toKeep.id, 'ACTIVE', 'DOWNLINE']]);
    expect(await audited()).toBe(auditedBefore);

    // Nothing was half done, so the same actions go through once the audit log takes rows again.
    const offered = contractOf(await offerAsOperator(offerBody));
    expect(contractOf(await end())).toMatchObject({ status: 'ENDED', endReason: 'OPERATOR' });
    expect(contractOf(await keep())).toMatchObject({ status: 'ACTIVE', terminationRequestedBy: null });
    for (const [action, id] of [
      ['AGENT_CONTRACT_OFFER', offered.id],
      ['AGENT_CONTRACT_END', toEnd.id],
      ['AGENT_CONTRACT_KEEP', toKeep.id],
    ] as const) {
      expect((await auditRows(t, action))[0], action).toMatchObject({ operator_id: operator.id, subject: `agent-contract:${id}` });
    }
    expect(await audited()).toBe(auditedBefore + 3);
  });
});

describe('settlement', () => {
  it('when a day ends, then each agent is paid its rate on its team less what its contracted agents earn on theirs, once', async () => {
    const top = await under(null, true, 'wage');
    const sub = await under(top, true, 'wagesub');
    const subsub = await under(sub, true, 'wagesubsub');
    const p1 = await under(top, false, 'wagep1');
    const p2 = await under(sub, false, 'wagep2');
    const p3 = await under(subsub, false, 'wagep3');
    const tops = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const subs = await holding(offer(top, { kind: 'DAILY_WAGE', downlineId: sub.id.toString(), tiers: [{ rate: '1.00', minBet: '100', minActive: 1 }] }), sub);
    const now = settlingNow();
    const accepted = new Date(now.getTime() - 3 * DAY);
    await acceptedAt(tops.id, 'DAILY', accepted);
    await acceptedAt(subs.id, 'DAILY', accepted);

    const yesterday = new Date(periodStart('DAILY', now).getTime() - DAY + 12 * HOUR);
    await round(p1, 600_00n, 100_00n, yesterday);
    await round(p2, 500_00n, 0n, yesterday);
    await round(p3, 300_00n, 0n, yesterday);
    // Not counted: a round still open, a rolled-back one, and one settled today.
    await round(p1, 999_00n, 0n, yesterday, 'OPEN');
    await round(p1, 888_00n, 0n, yesterday, 'ROLLED_BACK');
    await round(p2, 777_00n, 0n, now);

    const bookBefore = await salaryBook();
    const [topBefore, subBefore] = [await main(db(), top.id), await main(db(), sub.id)];
    // Two instances at once: every period pays once.
    const [a, b] = await Promise.all([settleDue(db(), now), settleDue(db(), now)]);
    expect(a + b).toBe(2);
    expect(await settleDue(db(), now)).toBe(0);

    // top's team bet 1,400.00 from 3 players: the 2.00 % tier, 28.00; sub's team 800.00: 1.00 %, 8.00.
    expect((await main(db(), top.id)) - topBefore).toBe(20_00n);
    expect((await main(db(), sub.id)) - subBefore).toBe(8_00n);
    expect(bookBefore - (await salaryBook())).toBe(28_00n);

    const topRecords = await records(top, 'DAILY_WAGE');
    expect(topRecords.totalAmount).toBe('20.00');
    expect(topRecords.list).toHaveLength(1);
    expect(topRecords.list[0]).toMatchObject({
      periodStart: periodStart('DAILY', yesterday).toISOString(),
      periodEnd: periodEnd('DAILY', periodStart('DAILY', yesterday)).toISOString(),
      teamBet: '1400.00',
      teamProfitLoss: '-1300.00',
      activeMembers: 3,
      base: '1400.00',
      rate: '2.00',
      gross: '28.00',
      downlineShare: '8.00',
      amount: '20.00',
      status: 'PAID',
      contractId: tops.id,
    });
    expect((await records(sub, 'DAILY_WAGE')).list[0]).toMatchObject({ teamBet: '800.00', rate: '1.00', gross: '8.00', downlineShare: '0.00', amount: '8.00' });
    const day = periodStart('DAILY', yesterday).toISOString().slice(0, 10);
    expect((await messagesOf(sub)).map((m) => m.body)).toEqual([
      `${top.username} offered you a daily wage contract (top rate 1.00%). Accept or reject it in the agent centre.`,
      `Your daily wage for ${day}, PKR 8.00, is in your main wallet.`,
    ]);
    // The account record shows the pay as a salary.
    const transfer = await db().selectFrom('ledger_transfer').select(['kind', 'idempotency_key']).where('member_id', '=', top.id).where('kind', '=', 'SALARY').execute();
    expect(transfer).toHaveLength(1);
    const admin = await t.app.inject({ method: 'GET', url: salaryPaths.adminSettlements, query: { username: 'wage' }, headers: operator.headers });
    expect(settlementsValueSchema.parse(admin.json().value).total).toBe(2);
  });

  it('when a contract is replaced during a period, then the period is settled once, under the contract accepted last', async () => {
    const top = await under(null, true, 'swap');
    const p = await under(top, false, 'swapp');
    const first = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1.00' }] }), top);
    const second = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '3.00' }] }), top);
    const now = settlingNow();
    const yesterday = new Date(periodStart('DAILY', now).getTime() - DAY);
    const swapped = new Date(yesterday.getTime() + 18 * HOUR);
    await acceptedAt(first.id, 'DAILY', new Date(now.getTime() - 3 * DAY));
    await db().updateTable('agent_contract').set({ ended_at: swapped }).where('id', '=', BigInt(first.id)).execute();
    await acceptedAt(second.id, 'DAILY', swapped);
    await round(p, 100_00n, 0n, new Date(yesterday.getTime() + 6 * HOUR));
    const before = await main(db(), top.id);
    await settleDue(db(), now);
    expect((await main(db(), top.id)) - before).toBe(3_00n);
    expect((await records(top, 'DAILY_WAGE')).list.map((r) => [r.contractId, r.rate])).toEqual([[second.id, '3.00']]);
  });

  it('when two settlements of the same period run at once, then one records and pays it and the other finds it done', async () => {
    const top = await under(null, true, 'twice');
    const p = await under(top, false, 'twicep');
    const c = await holding(offerAsOperator({ kind: 'HOURLY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1.00' }] }), top);
    const now = new Date();
    const from = new Date(periodStart('HOURLY', now).getTime() - 2 * HOUR);
    await acceptedAt(c.id, 'HOURLY', from);
    await round(p, 500_00n, 0n, new Date(from.getTime() + 10 * 60_000));
    const row = await db().selectFrom('agent_contract').selectAll().where('id', '=', BigInt(c.id)).executeTakeFirstOrThrow();
    const before = await main(db(), top.id);
    const to = periodEnd('HOURLY', from);
    const results = await Promise.all([settlePeriod(db(), row, from, to, 'PKR'), settlePeriod(db(), row, from, to, 'PKR'), settlePeriod(db(), row, from, to, 'PKR')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await main(db(), top.id)) - before).toBe(5_00n);
  });

  it('when a team meets no tier, then the period is recorded as not qualified and nothing moves', async () => {
    const top = await under(null, true, 'small');
    const p = await under(top, false, 'smallp');
    const c = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1', minBet: '100', minActive: 2 }] }), top);
    const now = settlingNow();
    await acceptedAt(c.id, 'DAILY', new Date(now.getTime() - 2 * DAY));
    await round(p, 500_00n, 0n, new Date(periodStart('DAILY', now).getTime() - 6 * HOUR));
    const before = await main(db(), top.id);
    await settleDue(db(), now);
    expect(await main(db(), top.id)).toBe(before);
    expect((await records(top, 'DAILY_WAGE')).list[0]).toMatchObject({ status: 'NOT_QUALIFIED', rate: null, amount: '0.00', activeMembers: 1 });
  });

  it('when a dividend period ends with the team down, then the agent is paid its share of the loss; a winning team pays nothing', async () => {
    const top = await under(null, true, 'div');
    const p = await under(top, false, 'divp');
    const c = await holding(offerAsOperator({ kind: 'DIVIDEND', period: 'WEEKLY', downlineId: top.id.toString(), tiers: [{ rate: '30', minLoss: '100', minActive: 1 }] }), top);
    expect(c.period).toBe('WEEKLY');
    const now = settlingNow();
    const thisWeek = periodStart('WEEKLY', now);
    await acceptedAt(c.id, 'WEEKLY', new Date(thisWeek.getTime() - 14 * DAY));
    await round(p, 1000_00n, 200_00n, new Date(thisWeek.getTime() - 5 * DAY));
    await round(p, 100_00n, 900_00n, new Date(thisWeek.getTime() - 10 * DAY));
    const before = await main(db(), top.id);
    await settleDue(db(), now);
    expect((await main(db(), top.id)) - before).toBe(240_00n);
    const list = (await records(top, 'DIVIDEND')).list;
    expect(list.map((s) => [s.base, s.status, s.amount])).toEqual([
      ['800.00', 'PAID', '240.00'],
      ['0.00', 'NOT_QUALIFIED', '0.00'],
    ]);
    // My income shows it as a dividend, apart from wages and salary.
    const income = await t.app.inject({ method: 'GET', url: agentPaths.income, headers: top.headers });
    expect(agentIncomeValueSchema.parse(income.json().value).totals.byType).toEqual({ UPLINE_TRANSFER: '0.00', SALARY: '0.00', DIVIDEND: '240.00' });
  });

  it('when contracts or a kind’s flag are off, then nothing is settled or paid, and once back on the periods missed are settled', async () => {
    const top = await under(null, true, 'paused');
    const p = await under(top, false, 'pausedp');
    const c = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1.00' }] }), top);
    const now = settlingNow();
    const today = periodStart('DAILY', now);
    await acceptedAt(c.id, 'DAILY', new Date(today.getTime() - 3 * DAY));
    await round(p, 100_00n, 0n, new Date(today.getTime() - 2 * DAY + 6 * HOUR));
    await round(p, 300_00n, 0n, new Date(today.getTime() - DAY + 6 * HOUR));
    const position = async () => (await db().selectFrom('agent_contract').select('settled_until').where('id', '=', BigInt(c.id)).executeTakeFirstOrThrow()).settled_until;
    const before = { main: await main(db(), top.id), position: await position() };
    const settledRows = async () => (await db().selectFrom('agent_settlement').select('id').where('agent_id', '=', top.id).execute()).length;

    for (const off of [['CONTRACT3'], ['SALARY3']]) {
      await setFlags(false, off);
      await settleDue(db(), now);
      expect(await main(db(), top.id), off[0]).toBe(before.main);
      expect(await settledRows(), off[0]).toBe(0);
      expect(await position(), off[0]).toEqual(before.position);
      await setFlags(true);
    }

    // Back on: the three days it missed are settled (the first without play), and each pays once.
    await settleDue(db(), now);
    expect((await main(db(), top.id)) - before.main).toBe(4_00n);
    expect((await records(top, 'DAILY_WAGE')).list.map((r) => r.amount)).toEqual(['3.00', '1.00']);
    await settleDue(db(), now);
    expect((await main(db(), top.id)) - before.main).toBe(4_00n);
  });

  // PGlite reads its clock from this process, so a process clock ahead of the database's can only
  // be staged against PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)('when this server’s clock runs ahead of the database’s, then a period the database has not ended is not settled', async () => {
    const top = await under(null, true, 'clock');
    const p = await under(top, false, 'clockp');
    const c = await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: [{ rate: '1.00' }] }), top);
    const real = new Date();
    const today = periodStart('DAILY', real);
    await acceptedAt(c.id, 'DAILY', new Date(today.getTime() - DAY));
    // A round settled now (by the database's clock) belongs to today, which has not ended.
    await round(p, 100_00n, 0n, real);
    vi.useFakeTimers({ toFake: ['Date'], now: real.getTime() + 2 * DAY });
    try {
      await settleDue(db());
    } finally {
      vi.useRealTimers();
    }
    const todays = await db().selectFrom('agent_settlement').select('id').where('agent_id', '=', top.id).where('period_start', '=', today).execute();
    expect(todays).toEqual([]);
  });

  it('when real-time salary settles, then each bet earns the best rate of the tiers its stake reaches', async () => {
    const top = await under(null, true, 'rt');
    const p = await under(top, false, 'rtp');
    const c = await holding(
      offerAsOperator({ kind: 'REALTIME_SALARY', downlineId: top.id.toString(), tiers: [{ rate: '0.50' }, { rate: '1.00', singleBet: '100' }] }),
      top,
    );
    expect(c.period).toBe('FIVE_MINUTES');
    const now = new Date();
    await acceptedAt(c.id, 'FIVE_MINUTES', new Date(now.getTime() - HOUR));
    const at = new Date(periodStart('FIVE_MINUTES', now).getTime() - 20 * 60_000);
    await round(p, 50_00n, 0n, at);
    await round(p, 200_00n, 0n, at);
    const before = await main(db(), top.id);
    await settleDue(db(), now);
    // 50.00 at 0.50 % and 200.00 at 1.00 %.
    expect((await main(db(), top.id)) - before).toBe(2_25n);
    // Two tiers' rates make the gross: the record shows their average (2.25 on 250.00 is 0.900 %).
    expect((await records(top, 'REALTIME_SALARY')).list[0]).toMatchObject({ base: '250.00', rate: '0.900', rateAverage: true, gross: '2.25' });
    // Pay every five minutes is not announced one message at a time.
    expect((await messagesOf(top)).map((m) => m.title)).toEqual(['New contract offer']);
  });
});

describe('register centre', () => {
  it('when an agent opens an agent account, then it is an agent directly below it, to offer contracts to', async () => {
    const top = await under(null, true, 'reg');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: top.id.toString(), tiers: wageTiers }), top);
    const res = await t.app.inject({
      method: 'POST',
      url: agentPaths.register,
      headers: top.headers,
      payload: { username: `subreg${process.pid % 10000}`, password: 'Secret2026', confirmPassword: 'Secret2026', accountType: 'agent' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = downlineMemberSchema.parse(res.json().value);
    expect([created.isAgent, created.type]).toEqual([true, 1]);
    expect((await contractsOf(top, 'DAILY_WAGE')).hasDownlineAgents).toBe(true);
    expect(offerableAgentsValueSchema.parse((await searchAsAgent(top)).json().value).list.map((a) => a.id)).toEqual([created.id]);
    const offered = await offer(top, { kind: 'DAILY_WAGE', downlineId: created.id, tiers: [{ rate: '1', ...covered }] });
    expect(offered.statusCode, offered.body).toBe(200);
  });
});

describe('changing the length of a dividend period', () => {
  const at = (text: string) => new Date(text);
  const loss = 1000_00n;

  /** A dividend contract (10 % of losses) as if accepted at `accepted` and, unless null, ended by the operator at `ended`. */
  async function dividendSince(agent: Member, period: ContractPeriod, accepted: string, ended: string | null, upline: Member | null = null): Promise<string> {
    const row = await db()
      .insertInto('agent_contract')
      .values({
        kind: 'DIVIDEND',
        period,
        upline_id: upline?.id ?? null,
        downline_id: agent.id,
        tiers: JSON.stringify([{ rateBp: 1000, minBet: '0', minActive: 0, minLoss: '0', singleBet: '0' }]),
        max_rate_bp: 1000,
        status: ended === null ? 'ACTIVE' : 'ENDED',
        offered_by: upline ? `member:${upline.id}` : `operator:${operator.id}`,
        termination_requested_by: null,
        accepted_at: at(accepted),
        ended_at: ended === null ? null : at(ended),
        end_reason: ended === null ? null : 'OPERATOR',
        ...settlementPosition(period, periodStart(period, at(accepted))),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }
  /** A 10 % dividend offered at `now` (the operator's unless `by`). */
  const offerAt = (agent: Member, period: NonNullable<OfferContractBody['period']>, now: string, by: Offerer = { operatorId: operator.id }) =>
    offerContract(db(), by, { kind: 'DIVIDEND', period, downlineId: agent.id.toString(), tiers: [{ rate: '10' }] }, 'EN', at(now));
  const acceptAt = (agent: Member, id: string, now: string) => actOnContract(db(), agent.id, BigInt(id), 'accept', at(now));
  async function refusal(attempt: Promise<unknown>): Promise<DomainError> {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  /** The offer's refusal: VALIDATION_FAILED naming the period. */
  async function periodRefused(attempt: Promise<unknown>) {
    const error = await refusal(attempt);
    expect([error.code, error.value]).toEqual([
      'VALIDATION_FAILED',
      { fields: [{ field: 'period', issue: 'overlap', message: errorMessages.EN.DIVIDEND_PERIOD_OVERLAP }] },
    ]);
  }
  const contractCount = async (agent: Member) =>
    (await db().selectFrom('agent_contract').select('id').where('downline_id', '=', agent.id).where('kind', '=', 'DIVIDEND').execute()).length;
  const statusOf = async (id: string) => (await db().selectFrom('agent_contract').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).status;
  async function settlementRows(agent: Member) {
    const rows = await db()
      .selectFrom('agent_settlement')
      .select(['contract_id', 'period_start', 'period_end', 'team_profit_loss', 'amount'])
      .where('agent_id', '=', agent.id)
      .where('kind', '=', 'DIVIDEND')
      .orderBy('period_start')
      .execute();
    const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
    return rows.map((r) => [String(r.contract_id), day(r.period_start), day(r.period_end), BigInt(r.team_profit_loss), BigInt(r.amount)]);
  }

  it('when a contract of another length would start before the previous one’s last period has ended, then the offer is refused naming the period', async () => {
    // A: weekly from Monday 2026-09-28, ended Wednesday 10-07: its last week runs to Monday 10-12, so October is refused.
    const a = await under(null, true, 'lena');
    await dividendSince(a, 'WEEKLY', '2026-09-28T01:00:00Z', '2026-10-07T12:00:00Z');
    await periodRefused(offerAt(a, 'MONTHLY', '2026-10-08T12:00:00Z'));
    await periodRefused(offerAt(a, 'MONTHLY', '2026-10-31T23:59:00Z'));
    await periodRefused(offerAt(a, 'SEMIMONTHLY', '2026-10-08T12:00:00Z'));
    // B: weekly from Monday 2026-06-01, ended 06-10 (its last week to 06-15): June would start with it, so June is refused.
    const b = await under(null, true, 'lenb');
    await dividendSince(b, 'WEEKLY', '2026-06-01T01:00:00Z', '2026-06-10T12:00:00Z');
    await periodRefused(offerAt(b, 'MONTHLY', '2026-06-11T12:00:00Z'));
    // C: monthly from April, ended 04-20 (its last period is April): a week starting in April is refused, as is the week of May 1.
    const c = await under(null, true, 'lenc');
    await dividendSince(c, 'MONTHLY', '2026-04-01T01:00:00Z', '2026-04-20T12:00:00Z');
    await periodRefused(offerAt(c, 'WEEKLY', '2026-04-22T12:00:00Z'));
    await periodRefused(offerAt(c, 'WEEKLY', '2026-05-01T12:00:00Z'));
    expect([await contractCount(a), await contractCount(b), await contractCount(c)]).toEqual([1, 1, 1]);

    // The same length keeps today's rule; another one is offered once its first period starts after the previous coverage.
    expect((await offerAt(a, 'WEEKLY', '2026-10-08T12:00:00Z')).period).toBe('WEEKLY');
    expect((await offerAt(b, 'MONTHLY', '2026-07-01T00:00:00Z')).status).toBe('OFFERED');
    expect((await offerAt(c, 'WEEKLY', '2026-05-04T00:00:00Z')).status).toBe('OFFERED');
  });

  it('when an offer of another length waited and the previous contract’s last period has not ended at its answer, then the acceptance is refused', async () => {
    // The offers are made first (nothing to overlap then); the history that makes them overlap is written after,
    // as for an offer made before this rule and answered since.
    const cases = [
      { prefix: 'waita', before: 'WEEKLY', accepted: '2026-09-28T01:00:00Z', ended: '2026-10-07T12:00:00Z', next: 'MONTHLY', answer: '2026-10-08T12:00:00Z', from: '2026-11-01T00:00:00.000Z' },
      { prefix: 'waitb', before: 'WEEKLY', accepted: '2026-06-01T01:00:00Z', ended: '2026-06-10T12:00:00Z', next: 'MONTHLY', answer: '2026-06-11T12:00:00Z', from: '2026-07-01T00:00:00.000Z' },
      { prefix: 'waitc', before: 'MONTHLY', accepted: '2026-04-01T01:00:00Z', ended: '2026-04-20T12:00:00Z', next: 'WEEKLY', answer: '2026-04-22T12:00:00Z', from: '2026-05-04T00:00:00.000Z' },
    ] as const;
    for (const k of cases) {
      const agent = await under(null, true, k.prefix);
      const offered = contractOf(await offerAsOperator({ kind: 'DIVIDEND', period: k.next, downlineId: agent.id.toString(), tiers: [{ rate: '10' }] }));
      await dividendSince(agent, k.before, k.accepted, k.ended);
      const error = await refusal(acceptAt(agent, offered.id, k.answer));
      expect([error.code, error.status, error.value], k.prefix).toEqual(['DIVIDEND_PERIOD_OVERLAP', 409, { field: 'period', startsFrom: k.from }]);
      expect(await statusOf(offered.id), k.prefix).toBe('OFFERED');
      // From the first period after the previous coverage, it may be accepted.
      expect((await acceptAt(agent, offered.id, k.from)).status, k.prefix).toBe('ACTIVE');
    }
  });

  it('when the refusal is answered over the API, then it is translated and names the period', async () => {
    // Monthly until a second ago: the month runs on, so a weekly contract cannot start this week.
    const agent = await under(null, true, 'lenapi');
    await dividendSince(agent, 'MONTHLY', new Date(Date.now() - 40 * DAY).toISOString(), new Date(Date.now() - 1000).toISOString());
    const refused = await offerAsOperator({ kind: 'DIVIDEND', period: 'WEEKLY', downlineId: agent.id.toString(), tiers: [{ rate: '10' }] }, 'ur');
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.json().value.fields).toEqual([{ field: 'period', issue: 'overlap', message: errorMessages.UR.DIVIDEND_PERIOD_OVERLAP }]);

    const waiting = await under(null, true, 'lenapiw');
    const offered = contractOf(await offerAsOperator({ kind: 'DIVIDEND', period: 'WEEKLY', downlineId: waiting.id.toString(), tiers: [{ rate: '10' }] }));
    await dividendSince(waiting, 'MONTHLY', new Date(Date.now() - 40 * DAY).toISOString(), new Date(Date.now() - 1000).toISOString());
    const answer = await t.app.inject({ method: 'POST', url: `${salaryPaths.contracts}/${offered.id}/accept`, headers: { ...waiting.headers, 'accept-language': 'zh' } });
    expect([answer.statusCode, answer.json().code, answer.json().message]).toEqual([409, 'DIVIDEND_PERIOD_OVERLAP', errorMessages.ZH.DIVIDEND_PERIOD_OVERLAP]);
    expect(answer.json().value.field).toBe('period');
  });

  it('when a downline agent is offered its upline’s length before its own previous contract’s coverage ended, then the offer is refused too', async () => {
    const top = await under(null, true, 'lenup');
    const sub = await under(top, true, 'lenupsub');
    await dividendSince(top, 'MONTHLY', '2026-04-01T01:00:00Z', null);
    // The sub's previous contract was weekly (from an upline it had before, say) and ended on Wednesday 06-10.
    await dividendSince(sub, 'WEEKLY', '2026-06-01T01:00:00Z', '2026-06-10T12:00:00Z');
    await periodRefused(offerAt(sub, 'MONTHLY', '2026-06-11T12:00:00Z', { agentId: top.id }));
    const given = await offerAt(sub, 'MONTHLY', '2026-07-01T00:00:00Z', { agentId: top.id });
    expect(given.period).toBe('MONTHLY');
    expect((await acceptAt(sub, given.id, '2026-07-01T01:00:00Z')).status).toBe('ACTIVE');
  });

  it('when a contract of another length starts where the previous coverage ends, then it is accepted and each loss is paid once', async () => {
    // Weekly from Monday 05-11, ended Wednesday 05-27: its last week ends on Monday 06-01, where June starts.
    const weeklyFirst = await under(null, true, 'lenwm');
    const wmPlayer = await under(weeklyFirst, false, 'lenwmp');
    const weekly = await dividendSince(weeklyFirst, 'WEEKLY', '2026-05-11T01:00:00Z', '2026-05-27T12:00:00Z');
    const monthly = await offerAt(weeklyFirst, 'MONTHLY', '2026-06-03T09:00:00Z');
    expect((await acceptAt(weeklyFirst, monthly.id, '2026-06-03T10:00:00Z')).status).toBe('ACTIVE');
    for (const day of ['2026-05-12', '2026-05-28', '2026-06-02', '2026-06-20']) await round(wmPlayer, loss, 0n, at(`${day}T10:00:00Z`));

    // Monthly from April 10, ended May 20: its last month ends on 06-01, a Monday.
    const monthlyFirst = await under(null, true, 'lenmw');
    const mwPlayer = await under(monthlyFirst, false, 'lenmwp');
    const month = await dividendSince(monthlyFirst, 'MONTHLY', '2026-04-10T01:00:00Z', '2026-05-20T12:00:00Z');
    const week = await offerAt(monthlyFirst, 'WEEKLY', '2026-06-01T08:00:00Z');
    expect((await acceptAt(monthlyFirst, week.id, '2026-06-01T09:00:00Z')).status).toBe('ACTIVE');
    for (const day of ['2026-05-05', '2026-05-25', '2026-06-02', '2026-06-09']) await round(mwPlayer, loss, 0n, at(`${day}T10:00:00Z`));

    const wmBefore = await main(db(), weeklyFirst.id);
    const mwBefore = await main(db(), monthlyFirst.id);
    const now = at('2026-07-05T00:00:00Z');
    await settleDue(db(), now);
    await settleDue(db(), now);
    expect(await settlementRows(weeklyFirst)).toEqual([
      [weekly, '2026-05-11', '2026-05-18', -loss, 100_00n],
      [weekly, '2026-05-25', '2026-06-01', -loss, 100_00n],
      [monthly.id, '2026-06-01', '2026-07-01', -2n * loss, 200_00n],
    ]);
    expect(await settlementRows(monthlyFirst)).toEqual([
      [month, '2026-05-01', '2026-06-01', -2n * loss, 200_00n],
      [week.id, '2026-06-01', '2026-06-08', -loss, 100_00n],
      [week.id, '2026-06-08', '2026-06-15', -loss, 100_00n],
    ]);
    // Four losses of 1,000.00 at 10 %, each paid once: 400.00, in one SALARY transfer per period.
    expect([(await main(db(), weeklyFirst.id)) - wmBefore, (await main(db(), monthlyFirst.id)) - mwBefore]).toEqual([400_00n, 400_00n]);
    for (const agent of [weeklyFirst, monthlyFirst]) {
      const transfers = await db().selectFrom('ledger_transfer').select('id').where('member_id', '=', agent.id).where('kind', '=', 'SALARY').execute();
      expect(transfers).toHaveLength(3);
    }
  });
});

describe('finding whom to offer a contract to', () => {
  /**
   * `count` active agents named `<prefix>000`, `<prefix>001`, … directly below `parent` (top agents
   * when null), written in one statement: a test of more than 500 would take long one at a time.
   */
  async function agentsNamed(prefix: string, count: number, parent: { id: bigint | string } | null) {
    const parentId = parent ? parent.id.toString() : null;
    const path = parent ? sql`(SELECT path FROM member WHERE id = ${parentId}::bigint) || made.id::text::ltree` : sql`made.id::text::ltree`;
    const result = await sql<{ id: string; username: string }>`
      WITH made AS (
        SELECT nextval(pg_get_serial_sequence('member', 'id')) AS id, ${prefix} || lpad(g::text, 3, '0') AS username
        FROM generate_series(0, ${count - 1}::int) AS g
      )
      INSERT INTO member (id, username, nickname, type, parent_id, path)
      SELECT made.id, made.username, made.username, 1, ${parentId}::bigint, ${path} FROM made
      RETURNING id::text, username`.execute(db());
    return result.rows.sort((a, b) => (a.username < b.username ? -1 : 1));
  }

  it('when there are more than 500 top agents, then the 501st by username is found by a prefix in any case, and the operator offers it a contract', async () => {
    // Named to sort before every other agent here: the last of them is the 501st of all by username.
    const made = await agentsNamed('a0pick', 501, null);
    const last = made.at(-1)!;
    expect(last.username).toBe('a0pick500');
    const topAgentsBefore = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM member m LEFT JOIN member p ON p.id = m.parent_id
      WHERE m.type IN (1, 2, 41, 42) AND m.status = 'ACTIVE' AND (p.id IS NULL OR p.type NOT IN (1, 2, 41, 42)) AND m.username < ${last.username}`.execute(db());
    expect(topAgentsBefore.rows[0]?.n).toBe('500');

    expect(found(await searchAsOperator({ username: ' A0PICK50 ' }))).toEqual([last.username]);
    // Every match would be too many: the first ones by username, no more than the limit.
    expect(found(await searchAsOperator({ username: 'a0pick' }))).toEqual(made.slice(0, OFFERABLE_AGENTS_LIMIT).map((a) => a.username));
    const list = await t.app.inject({ method: 'GET', url: salaryPaths.adminContracts, headers: operator.headers });
    expect(adminContractsValueSchema.parse(list.json().value).hasTopAgents).toBe(true);

    const offered = contractOf(await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: last.id, tiers: wageTiers }));
    expect(offered).toMatchObject({ status: 'OFFERED', upline: null, downline: { id: last.id, username: last.username } });
  });

  it('when an agent has more than 500 agents below it, then the 501st is found and offered a contract; members, others\' agents and agents further down are not found nor offered one', async () => {
    const boss = await under(null, true, 'a1boss');
    await holding(offerAsOperator({ kind: 'DAILY_WAGE', downlineId: boss.id.toString(), tiers: wageTiers }), boss);
    const made = await agentsNamed('a1sub', 501, boss);
    const last = made.at(-1)!;
    expect(found(await searchAsAgent(boss, { username: 'A1SUB50' }))).toEqual([last.username]);
    expect(found(await searchAsAgent(boss, { username: 'a1sub' }))).toHaveLength(OFFERABLE_AGENTS_LIMIT);
    expect((await contractsOf(boss, 'DAILY_WAGE')).hasDownlineAgents).toBe(true);
    contractOf(await offer(boss, { kind: 'DAILY_WAGE', downlineId: last.id, tiers: [{ rate: '1', ...covered }] }));

    // Under the same prefix: a member below the boss, an agent below another agent, an agent below
    // one of the boss's agents, a disabled agent below the boss. None is the boss's to offer to.
    const other = await under(null, true, 'a1other');
    const outside = [
      await under(boss, false, 'a1subzmember'),
      await under(other, true, 'a1subzothers'),
      (await agentsNamed('a1subzdeep', 1, made[0]!))[0],
      await under(boss, true, 'a1subzoff'),
    ];
    await db().updateTable('member').set({ status: 'DISABLED' }).where('username', '=', outside[3]!.username).execute();
    expect(found(await searchAsAgent(boss, { username: 'a1subz' }))).toEqual([]);
    // The operator's audience is the top agents: none of these, nor the boss's agents, nor a member without an agent.
    await under(null, false, 'a1subztopmember');
    expect(found(await searchAsOperator({ username: 'a1sub' }))).toEqual([]);
    expect(found(await searchAsOperator({ username: 'a1boss' }))).toEqual([boss.username]);
    // An agent with no agent below it has no one to offer to, and its offer form says so.
    expect((await contractsOf(await under(null, true, 'a1lonely'), 'DAILY_WAGE')).hasDownlineAgents).toBe(false);

    // The offer checks its agent again, whatever a form sent.
    for (const agent of outside) {
      const refused = await offer(boss, { kind: 'DAILY_WAGE', downlineId: String(agent!.id), tiers: [{ rate: '1' }] });
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    const notTop = await offerAsOperator({ kind: 'DAILY_WAGE', downlineId: last.id, tiers: wageTiers });
    expect([notTop.statusCode, notTop.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('when a prefix holds % or _, then they match only themselves', async () => {
    const boss = await under(null, true, 'a2boss');
    for (const name of ['a2p%1', 'a2pz1', 'a2u_1', 'a2uz1']) {
      await sql`INSERT INTO member (id, username, nickname, type, parent_id, path)
                SELECT id, ${name}, ${name}, 1, ${boss.id.toString()}::bigint, (SELECT path FROM member WHERE id = ${boss.id.toString()}::bigint) || id::text::ltree
                FROM (SELECT nextval(pg_get_serial_sequence('member', 'id')) AS id) AS made`.execute(db());
    }
    expect(found(await searchAsAgent(boss, { username: 'a2p%' }))).toEqual(['a2p%1']);
    expect(found(await searchAsAgent(boss, { username: 'a2u_' }))).toEqual(['a2u_1']);
    expect(found(await searchAsAgent(boss, { username: 'a2' }))).toEqual(['a2p%1', 'a2pz1', 'a2u_1', 'a2uz1']);
    expect(found(await searchAsAgent(boss, { username: '%' }))).toEqual([]);
  });

  it('when the query is malformed, then VALIDATION_FAILED names the field in the caller\'s language', async () => {
    const boss = await under(null, true, 'a3boss');
    const ur = { 'accept-language': 'ur' };
    for (const res of [
      await searchAsAgent({ headers: { ...boss.headers, ...ur } }, { username: 'x'.repeat(33) }),
      await searchAsOperator({ username: 'x'.repeat(33) }, { ...operator.headers, ...ur }),
      await searchAsOperator({ username: ['a', 'b'] }, { ...operator.headers, ...ur }),
    ]) {
      expect([res.statusCode, res.json().code], res.body).toEqual([400, 'VALIDATION_FAILED']);
      const [issue] = res.json().value.fields;
      expect(issue.field).toBe('username');
      expect(issue.message).toContain(fieldName('UR', 'username'));
    }
  });

  it('when someone else asks, then a member is refused as not an agent, and only an operator may search the top agents', async () => {
    const player = await under(null, false, 'a4player');
    const agent = await under(null, true, 'a4agent');
    const asMember = await searchAsAgent(player);
    expect([asMember.statusCode, asMember.json().code]).toEqual([403, 'NOT_AGENT']);
    expect((await searchAsAgent({ headers: {} })).statusCode).toBe(401);
    // The agent centre's call does not take the operator's session.
    expect((await searchAsAgent({ headers: operator.headers })).statusCode).toBe(401);
    for (const headers of [player.headers, agent.headers, {}]) {
      const res = await searchAsOperator({ username: 'a' }, headers);
      expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });
});
