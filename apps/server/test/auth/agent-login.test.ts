import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { solveChallenge } from '@lumen/contracts/auth/challenge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

/** The demo accounts know the loopback address, so these logins are not asked for a code. */
async function agentLogin(body: Record<string, unknown>) {
  const challenge = (await t.app.inject({ method: 'GET', url: authPaths.challenge })).json().value;
  return t.app.inject({
    method: 'POST',
    url: authPaths.login,
    payload: { challengeId: challenge.challengeId, challengeNonce: await solveChallenge(challenge), loginFrom: 'agent', ...body },
  });
}

describe('POST login from the agent login page', () => {
  it('when an agent logs in, then the session is an agent one and remember is ignored', async () => {
    const res = await agentLogin({ username: 'demoagent', password: 'Agent2026', remember: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ rememberToken: null, user: { userName: 'demoagent', isAgent: true, type: 1, referralCode: 'LUMEN8' } });
    const agentId = (await t.database.db.selectFrom('member').select('id').where('username', '=', 'demoagent').executeTakeFirstOrThrow()).id;
    expect(await t.database.db.selectFrom('remember_token').select('id').where('member_id', '=', agentId).execute()).toHaveLength(0);
  });

  it('when a member (not an agent) logs in there with the right password, then NOT_AGENT', async () => {
    const res = await agentLogin({ username: 'demoplayer', password: 'Player2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AGENT');
    const sessions = await t.database.db
      .selectFrom('session')
      .innerJoin('member', 'member.id', 'session.member_id')
      .select('session.id')
      .where('member.username', '=', 'demoplayer')
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('when the password is wrong, then it is an ordinary LOGIN_FAILED (NOT_AGENT tells nothing before the password)', async () => {
    const member = await agentLogin({ username: 'demoplayer', password: 'nope' });
    const agent = await agentLogin({ username: 'demoagent', password: 'nope' });
    expect(member.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: false } });
    expect(agent.json()).toEqual(member.json());
  });

  it('when the agent logs in on the member form, then it works there too (agents are members that may play)', async () => {
    const res = await agentLogin({ username: 'demoagent', password: 'Agent2026', loginFrom: 'member' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.isAgent).toBe(true);
  });
});
