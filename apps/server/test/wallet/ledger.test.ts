import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { processLog } from '../../src/lib/process-log.ts';
import {
  checkInvariants,
  HOUSE_SHARDS,
  houseBookBalances,
  mainBalance,
  memberBalances,
  postTransfer,
  postTransferBatch,
  type TransferRequest,
} from '../../src/modules/wallet/ledger.ts';
import { insertMember } from '../support/members.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-app.ts';

let test: TestDatabase;
let alice: bigint;
let bob: bigint;

const deposit = (member: bigint, amount: bigint, key: string): TransferRequest => ({
  key,
  kind: 'DEPOSIT',
  currency: 'PKR',
  memberId: member,
  actor: 'system:test',
  legs: [
    { account: { house: 'DEPOSITS' }, amount: -amount },
    { account: { member }, amount },
  ],
});

beforeAll(async () => {
  test = await openTestDatabase();
  await migrateToLatest(test.database.db);
  alice = await insertMember(test.database.db, { username: 'alice' });
  bob = await insertMember(test.database.db, { username: 'bob' });
});
afterAll(async () => {
  // The last transfers' balance news leaves 10 ms after them: let it go before the database closes
  // (news lost to a closed database is logged as a warning).
  await new Promise((resolve) => setTimeout(resolve, 50));
  await test?.drop();
});

describe('the ledger', () => {
  it('posts a balanced transfer, records the balance after each entry, and replays a key without moving money', async () => {
    const db = test.database.db;
    const first = await postTransfer(db, deposit(alice, 10_000n, 'dep-1'));
    expect(first.replayed).toBe(false);
    expect(first.legs.map((l) => l.balanceAfter)).toEqual([-10_000n, 10_000n]);
    const again = await postTransfer(db, deposit(alice, 10_000n, 'dep-1'));
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(await mainBalance(db, alice, 'PKR')).toBe(10_000n);
  });

  it('answers IDEMPOTENCY_CONFLICT for the same key with another request, and moves nothing', async () => {
    const db = test.database.db;
    await expect(postTransfer(db, deposit(alice, 5n, 'dep-1'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await mainBalance(db, alice, 'PKR')).toBe(10_000n);
  });

  it('refuses to take a member below zero, in the database, and leaves no trace of the attempt', async () => {
    const db = test.database.db;
    const overdraw: TransferRequest = {
      key: 'wd-too-much',
      kind: 'WITHDRAWAL',
      currency: 'PKR',
      memberId: alice,
      actor: 'member:test',
      legs: [
        { account: { member: alice }, amount: -10_001n },
        { account: { house: 'WITHDRAWALS_CLEARING' }, amount: 10_001n },
      ],
    };
    await expect(postTransfer(db, overdraw)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const row = await db.selectFrom('ledger_transfer').select('id').where('idempotency_key', '=', 'wd-too-much').executeTakeFirst();
    expect(row).toBeUndefined();
    await expect(
      sql`UPDATE ledger_account SET balance = -1 WHERE member_id = ${alice.toString()}::bigint`.execute(db),
    ).rejects.toThrow(/member_balance_not_negative/);
  });

  it('moves between a member\'s wallets and to another member in one transfer each', async () => {
    const db = test.database.db;
    await postTransfer(db, {
      key: 'wt-1',
      kind: 'WALLET_TRANSFER',
      currency: 'PKR',
      memberId: alice,
      actor: 'member:test',
      legs: [
        { account: { member: alice }, amount: -2_500n },
        { account: { member: alice, wallet: 'PG' }, amount: 2_500n },
      ],
    });
    await postTransfer(db, {
      key: 'up-1',
      kind: 'UPLINE_TRANSFER',
      currency: 'PKR',
      memberId: alice,
      actor: 'member:test',
      legs: [
        { account: { member: alice }, amount: -500n },
        { account: { member: bob }, amount: 500n },
      ],
    });
    const balances = await memberBalances(db, alice, 'PKR');
    expect(Object.fromEntries(balances)).toEqual({ MAIN: 7_000n, PG: 2_500n });
    expect(await mainBalance(db, bob, 'PKR')).toBe(500n);
  });

  it('refuses an unbalanced transfer and any change to posted entries', async () => {
    const db = test.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        const t = await trx
          .insertInto('ledger_transfer')
          .values({ idempotency_key: 'bad', kind: 'ADJUSTMENT', request_hash: 'x', currency: 'PKR', member_id: null, actor: 'test' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const account = await trx.selectFrom('ledger_account').select('id').where('member_id', '=', bob).executeTakeFirstOrThrow();
        await trx.insertInto('ledger_entry').values({ transfer_id: t.id, account_id: account.id, amount: 1n, balance_after: 501n }).execute();
      }),
    ).rejects.toThrow(/unbalanced/);
    // Entries added later to a posted transfer are checked the same way: one alone, or several
    // that do not sum to zero, are refused.
    const posted = await db.selectFrom('ledger_transfer').select('id').where('idempotency_key', '=', 'dep-1').executeTakeFirstOrThrow();
    const bobAccount = await db.selectFrom('ledger_account').select('id').where('member_id', '=', bob).executeTakeFirstOrThrow();
    await expect(
      db.insertInto('ledger_entry').values({ transfer_id: posted.id, account_id: bobAccount.id, amount: 5n, balance_after: 505n }).execute(),
    ).rejects.toThrow(/unbalanced/);
    await expect(
      db
        .insertInto('ledger_entry')
        .values([
          { transfer_id: posted.id, account_id: bobAccount.id, amount: 5n, balance_after: 505n },
          { transfer_id: posted.id, account_id: bobAccount.id, amount: -4n, balance_after: 501n },
        ])
        .execute(),
    ).rejects.toThrow(/unbalanced/);
    await expect(sql`UPDATE ledger_entry SET amount = amount + 1`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transfer`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('posts a bulk payout to 250 members, alone and inside a larger transaction, whatever the notification size', async () => {
    const db = test.database.db;
    const members: bigint[] = [];
    for (let i = 0; i < 250; i += 1) members.push(await insertMember(db, { username: `bulk${i}` }));
    const payout = (key: string): TransferRequest => ({
      key,
      kind: 'SALARY',
      currency: 'PKR',
      memberId: null,
      actor: 'system:test',
      legs: [{ account: { house: 'SALARY_EXPENSE' }, amount: -250n * 100n }, ...members.map((member) => ({ account: { member }, amount: 100n }))],
    });
    const alone = await postTransfer(db, payout('bulk-alone'));
    expect(alone.legs).toHaveLength(251);
    await db.transaction().execute(async (trx) => {
      await postTransfer(trx, payout('bulk-in-transaction'));
    });
    expect(await mainBalance(db, members[249] as bigint, 'PKR')).toBe(200n);
  });

  it('spreads a house book over shards by member, and a book\'s balance is the sum of its shards', async () => {
    const db = test.database.db;
    const before = (await houseBookBalances(db)).find((b) => b.book === 'DEPOSITS')?.balance ?? 0n;
    const dana = await insertMember(db, { username: 'dana' });
    const a = await postTransfer(db, deposit(alice, 700n, 'dep-shard-a'));
    const c = await postTransfer(db, deposit(dana, 300n, 'dep-shard-c'));
    const houseAccountOf = (posted: typeof a) => posted.legs.find((l) => l.memberId === null)?.accountId as bigint;
    const shards = await db
      .selectFrom('ledger_account')
      .select(['id', 'shard'])
      .where('id', 'in', [houseAccountOf(a), houseAccountOf(c)])
      .execute();
    const shardOf = (id: bigint) => shards.find((r) => BigInt(r.id) === id)?.shard;
    expect(shardOf(houseAccountOf(a))).toBe(Number(alice % BigInt(HOUSE_SHARDS)));
    expect(shardOf(houseAccountOf(c))).toBe(Number(dana % BigInt(HOUSE_SHARDS)));
    expect(houseAccountOf(a)).not.toBe(houseAccountOf(c));
    // The same member's transfers keep to one shard.
    const again = await postTransfer(db, deposit(alice, 5n, 'dep-shard-a2'));
    expect(houseAccountOf(again)).toBe(houseAccountOf(a));
    expect((await houseBookBalances(db)).find((b) => b.book === 'DEPOSITS')?.balance).toBe(before - 1_005n);
  });

  it('when the balance news of a committed transfer cannot be sent, then the transfer stands and a warning is logged', async () => {
    const warn = vi.spyOn(processLog, 'warn').mockImplementation(() => undefined);
    try {
      // The same database, but every pg_notify statement fails (as when it is closing or unreachable).
      const noNotify: KyselyPlugin = {
        transformQuery(args) {
          const text = args.node.kind === 'RawNode' ? args.node.sqlFragments.join('') : '';
          if (text.includes('pg_notify')) throw new Error('notify refused');
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const db = test.database.db.withPlugin(noNotify);
      const frank = await insertMember(db, { username: 'frank' });
      await postTransfer(db, deposit(frank, 250n, 'dep-frank-news'));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'notify refused' }), balances: 1 }, 'balance news could not be sent'));
      expect(await mainBalance(db, frank, 'PKR')).toBe(250n);
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps every invariant', async () => {
    const report = await checkInvariants(test.database.db);
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  });

  it('posts a batch in one statement: what is covered moves, what is not moves nothing, and the ledger’s invariants hold', async () => {
    const db = test.database.db;
    const members = [];
    for (const name of ['gina', 'hugo', 'ivan']) members.push(await insertMember(db, { username: name }));
    const [gina, hugo, ivan] = members as [bigint, bigint, bigint];
    await postTransfer(db, deposit(gina, 1_000n, 'dep-gina'));
    await postTransfer(db, deposit(hugo, 100n, 'dep-hugo'));
    await postTransfer(db, deposit(ivan, 1_000n, 'dep-ivan'));
    const stake = (member: bigint, amount: bigint, key: string): TransferRequest => ({
      key,
      kind: 'BET',
      currency: 'PKR',
      memberId: member,
      actor: 'system:test',
      legs: [
        { account: { member }, amount: -amount },
        { account: { house: 'GAME_REVENUE' }, amount },
      ],
    });
    // Every member's shard of the book exists before the batch (a first use goes alone).
    for (const [i, member] of members.entries()) await postTransfer(db, stake(member, 1n, `stake-first-${i}`));
    const companion = { name: 'ledger_test', before: sql`go AS (SELECT i FROM items)`, after: sql`nothing AS (SELECT 1)`, answer: sql`x.i AS place` };
    const posted = await postTransferBatch(
      db,
      [
        { transfer: stake(gina, 300n, 'stake-gina'), memberId: gina, wallet: 'MAIN', currency: 'PKR' },
        { transfer: stake(hugo, 500n, 'stake-hugo'), memberId: hugo, wallet: 'MAIN', currency: 'PKR' },
        { transfer: null, memberId: ivan, wallet: 'MAIN', currency: 'PKR' },
      ],
      companion,
    );
    expect(posted.map((p) => [p.done, p.balance, p.answer.place])).toEqual([
      [true, 699n, 1],
      [false, null, 2],
      [true, 999n, 3],
    ]);
    expect(posted[0]?.transferId).not.toBeNull();
    expect(posted[2]?.transferId).toBeNull();
    // The house leg goes to the member's shard of the book, as in a single posting.
    const houseShard = await db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select('a.shard')
      .where('e.transfer_id', '=', posted[0]?.transferId as bigint)
      .where('a.owner_kind', '=', 'HOUSE')
      .executeTakeFirstOrThrow();
    expect(Number(houseShard.shard)).toBe(Number(gina % BigInt(HOUSE_SHARDS)));
    expect(await mainBalance(db, hugo, 'PKR')).toBe(99n);
    expect((await checkInvariants(db)).ok).toBe(true);

    // A member wallet goes once per batch; only a member's wallet against a house book travels.
    await expect(
      postTransferBatch(
        db,
        [
          { transfer: stake(gina, 1n, 'stake-gina-2'), memberId: gina, wallet: 'MAIN', currency: 'PKR' },
          { transfer: stake(gina, 1n, 'stake-gina-3'), memberId: gina, wallet: 'MAIN', currency: 'PKR' },
        ],
        companion,
      ),
    ).rejects.toThrow(/once/);
    await expect(postTransferBatch(db, [{ transfer: deposit(gina, 5n, 'dep-batch'), memberId: hugo, wallet: 'MAIN', currency: 'PKR' }], companion)).rejects.toThrow(
      /cannot travel in a batch/,
    );
  });

  it('reports an entry whose balance-after does not follow the entry before it', async () => {
    const db = test.database.db;
    const erin = await insertMember(db, { username: 'erin' });
    await postTransfer(db, deposit(erin, 400n, 'dep-erin-1'));
    await postTransfer(db, deposit(erin, 100n, 'dep-erin-2'));
    const failing = await db
      .transaction()
      .execute(async (trx) => {
        // Past the append-only guard, for this transaction only: the first entry claims another balance.
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`
          UPDATE ledger_entry SET balance_after = balance_after + 1
          WHERE id = (SELECT min(e.id) FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id WHERE a.member_id = ${erin.toString()}::bigint)`.execute(trx);
        const report = await checkInvariants(trx);
        throw Object.assign(new Error('rolled back'), { failing: report.checks.filter((c) => !c.ok).map((c) => c.name) });
      })
      .catch((error: { failing?: string[] }) => error.failing);
    expect(failing).toEqual(['entriesChainPerAccount']);
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const db = test.database.db;
    const carol = await insertMember(db, { username: 'carol' });
    await postTransfer(db, deposit(carol, 1_000n, 'dep-carol'));
    const attempts = Array.from({ length: 30 }, (_, i) =>
      postTransfer(db, {
        key: `carol-wd-${i}`,
        kind: 'WITHDRAWAL',
        currency: 'PKR',
        memberId: carol,
        actor: 'member:test',
        legs: [
          { account: { member: carol }, amount: -100n },
          { account: { house: 'WITHDRAWALS_CLEARING' }, amount: 100n },
        ],
      }).then(
        () => 'ok',
        (e: { code?: string }) => e.code,
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === 'INSUFFICIENT_BALANCE')).toHaveLength(20);
    expect(await mainBalance(db, carol, 'PKR')).toBe(0n);
  });
});
