import multipart from '@fastify/multipart';
import { toMinor } from '@lumen/contracts/wallet/money';
import {
  bankAccountBodySchema,
  bankAccountResponseSchema,
  bankAccountsResponseSchema,
  depositBodySchema,
  depositMethodsResponseSchema,
  depositRecordsQuerySchema,
  depositRecordsResponseSchema,
  depositResponseSchema,
  idParamSchema,
  okResponseSchema,
  PROOF_MAX_BYTES,
  walletPaths,
  withdrawAwaitingResponseSchema,
  withdrawBodySchema,
  withdrawConfirmBodySchema,
  withdrawInfoResponseSchema,
  withdrawProofResponseSchema,
  withdrawRecordsQuerySchema,
  withdrawRecordsResponseSchema,
  withdrawResponseSchema,
} from '@lumen/contracts/wallet/wallet.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { readUploadedFile } from '../../lib/images.ts';
import { addBankAccount, listBankAccounts, removeBankAccount } from './bank-accounts.ts';
import { createDeposit, depositRecords, listDepositMethods } from './deposit.service.ts';
import { requestKeyFrom } from './idempotency.ts';
import {
  awaitingWithdrawals,
  confirmReceipt,
  requestWithdrawal,
  saveWithdrawalProof,
  withdrawalRecords,
  withdrawInfo,
} from './withdrawal.service.ts';

/** The member behind a route guarded by requireRealAccount. */
function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** Room for the multipart framing around a proof image of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Deposits, withdrawals with the receipt answer and its proof images, and payee bank accounts.
 * Encapsulated (not wrapped in fastify-plugin), and the multipart parser is registered in a scope
 * holding the proof upload alone, so no other call accepts a multipart body.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['wallet'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireRealAccount;

  // ---------- deposit ----------
  app.get(
    walletPaths.depositMethods,
    { preHandler, schema: { tags, security, summary: 'Deposit methods with their limits and bank details', response: { 200: depositMethodsResponseSchema } } },
    async (request) => ok({ list: await listDepositMethods(db, request.lang) }),
  );

  app.post(
    walletPaths.deposit,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Ask to deposit (Idempotency-Key header); a sandbox method is credited at once',
        body: depositBodySchema,
        response: { 200: depositResponseSchema },
      },
    },
    async (request) => {
      const requestKey = requestKeyFrom(request);
      const { methodCode, amount } = request.body;
      return ok(await createDeposit(db, { memberId: memberOf(request), methodCode, amount: toMinor(amount), requestKey, lang: request.lang }));
    },
  );

  app.get(
    walletPaths.depositRecords,
    { preHandler, schema: { tags, security, summary: 'The member\'s deposits, newest first', querystring: depositRecordsQuerySchema, response: { 200: depositRecordsResponseSchema } } },
    async (request) => ok(await depositRecords(db, memberOf(request), request.query, request.lang)),
  );

  // ---------- withdrawal ----------
  app.get(
    walletPaths.withdrawInfo,
    { preHandler, schema: { tags, security, summary: 'Balance, limits, payment password state and payee accounts for the withdrawal form', response: { 200: withdrawInfoResponseSchema } } },
    async (request) => ok(await withdrawInfo(db, memberOf(request))),
  );

  app.post(
    walletPaths.withdraw,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Ask to withdraw (Idempotency-Key header); the amount is held at once',
        body: withdrawBodySchema,
        response: { 200: withdrawResponseSchema },
      },
    },
    async (request) => {
      const requestKey = requestKeyFrom(request);
      const { amount, bankAccountId, paymentPassword } = request.body;
      return ok(
        await requestWithdrawal(db, {
          memberId: memberOf(request),
          amount: toMinor(amount),
          bankAccountId: BigInt(bankAccountId),
          paymentPassword,
          requestKey,
          lang: request.lang,
        }),
      );
    },
  );

  app.get(
    walletPaths.withdrawRecords,
    { preHandler, schema: { tags, security, summary: 'The member\'s withdrawals, newest first', querystring: withdrawRecordsQuerySchema, response: { 200: withdrawRecordsResponseSchema } } },
    async (request) => ok(await withdrawalRecords(db, memberOf(request), request.query)),
  );

  app.get(
    walletPaths.withdrawAwaiting,
    { preHandler, schema: { tags, security, summary: 'Payouts waiting for the member to confirm receipt', response: { 200: withdrawAwaitingResponseSchema } } },
    async (request) => ok({ list: await awaitingWithdrawals(db, memberOf(request)) }),
  );

  // The multipart parser lives in a scope of its own: only the proof upload accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      walletPaths.withdrawProof,
      {
        preHandler,
        bodyLimit: PROOF_MAX_BYTES + MULTIPART_OVERHEAD,
        schema: {
          tags,
          security,
          summary: 'Upload one proof image (multipart field `file`, png or jpeg by content, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: withdrawProofResponseSchema },
        },
      },
      async (request) => {
        const memberId = memberOf(request);
        return ok(await saveWithdrawalProof(db, { memberId, bytes: await readUploadedFile(request) }));
      },
    );
  });

  app.post(
    walletPaths.withdrawConfirm,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Answer a payout (Idempotency-Key header): received, partly received (with the amount) or not received (with proof ids)',
        body: withdrawConfirmBodySchema,
        response: { 200: withdrawResponseSchema },
      },
    },
    async (request) => {
      const requestKey = requestKeyFrom(request);
      return ok(await confirmReceipt(db, { ...request.body, memberId: memberOf(request), requestKey, lang: request.lang }));
    },
  );

  // ---------- payee bank accounts ----------
  app.get(
    walletPaths.bankAccounts,
    { preHandler, schema: { tags, security, summary: 'The member\'s payee bank accounts (numbers masked)', response: { 200: bankAccountsResponseSchema } } },
    async (request) => ok({ list: await listBankAccounts(db, memberOf(request)) }),
  );

  app.post(
    walletPaths.bankAccounts,
    { preHandler, schema: { tags, security, summary: 'Add a payee bank account', body: bankAccountBodySchema, response: { 200: bankAccountResponseSchema } } },
    async (request) => ok(await addBankAccount(db, { memberId: memberOf(request), ...request.body, lang: request.lang })),
  );

  app.delete(
    walletPaths.bankAccount,
    { preHandler, schema: { tags, security, summary: 'Remove a payee bank account', params: idParamSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await removeBankAccount(db, memberOf(request), BigInt(request.params.id));
      return ok(null);
    },
  );
};
