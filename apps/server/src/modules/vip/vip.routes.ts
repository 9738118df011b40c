import { adminVipTiersResponseSchema, setVipTiersBodySchema, vipAdminPaths, vipPaths, vipResponseSchema } from '@lumen/contracts/member/vip.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { getVip, setTiers, tiersForOperator } from './vip.service.ts';

/**
 * The member's VIP level, progress and tiers (VIP3); reading it promotes the member when a tier is
 * reached. The operator's tiers (needs the admin routes' operator hook first).
 */
export const vipRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    app.get(
      vipPaths.info,
      {
        preHandler: [app.requireRealAccount, requireFeature(db, 'VIP3')],
        schema: {
          tags: ['vip'],
          security: [{ bearer: [] }],
          summary: "The member's VIP level, lifetime deposits and turnover, the next tier's distance, the tiers and the levels reached",
          description: 'Reaching a tier promotes the member here: one upgrade per level, and its bonus as a reward to claim in the reward centre.',
          response: { 200: vipResponseSchema },
        },
      },
      async (request) => ok(await getVip(db, memberIdOf(request), request.lang)),
    );

    app.get(
      vipAdminPaths.tiers,
      {
        preHandler: app.authenticateOperator,
        schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'The VIP tiers, every language of their perks, and the members at each level', response: { 200: adminVipTiersResponseSchema } },
      },
      async (request) => ok({ list: await tiersForOperator(db, request.lang) }),
    );

    app.put(
      vipAdminPaths.tiers,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          summary: 'Replace the VIP tiers, level 1 first; each needs at least what the one below needs',
          body: setVipTiersBodySchema,
          response: { 200: adminVipTiersResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        await db.transaction().execute(async (trx) => {
          await setTiers(trx, request.body.tiers, request.lang);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'VIP_TIERS', subject: 'vip-tiers', detail: { tiers: request.body.tiers }, ip: request.ip });
        });
        return ok({ list: await tiersForOperator(db, request.lang) });
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
