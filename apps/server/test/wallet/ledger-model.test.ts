import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { adjustBalance } from '../../src/modules/admin/adjustment.service.ts';
import { addBankAccount } from '../../src/modules/wallet/bank-accounts.ts';
import { confirmDeposit, createDeposit, rejectDeposit } from '../../src/modules/wallet/deposit.service.ts';
import { checkInvariants, type HouseBook, houseBookBalances, houseBooks, MAIN_WALLET } from '../../src/modules/wallet/ledger.ts';
import { transferAllToMain, transferBetweenWallets } from '../../src/modules/wallet/wallet.service.ts';
import { payWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../src/modules/wallet/withdrawal.service.ts';
import { toMinor } from '@lumen/contracts/wallet/money';
import { getWalletSettings } from '../../src/modules/wallet/wallet-settings.ts';
import { insertMember } from '../support/members.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-app.ts';

/**
 * Model-based test of every money movement a member or the operator can cause. fast-check draws
 * sequences of commands (deposits by sandbox and by bank transfer with confirm or reject, withdrawal
 * requests paid or rejected, transfers between the main and vendor wallets and all back to main,
 * manual adjustments up and down, and replays of earlier requests' keys with the same or another
 * request); an in-memory model says what every balance and every deposit and withdrawal status must
 * be. After EACH command the database must agree with the model, and INSUFFICIENT_BALANCE must
 * happen exactly when the model says the money is not there. Each run uses fresh members (their
 * balances start at zero); the house books are compared as changes since the run began.
 */

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);
const MAX_COMMANDS = Number(process.env.LEDGER_MODEL_COMMANDS ?? 50);
const SEED = process.env.LEDGER_MODEL_SEED ? Number(process.env.LEDGER_MODEL_SEED) : undefined;

/** Two transfer-mode vendors the members can move money to. */
const VENDORS = ['MDLA', 'MDLB'] as const;
const MEMBERS_PER_RUN = 2;
const PAYMENT_PASSWORD = '246810';
/** Amounts are whole hundreds of minor units, between the withdrawal limits' defaults. */
const UNIT = 1_000n;

type Status = 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'PAID';

interface MemberModel {
  main: bigint;
  vendors: Record<string, bigint>;
}

/** A request that succeeded and may be replayed: what was asked, under which key, and what came back. */
type Done =
  | { op: 'deposit'; member: number; key: string; method: 'SANDBOX' | 'BANK'; amount: bigint; id: bigint }
  | { op: 'withdraw'; member: number; key: string; amount: bigint; id: bigint }
  | { op: 'transfer'; member: number; key: string; from: string; to: string; amount: bigint }
  | { op: 'allToMain'; member: number; key: string }
  | { op: 'adjust'; member: number; key: string; amount: bigint };

interface Model {
  members: MemberModel[];
  /** Change of each house book since the run began. */
  house: Record<HouseBook, bigint>;
  deposits: { member: number; amount: bigint; status: Status }[];
  withdrawals: { member: number; amount: bigint; status: Status }[];
  done: Done[];
  /** Commands run, for the failure message. */
  log: string[];
}

interface Real {
  ops: Ops;
  members: bigint[];
  houseStart: Record<HouseBook, bigint>;
  deposits: bigint[];
  withdrawals: bigint[];
}

let test: TestDatabase;
let currency: string;
let paymentHash: string;

const zeroHouse = () => Object.fromEntries(houseBooks.map((b) => [b, 0n])) as Record<HouseBook, bigint>;

async function houseBalances(): Promise<Record<HouseBook, bigint>> {
  const out = zeroHouse();
  for (const row of await houseBookBalances(test.database.db)) if (row.currency === currency) out[row.book as HouseBook] = row.balance;
  return out;
}

interface State {
  members: Record<string, string>[];
  house: Record<string, string>;
  deposits: string[];
  withdrawals: string[];
}

/** The database's balances of the run's members and the house, and the statuses, in one statement. */
async function actualState(real: Real): Promise<State> {
  const text = (ids: bigint[]) => ids.map(String);
  const rows = await sql<{ k: string; a: string; b: string; v: string }>`
    SELECT 'M' AS k, member_id::text AS a, wallet AS b, balance::text AS v FROM ledger_account
    WHERE owner_kind = 'MEMBER' AND member_id = ANY(${text(real.members)}::bigint[]) AND currency = ${currency}
    UNION ALL SELECT 'H', '', wallet, sum(balance)::text FROM ledger_account WHERE owner_kind = 'HOUSE' AND currency = ${currency} GROUP BY wallet
    UNION ALL SELECT 'D', id::text, status, '' FROM deposit WHERE id = ANY(${text(real.deposits)}::bigint[])
    UNION ALL SELECT 'W', id::text, status, '' FROM withdrawal WHERE id = ANY(${text(real.withdrawals)}::bigint[])`.execute(test.database.db);
  const members = real.members.map(() => ({}) as Record<string, string>);
  const now = zeroHouse();
  const deposits = new Map<string, string>();
  const withdrawals = new Map<string, string>();
  for (const row of rows.rows) {
    if (row.k === 'M' && row.v !== '0') (members[real.members.indexOf(BigInt(row.a))] as Record<string, string>)[row.b] = row.v;
    else if (row.k === 'H') now[row.b as HouseBook] = BigInt(row.v);
    else if (row.k === 'D') deposits.set(row.a, row.b);
    else if (row.k === 'W') withdrawals.set(row.a, row.b);
  }
  const house: Record<string, string> = {};
  for (const book of houseBooks) if (now[book] - real.houseStart[book] !== 0n) house[book] = (now[book] - real.houseStart[book]).toString();
  return {
    members,
    house,
    deposits: real.deposits.map((id) => deposits.get(String(id)) ?? 'missing'),
    withdrawals: real.withdrawals.map((id) => withdrawals.get(String(id)) ?? 'missing'),
  };
}

function expectedState(model: Model): State {
  const members = model.members.map((m) => {
    const out: Record<string, string> = {};
    if (m.main !== 0n) out[MAIN_WALLET] = m.main.toString();
    for (const [wallet, balance] of Object.entries(m.vendors)) if (balance !== 0n) out[wallet] = balance.toString();
    return out;
  });
  const house: Record<string, string> = {};
  for (const book of houseBooks) if (model.house[book] !== 0n) house[book] = model.house[book].toString();
  return { members, house, deposits: model.deposits.map((d) => d.status), withdrawals: model.withdrawals.map((w) => w.status) };
}

/** After every command: the database holds exactly the model's balances and statuses. */
async function expectAgreement(model: Model, real: Real): Promise<void> {
  const context = model.log.join('\n');
  expect(await actualState(real), context).toEqual(expectedState(model));
}

/** Runs a request the model says must succeed, or must fail with `code`; returns its result. */
async function outcome<T>(model: Model, expected: string | null, run: () => Promise<T>): Promise<T | null> {
  try {
    const result = await run();
    expect(expected, `succeeded, expected ${expected}\n${model.log.join('\n')}`).toBeNull();
    return result;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined) throw error;
    expect(code, `${(error as Error).message}\n${model.log.join('\n')}`).toBe(expected ?? 'success');
    return null;
  }
}

type Cmd = fc.AsyncCommand<Model, Real>;

const wallet = (m: MemberModel, code: string) => (code === MAIN_WALLET ? m.main : (m.vendors[code] ?? 0n));
function move(m: MemberModel, code: string, delta: bigint) {
  if (code === MAIN_WALLET) m.main += delta;
  else m.vendors[code] = (m.vendors[code] ?? 0n) + delta;
}

class Deposit implements Cmd {
  constructor(readonly member: number, readonly method: 'SANDBOX' | 'BANK', readonly amount: bigint) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.log.push(this.toString());
    const key = randomUUID();
    const result = await outcome(model, null, () => real.ops.deposit(real.members[this.member] as bigint, this.method, this.amount, key));
    if (!result) return;
    const confirmed = this.method === 'SANDBOX';
    expect(result.status).toBe(confirmed ? 'CONFIRMED' : 'PENDING');
    real.deposits.push(result.id);
    model.deposits.push({ member: this.member, amount: this.amount, status: confirmed ? 'CONFIRMED' : 'PENDING' });
    if (confirmed) {
      (model.members[this.member] as MemberModel).main += this.amount;
      model.house.DEPOSITS -= this.amount;
    }
    model.done.push({ op: 'deposit', member: this.member, key, method: this.method, amount: this.amount, id: result.id });
    await expectAgreement(model, real);
  }
  toString = () => `deposit(member ${this.member}, ${this.method}, ${this.amount})`;
}

class DecideDeposit implements Cmd {
  constructor(readonly pick: number, readonly confirm: boolean) {}
  check = (model: Readonly<Model>) => model.deposits.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.deposits.length;
    const deposit = model.deposits[index] as Model['deposits'][number];
    model.log.push(`${this.confirm ? 'confirm' : 'reject'}Deposit(#${index}, ${deposit.status})`);
    const pending = deposit.status === 'PENDING';
    const id = real.deposits[index] as bigint;
    const ok = await outcome(model, pending ? null : 'ALREADY_PROCESSED', () =>
      this.confirm ? real.ops.confirmDeposit(id) : real.ops.rejectDeposit(id),
    );
    if (ok !== null) {
      deposit.status = this.confirm ? 'CONFIRMED' : 'REJECTED';
      if (this.confirm) {
        (model.members[deposit.member] as MemberModel).main += deposit.amount;
        model.house.DEPOSITS -= deposit.amount;
      }
    }
    await expectAgreement(model, real);
  }
  toString = () => `${this.confirm ? 'confirm' : 'reject'}Deposit(pick ${this.pick})`;
}

class Withdraw implements Cmd {
  constructor(readonly member: number, readonly amount: bigint) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.log.push(this.toString());
    const m = model.members[this.member] as MemberModel;
    const key = randomUUID();
    const enough = m.main >= this.amount;
    const result = await outcome(model, enough ? null : 'INSUFFICIENT_BALANCE', () =>
      real.ops.withdraw(real.members[this.member] as bigint, this.amount, PAYMENT_PASSWORD, key),
    );
    if (result) {
      real.withdrawals.push(result.id);
      model.withdrawals.push({ member: this.member, amount: this.amount, status: 'PENDING' });
      m.main -= this.amount;
      model.house.WITHDRAWALS_CLEARING += this.amount;
      model.done.push({ op: 'withdraw', member: this.member, key, amount: this.amount, id: result.id });
    }
    await expectAgreement(model, real);
  }
  toString = () => `withdraw(member ${this.member}, ${this.amount})`;
}

class DecideWithdrawal implements Cmd {
  constructor(readonly pick: number, readonly pay: boolean) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.withdrawals.length;
    const withdrawal = model.withdrawals[index] as Model['withdrawals'][number];
    model.log.push(`${this.pay ? 'pay' : 'reject'}Withdrawal(#${index}, ${withdrawal.status})`);
    const pending = withdrawal.status === 'PENDING';
    const id = real.withdrawals[index] as bigint;
    const ok = await outcome(model, pending ? null : 'ALREADY_PROCESSED', () =>
      this.pay ? real.ops.payWithdrawal(id) : real.ops.rejectWithdrawal(id),
    );
    if (ok !== null) {
      withdrawal.status = this.pay ? 'PAID' : 'REJECTED';
      model.house.WITHDRAWALS_CLEARING -= withdrawal.amount;
      if (this.pay) model.house.WITHDRAWALS_PAID += withdrawal.amount;
      else (model.members[withdrawal.member] as MemberModel).main += withdrawal.amount;
    }
    await expectAgreement(model, real);
  }
  toString = () => `${this.pay ? 'pay' : 'reject'}Withdrawal(pick ${this.pick})`;
}

class Transfer implements Cmd {
  constructor(readonly member: number, readonly vendor: string, readonly toVendor: boolean, readonly amount: bigint) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.log.push(this.toString());
    const m = model.members[this.member] as MemberModel;
    const [from, to] = this.toVendor ? [MAIN_WALLET, this.vendor] : [this.vendor, MAIN_WALLET];
    const key = randomUUID();
    const enough = wallet(m, from) >= this.amount;
    const result = await outcome(model, enough ? null : 'INSUFFICIENT_BALANCE', () =>
      real.ops.transfer(real.members[this.member] as bigint, from, to, this.amount, key),
    );
    if (result) {
      move(m, from, -this.amount);
      move(m, to, this.amount);
      expect(result.main).toBe(m.main);
      model.done.push({ op: 'transfer', member: this.member, key, from, to, amount: this.amount });
    }
    await expectAgreement(model, real);
  }
  toString = () => `transfer(member ${this.member}, ${this.toVendor ? `MAIN->${this.vendor}` : `${this.vendor}->MAIN`}, ${this.amount})`;
}

class AllToMain implements Cmd {
  constructor(readonly member: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.log.push(this.toString());
    const m = model.members[this.member] as MemberModel;
    const key = randomUUID();
    const result = await outcome(model, null, () => real.ops.allToMain(real.members[this.member] as bigint, key));
    for (const code of Object.keys(m.vendors)) {
      m.main += m.vendors[code] as bigint;
      m.vendors[code] = 0n;
    }
    expect(result?.main).toBe(m.main);
    model.done.push({ op: 'allToMain', member: this.member, key });
    await expectAgreement(model, real);
  }
  toString = () => `allToMain(member ${this.member})`;
}

class Adjust implements Cmd {
  constructor(readonly member: number, readonly amount: bigint) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.log.push(this.toString());
    const m = model.members[this.member] as MemberModel;
    const key = randomUUID();
    const enough = m.main + this.amount >= 0n;
    const result = await outcome(model, enough ? null : 'INSUFFICIENT_BALANCE', () =>
      real.ops.adjust(real.members[this.member] as bigint, this.amount, key),
    );
    if (result !== null) {
      m.main += this.amount;
      model.house.ADJUSTMENTS -= this.amount;
      model.done.push({ op: 'adjust', member: this.member, key, amount: this.amount });
    }
    await expectAgreement(model, real);
  }
  toString = () => `adjust(member ${this.member}, ${this.amount})`;
}

/**
 * Sends an earlier successful request's key again. With the same request: the first result, and
 * nothing moves. With another request under the same key: IDEMPOTENCY_CONFLICT, and nothing moves.
 */
class Replay implements Cmd {
  constructor(readonly pick: number, readonly altered: boolean) {}
  check = (model: Readonly<Model>) => model.done.length > 0;
  async run(model: Model, real: Real) {
    const done = model.done[this.pick % model.done.length] as Done;
    // "All to main" has nothing to alter: its request is the key alone.
    const altered = this.altered && done.op !== 'allToMain';
    model.log.push(`replay${altered ? ' altered' : ''}(${done.op} ${done.key})`);
    const memberId = real.members[done.member] as bigint;
    const m = model.members[done.member] as MemberModel;
    const expected = altered ? 'IDEMPOTENCY_CONFLICT' : null;
    switch (done.op) {
      case 'deposit': {
        const result = await outcome(model, expected, () => real.ops.deposit(memberId, done.method, altered ? done.amount + UNIT : done.amount, done.key));
        if (result) expect(result.id).toBe(done.id);
        break;
      }
      case 'withdraw': {
        const result = await outcome(model, expected, () =>
          real.ops.withdraw(memberId, altered ? done.amount + UNIT : done.amount, PAYMENT_PASSWORD, done.key),
        );
        if (result) expect(result.id).toBe(done.id);
        break;
      }
      case 'transfer': {
        const result = await outcome(model, expected, () =>
          real.ops.transfer(memberId, done.from, done.to, altered ? done.amount + UNIT : done.amount, done.key),
        );
        if (result) expect(result.main).toBe(m.main);
        break;
      }
      case 'allToMain': {
        const result = await outcome(model, null, () => real.ops.allToMain(memberId, done.key));
        expect(result?.main).toBe(m.main);
        break;
      }
      case 'adjust':
        await outcome(model, expected, () => real.ops.adjust(memberId, altered ? -done.amount : done.amount, done.key));
        break;
    }
    await expectAgreement(model, real);
  }
  toString = () => `replay(pick ${this.pick}${this.altered ? ', altered' : ''})`;
}

const member = fc.nat({ max: MEMBERS_PER_RUN - 1 });
const units = (min: number, max: number) => fc.integer({ min, max }).map((n) => BigInt(n) * UNIT);
const commands = [
  fc.tuple(member, fc.constantFrom('SANDBOX' as const, 'BANK' as const), units(10, 60)).map(([m, method, a]) => new Deposit(m, method, a)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, confirm]) => new DecideDeposit(pick, confirm)),
  fc.tuple(member, units(10, 60)).map(([m, a]) => new Withdraw(m, a)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, pay]) => new DecideWithdrawal(pick, pay)),
  fc.tuple(member, fc.constantFrom(...VENDORS), fc.boolean(), units(1, 60)).map(([m, v, toVendor, a]) => new Transfer(m, v, toVendor, a)),
  member.map((m) => new AllToMain(m)),
  fc.tuple(member, units(1, 60), fc.boolean()).map(([m, a, credit]) => new Adjust(m, credit ? a : -a)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, altered]) => new Replay(pick, altered)),
];

beforeAll(async () => {
  test = await openTestDatabase();
  await migrateToLatest(test.database.db);
  currency = (await getWalletSettings(test.database.db)).currency;
  // The real check runs on every withdrawal; the stored hash carries cheap argon2id parameters (the
  // check reads them from the hash), so ten thousand withdrawals do not spend minutes hashing.
  paymentHash = await hash(PAYMENT_PASSWORD, { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 });
  await test.database.db
    .insertInto('vendor')
    .values(VENDORS.map((code) => ({ code, name: JSON.stringify({ EN: code }) as never, wallet_mode: 'TRANSFER' as const })))
    .execute();
  await test.database.db
    .insertInto('deposit_method')
    .values([
      { code: METHODS.SANDBOX, kind: 'SANDBOX', name: JSON.stringify({ EN: 'Model sandbox' }) as never, min_amount: 1n, max_amount: 100_000_000n },
      {
        code: METHODS.BANK,
        kind: 'BANK_TRANSFER',
        name: JSON.stringify({ EN: 'Model bank' }) as never,
        min_amount: 1n,
        max_amount: 100_000_000n,
        bank_name: 'Model Bank',
        account_name: 'Lumen',
        account_number: '000111222333',
      },
    ])
    .execute();
});
afterAll(async () => test?.drop());

describe('the ledger against a model of every balance', () => {
  it(`agrees with the model after every command (${RUNS} runs of up to ${MAX_COMMANDS} commands)`, { timeout: 20 * 60_000 }, async () => {
    const db = test.database.db;
    const ops = await serviceOps(db);
    let run = 0;
    let commandsRun = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
        run += 1;
        const members: bigint[] = [];
        for (let i = 0; i < MEMBERS_PER_RUN; i += 1) {
          const id = await insertMember(db, { username: `model${run}x${i}x${randomUUID().slice(0, 8)}`, payment_password_hash: paymentHash });
          await ops.prepareMember(id);
          members.push(id);
        }
        const real: Real = { ops, members, houseStart: await houseBalances(), deposits: [], withdrawals: [] };
        const model: Model = {
          members: members.map(() => ({ main: 0n, vendors: {} })),
          house: zeroHouse(),
          deposits: [],
          withdrawals: [],
          done: [],
          log: [],
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        commandsRun += model.log.length;
        const report = await checkInvariants(db);
        expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    // The sequences really exercised the ledger: thousands of commands, every kind of them.
    expect(commandsRun).toBeGreaterThan(RUNS * 5);
    const kinds = await sql<{ kind: string }>`SELECT DISTINCT kind FROM ledger_transfer`.execute(db);
    expect(kinds.rows.map((r) => r.kind).sort()).toEqual(expect.arrayContaining(['ADJUSTMENT', 'DEPOSIT', 'WALLET_TRANSFER', 'WITHDRAWAL']));
  });
});

// ---------- the operations, through the services members' and operators' requests use ----------

interface Ops {
  prepareMember(memberId: bigint): Promise<void>;
  deposit(memberId: bigint, method: 'SANDBOX' | 'BANK', amount: bigint, requestKey: string): Promise<{ id: bigint; status: string }>;
  confirmDeposit(id: bigint): Promise<unknown>;
  rejectDeposit(id: bigint): Promise<unknown>;
  withdraw(memberId: bigint, amount: bigint, paymentPassword: string, requestKey: string): Promise<{ id: bigint }>;
  payWithdrawal(id: bigint): Promise<unknown>;
  rejectWithdrawal(id: bigint): Promise<unknown>;
  transfer(memberId: bigint, from: string, to: string, amount: bigint, requestKey: string): Promise<{ main: bigint }>;
  allToMain(memberId: bigint, requestKey: string): Promise<{ main: bigint }>;
  adjust(memberId: bigint, amount: bigint, requestKey: string): Promise<unknown>;
}

/** Deposit methods of the test site: limits wide enough for every amount the model draws. */
const METHODS = { SANDBOX: 'MSANDBOX', BANK: 'MBANK' } as const;
const OPERATOR = 1n;

async function serviceOps(db: Kysely<DB>): Promise<Ops> {
  const bankAccounts = new Map<bigint, bigint>();
  return {
    async prepareMember(memberId) {
      const account = await addBankAccount(db, { memberId, bankName: 'Model Bank', accountName: 'Model Member', accountNumber: `MB${memberId}` });
      bankAccounts.set(memberId, BigInt(account.id));
    },
    async deposit(memberId, method, amount, requestKey) {
      const record = await createDeposit(db, { memberId, methodCode: METHODS[method], amount, requestKey });
      return { id: BigInt(record.id), status: record.status };
    },
    confirmDeposit: (depositId) => confirmDeposit(db, { depositId, operatorId: OPERATOR }),
    rejectDeposit: (depositId) => rejectDeposit(db, { depositId, operatorId: OPERATOR, reason: 'no money arrived' }),
    async withdraw(memberId, amount, paymentPassword, requestKey) {
      const bankAccountId = bankAccounts.get(memberId) as bigint;
      const record = await requestWithdrawal(db, { memberId, amount, bankAccountId, paymentPassword, requestKey });
      return { id: BigInt(record.id) };
    },
    payWithdrawal: (withdrawalId) => payWithdrawal(db, { withdrawalId, operatorId: OPERATOR }),
    rejectWithdrawal: (withdrawalId) => rejectWithdrawal(db, { withdrawalId, operatorId: OPERATOR, reason: 'payee refused' }),
    async transfer(memberId, from, to, amount, requestKey) {
      return { main: toMinor((await transferBetweenWallets(db, { memberId, sessionId: null, from, to, amount, requestKey })).main) };
    },
    async allToMain(memberId, requestKey) {
      return { main: toMinor((await transferAllToMain(db, { memberId, requestKey })).main) };
    },
    adjust: (memberId, amount, requestKey) => adjustBalance(db, { memberId, amount, reason: 'model correction', operatorId: OPERATOR, requestKey }),
  };
}
