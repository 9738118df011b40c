import {
  referralFriendsQuerySchema,
  referralFriendsResponseSchema,
  referralPaths,
  referralSummaryResponseSchema,
} from '@lumen/contracts/member/referral.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { referralFriends, referralSummary } from './referral.service.ts';

/** Invite friends: the member's invitation code and the friends who joined with it, while REFERRAL3 is on. */
export const referralRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['referral'];
    const security = [{ bearer: [] }];
    // Trial accounts cannot invite: a friend would join nobody's team.
    const preHandler = [app.requireRealAccount, requireFeature(db, 'REFERRAL3')];

    app.get(
      referralPaths.summary,
      { preHandler, schema: { tags, security, summary: "The member's invitation code and how many friends joined and deposited", response: { 200: referralSummaryResponseSchema } } },
      async (request) => ok(await referralSummary(db, memberIdOf(request))),
    );

    app.get(
      referralPaths.friends,
      {
        preHandler,
        schema: { tags, security, summary: 'The friends who joined with the code, newest first', querystring: referralFriendsQuerySchema, response: { 200: referralFriendsResponseSchema } },
      },
      async (request) => ok(await referralFriends(db, memberIdOf(request), request.query)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
