import {
  adminMissionListResponseSchema,
  adminMissionPaths,
  claimMissionBodySchema,
  claimMissionResponseSchema,
  missionLeaderboardResponseSchema,
  missionPaths,
  missionSummaryResponseSchema,
  updateMissionBodySchema,
  updateMissionParamsSchema,
  updateMissionResponseSchema,
} from '@lumen/contracts/member/missions.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { adminMissions, claimMission, missionLeaderboard, missionSummary, updateMission } from './missions.service.ts';


/** Missions: the member's progress and claims, and the week's leaderboard; the operator's list and changes (needs the admin routes' operator hook first). */
export const missionRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['missions'];
    const security = [{ bearer: [] }];
    // Trial accounts play for fun only: no missions.
    const preHandler = [app.requireRealAccount, requireFeature(db, 'MISSION3')];

    app.get(
      missionPaths.summary,
      { preHandler, schema: { tags, security, summary: "Every mission with the member's progress this period", response: { 200: missionSummaryResponseSchema } } },
      async (request) => ok(await missionSummary(db, memberIdOf(request), request.lang)),
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
        return ok(await claimMission(db, memberIdOf(request), Number(request.body.id), currency));
      },
    );

    app.get(
      missionPaths.leaderboard,
      { preHandler, schema: { tags, security, summary: "This week's members by mission rewards claimed, and the caller's place", response: { 200: missionLeaderboardResponseSchema } } },
      async (request) => ok(await missionLeaderboard(db, memberIdOf(request))),
    );

    app.get(
      adminMissionPaths.list,
      {
        preHandler: app.authenticateOperator,
        schema: { tags: ['admin'], security, summary: 'Every mission as defined, with this week\'s claims', response: { 200: adminMissionListResponseSchema } },
      },
      async (request) => ok({ list: await adminMissions(db, request.lang) }),
    );

    app.put(
      adminMissionPaths.update,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'Switch a mission on or off, or change its target or reward',
          params: updateMissionParamsSchema,
          body: updateMissionBodySchema,
          response: { 200: updateMissionResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const mission = await db.transaction().execute(async (trx) => {
          const updated = await updateMission(trx, Number(request.params.id), request.body, request.lang);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'MISSION_UPDATE', subject: `mission:${updated.code}`, detail: { change: request.body }, ip: request.ip });
          return updated;
        });
        return ok(mission);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
