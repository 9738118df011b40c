import { randomInt } from 'node:crypto';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { DepositMethod, DepositRecord, DepositStatus } from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { translate } from '../../lib/translated.ts';
import { accountTemplates, render } from '../messages/templates.ts';
import { moneyText, notifyAccount } from '../messages/messages.service.ts';
import { postTransfer } from './ledger.ts';
import { checkAmountWithin, iso, isUniqueViolation, type OnDecided, type Page, pageOf, requestHash } from './payments-common.ts';
import type { DepositMethodRow, DepositRow } from './payments.table.ts';
import { getWalletSettings } from './wallet-settings.ts';
import { promoteVipIfOn } from '../vip/vip.service.ts';

type Db = Kysely<DB>;

/**
 * Deposits. A BANK_TRANSFER deposit is a request: the member sends the money with the deposit's
 * reference code in the memo and the deposit stays PENDING until an operator confirms (the ledger
 * moves the money then) or rejects it. A SANDBOX deposit (demo and test sites) is confirmed at once:
 * the row and the ledger transfer are written in one transaction.
 *
 * Ledger: kind DEPOSIT, house DEPOSITS −amount, member MAIN +amount, key `deposit:<id>:confirm`,
 * reference = the deposit's reference code.
 */

/** Reference codes: no 0/O, 1/I/L, so they survive being read aloud or typed from a phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

export function newReferenceCode(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

export function depositTransferKey(depositId: bigint): string {
  return `deposit:${depositId}:confirm`;
}

// ---------- methods ----------

function toMethod(row: DepositMethodRow, lang: LanguageCode): DepositMethod {
  return {
    code: row.code,
    kind: row.kind,
    name: translate(row.name, lang),
    min: formatMinor(row.min_amount),
    max: formatMinor(row.max_amount),
    bank:
      row.kind === 'BANK_TRANSFER'
        ? { bankName: row.bank_name ?? '', accountName: row.account_name ?? '', accountNumber: row.account_number ?? '' }
        : null,
  };
}

/** The enabled deposit methods, in the operator's order. */
export async function listDepositMethods(db: Db, lang: LanguageCode = 'EN'): Promise<DepositMethod[]> {
  const rows = await db.selectFrom('deposit_method').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('code').execute();
  return rows.map((row) => toMethod(row, lang));
}

// ---------- records ----------

type DepositWithMethod = DepositRow & { method_name: DepositMethodRow['name'] };

function toRecord(row: DepositWithMethod, lang: LanguageCode): DepositRecord {
  return {
    id: row.id.toString(),
    methodCode: row.method_code,
    methodName: translate(row.method_name, lang),
    amount: formatMinor(row.amount),
    status: row.status,
    referenceCode: row.reference_code,
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: iso(row.completed_at),
  };
}

function depositQuery(db: Db) {
  return db
    .selectFrom('deposit as d')
    .innerJoin('deposit_method as m', 'm.code', 'd.method_code')
    .selectAll('d')
    .select('m.name as method_name');
}

async function depositById(db: Db, depositId: bigint): Promise<DepositWithMethod | undefined> {
  return depositQuery(db).where('d.id', '=', depositId).executeTakeFirst();
}

async function recordOf(db: Db, depositId: bigint, lang: LanguageCode): Promise<DepositRecord> {
  const row = await depositById(db, depositId);
  if (!row) throw new DomainError('NOT_FOUND');
  return toRecord(row, lang);
}

/** One deposit as the member sees it (NOT_FOUND when it is not theirs). */
export async function getDeposit(db: Db, memberId: bigint, depositId: bigint, lang: LanguageCode = 'EN'): Promise<DepositRecord> {
  const row = await depositById(db, depositId);
  if (!row || row.member_id !== memberId) throw new DomainError('NOT_FOUND');
  return toRecord(row, lang);
}

/** The member's deposits, newest first. */
export async function depositRecords(
  db: Db,
  memberId: bigint,
  query: { status?: DepositStatus | undefined; pageNo: number; pageSize: number },
  lang: LanguageCode = 'EN',
): Promise<Page<DepositRecord>> {
  let base = db.selectFrom('deposit').where('member_id', '=', memberId);
  if (query.status) base = base.where('status', '=', query.status);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = depositQuery(db).where('d.member_id', '=', memberId);
  if (query.status) rows = rows.where('d.status', '=', query.status);
  const list = await rows
    .orderBy('d.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return pageOf(
    list.map((row) => toRecord(row, lang)),
    Number(n),
    query.pageNo,
    query.pageSize,
  );
}

// ---------- the member asks ----------

export interface CreateDepositInput {
  memberId: bigint;
  methodCode: string;
  amount: bigint;
  /** The client's Idempotency-Key (or a random one). */
  requestKey: string;
  lang?: LanguageCode;
}

/**
 * A deposit request. Replaying the same requestKey answers the first deposit and moves nothing; the
 * same key with another method or amount is IDEMPOTENCY_CONFLICT.
 */
export async function createDeposit(db: Db, input: CreateDepositInput): Promise<DepositRecord> {
  const lang = input.lang ?? 'EN';
  const hash = requestHash({ methodCode: input.methodCode, amount: input.amount.toString() });

  const earlier = await replayOf(db, input.memberId, input.requestKey, hash, lang);
  if (earlier) return earlier;

  const method = await db.selectFrom('deposit_method').selectAll().where('code', '=', input.methodCode).executeTakeFirst();
  if (!method?.enabled) throw validationFailed([fieldIssue(lang, 'methodCode', 'invalid_value')], lang);
  if (input.amount <= 0n) throw validationFailed([fieldIssue(lang, 'amount', 'amount')], lang);
  checkAmountWithin(input.amount, method.min_amount, method.max_amount, lang);
  const { currency } = await getWalletSettings(db);

  for (let attempt = 0; ; attempt += 1) {
    const referenceCode = newReferenceCode();
    try {
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('deposit')
          .values({
            member_id: input.memberId,
            method_code: method.code,
            amount: input.amount,
            currency,
            status: 'PENDING',
            reference_code: referenceCode,
            request_key: input.requestKey,
            request_hash: hash,
          })
          .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // The same key arrived twice at once: the other request wrote the deposit.
        if (!inserted) return null;
        if (method.kind === 'SANDBOX') {
          await settle(trx, { id: inserted.id, memberId: input.memberId, amount: input.amount, currency, referenceCode, actor: `member:${input.memberId}` });
        }
        return inserted.id;
      });
      if (id === null) {
        const replayed = await replayOf(db, input.memberId, input.requestKey, hash, lang);
        if (replayed) return replayed;
        throw new Error('a deposit request key was taken but no deposit holds it');
      }
      if (method.kind === 'SANDBOX') await promoteVipIfOn(db, input.memberId);
      const row = await depositById(db, id);
      if (!row) throw new Error(`deposit ${id} vanished`);
      return toRecord(row, lang);
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'deposit_reference_code_key')) continue;
      throw error;
    }
  }
}

async function replayOf(db: Db, memberId: bigint, requestKey: string, hash: string, lang: LanguageCode): Promise<DepositRecord | null> {
  const row = await depositQuery(db).where('d.member_id', '=', memberId).where('d.request_key', '=', requestKey).executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw new DomainError('IDEMPOTENCY_CONFLICT');
  return toRecord(row, lang);
}

/** Moves the money of a deposit and marks it CONFIRMED; the caller's transaction holds both. */
async function settle(
  trx: Db,
  deposit: { id: bigint; memberId: bigint; amount: bigint; currency: string; referenceCode: string; actor: string; operatorId?: bigint },
): Promise<void> {
  const key = depositTransferKey(deposit.id);
  const transfer = await postTransfer(trx, {
    key,
    kind: 'DEPOSIT',
    currency: deposit.currency,
    memberId: deposit.memberId,
    reference: deposit.referenceCode,
    memo: { depositId: deposit.id.toString() },
    actor: deposit.actor,
    legs: [
      { account: { house: 'DEPOSITS' }, amount: -deposit.amount },
      { account: { member: deposit.memberId }, amount: deposit.amount },
    ],
  });
  const now = new Date();
  await trx
    .updateTable('deposit')
    .set({
      status: 'CONFIRMED',
      transfer_key: key,
      transfer_id: transfer.id,
      completed_at: now,
      ...(deposit.operatorId === undefined ? {} : { reviewed_by: deposit.operatorId, reviewed_at: now }),
    })
    .where('id', '=', deposit.id)
    .execute();
  // The member hears of it with the money: the note commits with the credit or not at all.
  await notifyAccount(trx, deposit.memberId, render(accountTemplates.depositCredited, { amount: moneyText(deposit.currency, deposit.amount), reference: deposit.referenceCode }), 'deposit');
}

// ---------- the operator decides ----------

/** Locks a PENDING deposit for a decision: NOT_FOUND when missing, ALREADY_PROCESSED when decided. */
async function lockPending(trx: Db, depositId: bigint): Promise<DepositRow> {
  const row = await trx.selectFrom('deposit').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new DomainError('ALREADY_PROCESSED');
  return row;
}

/**
 * The operator saw the money arrive: the ledger credits the member and the deposit is CONFIRMED.
 * Two operators confirming at once: one wins, the other gets ALREADY_PROCESSED. `onDecided` runs in
 * the same transaction (see OnDecided).
 */
export async function confirmDeposit(
  db: Db,
  input: { depositId: bigint; operatorId: bigint; lang?: LanguageCode; onDecided?: OnDecided<DepositRecord> },
): Promise<DepositRecord> {
  const { memberId, record } = await db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, input.depositId);
    await settle(trx, {
      id: row.id,
      memberId: row.member_id,
      amount: row.amount,
      currency: row.currency,
      referenceCode: row.reference_code,
      actor: `operator:${input.operatorId}`,
      operatorId: input.operatorId,
    });
    const confirmed = await recordOf(trx, input.depositId, input.lang ?? 'EN');
    await input.onDecided?.(trx, confirmed);
    return { memberId: row.member_id, record: confirmed };
  });
  await promoteVipIfOn(db, memberId);
  return record;
}

/**
 * The money never came (or did not match): REJECTED with the reason; nothing moves. `onDecided` runs
 * in the same transaction (see OnDecided).
 */
export async function rejectDeposit(
  db: Db,
  input: { depositId: bigint; operatorId: bigint; reason: string; lang?: LanguageCode; onDecided?: OnDecided<DepositRecord> },
): Promise<DepositRecord> {
  const reason = input.reason.trim();
  const lang = input.lang ?? 'EN';
  if (reason.length === 0) throw validationFailed([fieldIssue(lang, 'reason', 'required')], lang);
  return db.transaction().execute(async (trx) => {
    await lockPending(trx, input.depositId);
    const now = new Date();
    await trx
      .updateTable('deposit')
      .set({ status: 'REJECTED', reject_reason: reason.slice(0, 500), reviewed_by: input.operatorId, reviewed_at: now, completed_at: now })
      .where('id', '=', input.depositId)
      .execute();
    const rejected = await recordOf(trx, input.depositId, lang);
    await input.onDecided?.(trx, rejected);
    return rejected;
  });
}

/** A deposit on the operator's desk: the member's record plus who asked and who decided. */
export interface DepositReviewItem extends DepositRecord {
  memberId: string;
  username: string;
  methodKind: DepositMethod['kind'];
  currency: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** Deposits for the operator, oldest first when pending (the queue), newest first otherwise. */
export async function listDepositsForReview(
  db: Db,
  query: { status?: DepositStatus | undefined; pageNo: number; pageSize: number; lang?: LanguageCode },
): Promise<Page<DepositReviewItem>> {
  const lang = query.lang ?? 'EN';
  let base = db.selectFrom('deposit');
  if (query.status) base = base.where('status', '=', query.status);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = depositQuery(db).innerJoin('member as u', 'u.id', 'd.member_id').select(['u.username', 'm.kind as method_kind']);
  if (query.status) rows = rows.where('d.status', '=', query.status);
  const list = await rows
    .orderBy('d.id', query.status === 'PENDING' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return pageOf(
    list.map((row) => ({
      ...toRecord(row, lang),
      memberId: row.member_id.toString(),
      username: row.username,
      methodKind: row.method_kind,
      currency: row.currency,
      reviewedBy: row.reviewed_by === null ? null : row.reviewed_by.toString(),
      reviewedAt: iso(row.reviewed_at),
    })),
    Number(n),
    query.pageNo,
    query.pageSize,
  );
}
