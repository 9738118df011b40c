import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { referralFriendsValueSchema, referralPaths, referralSummaryValueSchema } from '@lumen/contracts/member/referral.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUsername, newInvitationCode } from '../../src/modules/referral/referral.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const setReferral = (enabled: boolean) => db().updateTable('whitelabel_module').set({ enabled }).where('code', '=', 'REFERRAL3').execute();

const summary = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: referralPaths.summary, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return referralSummaryValueSchema.parse(res.json().value);
};
const friends = async (m: Member) => {
  const res = await t.app.inject({ method: 'GET', url: referralPaths.friends, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return referralFriendsValueSchema.parse(res.json().value);
};

let ipSeq = 0;
/** Registers through the API with the invitation code, as the sign-up form does with ?referralCode=. */
async function registerWith(code: string, username: string) {
  const ip = `10.41.0.${++ipSeq}`;
  const c = (await t.app.inject({ method: 'GET', url: authPaths.challenge, remoteAddress: ip })).json().value;
  const payload = {
    challengeId: c.challengeId,
    challengeNonce: await solveChallenge(c),
    type: 'register',
    username,
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
    mobileNum: `33${String(Date.now() % 1e8).padStart(8, '0')}`,
    countryDialingCode: '+92',
    referralCode: code,
    terms: true,
  };
  return t.app.inject({ method: 'POST', url: authPaths.register, payload, remoteAddress: ip });
}

describe('invite friends', () => {
  it('makes codes of 8 unambiguous characters and masks friends', () => {
    for (let i = 0; i < 200; i += 1) expect(newInvitationCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(maskUsername('ahmedkhan')).toBe('ah***n');
    expect(maskUsername('bob')).toBe('b***');
  });

  it('when a member asks for its code, then one is made once and kept; asking again or at once gives the same', async () => {
    const m = await memberWithSession(t);
    const answers = await Promise.all([summary(m), summary(m), summary(m)]);
    const codes = new Set(answers.map((a) => a.code));
    expect(codes.size).toBe(1);
    expect((await summary(m)).code).toBe(answers[0]?.code);
    expect(answers[0]).toMatchObject({ invited: 0, deposited: 0 });
  });

  it('when friends register with the code, then they are listed masked, newest first, and counted once they deposit', async () => {
    const m = await memberWithSession(t);
    const { code } = await summary(m);
    const first = `pal${Date.now().toString(36)}a`;
    const second = `pal${Date.now().toString(36)}b`;
    expect((await registerWith(code.toLowerCase(), first)).statusCode).toBe(200);
    const res = await registerWith(code, second);
    expect(res.statusCode, res.body).toBe(200);
    const secondId = BigInt(res.json().value.user.id);
    await fund(db(), secondId, 50_000n);

    expect(await summary(m)).toMatchObject({ code, invited: 2, deposited: 1 });
    const list = await friends(m);
    expect(list.total).toBe(2);
    expect(list.list.map((f) => f.username)).toEqual([maskUsername(second), maskUsername(first)]);
    expect(list.list[0]?.firstDepositAt).not.toBeNull();
    expect(list.list[1]?.firstDepositAt).toBeNull();
    // Someone else's friends are not this member's.
    expect((await summary(await memberWithSession(t))).invited).toBe(0);
  });

  it('when an agent’s friends register with its code, then they join its team and its invite-friends page counts them', async () => {
    const agent = await memberWithSession(t, { type: 1 });
    const { code } = await summary(agent);
    const res = await registerWith(code, `ag${Date.now().toString(36)}f`);
    expect(res.statusCode, res.body).toBe(200);
    const friendId = BigInt(res.json().value.user.id);
    const row = await db().selectFrom('member').select('parent_id').where('id', '=', friendId).executeTakeFirstOrThrow();
    expect(String(row.parent_id)).toBe(String(agent.id));
    expect(await summary(agent)).toMatchObject({ code, invited: 1, deposited: 0 });
    expect((await friends(agent)).total).toBe(1);
  });

  it('when invite friends is off, then the pages answer FEATURE_DISABLED and a member code no longer invites', async () => {
    const m = await memberWithSession(t);
    const { code } = await summary(m);
    await setReferral(false);
    try {
      const res = await t.app.inject({ method: 'GET', url: referralPaths.summary, headers: m.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
      const refused = await registerWith(code, `off${Date.now().toString(36)}`);
      expect(refused.json().code).toBe('INVALID_INVITATION_CODE');
    } finally {
      await setReferral(true);
    }
  });

  it('when a trial account or nobody asks, then it is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await t.app.inject({ method: 'GET', url: referralPaths.summary, headers: trial.headers })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: referralPaths.friends })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: referralPaths.friends, query: { pageNo: '0' }, headers: (await memberWithSession(t)).headers });
    expect(bad.statusCode).toBe(400);
  });
});
