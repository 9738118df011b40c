import {
  rebateClaimResponseSchema,
  rebateHistoryQuerySchema,
  rebateHistoryResponseSchema,
  rebatePaths,
  rebateRatesResponseSchema,
  rebateSummaryResponseSchema,
  setRebateRatesBodySchema,
} from '@lumen/contracts/member/rebate.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { claimRebate, rebateHistory, rebateRates, rebateSummary, setRebateRates } from './rebate.service.ts';


/** Manual rebate: the member's claimable rebate, claim and history; the operator's rates (needs the admin routes' operator hook first). */
export const rebateRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['rebate'];
    const security = [{ bearer: [] }];
    // Trial accounts play for fun only: no turnover, no rebate.
    const preHandler = [app.requireRealAccount, requireFeature(db, 'MANUALREBATE3')];

    app.get(
      rebatePaths.summary,
      { preHandler, schema: { tags, security, summary: 'The rebate the member can claim now, per game type', response: { 200: rebateSummaryResponseSchema } } },
      async (request) => ok(await rebateSummary(db, memberIdOf(request))),
    );

    app.post(
      rebatePaths.claim,
      {
        preHandler,
        schema: { tags, security, summary: 'Claim the whole rebate into the main wallet; each round counts once', response: { 200: rebateClaimResponseSchema } },
      },
      async (request) => {
        const { currency } = await getWalletSettings(db);
        return ok(await claimRebate(db, memberIdOf(request), currency));
      },
    );

    app.get(
      rebatePaths.history,
      {
        preHandler,
        schema: { tags, security, summary: "The member's rebate claims, newest first", querystring: rebateHistoryQuerySchema, response: { 200: rebateHistoryResponseSchema } },
      },
      async (request) => ok(await rebateHistory(db, memberIdOf(request), request.query)),
    );

    app.get(
      rebatePaths.rates,
      {
        preHandler: app.authenticateOperator,
        schema: { tags: ['admin'], security, summary: 'The rebate rate of every game type', response: { 200: rebateRatesResponseSchema } },
      },
      async () => ok({ list: await rebateRates(db) }),
    );

    app.put(
      rebatePaths.rates,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'Set rebate rates (percent of the turnover, at most 3.00); game types left out keep theirs',
          body: setRebateRatesBodySchema,
          response: { 200: rebateRatesResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const list = await db.transaction().execute(async (trx) => {
          const rates = await setRebateRates(trx, request.body.rates, operator.idValue, request.lang);
          await recordAudit(trx, {
            operatorId: operator.idValue,
            action: 'REBATE_RATES',
            subject: 'rebate-rates',
            detail: { set: request.body.rates },
            ip: request.ip,
          });
          return rates;
        });
        return ok({ list });
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
