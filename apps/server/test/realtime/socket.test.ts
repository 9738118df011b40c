import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../src/modules/auth/session.ts';
import { SOCKET_CLOSE } from '../../src/modules/realtime/member-socket-hub.ts';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { memberBalances, postTransfer } from '../../src/modules/wallet/ledger.ts';
import { publishMemberEvent } from '../../src/modules/wallet/member-events.ts';
import { getWalletSettings } from '../../src/modules/wallet/wallet-settings.ts';
import { insertMember } from '../support/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberSocket, openSocket, type TestSocket, tokenFor } from './socket-client.ts';

let t: TestApp;
let alice: bigint;
let bob: bigint;
let currency: string;
let keySeq = 0;
const open: TestSocket[] = [];

function deposit(memberId: bigint, amount: bigint) {
  keySeq += 1;
  return {
    key: `test:socket:${keySeq}`,
    kind: 'DEPOSIT' as const,
    currency,
    memberId,
    actor: 'system:test',
    legs: [
      { account: { house: 'DEPOSITS' as const }, amount: -amount },
      { account: { member: memberId }, amount },
    ],
  };
}

async function connect(memberId: bigint) {
  const { client, session } = await memberSocket(t.app, t.database.db, memberId);
  open.push(client);
  return { client, session };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await insertMember(t.database.db, { username: 'alicesock' });
  bob = await insertMember(t.database.db, { username: 'bobsock' });
  currency = (await getWalletSettings(t.database.db)).currency;
});

afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

describe('the member socket at /ws', () => {
  it('closes a socket that does not authenticate in time', async () => {
    t.app.realtime.settings.authTimeoutMs = 200;
    try {
      const client = await openSocket(t.app);
      open.push(client);
      expect((await client.closed).code).toBe(SOCKET_CLOSE.unauthorized);
      expect(client.messages).toEqual([]);
    } finally {
      t.app.realtime.settings.authTimeoutMs = 10_000;
    }
  });

  it('closes a socket that sends a wrong token or something other than auth', async () => {
    const wrong = await openSocket(t.app);
    open.push(wrong);
    wrong.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-session-token-at-all' }));
    expect((await wrong.closed).code).toBe(SOCKET_CLOSE.unauthorized);

    const other = await openSocket(t.app);
    open.push(other);
    other.socket.send('hello');
    expect((await other.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect([...wrong.messages, ...other.messages]).toEqual([]);
    expect(t.app.realtime.hub.size).toBe(0);
  });

  it('keeps a socket whose token came in time while a busy database holds up the session check', async () => {
    const member = await insertMember(t.database.db, { username: 'slowcheck' });
    const { token } = await tokenFor(t.app, t.database.db, member);
    t.app.realtime.settings.authTimeoutMs = 200;
    try {
      const client = await openSocket(t.app);
      open.push(client);
      await t.database.db.transaction().execute(async (trx) => {
        // Nobody reads a session until this transaction ends, well after the deadline.
        await sql`LOCK TABLE session IN ACCESS EXCLUSIVE MODE`.execute(trx);
        client.socket.send(JSON.stringify({ type: 'auth', token }));
        await new Promise((resolve) => setTimeout(resolve, 600));
      });
      expect(await Promise.race([client.next((m) => m.type === 'ready'), client.closed])).toEqual({ type: 'ready' });
      expect(t.app.realtime.hub.socketsOf(member)).toBe(1);
    } finally {
      t.app.realtime.settings.authTimeoutMs = 10_000;
    }
  });

  it("pushes a member's new balance after a ledger transfer, to that member only", async () => {
    const { client: a } = await connect(alice);
    const { client: b } = await connect(bob);
    await postTransfer(t.database.db, deposit(alice, 123_456n));
    expect(await a.next((m) => m.type === 'balance')).toEqual({ type: 'balance', balance: '1234.56', wallet: 'MAIN' });

    // Bob's own event comes after Alice's: by then Alice's would have reached Bob if it were sent to him.
    await postTransfer(t.database.db, deposit(bob, 5n));
    expect(await b.next((m) => m.type === 'balance')).toEqual({ type: 'balance', balance: '0.05', wallet: 'MAIN' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.messages).toEqual([{ type: 'ready' }, { type: 'balance', balance: '0.05', wallet: 'MAIN' }]);
    expect(a.messages.filter((m) => m.type === 'balance')).toEqual([{ type: 'balance', balance: '1234.56', wallet: 'MAIN' }]);
  });

  it('delivers a withdrawal awaiting confirmation published for the member', async () => {
    const { client } = await connect(alice);
    await publishMemberEvent(t.database.db, alice, { type: 'withdrawalAwaitingConfirmation', withdrawalId: '42', amount: '10.00' });
    expect(await client.next((m) => m.type === 'withdrawalAwaitingConfirmation')).toEqual({
      type: 'withdrawalAwaitingConfirmation',
      withdrawalId: '42',
      amount: '10.00',
    });
  });

  it('never delivers what a rolled-back transaction published', async () => {
    const { client } = await connect(bob);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await postTransfer(trx, deposit(bob, 700n));
        await publishMemberEvent(trx, bob, { type: 'withdrawalAwaitingConfirmation', withdrawalId: 'rolled-back', amount: '7.00' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await publishMemberEvent(t.database.db, bob, { type: 'withdrawalAwaitingConfirmation', withdrawalId: 'after', amount: '1.00' });
    await client.next((m) => m.withdrawalId === 'after');
    expect(client.messages.filter((m) => m.type !== 'ready')).toEqual([
      { type: 'withdrawalAwaitingConfirmation', withdrawalId: 'after', amount: '1.00' },
    ]);
  });

  it('pushes the balance a transfer inside a transaction moved, once that transaction commits', async () => {
    const carol = await insertMember(t.database.db, { username: 'carolsock' });
    const { client } = await connect(carol);
    let beforeCommit = -1;
    await t.database.db.transaction().execute(async (trx) => {
      await postTransfer(trx, deposit(carol, 250n));
      await postTransfer(trx, deposit(carol, 100n));
      await new Promise((resolve) => setTimeout(resolve, 100));
      beforeCommit = client.messages.filter((m) => m.type === 'balance').length;
    });
    expect(beforeCommit).toBe(0);
    await client.next((m) => m.type === 'balance' && m.balance === '3.50');
    const held = (await memberBalances(t.database.db, carol, currency)).get('MAIN') ?? 0n;
    expect(formatMinor(held)).toBe('3.50');
    expect(client.messages.filter((m) => m.type === 'balance')).toEqual([
      { type: 'balance', balance: '2.50', wallet: 'MAIN' },
      { type: 'balance', balance: '3.50', wallet: 'MAIN' },
    ]);
  });

  it('closes the socket once its session has been revoked', async () => {
    const { client, session } = await connect(bob);
    const { client: other } = await connect(bob);
    await revokeSession(t.database.db, session.sessionId, 'LOGOUT');
    expect(await t.app.realtime.hub.closeEndedSessions()).toBe(1);
    expect((await client.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
    // The member's other session keeps its socket.
    await publishMemberEvent(t.database.db, bob, { type: 'withdrawalAwaitingConfirmation', withdrawalId: 'still', amount: '1.00' });
    await other.next((m) => m.withdrawalId === 'still');
  });

  it('holds at most five sockets per member', async () => {
    const member = await insertMember(t.database.db, { username: 'manytabs' });
    for (let i = 0; i < 5; i += 1) await connect(member);
    expect(t.app.realtime.hub.socketsOf(member)).toBe(5);
    const sixth = await openSocket(t.app);
    open.push(sixth);
    const { token } = await tokenFor(t.app, t.database.db, member);
    sixth.socket.send(JSON.stringify({ type: 'auth', token }));
    expect((await sixth.closed).code).toBe(SOCKET_CLOSE.tooManyConnections);
    expect(t.app.realtime.hub.socketsOf(member)).toBe(5);
  });

  it('closes sockets past the cap one address may hold before they authenticate; one that authenticates or leaves makes room', async () => {
    const member = await insertMember(t.database.db, { username: 'waitcap' });
    const { token } = await tokenFor(t.app, t.database.db, member);
    t.app.realtime.settings.maxWaitingPerAddress = 3;
    try {
      const idle = [await openSocket(t.app), await openSocket(t.app), await openSocket(t.app)];
      open.push(...idle);
      const fourth = await openSocket(t.app);
      open.push(fourth);
      expect((await fourth.closed).code).toBe(SOCKET_CLOSE.tooManyConnections);
      // One of the three authenticates: it no longer counts as waiting.
      idle[0]?.socket.send(JSON.stringify({ type: 'auth', token }));
      await idle[0]?.next((m) => m.type === 'ready');
      const afterAuth = await openSocket(t.app);
      open.push(afterAuth);
      // Another leaves: room for one more.
      idle[1]?.close();
      await idle[1]?.closed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const afterLeave = await openSocket(t.app);
      open.push(afterLeave);
      const overflow = await openSocket(t.app);
      open.push(overflow);
      expect((await overflow.closed).code).toBe(SOCKET_CLOSE.tooManyConnections);
      afterAuth.socket.send(JSON.stringify({ type: 'auth', token }));
      expect(await afterAuth.next((m) => m.type === 'ready')).toEqual({ type: 'ready' });
      for (const c of [idle[2], afterLeave]) c?.close();
    } finally {
      t.app.realtime.settings.maxWaitingPerAddress = 20;
    }
  });

  it('forgets a socket the client closed', async () => {
    const member = await insertMember(t.database.db, { username: 'leaver' });
    const { client } = await connect(member);
    expect(t.app.realtime.hub.socketsOf(member)).toBe(1);
    client.close();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.realtime.hub.socketsOf(member)).toBe(0);
  });
});
