import { feedbackPaths } from '@lumen/contracts/member/feedback.contract';
import { messagePaths } from '@lumen/contracts/member/messages.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyAccount } from '../../src/modules/messages/messages.service.ts';
import { MEMBER_EVENTS_CHANNEL } from '../../src/modules/wallet/ledger.ts';
import { operatorSession } from '../admin/admin-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { memberSocket, type TestSocket } from './socket-client.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;
const open: TestSocket[] = [];
type Member = Awaited<ReturnType<typeof memberWithSession>>;

const text = (title: string) => ({ title: { EN: title }, body: { EN: `${title}: the whole text` } });
const isMessage = (m: Record<string, unknown>) => m.type === 'message';
const messageEvents = (client: TestSocket) => client.messages.filter(isMessage);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function member(): Promise<Member & { client: TestSocket }> {
  const m = await memberWithSession(t);
  const { client } = await memberSocket(t.app, t.database.db, m.id);
  open.push(client);
  return { ...m, client };
}

async function unread(m: Member): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.count as number;
}

const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: messagePaths.send, headers: operator.headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  operator = await operatorSession(t);
});

afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('new platform messages on the member socket', () => {
  it("when the operator writes to one member, then that member's socket hears of it once it is readable, and another member's does not", async () => {
    const alice = await member();
    const bob = await member();
    const before = await unread(alice);
    const res = await send({ username: alice.username, ...text('Your bonus') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alice.client.next(isMessage)).toEqual({ type: 'message', to: 'MEMBER' });
    // The hint comes after the commit: the count the client reads on it already has the message.
    expect(await unread(alice)).toBe(before + 1);

    // Bob's own message comes after Alice's: by then Alice's would have reached Bob if it were sent to him.
    expect((await send({ username: bob.username, ...text('Yours') })).statusCode).toBe(200);
    await bob.client.next(isMessage);
    await settle();
    expect(messageEvents(bob.client)).toEqual([{ type: 'message', to: 'MEMBER' }]);
    expect(messageEvents(alice.client)).toEqual([{ type: 'message', to: 'MEMBER' }]);
  });

  it("when the platform writes an account message inside a transaction, then the hint leaves at commit, and never for a rolled-back one", async () => {
    const m = await member();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await notifyAccount(trx, m.id, text('Deposit credited'), 'test');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    let beforeCommit = -1;
    await t.database.db.transaction().execute(async (trx) => {
      await notifyAccount(trx, m.id, text('Withdrawal paid'), 'test');
      await settle();
      beforeCommit = messageEvents(m.client).length;
    });
    expect(beforeCommit).toBe(0);
    expect(await m.client.next(isMessage)).toEqual({ type: 'message', to: 'MEMBER' });
    await settle();
    expect(messageEvents(m.client)).toHaveLength(1);
  });

  it('when the operator sends to every member, then every open socket hears of it from one notification, marked as for all', async () => {
    const alice = await member();
    const bob = await member();
    const notifications: string[] = [];
    const stop = await t.database.listen(MEMBER_EVENTS_CHANNEL, (payload) => notifications.push(payload));
    try {
      const res = await send(text('Maintenance tonight'));
      expect(res.statusCode, res.body).toBe(200);
      expect(await alice.client.next(isMessage)).toEqual({ type: 'message', to: 'ALL' });
      expect(await bob.client.next(isMessage)).toEqual({ type: 'message', to: 'ALL' });
      await settle();
    } finally {
      await stop();
    }
    // However many members there are: one broadcast, no count read per member.
    expect(notifications.map((n) => JSON.parse(n))).toEqual([{ kind: 'broadcast', event: { type: 'message', to: 'ALL' } }]);
    expect(messageEvents(alice.client)).toHaveLength(1);
  });

  it("when the desk answers a member's feedback, then the member's socket hears of the reply", async () => {
    const m = await member();
    const other = await member();
    const sent = await t.app.inject({ method: 'PUT', url: feedbackPaths.member, headers: m.headers, payload: { questionType: 'OTHER', content: 'Where is my bonus?' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const answered = await t.app.inject({
      method: 'POST',
      url: `${feedbackPaths.desk}/${sent.json().value.id}/reply`,
      headers: operator.headers,
      payload: { reply: 'It is in the reward centre.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await m.client.next(isMessage)).toEqual({ type: 'message', to: 'MEMBER' });
    await settle();
    expect(messageEvents(other.client)).toEqual([]);
  });
});
