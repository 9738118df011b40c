import {
  adjustmentBodySchema,
  adjustmentResponseSchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminOkResponseSchema,
  adminPaths,
  auditQuerySchema,
  auditResponseSchema,
  idParamSchema,
  memberLedgerQuerySchema,
  memberLedgerResponseSchema,
  operatorResponseSchema,
  proofParamSchema,
  reconciliationResponseSchema,
  rejectBodySchema,
  reviewActionResponseSchema,
  type ReviewActionValue,
  reviewDepositsQuerySchema,
  reviewDepositsResponseSchema,
  reviewWithdrawalsQuerySchema,
  reviewWithdrawalsResponseSchema,
  type ReviewDeposit,
  type ReviewWithdrawal,
  usernameParamSchema,
} from '@lumen/contracts/admin/admin.contract';
import { groupAmount, toMinor } from '@lumen/contracts/wallet/money';
import type { DepositRecord, WithdrawalRecord } from '@lumen/contracts/wallet/wallet.contract';
import { TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import {
  confirmDeposit,
  type DepositReviewItem,
  listDepositsForReview,
  rejectDeposit,
} from '../wallet/deposit.service.ts';
import { requestKeyFrom } from '../wallet/idempotency.ts';
import type { OnDecided } from '../wallet/payments-common.ts';
import {
  listWithdrawalsForReview,
  payWithdrawal,
  readWithdrawalProof,
  rejectWithdrawal,
  type WithdrawalReviewItem,
} from '../wallet/withdrawal.service.ts';
import { adjustBalance, adjustmentView } from './adjustment.service.ts';
import { type AuditRecord, listAudit, recordAudit } from './audit.ts';
import { memberByUsername, memberLedger, reconcile } from './member-ledger.ts';
import { operatorHook, operatorOf } from './operator.hook.ts';
import { loginOperator, logoutOperator } from './operator.service.ts';

/** The most one adjustment may move either way: the cap on every sum an operator grants. */
const MAX_ADJUSTMENT_MINOR = toMinor(MAX_REWARD_AMOUNT);

function depositView(item: DepositReviewItem): ReviewDeposit {
  return {
    id: item.id,
    memberId: item.memberId,
    username: item.username,
    methodCode: item.methodCode,
    methodName: item.methodName,
    amount: item.amount,
    status: item.status,
    referenceCode: item.referenceCode,
    rejectReason: item.rejectReason,
    createdAt: item.createdAt,
    completedAt: item.completedAt,
  };
}

function withdrawalView(item: WithdrawalReviewItem): ReviewWithdrawal {
  return {
    id: item.id,
    memberId: item.memberId,
    username: item.username,
    amount: item.amount,
    status: item.status,
    receiptStatus: item.receiptStatus,
    receivedAmount: item.receivedAmount,
    bankName: item.bankName,
    accountName: item.accountName,
    accountNumber: item.fullAccountNumber,
    rejectReason: item.rejectReason,
    remark: item.remark,
    createdAt: item.createdAt,
    paidAt: item.paidAt,
    proofIds: item.proofIds,
  };
}

/**
 * The operator's payment desk under /api/admin: login with a TOTP code, the deposit and withdrawal
 * queues, manual adjustments, a member's ledger, reconciliation and the audit log. Every route but
 * login needs an operator session; every action is written to the append-only audit log. Where an
 * action changes something its audit row is written in the action's own transaction (the payment
 * services take it as their `onDecided`), so the change and its row are kept together or not at all.
 */
export const adminRoutes = fp<Record<never, never>>(
  (async (app) => {
    await app.register(operatorHook);
    const { db } = app.deps.database;
    const tags = ['admin'];
    const security = [{ bearer: [] }];
    const guard = { preHandler: app.authenticateOperator };
    /** What every deposit and withdrawal decision takes and answers; each adds its summary (and a reason body). */
    const decision = { tags, security, params: idParamSchema, response: { 200: reviewActionResponseSchema } };

    /**
     * A deposit or withdrawal decision: the payment service makes it in its own transaction and writes
     * its audit row (`<kind>:<id>`) in that transaction too, so money never moves unaudited; then the
     * record's new state is answered. A refused decision (ALREADY_PROCESSED, NOT_FOUND) writes no row.
     */
    const decide = async <R extends ReviewActionValue>(
      request: FastifyRequest<{ Params: { id: string } }>,
      kind: 'deposit' | 'withdrawal',
      run: (id: bigint, operatorId: bigint, onDecided: OnDecided<R>) => Promise<R>,
      audit: (record: R) => Pick<AuditRecord, 'action' | 'detail'>,
    ) => {
      const { operator } = operatorOf(request);
      const id = BigInt(request.params.id);
      const record = await run(id, operator.idValue, (trx, decided) =>
        recordAudit(trx, { operatorId: operator.idValue, subject: `${kind}:${id}`, ...audit(decided), ip: request.ip }),
      );
      return ok({ id: record.id, status: record.status, amount: record.amount });
    };

    app.post(
      adminPaths.login,
      {
        schema: {
          tags,
          summary: 'Operator login: username, password and the 6-digit code of the authenticator app',
          description:
            'A wrong password answers LOGIN_FAILED; a wrong, stale or already used code TOTP_INVALID. Attempts are limited per address and per username (TOO_MANY_REQUESTS).',
          body: adminLoginBodySchema,
          response: { 200: adminLoginResponseSchema },
        },
      },
      async (request) => ok(await loginOperator(db, app.rates, { ip: request.ip }, request.body)),
    );

    app.post(
      adminPaths.logout,
      { ...guard, schema: { tags, security, summary: 'End this operator session', response: { 200: adminOkResponseSchema } } },
      async (request) => ok(await logoutOperator(db, operatorOf(request), request.ip)),
    );

    app.get(
      adminPaths.me,
      { ...guard, schema: { tags, security, summary: 'The signed-in operator', response: { 200: operatorResponseSchema } } },
      async (request) => {
        const { idValue: _id, ...operator } = operatorOf(request).operator;
        return ok(operator);
      },
    );

    // ---------- deposits ----------
    app.get(
      adminPaths.deposits,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Deposits by status; pending ones oldest first (the queue)',
          querystring: reviewDepositsQuerySchema,
          response: { 200: reviewDepositsResponseSchema },
        },
      },
      async (request) => {
        const page = await listDepositsForReview(db, { ...request.query, lang: request.lang });
        return ok({ ...page, list: page.list.map(depositView) });
      },
    );

    app.post(
      adminPaths.depositConfirm,
      { ...guard, schema: { ...decision, summary: 'The money arrived: credit the member (ALREADY_PROCESSED when not pending)' } },
      (request) =>
        decide<DepositRecord>(request, 'deposit', (depositId, operatorId, onDecided) => confirmDeposit(db, { depositId, operatorId, lang: request.lang, onDecided }), (record) => ({
          action: 'DEPOSIT_CONFIRM',
          detail: { amount: record.amount, referenceCode: record.referenceCode },
        })),
    );

    app.post(
      adminPaths.depositReject,
      { ...guard, schema: { ...decision, summary: 'The money never came: reject with a reason; nothing moves', body: rejectBodySchema } },
      (request) => {
        const { reason } = request.body;
        return decide<DepositRecord>(request, 'deposit', (depositId, operatorId, onDecided) => rejectDeposit(db, { depositId, operatorId, reason, lang: request.lang, onDecided }), (record) => ({
          action: 'DEPOSIT_REJECT',
          detail: { amount: record.amount, reason },
        }));
      },
    );

    // ---------- withdrawals ----------
    app.get(
      adminPaths.withdrawals,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Withdrawals by status with full payee details and proof ids; pending ones oldest first',
          querystring: reviewWithdrawalsQuerySchema,
          response: { 200: reviewWithdrawalsResponseSchema },
        },
      },
      async (request) => {
        const page = await listWithdrawalsForReview(db, request.query);
        return ok({ ...page, list: page.list.map(withdrawalView) });
      },
    );

    app.post(
      adminPaths.withdrawalPay,
      { ...guard, schema: { ...decision, summary: 'The money was sent: mark paid; the member is asked to confirm receipt' } },
      (request) =>
        decide<WithdrawalRecord>(request, 'withdrawal', (withdrawalId, operatorId, onDecided) => payWithdrawal(db, { withdrawalId, operatorId, onDecided }), (record) => ({
          action: 'WITHDRAWAL_PAY',
          detail: { amount: record.amount, bankName: record.bankName },
        })),
    );

    app.post(
      adminPaths.withdrawalReject,
      { ...guard, schema: { ...decision, summary: 'Refuse a withdrawal with a reason: the held money goes back to the member', body: rejectBodySchema } },
      (request) => {
        const { reason } = request.body;
        return decide<WithdrawalRecord>(request, 'withdrawal', (withdrawalId, operatorId, onDecided) => rejectWithdrawal(db, { withdrawalId, operatorId, reason, lang: request.lang, onDecided }), (record) => ({
          action: 'WITHDRAWAL_REJECT',
          detail: { amount: record.amount, reason },
        }));
      },
    );

    app.get(
      adminPaths.withdrawalProof,
      {
        ...guard,
        schema: { tags, security, summary: 'A proof image a member sent with a "not received" answer (png or jpeg bytes)', params: proofParamSchema },
      },
      async (request, reply) => {
        const { operator } = operatorOf(request);
        const proof = await readWithdrawalProof(db, BigInt(request.params.proofId));
        await recordAudit(db, {
          operatorId: operator.idValue,
          action: 'WITHDRAWAL_PROOF_VIEW',
          subject: `withdrawal:${proof.withdrawalId ?? '-'}`,
          detail: { proofId: request.params.proofId },
          ip: request.ip,
        });
        return reply
          .header('content-type', proof.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(Buffer.from(proof.bytes));
      },
    );

    // ---------- adjustments ----------
    app.post(
      adminPaths.adjustments,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: "Credit or debit a member's main wallet with a reason (Idempotency-Key honoured)",
          description: 'A debit the balance cannot cover answers INSUFFICIENT_BALANCE and moves nothing. An unknown member answers NOT_FOUND.',
          body: adjustmentBodySchema,
          response: { 200: adjustmentResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const requestKey = requestKeyFrom(request);
        const amount = toMinor(request.body.amount, { signed: true });
        // The most any money an operator grants may be (rewards, bonuses, prizes): a slip of the keys
        // (1000000000 for 1000) is refused rather than credited after one confirmation.
        const magnitude = amount < 0n ? -amount : amount;
        if (magnitude > MAX_ADJUSTMENT_MINOR) throw validationFailed([fieldIssue(request.lang, 'amount', 'too_big', { max: groupAmount(MAX_REWARD_AMOUNT) })], request.lang);
        const member = await memberByUsername(db, request.body.username).catch((error: unknown) => {
          throw error instanceof DomainError ? new DomainError('NOT_FOUND', { value: { field: 'username' } }) : error;
        });
        // A trial account plays for fun only: it can hold no real money (and none could ever leave it).
        if (member.type === TRIAL_TYPE) throw validationFailed([fieldIssue(request.lang, 'username', 'invalid_value')], request.lang);
        const reason = request.body.reason;
        const result = await db.transaction().execute(async (trx) => {
          const adjusted = await adjustBalance(trx, {
            memberId: member.id,
            amount,
            reason,
            operatorId: operator.idValue,
            operatorName: operator.username,
            requestKey,
          });
          await recordAudit(trx, {
            operatorId: operator.idValue,
            action: 'ADJUSTMENT',
            subject: `member:${member.username}`,
            detail: { amount: adjustmentView(member.username, amount, adjusted).amount, reason, transferId: String(adjusted.posted.id), replayed: adjusted.posted.replayed },
            ip: request.ip,
          });
          return adjusted;
        });
        return ok(adjustmentView(member.username, amount, result));
      },
    );

    // ---------- ledger, reconciliation, audit ----------
    app.get(
      adminPaths.memberLedger,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: "A member's accounts with balances and their ledger entries, newest first",
          params: usernameParamSchema,
          querystring: memberLedgerQuerySchema,
          response: { 200: memberLedgerResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const value = await memberLedger(db, request.params.username, request.query);
        // Every page an operator opens is audited, with its page number.
        await recordAudit(db, {
          operatorId: operator.idValue,
          action: 'MEMBER_LEDGER_VIEW',
          subject: `member:${value.member.username}`,
          detail: { pageNo: request.query.pageNo },
          ip: request.ip,
        });
        return ok(value);
      },
    );

    app.get(
      adminPaths.reconciliation,
      { ...guard, schema: { tags, security, summary: "Runs the ledger's invariants; shows the house books", response: { 200: reconciliationResponseSchema } } },
      async (request) => {
        const { operator } = operatorOf(request);
        const value = await reconcile(db);
        await recordAudit(db, {
          operatorId: operator.idValue,
          action: 'RECONCILIATION',
          subject: 'ledger',
          detail: { ok: value.ok, failed: value.checks.filter((c) => !c.ok).map((c) => c.name) },
          ip: request.ip,
        });
        return ok(value);
      },
    );

    app.get(
      adminPaths.audit,
      { ...guard, schema: { tags, security, summary: 'The audit log, newest first', querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
      async (request) => ok(await listAudit(db, request.query)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
