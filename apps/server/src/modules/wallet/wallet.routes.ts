import { toMinor } from '@lumen/contracts/wallet/money';
import {
  balanceResponseSchema,
  merchantWalletResponseSchema,
  okResponseSchema,
  paymentPasswordBodySchema,
  transactionHistoryQuerySchema,
  transactionHistoryResponseSchema,
  transferUplineBodySchema,
  transferUplineResponseSchema,
  uplineResponseSchema,
  walletPaths,
  walletTransferBodySchema,
  walletTransferResponseSchema,
} from '@lumen/contracts/wallet/wallet.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestKeyFrom } from './idempotency.ts';
import { setPaymentPassword } from './payment-password.ts';
import { transactionHistory } from './transaction-history.ts';
import {
  balanceOf,
  merchantWallet,
  SessionNotLive,
  transferAllToMain,
  transferBetweenWallets,
  transferToUpline,
  uplineOf,
} from './wallet.service.ts';

/** The member behind a route guarded by requireRealAccount. */
function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** Balance, merchant wallet, transfers between wallets and to the upline, payment password, account record. */
export const walletRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['wallet'];
    const security = [{ bearer: [] }];
    const preHandler = app.requireRealAccount;

    app.get(
      walletPaths.balance,
      { preHandler, schema: { tags, security, summary: 'The main wallet balance', response: { 200: balanceResponseSchema } } },
      async (request) => ok(await balanceOf(db, memberOf(request))),
    );

    app.get(
      walletPaths.merchantWallet,
      { preHandler, schema: { tags, security, summary: 'Main and vendor wallets with the total', response: { 200: merchantWalletResponseSchema } } },
      async (request) => ok(await merchantWallet(db, memberOf(request), request.lang)),
    );

    app.post(
      walletPaths.walletTransfer,
      {
        // The posting statement checks the session itself: a session seen live moments ago needs no lookup.
        preHandler: app.requireRealAccountCheckedByStatement,
        schema: {
          tags,
          security,
          summary: 'Move money between the main wallet and a vendor wallet (Idempotency-Key header)',
          body: walletTransferBodySchema,
          response: { 200: walletTransferResponseSchema },
        },
      },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { from, to, amount } = request.body;
        const memberId = memberOf(request);
        const sessionId = request.auth?.sessionId ?? null;
        try {
          return ok(await transferBetweenWallets(db, { memberId, sessionId, from, to, amount: toMinor(amount), requestKey, lang: request.lang }));
        } catch (error) {
          if (error instanceof SessionNotLive) return app.sessionRefused(request);
          throw error;
        }
      },
    );

    app.post(
      walletPaths.walletTransferAllToMain,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Bring every vendor wallet back to main (Idempotency-Key header)',
          response: { 200: walletTransferResponseSchema },
        },
      },
      async (request) => ok(await transferAllToMain(db, { memberId: memberOf(request), requestKey: requestKeyFrom(request), lang: request.lang })),
    );

    app.get(
      walletPaths.upline,
      { preHandler, schema: { tags, security, summary: 'The agent above the member, if any', response: { 200: uplineResponseSchema } } },
      async (request) => ok(await uplineOf(db, memberOf(request))),
    );

    app.post(
      walletPaths.transferUpline,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Send money to the upline after the payment password (Idempotency-Key header)',
          body: transferUplineBodySchema,
          response: { 200: transferUplineResponseSchema },
        },
      },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { amount, paymentPassword } = request.body;
        return ok(
          await transferToUpline(db, { memberId: memberOf(request), amount: toMinor(amount), paymentPassword, requestKey, lang: request.lang }),
        );
      },
    );

    app.post(
      walletPaths.paymentPassword,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Set the payment password (first time with the login password, then with the old one)',
          body: paymentPasswordBodySchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await setPaymentPassword(db, { memberId: memberOf(request), ...request.body, lang: request.lang });
        return ok(null);
      },
    );

    app.get(
      walletPaths.transactionHistory,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'The account record: every movement on the member\'s wallets, with totals',
          querystring: transactionHistoryQuerySchema,
          response: { 200: transactionHistoryResponseSchema },
        },
      },
      async (request) => ok(await transactionHistory(db, memberOf(request), { ...request.query, lang: request.lang })),
    );
  }) satisfies FastifyPluginAsyncZod,
);
