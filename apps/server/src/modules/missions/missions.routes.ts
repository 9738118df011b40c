import {
  claimMissionBodySchema,
  claimMissionResponseSchema,
  missionLeaderboardResponseSchema,
  missionPaths,
  missionSummaryResponseSchema,
} from '@lumen/contracts/member/missions.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { claimMission, missionLeaderboard, missionSummary } from './missions.service.ts';

function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** Missions: the member's progress and claims, and the week's leaderboard. */
export const missionRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['missions'];
    const security = [{ bearer: [] }];
    // Trial accounts play for fun only: no missions.
    const preHandler = app.requireRealAccount;

    app.get(
      missionPaths.summary,
      { preHandler, schema: { tags, security, summary: "Every mission with the member's progress this period", response: { 200: missionSummaryResponseSchema } } },
      async (request) => ok(await missionSummary(db, memberOf(request), request.lang)),
    );

    app.post(
      missionPaths.claim,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "Claim a completed mission's reward into the main wallet, once per period",
          body: claimMissionBodySchema,
          response: { 200: claimMissionResponseSchema },
        },
      },
      async (request) => {
        const { currency } = await getWalletSettings(db);
        return ok(await claimMission(db, memberOf(request), Number(request.body.id), currency));
      },
    );

    app.get(
      missionPaths.leaderboard,
      { preHandler, schema: { tags, security, summary: "This week's members by mission rewards claimed, and the caller's place", response: { 200: missionLeaderboardResponseSchema } } },
      async (request) => ok(await missionLeaderboard(db, memberOf(request))),
    );
  }) satisfies FastifyPluginAsyncZod,
);
