import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { sendNotice } from '../../src/modules/messages/messages.service.ts';
import { postTransfer } from '../../src/modules/wallet/ledger.ts';
import { publishMemberEvent } from '../../src/modules/wallet/member-events.ts';
import { getWalletSettings } from '../../src/modules/wallet/wallet-settings.ts';
import { openDatabases } from '../support/ledger.ts';
import { insertMember } from '../support/members.ts';
import { memberSocket, type TestSocket } from './socket-client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `t_ws_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!serverUrl)('socket events across server instances (PostgreSQL)', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString(), poolSize: 4 });
      databases.push(database);
      if (i === 0) {
        await migrateToLatest(database.db);
        openDatabases.add(database);
      }
      const app = await buildApp({ config: testConfig(), database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const app of apps) await app.close();
    for (const database of databases) {
      openDatabases.delete(database);
      await database.close();
    }
    await admin(async (c) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await c.query(`drop database if exists ${name}`);
          return;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
  });

  it('a transfer posted through one instance reaches the member socket held by the other', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const db1 = (databases[0] as Database).db;
    const db2 = (databases[1] as Database).db;
    const member = await insertMember(db1, { username: 'twoinstances' });
    const { currency } = await getWalletSettings(db1);
    const { client: onTwo } = await memberSocket(two, db2, member);
    sockets.push(onTwo);
    expect(one.realtime.hub.socketsOf(member)).toBe(0);

    await postTransfer(db1, {
      key: `test:instances:${member}`,
      kind: 'DEPOSIT',
      currency,
      memberId: member,
      actor: 'system:test',
      legs: [
        { account: { house: 'DEPOSITS' }, amount: -25_000n },
        { account: { member }, amount: 25_000n },
      ],
    });
    expect(await onTwo.next((m) => m.type === 'balance')).toEqual({ type: 'balance', balance: '250.00', wallet: 'MAIN' });

    await publishMemberEvent(db1, member, { type: 'withdrawalAwaitingConfirmation', withdrawalId: '7', amount: '5.00' });
    expect(await onTwo.next((m) => m.type === 'withdrawalAwaitingConfirmation')).toMatchObject({ withdrawalId: '7' });
  });

  it('a message to every member sent through one instance reaches the member sockets held by both', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const db1 = (databases[0] as Database).db;
    const db2 = (databases[1] as Database).db;
    const first = await insertMember(db1, { username: 'broadcastone' });
    const second = await insertMember(db1, { username: 'broadcasttwo' });
    const { client: onOne } = await memberSocket(one, db1, first);
    const { client: onTwo } = await memberSocket(two, db2, second);
    sockets.push(onOne, onTwo);
    await sendNotice(db1, { title: { EN: 'To all' }, body: { EN: 'Hello' }, operatorId: 1n, lang: 'EN' });
    expect(await onOne.next((m) => m.type === 'message')).toEqual({ type: 'message', to: 'ALL' });
    expect(await onTwo.next((m) => m.type === 'message')).toEqual({ type: 'message', to: 'ALL' });
  });

  it('keeps delivering after the listening connection was cut, and resends balances on its return', async () => {
    const [, two] = apps as [FastifyInstance, FastifyInstance];
    const db1 = (databases[0] as Database).db;
    const db2 = (databases[1] as Database).db;
    const member = await insertMember(db1, { username: 'cutlistener' });
    const { client } = await memberSocket(two, db2, member);
    sockets.push(client);

    // Cut every LISTEN connection on this database, as a server restart or a proxy would.
    const cut = await admin((c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
        [name],
      ),
    );
    expect(cut.rowCount).toBe(2);

    // On its return the listener resends the member's balance (0.00: nothing moved yet).
    expect(await client.next((m) => m.type === 'balance', 15_000)).toEqual({ type: 'balance', balance: '0.00', wallet: 'MAIN' });
    // Messages sent meanwhile were not announced either: the client is told to read its count again.
    expect(await client.next((m) => m.type === 'message', 15_000)).toEqual({ type: 'message', to: 'ALL' });
    await publishMemberEvent(db1, member, { type: 'withdrawalAwaitingConfirmation', withdrawalId: 'after-cut', amount: '1.00' });
    expect(await client.next((m) => m.withdrawalId === 'after-cut', 15_000)).toMatchObject({ amount: '1.00' });
  });
});
