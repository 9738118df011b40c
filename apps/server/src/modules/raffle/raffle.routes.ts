import { TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import {
  claimRaffleResponseSchema,
  createRaffleBodySchema,
  deskPromotionListResponseSchema,
  deskRaffleListResponseSchema,
  deskRaffleResponseSchema,
  joinRaffleResponseSchema,
  raffleIdBodySchema,
  raffleListResponseSchema,
  rafflePaths,
} from '@lumen/contracts/member/raffle.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { memberIdOf } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { listAnnouncements } from '../content/content.service.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { claimRafflePrize, createRaffle, deskRaffles, joinRaffle, listRaffles } from './raffle.service.ts';

/** Raffle promotions: the list (anyone; the caller's state with a token), join, claim; the operator's raffles (needs the admin routes' operator hook first). */
export const raffleRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['promotions'];
    const security = [{ bearer: [] }];

    app.get(
      rafflePaths.list,
      {
        preHandler: app.optionalSession,
        schema: { tags, summary: "The raffles of the promotions shown, with the caller's state when a token is sent (draws those that closed)", response: { 200: raffleListResponseSchema } },
      },
      async (request) => {
        // Trial accounts hold no real money: they see the raffles as a visitor does.
        const member = request.auth && request.auth.member.type !== TRIAL_TYPE ? request.auth.member.id : null;
        return ok({ list: await listRaffles(db, member, request.lang) });
      },
    );

    app.post(
      rafflePaths.join,
      {
        preHandler: app.requireRealAccount,
        schema: { tags, security, summary: 'Join an open raffle (joining again answers the same); RAFFLE_NOT_OPEN outside its window', body: raffleIdBodySchema, response: { 200: joinRaffleResponseSchema } },
      },
      async (request) => ok(await joinRaffle(db, memberIdOf(request), request.body.raffleId, request.lang)),
    );

    app.post(
      rafflePaths.claim,
      {
        preHandler: app.requireRealAccount,
        schema: {
          tags,
          security,
          summary: 'Claim a won raffle prize into the main wallet, once: claiming again answers the first claim and moves nothing',
          body: raffleIdBodySchema,
          response: { 200: claimRaffleResponseSchema },
        },
      },
      async (request) => ok(await claimRafflePrize(db, memberIdOf(request), request.body.raffleId)),
    );

    app.get(
      rafflePaths.desk,
      { preHandler: app.authenticateOperator, schema: { tags: ['admin'], security, summary: 'Every raffle with its entries, draw and payouts', response: { 200: deskRaffleListResponseSchema } } },
      async (request) => ok({ list: await deskRaffles(db, request.lang) }),
    );

    app.get(
      rafflePaths.deskPromotions,
      {
        preHandler: app.authenticateOperator,
        schema: { tags: ['admin'], security, summary: 'The promotions a raffle can go on, of every audience', response: { 200: deskPromotionListResponseSchema } },
      },
      async (request) => {
        const { promotion } = await listAnnouncements(db, { types: ['PR'], platform: 'W', lang: request.lang });
        return ok({ list: promotion.map((p) => ({ id: p.id, title: p.title })) });
      },
    );

    app.post(
      rafflePaths.desk,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: "A raffle on a promotion: its window, the turnover that qualifies, the prizes; the draw's seed is made now and its hash shown",
          body: createRaffleBodySchema,
          response: { 200: deskRaffleResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const { currency } = await getWalletSettings(db);
        const id = await db.transaction().execute(async (trx) => {
          const created = await createRaffle(trx, request.body, operator.idValue, currency, request.lang);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'RAFFLE_CREATE', subject: `raffle:${created}`, detail: { ...request.body }, ip: request.ip });
          return created;
        });
        const [raffle] = await deskRaffles(db, request.lang, sql`r.id = ${id}::bigint`);
        if (!raffle) throw new DomainError('NOT_FOUND');
        return ok(raffle);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
