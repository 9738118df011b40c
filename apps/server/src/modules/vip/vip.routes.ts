import { vipPaths, vipResponseSchema } from '@lumen/contracts/member/vip.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { getVip } from './vip.service.ts';

/** The member's VIP level, progress and tiers (VIP3); reading it promotes the member when a tier is reached. */
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
  }) satisfies FastifyPluginAsyncZod,
);
