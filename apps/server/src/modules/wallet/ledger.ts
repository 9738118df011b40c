import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { namedStatement, opaque } from '../../db/database.ts';
import { prepare, type Slots } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { processLog } from '../../lib/process-log.ts';

/**
 * The ledger: the one place money moves. Every movement is one transfer with a unique idempotency
 * key and two or more entries that sum to zero, posted by a single SQL statement so that the
 * transfer, its entries and the balances change together or not at all. Every other module (deposits,
 * withdrawals, games, bonuses, salaries, points) moves money only through `postTransfer`.
 *
 * The database guards what code must never be trusted alone: member balances cannot go below zero
 * (CHECK), a transfer must balance (a trigger on every statement writing entries), and the ledger
 * is append-only (triggers).
 */

type Db = Kysely<DB>;

/** The house's own books. Their balances may go negative: they are the other side of members' money. */
export const houseBooks = [
  /** Money members paid in (the operator's collection accounts). */
  'DEPOSITS',
  /** Withdrawals requested and held, not yet paid or rejected. */
  'WITHDRAWALS_CLEARING',
  /** Money paid out to members' banks. */
  'WITHDRAWALS_PAID',
  'GAME_REVENUE',
  'BONUS_EXPENSE',
  'SALARY_EXPENSE',
  'REBATE_EXPENSE',
  'POINTS_EXPENSE',
  /** Manual corrections by an operator, each with a reason. */
  'ADJUSTMENTS',
] as const;
export type HouseBook = (typeof houseBooks)[number];

export const MAIN_WALLET = 'MAIN';

/** Kinds of transfer; the account record shows the member-facing ones. */
export type TransferKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'WITHDRAWAL_RELEASE'
  | 'WITHDRAWAL_PAYOUT'
  | 'WALLET_TRANSFER'
  | 'UPLINE_TRANSFER'
  | 'ADJUSTMENT'
  | 'BET'
  | 'WIN'
  | 'BONUS'
  | 'SALARY'
  | 'REBATE'
  | 'POINTS';

export type AccountRef = { member: bigint; wallet?: string } | { house: HouseBook };

export interface TransferLeg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferRequest {
  /** Unique per movement, for ever: replaying it returns the first result and moves nothing. */
  key: string;
  kind: TransferKind;
  currency: string;
  /** The member this movement is about (the account record's owner); null for house-only moves. */
  memberId: bigint | null;
  legs: TransferLeg[];
  /** Shown in records: a deposit's reference code, a withdrawal id, a round id... */
  reference?: string;
  memo?: Record<string, unknown>;
  /** member:<id>, operator:<id>, system:<job>. */
  actor: string;
  /**
   * What makes two requests "the same" for the idempotency check. Defaults to the kind, the legs and
   * the reference; pass the request's own fields when the legs depend on state that moves (a sweep
   * of every vendor wallet back to main, say).
   */
  fingerprint?: unknown;
}

export interface PostedLeg {
  accountId: bigint;
  memberId: bigint | null;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostedTransfer {
  id: bigint;
  key: string;
  kind: string;
  createdAt: Date;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  legs: PostedLeg[];
}

/** Channel of the PostgreSQL notifications for member-facing events (balances, withdrawals). */
export const MEMBER_EVENTS_CHANNEL = 'member_events';

// ---------- accounts ----------

/**
 * Each house book is spread over this many accounts. Every bet and win moves GAME_REVENUE: with one
 * row, each of those transfers would wait for the previous one's commit (the row stays locked until
 * then). A member's transfers use the shard of their member id; a book's balance is the sum of its
 * shards (`houseBookBalances`).
 */
export const HOUSE_SHARDS = 16;
const HOUSE_SHARDS_BIG = BigInt(HOUSE_SHARDS);

/** The shard of a leg: a house leg of a member's transfer goes to that member's shard. */
function shardOf(ref: AccountRef, memberId: bigint | null): number {
  return 'house' in ref && memberId !== null ? Number(memberId % HOUSE_SHARDS_BIG) : 0;
}

function refKey(ref: AccountRef, currency: string): string {
  return 'house' in ref ? `H:${ref.house}:${currency}` : `M:${ref.member}:${ref.wallet ?? MAIN_WALLET}:${currency}`;
}

/** The identity columns of accounts as the posting and creating statements unnest them. */
function identityColumns(refs: AccountRef[]) {
  return {
    kinds: refs.map((r) => ('house' in r ? 'HOUSE' : 'MEMBER')),
    members: refs.map((r) => ('house' in r ? null : r.member.toString())),
    wallets: refs.map((r) => ('house' in r ? r.house : (r.wallet ?? MAIN_WALLET))),
  };
}

/**
 * The ids of the accounts, created (empty) when missing. One statement: creating an account that a
 * rolled-back transaction then does not use leaves an empty account, which is harmless. `shards`
 * (one per ref) places house legs; 0 when not given.
 */
export async function accountIdsFor(db: Db, refs: AccountRef[], currency: string, shards?: number[]): Promise<bigint[]> {
  const keys = refs.map((ref, i) => `${refKey(ref, currency)}:${shards?.[i] ?? 0}`);
  const missing = [...new Set(keys)];
  const found = new Map<string, bigint>();
  for (let attempt = 0; missing.length > 0; attempt += 1) {
    const wantedAt = missing.map((key) => keys.indexOf(key));
    const wanted = wantedAt.map((i) => refs[i] as AccountRef);
    const { kinds, members, wallets } = identityColumns(wanted);
    const shardList = wantedAt.map((i) => shards?.[i] ?? 0);
    const rows = await sql<{ id: bigint; owner_kind: string; member_id: bigint | null; wallet: string; shard: number }>`
      WITH wanted AS (
        SELECT * FROM unnest(${kinds}::text[], ${members}::bigint[], ${wallets}::text[], ${shardList}::smallint[]) AS w(owner_kind, member_id, wallet, shard)
      ), created AS (
        INSERT INTO ledger_account (owner_kind, member_id, wallet, currency, shard)
        SELECT owner_kind, member_id, wallet, ${currency}, shard FROM wanted
        ON CONFLICT (owner_kind, coalesce(member_id, 0), wallet, currency, shard) DO NOTHING
        RETURNING id, owner_kind, member_id, wallet, shard
      )
      SELECT id, owner_kind, member_id, wallet, shard FROM created
      UNION ALL
      SELECT a.id, a.owner_kind, a.member_id, a.wallet, a.shard FROM ledger_account a
      JOIN wanted w ON a.owner_kind = w.owner_kind AND coalesce(a.member_id, 0) = coalesce(w.member_id, 0) AND a.wallet = w.wallet
        AND a.shard = w.shard
      WHERE a.currency = ${currency}`.execute(db);
    for (const row of rows.rows) {
      const ref: AccountRef = row.owner_kind === 'HOUSE' ? { house: row.wallet as HouseBook } : { member: BigInt(row.member_id as bigint), wallet: row.wallet };
      found.set(`${refKey(ref, currency)}:${row.shard}`, BigInt(row.id));
    }
    const stillMissing = missing.filter((key) => !found.has(key));
    // An account another transaction created meanwhile is not in this statement's snapshot: ask again.
    if (stillMissing.length === 0) break;
    if (attempt >= 3) throw new Error(`ledger accounts could not be resolved: ${stillMissing.join(', ')}`);
    missing.splice(0, missing.length, ...stillMissing);
  }
  return keys.map((key) => found.get(key) as bigint);
}

/** Each house book's balance (the sum of its shards) in minor units, by book and currency. */
export async function houseBookBalances(db: Db): Promise<{ book: string; currency: string; balance: bigint }[]> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['wallet', 'currency', sql<string>`sum(balance)::text`.as('balance')])
    .where('owner_kind', '=', 'HOUSE')
    .groupBy(['wallet', 'currency'])
    .orderBy('wallet')
    .orderBy('currency')
    .execute();
  return rows.map((r) => ({ book: r.wallet, currency: r.currency, balance: BigInt(r.balance) }));
}

// ---------- posting ----------

function fingerprintOf(request: TransferRequest): string {
  const basis =
    request.fingerprint ??
    {
      legs: request.legs.map((leg) => [refKey(leg.account, request.currency), leg.amount.toString()]),
      reference: request.reference ?? '',
    };
  const text = JSON.stringify({ kind: request.kind, currency: request.currency, member: request.memberId?.toString() ?? null, basis }, (_k, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return createHash('sha256').update(text).digest('hex');
}

function checkShape(request: TransferRequest): void {
  if (request.legs.length < 2) throw new Error('a transfer needs at least two legs');
  let sum = 0n;
  const seen = new Set<string>();
  for (const leg of request.legs) {
    if (leg.amount === 0n) throw new Error('a transfer leg cannot be zero');
    sum += leg.amount;
    const key = refKey(leg.account, request.currency);
    if (seen.has(key)) throw new Error('a transfer cannot touch one account twice');
    seen.add(key);
  }
  if (sum !== 0n) throw new Error(`transfer legs must sum to zero, not ${sum}`);
  if (request.key.length === 0 || request.key.length > 200) throw new Error('a transfer needs a key of 1 to 200 characters');
}

interface PostedRow {
  id: bigint;
  created_at: Date;
  account_id: bigint;
  member_id: bigint | null;
  wallet: string;
  amount: bigint;
  balance: bigint;
}

/** True for PostgreSQL's "member balance below zero" CHECK failure, as either driver reports it. */
export function isInsufficientBalance(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23514') return false;
  return e.constraint === 'member_balance_not_negative' || /member_balance_not_negative/.test(e.message ?? '');
}

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Posts one transfer, exactly once. Pass a transaction to make it part of a larger change (the
 * withdrawal row and its hold, say); otherwise the single statement is its own transaction.
 * Throws INSUFFICIENT_BALANCE when a member account would go below zero (nothing moves), and
 * IDEMPOTENCY_CONFLICT when the key was used for a different request.
 */
export async function postTransfer(db: Db, request: TransferRequest): Promise<PostedTransfer> {
  const { transfer } = await post(db, request, null);
  return transfer ?? replay(db, request, fingerprintOf(request));
}

/**
 * What a caller writes in the posting statement itself, beside the transfer: its own record of the
 * movement (a game round, a vendor's transaction), so that the record and the money commit
 * together in one round trip and the money moves only when the caller's own conditions hold. The
 * parts are SQL placed at fixed points of the statement; their text must be the same on every call
 * (the statement is prepared once per connection under `name`), only their values change.
 */
export interface PostingCompanion {
  /** Names the prepared statement: one name per companion text. */
  name: string;
  /**
   * Common table expressions before the transfer (`a AS (...), b AS (...)`). They may read `ready`
   * (one row: `accounts` is true once every leg's account exists) and must write nothing unless it
   * is true: otherwise the statement runs again after the missing accounts are created.
   */
  before: RawBuilder<unknown>;
  /** A condition over `before` that must also hold for the transfer to be written. */
  gate: RawBuilder<unknown>;
  /**
   * Common table expressions after the transfer. They may read `t` (the transfer, when this
   * statement wrote it: `id`, `created_at`) and `moved` (the accounts it moved: `member_id`,
   * `wallet`, `balance` after).
   */
  after: RawBuilder<unknown>;
  /**
   * The companion's answer: a select list of named scalar expressions over all of the above. It
   * travels as JSON: give amounts as text.
   */
  answer: RawBuilder<unknown>;
  /**
   * Told the answer of a statement that found a leg's account missing: whether the accounts may be
   * created (then the statement runs again). When it says no, nothing is created and the posting
   * answers with no transfer: a caller whose gate refuses must not leave empty accounts behind.
   */
  mayCreateAccounts?: (answer: Record<string, unknown>) => boolean;
}

/**
 * `postTransfer` with a companion written by the same statement (see PostingCompanion), outside
 * any transaction: the whole statement commits or nothing does. `transfer` is null when nothing
 * moved: the gate refused, or the key had been posted before (the companion's answer tells which).
 * Throws INSUFFICIENT_BALANCE like postTransfer, with nothing written.
 */
export async function postTransferWith<A extends object>(
  db: Db,
  request: TransferRequest,
  companion: PostingCompanion,
): Promise<{ transfer: PostedTransfer | null; answer: A }> {
  if (db.isTransaction) throw new Error('a posting with a companion is its own transaction');
  if (!/^[a-z0-9_]+$/.test(companion.name)) throw new Error(`invalid statement name ${companion.name}`);
  const { transfer, answer } = await post(db, request, companion);
  return { transfer, answer: answer as A };
}

async function post(
  db: Db,
  request: TransferRequest,
  companion: PostingCompanion | null,
): Promise<{ transfer: PostedTransfer | null; answer: Record<string, unknown> }> {
  checkShape(request);
  const hash = fingerprintOf(request);
  const refs = request.legs.map((leg) => leg.account);
  const { kinds, members, wallets } = identityColumns(refs);
  const shards = refs.map((r) => shardOf(r, request.memberId));
  const amounts = request.legs.map((leg) => leg.amount.toString());
  const memo = JSON.stringify(request.memo ?? {});
  const inTransaction = db.isTransaction;
  // A companion posts outside any transaction (see postTransferWith).
  const name = companion ? sql.raw(namedStatement(`ledger_post_transfer_v2_${companion.name}`)) : inTransaction ? POST_IN_TRANSACTION : POST_STATEMENT;
  const before = companion ? sql`ready AS (SELECT count(*) = ${refs.length} AS accounts FROM legs), ${companion.before},` : sql``;
  const gate = companion ? sql`AND (${companion.gate})` : sql``;
  const after = companion ? sql`, ${companion.after}` : sql``;
  const answer = companion ? sql`, (SELECT row_to_json(c) FROM (SELECT ${companion.answer}) c) AS companion` : sql``;
  const answerColumn = companion ? sql`, r.companion` : sql``;

  for (let attempt = 0; ; attempt += 1) {
    try {
      // Accounts are found by identity in the statement itself; the transfer is written only when
      // every one of them exists (a first use creates them below, then the statement runs again).
      const result = await sql<PostedRow & { resolved: string | number; companion?: unknown }>`${name}
        WITH wanted AS (
          SELECT * FROM unnest(${kinds}::text[], ${members}::bigint[], ${wallets}::text[], ${shards}::smallint[], ${amounts}::bigint[])
            AS w(owner_kind, member_id, wallet, shard, amount)
        ), legs AS MATERIALIZED (
          -- One probe of the identity index per leg (LIMIT 1 keeps it a per-leg lookup): joined as a
          -- set, a small accounts table would be read whole on every transfer.
          SELECT a.id AS account_id, w.amount FROM wanted w
          CROSS JOIN LATERAL (
            SELECT a.id FROM ledger_account a
            WHERE a.owner_kind = w.owner_kind AND coalesce(a.member_id, 0) = coalesce(w.member_id, 0)
              AND a.wallet = w.wallet AND a.currency = ${request.currency} AND a.shard = w.shard
            LIMIT 1
          ) a
        ), ${before} t AS (
          INSERT INTO ledger_transfer (idempotency_key, kind, request_hash, currency, member_id, reference, memo, actor)
          SELECT ${request.key}, ${request.kind}, ${hash}, ${request.currency}, ${request.memberId?.toString() ?? null}::bigint,
                 ${request.reference ?? ''}, ${memo}::jsonb, ${request.actor}
          WHERE (SELECT count(*) FROM legs) = ${refs.length} ${gate}
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id, created_at
        ), moved AS (
          -- By primary key from the array of the legs' ids, which the index walks in ascending order:
          -- concurrent transfers take their row locks in one order, and the accounts table is never
          -- read whole, however few rows it has.
          UPDATE ledger_account a SET balance = a.balance + (SELECT l.amount FROM legs l WHERE l.account_id = a.id)
          WHERE a.id = ANY (ARRAY(SELECT account_id FROM legs WHERE EXISTS (SELECT 1 FROM t)))
          RETURNING a.id, a.member_id, a.wallet, a.balance, (SELECT l.amount FROM legs l WHERE l.account_id = a.id) AS amount
        ), entries AS (
          INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
          SELECT t.id, m.id, m.amount, m.balance FROM t CROSS JOIN moved m
          RETURNING account_id
        )${inTransaction ? notifiedPart : sql``}, posted AS (
          -- The entries are written whether or not anything reads them (a writing WITH part always
          -- runs); the notifications only when read.
          SELECT t.id, t.created_at, m.id AS account_id, m.member_id, m.wallet, m.amount, m.balance
                 ${inTransaction ? sql`, (SELECT count(*) FROM notified) AS notify_count` : sql``}
          FROM t CROSS JOIN moved m
        )${after}
        SELECT p.*, r.resolved${answerColumn} FROM (SELECT (SELECT count(*) FROM legs) AS resolved${answer}) r LEFT JOIN posted p ON true`.execute(db);

      const first = result.rows[0];
      const companionAnswer = answerOf((first as { companion?: unknown } | undefined)?.companion);
      const rows = result.rows.filter((row) => row.id !== null);
      if (rows.length === 0) {
        if (Number(first?.resolved ?? 0) < refs.length) {
          if (companion?.mayCreateAccounts && !companion.mayCreateAccounts(companionAnswer)) return { transfer: null, answer: companionAnswer };
          // A first use of an account: create it (empty) and post again.
          if (attempt >= 3) throw new Error(`ledger accounts for ${request.key} could not be created`);
          await accountIdsFor(db, refs, request.currency, shards);
          continue;
        }
        return { transfer: null, answer: companionAnswer };
      }
      if (rows.length !== request.legs.length) {
        throw new Error(`ledger transfer ${request.key} touched ${rows.length} of ${request.legs.length} accounts`);
      }
      const head = rows[0] as PostedRow;
      const byIdentity = new Map(rows.map((row) => [identityOf(row.member_id, row.wallet), row]));
      if (!inTransaction) queueBalanceNews(db, rows);
      const transfer: PostedTransfer = {
        id: BigInt(head.id),
        key: request.key,
        kind: request.kind,
        createdAt: new Date(head.created_at),
        replayed: false,
        legs: refs.map((ref, i) => {
          const row = byIdentity.get(identityOf(members[i] ?? null, wallets[i] as string)) as PostedRow;
          return {
            accountId: BigInt(row.account_id),
            memberId: 'house' in ref ? null : ref.member,
            wallet: row.wallet,
            amount: BigInt(row.amount),
            balanceAfter: BigInt(row.balance),
          };
        }),
      };
      return { transfer, answer: companionAnswer };
    } catch (error) {
      if (isInsufficientBalance(error)) throw new DomainError('INSUFFICIENT_BALANCE', { cause: error });
      // A deadlock or serialization failure outside a caller's transaction is safe to try again:
      // the statement did nothing. Inside one, the caller's transaction is already aborted.
      if (!db.isTransaction && isRetryable(error) && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * A companion for a batch of postings (see postTransferBatch): the caller's own record of each
 * movement, written by the same statement. The statement unnests the postings as `items` (`i` is
 * the posting's 1-based place, then `key`, `member_id`, `wallet`, `currency`, `amount`: the
 * member's side, signed; 0 for a record that moves no money) and finds their accounts as `ready`
 * (`i`, `ok`: the accounts exist and the member's balance covers the amount). Like
 * PostingCompanion, its text must be the same on every call; only the values change. An item in
 * `go` whose key was posted before (by another statement, racing) gets no transfer and is not
 * `done`, while the companion's parts for it may have run: the companion must then fail the whole
 * statement (as the seamless transaction row's CHECK does), so that nothing of it stays.
 */
export interface BatchCompanion {
  /** Names the prepared statement: one name per companion text (the batch's size changes only values). */
  name: string;
  /**
   * Common table expressions before the transfers. They must define `go` (`i`): the postings that
   * may move money, and write nothing for an item that is not `ready`.
   */
  before: RawBuilder<unknown>;
  /** After the transfers; they may read `posted` (`i`, `transfer_id`, `balance`: the member's after). */
  after: RawBuilder<unknown>;
  /** A select list of named scalar expressions for item `x` (travels as JSON). */
  answer: RawBuilder<unknown>;
}

/** One posting of a batch: a transfer between a member's wallet and a house book, or nothing. */
export interface BatchPosting {
  /** Null for an item that moves no money (its companion record is written all the same). */
  transfer: TransferRequest | null;
  memberId: bigint;
  wallet: string;
  currency: string;
}

export interface BatchPosted {
  /** Null when this statement wrote no transfer for the item (see `done`). */
  transferId: bigint | null;
  /** The member's balance after the item: when `done`. */
  balance: bigint | null;
  /** The item was in `go`: its transfer (if any) and its companion record are written. */
  done: boolean;
  answer: Record<string, unknown>;
}

/** The member leg and the house leg of a two-leg transfer; undefined for any other shape. */
function twoLegs(request: TransferRequest): { member: { member: bigint; wallet?: string }; house: HouseBook; amount: bigint } | undefined {
  if (request.legs.length !== 2 || request.memberId === null) return undefined;
  const [a, b] = request.legs as [TransferLeg, TransferLeg];
  const memberLeg = 'member' in a.account ? a : 'member' in b.account ? b : undefined;
  const houseLeg = memberLeg === a ? b : a;
  if (!memberLeg || !('member' in memberLeg.account) || !('house' in houseLeg.account)) return undefined;
  if (memberLeg.account.member !== request.memberId) return undefined;
  return { member: memberLeg.account, house: houseLeg.account.house, amount: memberLeg.amount };
}

/** Whether a transfer can travel in a batch: two legs, the member's wallet against a house book. */
export function isBatchable(request: TransferRequest): boolean {
  return twoLegs(request) !== undefined;
}

/**
 * Several postings and their companion records in one statement, outside any transaction: one
 * round trip and one commit for all of them. Each item either moves its money and writes its
 * record (`done`), or does nothing at all (its accounts do not exist yet, the member's balance
 * does not cover it, or the companion's gate refused): such items are for the caller to post on
 * their own, where every case has its answer. The statement fails as a whole on any error, with
 * nothing written. A member wallet may appear once per batch (the balance check reads it once).
 */
export async function postTransferBatch(db: Db, postings: BatchPosting[], companion: BatchCompanion): Promise<BatchPosted[]> {
  if (db.isTransaction) throw new Error('a batch of postings is its own transaction');
  if (!/^[a-z0-9_]+$/.test(companion.name)) throw new Error(`invalid statement name ${companion.name}`);
  const wallets = new Set<string>();
  const keys: (string | null)[] = [];
  const kinds: (string | null)[] = [];
  const hashes: (string | null)[] = [];
  const books: (string | null)[] = [];
  const amounts: string[] = [];
  const references: (string | null)[] = [];
  const memos: (string | null)[] = [];
  const actors: (string | null)[] = [];
  const shards: number[] = [];
  for (const posting of postings) {
    const wallet = `${posting.memberId}:${posting.wallet}:${posting.currency}`;
    if (wallets.has(wallet)) throw new Error('a batch moves each member wallet once');
    wallets.add(wallet);
    const request = posting.transfer;
    if (!request) {
      for (const list of [keys, kinds, hashes, books, references, memos, actors]) list.push(null);
      amounts.push('0');
      shards.push(0);
      continue;
    }
    checkShape(request);
    const legs = twoLegs(request);
    if (!legs || legs.member.member !== posting.memberId || (legs.member.wallet ?? MAIN_WALLET) !== posting.wallet || request.currency !== posting.currency) {
      throw new Error(`transfer ${request.key} cannot travel in a batch`);
    }
    keys.push(request.key);
    kinds.push(request.kind);
    hashes.push(fingerprintOf(request));
    books.push(legs.house);
    shards.push(shardOf({ house: legs.house }, posting.memberId));
    amounts.push(legs.amount.toString());
    references.push(request.reference ?? '');
    memos.push(JSON.stringify(request.memo ?? {}));
    actors.push(request.actor);
  }
  const members = postings.map((p) => p.memberId.toString());
  const memberWallets = postings.map((p) => p.wallet);
  const currencies = postings.map((p) => p.currency);
  const name = sql.raw(namedStatement(`ledger_post_batch_v2_${companion.name}`));
  try {
    const result = await sql<{ i: string | number; transfer_id: string | null; balance: string | null; done: boolean; companion: unknown }>`${name}
      WITH items AS MATERIALIZED (
        SELECT * FROM unnest(${opaque(keys, 'text[]')}, ${opaque(kinds, 'text[]')}, ${opaque(hashes, 'text[]')}, ${opaque(members, 'bigint[]')},
                             ${opaque(memberWallets, 'text[]')}, ${opaque(currencies, 'text[]')}, ${opaque(books, 'text[]')},
                             ${opaque(amounts, 'bigint[]')}, ${opaque(references, 'text[]')}, ${opaque(memos, 'text[]')}, ${opaque(actors, 'text[]')},
                             ${opaque(shards, 'smallint[]')})
          WITH ORDINALITY AS x(key, kind, hash, member_id, wallet, currency, book, amount, reference, memo, actor, shard, i)
      ), found AS MATERIALIZED (
        -- One probe of the identity index per account, as in a single posting.
        SELECT x.i, m.id AS member_account, m.balance AS member_balance, h.id AS house_account
        FROM items x
        LEFT JOIN LATERAL (
          SELECT a.id, a.balance FROM ledger_account a
          WHERE a.owner_kind = 'MEMBER' AND coalesce(a.member_id, 0) = x.member_id AND a.wallet = x.wallet
            AND a.currency = x.currency AND a.shard = 0
          LIMIT 1
        ) m ON true
        LEFT JOIN LATERAL (
          SELECT a.id FROM ledger_account a
          WHERE x.amount <> 0 AND a.owner_kind = 'HOUSE' AND coalesce(a.member_id, 0) = 0 AND a.wallet = x.book
            AND a.currency = x.currency AND a.shard = x.shard
          LIMIT 1
        ) h ON true
      ), ready AS MATERIALIZED (
        SELECT f.i, (x.amount = 0 OR (f.member_account IS NOT NULL AND f.house_account IS NOT NULL AND f.member_balance + x.amount >= 0)) AS ok
        FROM found f JOIN items x ON x.i = f.i
      ), ${companion.before}, t AS (
        INSERT INTO ledger_transfer (idempotency_key, kind, request_hash, currency, member_id, reference, memo, actor)
        SELECT x.key, x.kind, x.hash, x.currency, x.member_id, x.reference, x.memo::jsonb, x.actor
        FROM items x
        WHERE x.amount <> 0 AND x.i IN (SELECT g.i FROM go g) AND x.i IN (SELECT r.i FROM ready r WHERE r.ok)
        ORDER BY x.i
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id, idempotency_key
      ), legs AS MATERIALIZED (
        SELECT x.i, t.id AS transfer_id, f.member_account AS account_id, x.amount, true AS member_side
        FROM t JOIN items x ON x.key = t.idempotency_key JOIN found f ON f.i = x.i
        UNION ALL
        SELECT x.i, t.id, f.house_account, -x.amount, false
        FROM t JOIN items x ON x.key = t.idempotency_key JOIN found f ON f.i = x.i
      ), deltas AS MATERIALIZED (
        SELECT account_id, sum(amount) AS delta FROM legs GROUP BY account_id
      ), moved AS (
        -- By primary key in ascending order, as a single posting: locks are taken in one order.
        UPDATE ledger_account a SET balance = a.balance + (SELECT d.delta FROM deltas d WHERE d.account_id = a.id)
        WHERE a.id = ANY (ARRAY(SELECT account_id FROM deltas ORDER BY account_id))
        RETURNING a.id, a.member_id, a.wallet, a.balance
      ), entries AS (
        -- Several items may move one house account: each entry's balance after is the running one,
        -- in the order of the transfers (and of the entries' ids).
        INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
        SELECT l.transfer_id, l.account_id, l.amount,
               m.balance - coalesce(sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.transfer_id ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
        FROM legs l JOIN moved m ON m.id = l.account_id
        ORDER BY l.transfer_id, l.member_side DESC
        RETURNING id
      ), posted AS MATERIALIZED (
        SELECT l.i, l.transfer_id, m.balance FROM legs l JOIN moved m ON m.id = l.account_id WHERE l.member_side
        UNION ALL
        SELECT x.i, NULL::bigint, coalesce(f.member_balance, 0) FROM items x JOIN found f ON f.i = x.i
        WHERE x.amount = 0 AND x.i IN (SELECT g.i FROM go g)
      ), ${companion.after}
      SELECT x.i, p.transfer_id::text AS transfer_id, p.balance::text AS balance, p.i IS NOT NULL AS done,
             (SELECT row_to_json(c) FROM (SELECT ${companion.answer}) c) AS companion
      FROM items x LEFT JOIN posted p ON p.i = x.i
      ORDER BY x.i`.execute(db);
    const out = result.rows.map((row) => ({
      transferId: row.transfer_id === null ? null : BigInt(row.transfer_id),
      balance: row.balance === null ? null : BigInt(row.balance),
      done: row.done,
      answer: answerOf(row.companion),
    }));
    if (out.length !== postings.length) throw new Error(`a batch of ${postings.length} postings answered ${out.length}`);
    queueBalanceNews(
      db,
      out.flatMap((item, i) => {
        const posting = postings[i] as BatchPosting;
        return item.transferId !== null && item.balance !== null ? [{ member_id: posting.memberId, wallet: posting.wallet, balance: item.balance }] : [];
      }),
    );
    return out;
  } catch (error) {
    if (isInsufficientBalance(error)) throw new DomainError('INSUFFICIENT_BALANCE', { cause: error });
    throw error;
  }
}

/** The companion's answer row (JSON: a driver may hand it over as text). */
function answerOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Entries per notification: well under PostgreSQL's 8000-byte NOTIFY payload limit. */
const NOTIFY_CHUNK = 100;

/**
 * Inside a caller's transaction the news must leave only at its commit: the posting statement
 * notifies, in chunks that stay under NOTIFY's payload limit. On its own, the statement has
 * committed when it returns and the news is batched after it (see queueBalanceNews), so it leaves
 * this part out: its plan has a window and an aggregate fewer to set up on every transfer.
 */
const notifiedPart = sql`, notified AS (
          SELECT pg_notify(${MEMBER_EVENTS_CHANNEL}, json_build_object(
            'kind', 'balances',
            'balances', json_agg(json_build_array(c.member_id::text, c.wallet, c.balance::text))
          )::text) AS sent
          FROM (
            SELECT m.member_id, m.wallet, m.balance, (row_number() OVER () - 1) / ${NOTIFY_CHUNK} AS chunk
            FROM moved m WHERE m.member_id IS NOT NULL
          ) c
          GROUP BY c.chunk
        )`;

/** Prepared once per connection on PostgreSQL: each statement's text never changes. */
const POST_STATEMENT = sql.raw(namedStatement('ledger_post_transfer_v2'));
const POST_IN_TRANSACTION = sql.raw(namedStatement('ledger_post_transfer_tx_v2'));

function identityOf(memberId: bigint | string | null, wallet: string): string {
  return memberId === null ? `H:${wallet}` : `M:${BigInt(memberId)}:${wallet}`;
}

// ---------- balance news ----------

/** How long news of committed balances waits to travel together. */
const NEWS_BATCH_MS = 10;

interface PendingNews {
  balances: Map<string, [memberId: string, wallet: string, balanceMinor: string]>;
  timer: NodeJS.Timeout | null;
}
const pendingNews = new WeakMap<object, PendingNews>();

/**
 * Balances of a committed transfer, told to every server instance shortly after, batched: a NOTIFY
 * in every money statement would make PostgreSQL commit them one at a time. News is a hint (clients
 * read the balance from the API on it), so a crash between commit and send loses nothing that
 * matters.
 */
function queueBalanceNews(db: Db, rows: Pick<PostedRow, 'member_id' | 'wallet' | 'balance'>[]): void {
  let pending = pendingNews.get(db);
  if (!pending) {
    pending = { balances: new Map(), timer: null };
    pendingNews.set(db, pending);
  }
  for (const row of rows) {
    if (row.member_id === null) continue;
    const member = BigInt(row.member_id).toString();
    pending.balances.set(`${member}:${row.wallet}`, [member, row.wallet, BigInt(row.balance).toString()]);
  }
  if (pending.balances.size > 0 && !pending.timer) {
    const batch = pending;
    batch.timer = setTimeout(() => void sendBalanceNews(db, batch), NEWS_BATCH_MS);
    batch.timer.unref();
  }
}

async function sendBalanceNews(db: Db, pending: PendingNews): Promise<void> {
  const balances = [...pending.balances.values()];
  pending.balances.clear();
  pending.timer = null;
  const payloads: string[] = [];
  for (let i = 0; i < balances.length; i += NOTIFY_CHUNK) {
    payloads.push(JSON.stringify({ kind: 'balances', balances: balances.slice(i, i + NOTIFY_CHUNK) }));
  }
  try {
    await sql`SELECT pg_notify(${MEMBER_EVENTS_CHANNEL}, payload) FROM unnest(${payloads}::text[]) AS payload`.execute(db);
  } catch (err) {
    // The database is closing or unreachable: the news is lost, the balances are not (clients read
    // them from the API). Open sockets show old balances until their next news.
    processLog.warn({ err, balances: balances.length }, 'balance news could not be sent');
  }
}

/** The first result of a key posted before, or IDEMPOTENCY_CONFLICT when the request differs. */
async function replay(db: Db, request: TransferRequest, hash: string): Promise<PostedTransfer> {
  const transfer = await db
    .selectFrom('ledger_transfer')
    .select(['id', 'kind', 'request_hash', 'created_at'])
    .where('idempotency_key', '=', request.key)
    .executeTakeFirst();
  if (!transfer) throw new Error(`ledger transfer ${request.key} neither posted nor found`);
  if (transfer.request_hash !== hash) throw new DomainError('IDEMPOTENCY_CONFLICT');
  const entries = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select(['e.account_id', 'a.member_id', 'a.wallet', 'e.amount', 'e.balance_after'])
    .where('e.transfer_id', '=', transfer.id)
    .orderBy('e.id')
    .execute();
  return {
    id: BigInt(transfer.id),
    key: request.key,
    kind: transfer.kind,
    createdAt: new Date(transfer.created_at),
    replayed: true,
    legs: entries.map((e) => ({
      accountId: BigInt(e.account_id),
      memberId: e.member_id === null ? null : BigInt(e.member_id),
      wallet: e.wallet,
      amount: BigInt(e.amount),
      balanceAfter: BigInt(e.balance_after),
    })),
  };
}

/** A posted transfer by key, or undefined: for callers that must know whether a step already ran. */
export async function findTransfer(db: Db, key: string): Promise<{ id: bigint; kind: string; createdAt: Date } | undefined> {
  const row = await db.selectFrom('ledger_transfer').select(['id', 'kind', 'created_at']).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? { id: BigInt(row.id), kind: row.kind, createdAt: new Date(row.created_at) } : undefined;
}

// ---------- reading ----------

/** A member's balances by wallet (MAIN first), in minor units; wallets never used are absent. */
export async function memberBalances(db: Db, memberId: bigint, currency: string): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['wallet', 'balance'])
    .where('owner_kind', '=', 'MEMBER')
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .execute();
  const out = new Map<string, bigint>([[MAIN_WALLET, 0n]]);
  for (const row of rows) out.set(row.wallet, BigInt(row.balance));
  return out;
}

/** The member's main wallet balance in minor units (0 when the member never held money). */
const mainBalanceQuery = prepare('main_balance', (db, p: Slots<{ memberId: bigint; currency: string }>) =>
  db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_kind', '=', 'MEMBER')
    .where('member_id', '=', p.memberId)
    .where('wallet', '=', MAIN_WALLET)
    .where('currency', '=', p.currency),
);

export async function mainBalance(db: Db, memberId: bigint, currency: string): Promise<bigint> {
  const row = (await mainBalanceQuery(db, { memberId, currency })).rows[0];
  return row ? BigInt(row.balance) : 0n;
}

// ---------- invariants ----------

export interface InvariantReport {
  ok: boolean;
  checkedAt: string;
  checks: { name: string; ok: boolean; detail: string }[];
}

/**
 * The ledger's invariants, checked against the whole database:
 * per currency all entries sum to zero; every transfer's entries sum to zero; each balance equals the
 * sum of its entries and the last entry's balance-after; each entry's balance-after follows the one
 * before it; no member balance is negative; each idempotency key belongs to exactly one transfer.
 */
export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const checks: InvariantReport['checks'] = [];
  const add = (name: string, bad: number, detail: string) => checks.push({ name, ok: bad === 0, detail });

  const currencies = await sql<{ currency: string; total: string }>`
    SELECT a.currency, sum(e.amount)::text AS total FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
    GROUP BY a.currency HAVING sum(e.amount) <> 0`.execute(db);
  add('entriesSumToZeroPerCurrency', currencies.rows.length, currencies.rows.map((r) => `${r.currency}: ${r.total}`).join(', ') || 'every currency sums to zero');

  const transfers = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (
      SELECT t.id FROM ledger_transfer t LEFT JOIN ledger_entry e ON e.transfer_id = t.id
      GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2
    ) bad`.execute(db);
  const unbalanced = Number(transfers.rows[0]?.n ?? 0);
  add('transfersBalanced', unbalanced, `${unbalanced} unbalanced transfers`);

  const balances = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM ledger_account a
    LEFT JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS total FROM ledger_entry WHERE account_id = a.id) s ON true
    LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entry WHERE account_id = a.id ORDER BY id DESC LIMIT 1) last ON true
    WHERE a.balance <> s.total OR a.balance <> coalesce(last.balance_after, 0)`.execute(db);
  const mismatched = Number(balances.rows[0]?.n ?? 0);
  add('balancesMatchEntries', mismatched, `${mismatched} accounts whose balance differs from their entries`);

  // Each entry's balance-after is the one before it on its account plus its amount (in id order):
  // postings that move one account in the same statement must chain, not repeat, the balance.
  const chained = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (
      SELECT amount, balance_after, lag(balance_after) OVER (PARTITION BY account_id ORDER BY id) AS before
      FROM ledger_entry
    ) e WHERE e.balance_after <> coalesce(e.before, 0) + e.amount`.execute(db);
  const broken = Number(chained.rows[0]?.n ?? 0);
  add('entriesChainPerAccount', broken, `${broken} entries whose balance-after does not follow the entry before`);

  const negative = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM ledger_account WHERE owner_kind = 'MEMBER' AND balance < 0`.execute(db);
  const negatives = Number(negative.rows[0]?.n ?? 0);
  add('noNegativeMemberBalance', negatives, `${negatives} member accounts below zero`);

  const keys = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (SELECT idempotency_key FROM ledger_transfer GROUP BY idempotency_key HAVING count(*) > 1) d`.execute(db);
  const duplicated = Number(keys.rows[0]?.n ?? 0);
  add('idempotencyKeysUnique', duplicated, `${duplicated} keys on more than one transfer`);

  return { ok: checks.every((c) => c.ok), checkedAt: new Date().toISOString(), checks };
}
