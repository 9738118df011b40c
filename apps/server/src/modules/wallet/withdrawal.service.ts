import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import {
  PROOF_MAX_FILES,
  type WithdrawalRecord,
  type WithdrawalStatus,
  type WithdrawConfirmBody,
  type WithdrawInfo,
} from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { inspectImage } from '../../lib/images.ts';
import { moneyText, notifyAccount } from '../messages/messages.service.ts';
import { accountTemplates, render } from '../messages/templates.ts';
import { findActiveBankAccount, listBankAccounts } from './bank-accounts.ts';
import { mainBalance, postTransfer } from './ledger.ts';
import { publishMemberEvent } from './member-events.ts';
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password.ts';
import { checkAmountWithin, iso, maskAccountNumber, money, type OnDecided, type Page, pageOf, requestHash } from './payments-common.ts';
import type { WithdrawalRow } from './payments.table.ts';
import { getWalletSettings } from './wallet-settings.ts';
import { refusingDebit } from './wallet.service.ts';

type Db = Kysely<DB>;

/**
 * Withdrawals. Asking holds the money at once (member MAIN → house WITHDRAWALS_CLEARING, in the
 * same transaction as the withdrawal row, so a withdrawal without its hold, or a hold without its
 * withdrawal, cannot exist). The operator then pays it (clearing → WITHDRAWALS_PAID; the member's
 * money does not move again) or rejects it (clearing → member: the hold is released).
 *
 * After a payout the member answers whether the money arrived: RECEIVED, PARTIAL (with the amount
 * that did arrive) or NOT_RECEIVED (with 1 to 3 proof images). Unanswered past `confirm_by` it counts
 * as AUTO_RECEIVED. No receipt answer moves money: a shortfall is the operator's to settle with an
 * adjustment.
 */

export const withdrawalKeys = {
  hold: (id: bigint) => `withdrawal:${id}:hold`,
  payout: (id: bigint) => `withdrawal:${id}:payout`,
  release: (id: bigint) => `withdrawal:${id}:release`,
};

/** Proof images a member may upload per day and leave unused. */
export const PROOF_DAILY_LIMIT = 10;

// ---------- records ----------

type WithdrawalWithProofs = WithdrawalRow & { proof_count: number | string | bigint };

function toRecord(row: WithdrawalWithProofs): WithdrawalRecord {
  return {
    id: row.id.toString(),
    amount: formatMinor(row.amount),
    status: row.status,
    receiptStatus: row.receipt_status,
    receivedAmount: money(row.received_amount),
    remainingAmount: money(row.remaining_amount),
    bankName: row.bank_name,
    accountNumber: maskAccountNumber(row.account_number),
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(row.paid_at),
    confirmBy: iso(row.confirm_by),
    confirmedAt: iso(row.confirmed_at),
    proofCount: Number(row.proof_count),
  };
}

function withdrawalQuery(db: Db) {
  return db
    .selectFrom('withdrawal as w')
    .selectAll('w')
    .select((eb) =>
      eb
        .selectFrom('withdrawal_proof as p')
        .whereRef('p.withdrawal_id', '=', 'w.id')
        .select(sql<string>`count(*)`.as('n'))
        .as('proof_count'),
    );
}

async function withdrawalById(db: Db, id: bigint): Promise<WithdrawalWithProofs | undefined> {
  return (await withdrawalQuery(db).where('w.id', '=', id).executeTakeFirst()) as WithdrawalWithProofs | undefined;
}

async function recordOf(db: Db, id: bigint): Promise<WithdrawalRecord> {
  const row = await withdrawalById(db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return toRecord(row);
}

/** The member's withdrawals, newest first. */
export async function withdrawalRecords(
  db: Db,
  memberId: bigint,
  query: { status?: WithdrawalStatus | undefined; pageNo: number; pageSize: number },
): Promise<Page<WithdrawalRecord>> {
  let base = db.selectFrom('withdrawal').where('member_id', '=', memberId);
  if (query.status) base = base.where('status', '=', query.status);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = withdrawalQuery(db).where('w.member_id', '=', memberId);
  if (query.status) rows = rows.where('w.status', '=', query.status);
  const list = (await rows
    .orderBy('w.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute()) as WithdrawalWithProofs[];
  return pageOf(list.map(toRecord), Number(n), query.pageNo, query.pageSize);
}

/** Payouts waiting for the member's answer, oldest first. */
export async function awaitingWithdrawals(db: Db, memberId: bigint): Promise<WithdrawalRecord[]> {
  const rows = (await withdrawalQuery(db)
    .where('w.member_id', '=', memberId)
    .where('w.receipt_status', '=', 'AWAITING')
    .orderBy('w.id')
    .execute()) as WithdrawalWithProofs[];
  return rows.map(toRecord);
}

/** What the withdrawal form needs: payment password set, balance, limits, payee accounts. */
export async function withdrawInfo(db: Db, memberId: bigint): Promise<WithdrawInfo> {
  const settings = await getWalletSettings(db);
  const [hasPassword, balance, bankAccounts] = await Promise.all([
    hasPaymentPassword(db, memberId),
    mainBalance(db, memberId, settings.currency),
    listBankAccounts(db, memberId),
  ]);
  return {
    hasPaymentPassword: hasPassword,
    balance: formatMinor(balance),
    min: formatMinor(settings.withdrawMin),
    max: formatMinor(settings.withdrawMax),
    autoReceiptMinutes: settings.autoReceiptMinutes,
    bankAccounts,
  };
}

// ---------- the member asks ----------

export interface RequestWithdrawalInput {
  memberId: bigint;
  amount: bigint;
  bankAccountId: bigint;
  paymentPassword: string;
  /** The client's Idempotency-Key (or a random one). */
  requestKey: string;
  lang?: LanguageCode;
}

/**
 * A withdrawal: checks the amount against the operator's limits, the payee account and the payment
 * password, then writes the row and holds the money in one transaction. INSUFFICIENT_BALANCE leaves
 * nothing behind. Replaying the requestKey answers the first withdrawal; another body with the same
 * key is IDEMPOTENCY_CONFLICT.
 *
 * The payment password is checked inside the transaction: its try counter's row is locked until
 * commit, so one member's withdrawals are checked one at a time (parallel requests cannot outrun the
 * limit of tries, nor each other). A wrong password commits its counted try and writes nothing else.
 */
export async function requestWithdrawal(db: Db, input: RequestWithdrawalInput): Promise<WithdrawalRecord> {
  const lang = input.lang ?? 'EN';
  const hash = requestHash({ amount: input.amount.toString(), bankAccountId: input.bankAccountId.toString() });

  const earlier = await replayOf(db, input.memberId, input.requestKey, hash);
  if (earlier) return earlier;

  if (input.amount <= 0n) throw validationFailed([fieldIssue(lang, 'amount', 'amount')], lang);
  const settings = await getWalletSettings(db);
  checkAmountWithin(input.amount, settings.withdrawMin, settings.withdrawMax, lang);
  const account = await findActiveBankAccount(db, input.memberId, input.bankAccountId);
  if (!account) throw validationFailed([fieldIssue(lang, 'bankAccountId', 'invalid_value')], lang);

  // A hold the balance cannot cover rolls the whole transaction back; the refusal then names `amount`
  // with the balance available (read after the rollback), as every other refused debit does.
  const available = () => mainBalance(db, input.memberId, settings.currency);
  const outcome = await refusingDebit(lang, available, () =>
    db.transaction().execute(async (trx) => {
      try {
        await verifyPaymentPassword(trx, { memberId: input.memberId, paymentPassword: input.paymentPassword, lang });
      } catch (error) {
        // Commit the counted try; nothing else was written.
        if (error instanceof DomainError) return { refused: error } as const;
        throw error;
      }
      const inserted = await trx
        .insertInto('withdrawal')
        .values({
          member_id: input.memberId,
          amount: input.amount,
          currency: settings.currency,
          bank_account_id: account.id,
          bank_name: account.bank_name,
          account_name: account.account_name,
          account_number: account.account_number,
          status: 'PENDING',
          request_key: input.requestKey,
          request_hash: hash,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return { replayed: true } as const;
      await postTransfer(trx, {
        key: withdrawalKeys.hold(inserted.id),
        kind: 'WITHDRAWAL',
        currency: settings.currency,
        memberId: input.memberId,
        reference: inserted.id.toString(),
        memo: { withdrawalId: inserted.id.toString() },
        actor: `member:${input.memberId}`,
        legs: [
          { account: { member: input.memberId }, amount: -input.amount },
          { account: { house: 'WITHDRAWALS_CLEARING' }, amount: input.amount },
        ],
      });
      return { id: inserted.id } as const;
    }),
  );

  if ('refused' in outcome) throw outcome.refused;
  if ('replayed' in outcome) {
    const replayed = await replayOf(db, input.memberId, input.requestKey, hash);
    if (replayed) return replayed;
    throw new Error('a withdrawal request key was taken but no withdrawal holds it');
  }
  return recordOf(db, outcome.id);
}

async function replayOf(db: Db, memberId: bigint, requestKey: string, hash: string): Promise<WithdrawalRecord | null> {
  const row = (await withdrawalQuery(db)
    .where('w.member_id', '=', memberId)
    .where('w.request_key', '=', requestKey)
    .executeTakeFirst()) as WithdrawalWithProofs | undefined;
  if (!row) return null;
  if (row.request_hash !== hash) throw new DomainError('IDEMPOTENCY_CONFLICT');
  return toRecord(row);
}

// ---------- the operator decides ----------

async function lockPending(trx: Db, withdrawalId: bigint): Promise<WithdrawalRow> {
  const row = await trx.selectFrom('withdrawal').selectAll().where('id', '=', withdrawalId).forUpdate().executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new DomainError('ALREADY_PROCESSED');
  return row;
}

/**
 * The operator sent the money: clearing → paid, PAID and AWAITING the member's answer until
 * `confirm_by`, and the member's sockets hear of it when the transaction commits. `onDecided` runs in
 * the same transaction (see OnDecided).
 */
export async function payWithdrawal(
  db: Db,
  input: { withdrawalId: bigint; operatorId: bigint; onDecided?: OnDecided<WithdrawalRecord> },
): Promise<WithdrawalRecord> {
  const settings = await getWalletSettings(db);
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, input.withdrawalId);
    await postTransfer(trx, {
      key: withdrawalKeys.payout(row.id),
      kind: 'WITHDRAWAL_PAYOUT',
      currency: row.currency,
      memberId: row.member_id,
      reference: row.id.toString(),
      memo: { withdrawalId: row.id.toString() },
      actor: `operator:${input.operatorId}`,
      legs: [
        { account: { house: 'WITHDRAWALS_CLEARING' }, amount: -row.amount },
        { account: { house: 'WITHDRAWALS_PAID' }, amount: row.amount },
      ],
    });
    const now = new Date();
    await trx
      .updateTable('withdrawal')
      .set({
        status: 'PAID',
        receipt_status: 'AWAITING',
        reviewed_by: input.operatorId,
        reviewed_at: now,
        paid_at: now,
        confirm_by: new Date(now.getTime() + settings.autoReceiptMinutes * 60_000),
      })
      .where('id', '=', row.id)
      .execute();
    await notifyAccount(trx, row.member_id, render(accountTemplates.withdrawalPaid, { amount: moneyText(row.currency, row.amount) }), 'withdrawal');
    await publishMemberEvent(trx, row.member_id, {
      type: 'withdrawalAwaitingConfirmation',
      withdrawalId: row.id.toString(),
      amount: formatMinor(row.amount),
    });
    const paid = await recordOf(trx, row.id);
    await input.onDecided?.(trx, paid);
    return paid;
  });
}

/**
 * The operator refuses: the hold goes back to the member's main wallet; REJECTED with the reason.
 * `onDecided` runs in the same transaction (see OnDecided).
 */
export async function rejectWithdrawal(
  db: Db,
  input: { withdrawalId: bigint; operatorId: bigint; reason: string; lang?: LanguageCode; onDecided?: OnDecided<WithdrawalRecord> },
): Promise<WithdrawalRecord> {
  const lang = input.lang ?? 'EN';
  const reason = input.reason.trim();
  if (reason.length === 0) throw validationFailed([fieldIssue(lang, 'reason', 'required')], lang);
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, input.withdrawalId);
    await postTransfer(trx, {
      key: withdrawalKeys.release(row.id),
      kind: 'WITHDRAWAL_RELEASE',
      currency: row.currency,
      memberId: row.member_id,
      reference: row.id.toString(),
      memo: { withdrawalId: row.id.toString(), reason },
      actor: `operator:${input.operatorId}`,
      legs: [
        { account: { house: 'WITHDRAWALS_CLEARING' }, amount: -row.amount },
        { account: { member: row.member_id }, amount: row.amount },
      ],
    });
    const now = new Date();
    await trx
      .updateTable('withdrawal')
      .set({ status: 'REJECTED', reject_reason: reason.slice(0, 500), reviewed_by: input.operatorId, reviewed_at: now })
      .where('id', '=', row.id)
      .execute();
    await notifyAccount(
      trx,
      row.member_id,
      render(accountTemplates.withdrawalRejected, { amount: moneyText(row.currency, row.amount), reason: reason.slice(0, 500) }),
      'withdrawal',
    );
    const rejected = await recordOf(trx, row.id);
    await input.onDecided?.(trx, rejected);
    return rejected;
  });
}

/** A withdrawal on the operator's desk: full payee details, who asked, the answer and its proofs. */
export interface WithdrawalReviewItem extends WithdrawalRecord {
  memberId: string;
  username: string;
  currency: string;
  accountName: string;
  /** Unmasked: the operator pays to it. */
  fullAccountNumber: string;
  remark: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  proofIds: string[];
}

/** Withdrawals for the operator: the pending queue oldest first, other states newest first. */
export async function listWithdrawalsForReview(
  db: Db,
  query: { status?: WithdrawalStatus | undefined; pageNo: number; pageSize: number },
): Promise<Page<WithdrawalReviewItem>> {
  let base = db.selectFrom('withdrawal');
  if (query.status) base = base.where('status', '=', query.status);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = withdrawalQuery(db).innerJoin('member as u', 'u.id', 'w.member_id').select('u.username');
  if (query.status) rows = rows.where('w.status', '=', query.status);
  const list = (await rows
    .orderBy('w.id', query.status === 'PENDING' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute()) as (WithdrawalWithProofs & { username: string })[];
  const ids = list.map((row) => row.id);
  const proofs =
    ids.length === 0
      ? []
      : await db.selectFrom('withdrawal_proof').select(['id', 'withdrawal_id']).where('withdrawal_id', 'in', ids).orderBy('id').execute();
  return pageOf(
    list.map((row) => ({
      ...toRecord(row),
      memberId: row.member_id.toString(),
      username: row.username,
      currency: row.currency,
      accountName: row.account_name,
      fullAccountNumber: row.account_number,
      remark: row.remark,
      reviewedBy: row.reviewed_by === null ? null : row.reviewed_by.toString(),
      reviewedAt: iso(row.reviewed_at),
      proofIds: proofs.filter((p) => p.withdrawal_id === row.id).map((p) => p.id.toString()),
    })),
    Number(n),
    query.pageNo,
    query.pageSize,
  );
}

// ---------- receipt ----------

export type ConfirmReceiptInput = WithdrawConfirmBody & {
  memberId: bigint;
  /** The client's Idempotency-Key (or a random one). */
  requestKey: string;
  lang?: LanguageCode;
};

/** What a receipt answer says, as one fingerprint: the same key with another answer is a conflict. */
function receiptHash(input: WithdrawConfirmBody): string {
  const received = input.result === 'PARTIAL' ? parseAmount(input.receivedAmount) : null;
  const proofIds = input.result === 'RECEIVED' ? [] : [...new Set((input.proofIds ?? []).map((id) => BigInt(id)))].sort((a, b) => (a < b ? -1 : 1));
  return requestHash({
    result: input.result,
    receivedAmount: input.result === 'PARTIAL' ? (received?.toString() ?? String(input.receivedAmount)) : '',
    proofIds: proofIds.join(','),
    remark: input.result === 'RECEIVED' ? '' : (input.remark?.trim() ?? ''),
  });
}

/**
 * The member's answer to a payout. Only their own PAID withdrawal still AWAITING may be answered
 * (ALREADY_PROCESSED otherwise; past `confirm_by` it has already counted as received). The answer
 * keeps its requestKey: the same answer sent again with it (its response was lost) answers the
 * record as the first did, before any other check; another answer with that key is
 * IDEMPOTENCY_CONFLICT, and another answer with another key (or none) is ALREADY_PROCESSED.
 */
export async function confirmReceipt(db: Db, input: ConfirmReceiptInput): Promise<WithdrawalRecord> {
  const lang = input.lang ?? 'EN';
  const withdrawalId = BigInt(input.withdrawalId);
  const hash = receiptHash(input);
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', withdrawalId)
      .where('member_id', '=', input.memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.receipt_request_key !== null && row.receipt_request_key === input.requestKey) {
      if (row.receipt_request_hash !== hash) throw new DomainError('IDEMPOTENCY_CONFLICT');
      return { late: false } as const;
    }
    if (row.status !== 'PAID' || row.receipt_status !== 'AWAITING') throw new DomainError('ALREADY_PROCESSED');
    const now = new Date();
    if (row.confirm_by && row.confirm_by.getTime() <= now.getTime()) {
      // The time to answer ran out before the job noticed: it counts as received.
      await trx.updateTable('withdrawal').set({ receipt_status: 'AUTO_RECEIVED', confirmed_at: row.confirm_by }).where('id', '=', row.id).execute();
      return { late: true } as const;
    }

    const answered = { receipt_request_key: input.requestKey, receipt_request_hash: hash };
    if (input.result === 'RECEIVED') {
      await trx.updateTable('withdrawal').set({ receipt_status: 'RECEIVED', confirmed_at: now, ...answered }).where('id', '=', row.id).execute();
    } else if (input.result === 'PARTIAL') {
      const received = parseAmount(input.receivedAmount);
      if (received === null || received <= 0n) throw validationFailed([fieldIssue(lang, 'receivedAmount', 'amount')], lang);
      if (received >= row.amount) {
        throw validationFailed([fieldIssue(lang, 'receivedAmount', 'too_big', { max: formatMinor(row.amount - 1n) })], lang);
      }
      await attachProofs(trx, { memberId: input.memberId, withdrawalId: row.id, proofIds: input.proofIds ?? [], min: 0, lang });
      await trx
        .updateTable('withdrawal')
        .set({
          receipt_status: 'PARTIAL',
          received_amount: received,
          remaining_amount: row.amount - received,
          remark: input.remark?.trim() || null,
          confirmed_at: now,
          ...answered,
        })
        .where('id', '=', row.id)
        .execute();
    } else {
      await attachProofs(trx, { memberId: input.memberId, withdrawalId: row.id, proofIds: input.proofIds, min: 1, lang });
      await trx
        .updateTable('withdrawal')
        .set({ receipt_status: 'NOT_RECEIVED', remark: input.remark?.trim() || null, confirmed_at: now, ...answered })
        .where('id', '=', row.id)
        .execute();
    }
    return { late: false } as const;
  });
  if (outcome.late) throw new DomainError('ALREADY_PROCESSED');
  return recordOf(db, withdrawalId);
}

/** Links the member's unused proof images (min..PROOF_MAX_FILES of them) to the withdrawal. */
async function attachProofs(
  trx: Db,
  input: { memberId: bigint; withdrawalId: bigint; proofIds: string[]; min: number; lang: LanguageCode },
): Promise<void> {
  const { lang } = input;
  const ids = [...new Set(input.proofIds.map((id) => BigInt(id)))];
  if (ids.length < input.min || ids.length > PROOF_MAX_FILES) {
    const issue = ids.length < input.min ? 'too_small' : 'too_big';
    throw validationFailed([fieldIssue(lang, 'proofIds', issue, { min: String(input.min), max: String(PROOF_MAX_FILES) })], lang);
  }
  if (ids.length === 0) return;
  const usable = await trx
    .selectFrom('withdrawal_proof')
    .select('id')
    .where('id', 'in', ids)
    .where('member_id', '=', input.memberId)
    .where('withdrawal_id', 'is', null)
    .forUpdate()
    .execute();
  if (usable.length !== ids.length) throw validationFailed([fieldIssue(lang, 'proofIds', 'invalid_value')], lang);
  await trx.updateTable('withdrawal_proof').set({ withdrawal_id: input.withdrawalId }).where('id', 'in', ids).execute();
}

/**
 * Every payout still AWAITING past its `confirm_by` counts as received. One UPDATE: safe to run on
 * every instance at once, and again (a row already answered is not matched).
 */
export async function autoReceiveDue(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .updateTable('withdrawal')
    .set({ receipt_status: 'AUTO_RECEIVED', confirmed_at: sql<Date>`confirm_by` })
    .where('receipt_status', '=', 'AWAITING')
    .where('confirm_by', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---------- proofs ----------

/**
 * Stores a proof image for a later "not received" answer. The type is read from the bytes (png or
 * jpeg), never from the name or the declared type: UNSUPPORTED_MEDIA_TYPE otherwise. At most
 * PROOF_DAILY_LIMIT unused proofs per member per day (LIMIT_REACHED).
 */
export async function saveWithdrawalProof(db: Db, input: { memberId: bigint; bytes: Uint8Array }): Promise<{ proofId: string }> {
  const { contentType, sha256 } = await inspectImage(input.bytes);
  const id = await db.transaction().execute(async (trx) => {
    // One member's uploads are counted one at a time.
    await trx.selectFrom('member').select('id').where('id', '=', input.memberId).forNoKeyUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom('withdrawal_proof')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', input.memberId)
      .where('withdrawal_id', 'is', null)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PROOF_DAILY_LIMIT) throw new DomainError('LIMIT_REACHED');
    const row = await trx
      .insertInto('withdrawal_proof')
      .values({ member_id: input.memberId, content_type: contentType, bytes: input.bytes, size: input.bytes.length, sha256 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { proofId: id.toString() };
}

/** A proof image for the operator's desk (NOT_FOUND when there is none). */
export async function readWithdrawalProof(db: Db, proofId: bigint): Promise<{ contentType: string; bytes: Uint8Array; withdrawalId: string | null; memberId: string }> {
  const row = await db
    .selectFrom('withdrawal_proof')
    .select(['content_type', 'bytes', 'withdrawal_id', 'member_id'])
    .where('id', '=', proofId)
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  return {
    contentType: row.content_type,
    bytes: row.bytes,
    withdrawalId: row.withdrawal_id === null ? null : row.withdrawal_id.toString(),
    memberId: row.member_id.toString(),
  };
}
