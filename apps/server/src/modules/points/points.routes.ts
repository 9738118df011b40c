import {
  pointsEntryListQuerySchema,
  pointsEntryListResponseSchema,
  pointsPaths,
  pointsSettingsResponseSchema,
  pointsSummaryResponseSchema,
  redeemPointsBodySchema,
  redeemPointsResponseSchema,
  redemptionListQuerySchema,
  redemptionListResponseSchema,
  rejectRedemptionBodySchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewRedemptionParamsSchema,
  reviewRedemptionResponseSchema,
  setPointsSettingsBodySchema,
} from '@lumen/contracts/member/points.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf, requireFeature } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { requestKeyFrom } from '../wallet/idempotency.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import {
  approveRedemption,
  memberRedemptions,
  pointsEntries,
  pointsSettings,
  pointsSummary,
  redeemPoints,
  rejectRedemption,
  reviewList,
  setPointsSettings,
} from './points.service.ts';

/** The points mall: the member's points, redemptions and details; the operator's settings and review (needs the admin routes' operator hook first). */
export const pointsRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['points'];
    const security = [{ bearer: [] }];
    // Trial accounts play for fun only: no stake, no points.
    const preHandler = [app.requireRealAccount, requireFeature(db, 'POINTMALL3')];
    const currency = async () => (await getWalletSettings(db)).currency;

    app.get(
      pointsPaths.summary,
      { preHandler, schema: { tags, security, summary: "The member's points (earned ones added first), ratio and rules", response: { 200: pointsSummaryResponseSchema } } },
      async (request) => ok(await pointsSummary(db, memberIdOf(request), await currency())),
    );

    app.post(
      pointsPaths.redeem,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Redeem points into the main wallet once the operator approves (Idempotency-Key header)',
          body: redeemPointsBodySchema,
          response: { 200: redeemPointsResponseSchema },
        },
      },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        return ok(await redeemPoints(db, { memberId: memberIdOf(request), currency: await currency(), points: request.body.points, requestKey, lang: request.lang }));
      },
    );

    app.get(
      pointsPaths.redemptions,
      { preHandler, schema: { tags, security, summary: "The member's redemptions, newest first", querystring: redemptionListQuerySchema, response: { 200: redemptionListResponseSchema } } },
      async (request) => ok(await memberRedemptions(db, memberIdOf(request), request.query)),
    );

    app.get(
      pointsPaths.entries,
      { preHandler, schema: { tags, security, summary: "Every change of the member's points, newest first", querystring: pointsEntryListQuerySchema, response: { 200: pointsEntryListResponseSchema } } },
      async (request) => ok(await pointsEntries(db, memberIdOf(request), request.query)),
    );

    // ------------------------------------------------------------ the operator's
    const operatorRoute = { preHandler: app.authenticateOperator };
    const admin = ['admin'];

    app.get(
      pointsPaths.settings,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'The points ratio and earning rate', response: { 200: pointsSettingsResponseSchema } } },
      async () => ok(await pointsSettings(db)),
    );

    app.put(
      pointsPaths.settings,
      {
        ...operatorRoute,
        schema: { tags: admin, security, summary: 'Set the points ratio, earning rate and minimum redemption', body: setPointsSettingsBodySchema, response: { 200: pointsSettingsResponseSchema } },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const settings = await db.transaction().execute(async (trx) => {
          const saved = await setPointsSettings(trx, request.body, operator.idValue, request.lang);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'POINTS_SETTINGS', subject: 'points-settings', detail: { set: request.body }, ip: request.ip });
          return saved;
        });
        return ok(settings);
      },
    );

    app.get(
      pointsPaths.review,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'Redemptions of one status (pending first in, first out)', querystring: reviewListQuerySchema, response: { 200: reviewListResponseSchema } } },
      async (request) => ok(await reviewList(db, request.query)),
    );

    app.post(
      `${pointsPaths.review}/:id/approve`,
      {
        ...operatorRoute,
        schema: { tags: admin, security, summary: 'Approve a redemption: its money goes to the main wallet', params: reviewRedemptionParamsSchema, response: { 200: reviewRedemptionResponseSchema } },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const id = BigInt(request.params.id);
        const reviewed = await db.transaction().execute(async (trx) => {
          const done = await approveRedemption(trx, id, operator.idValue);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'POINTS_APPROVE', subject: `points-redemption:${id}`, detail: { points: done.points, amount: done.amount, member: done.username }, ip: request.ip });
          return done;
        });
        return ok(reviewed);
      },
    );

    app.post(
      `${pointsPaths.review}/:id/reject`,
      {
        ...operatorRoute,
        schema: {
          tags: admin,
          security,
          summary: 'Reject a redemption with a reason: its points go back',
          params: reviewRedemptionParamsSchema,
          body: rejectRedemptionBodySchema,
          response: { 200: reviewRedemptionResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const id = BigInt(request.params.id);
        const reviewed = await db.transaction().execute(async (trx) => {
          const done = await rejectRedemption(trx, id, request.body.remark, operator.idValue);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'POINTS_REJECT', subject: `points-redemption:${id}`, detail: { points: done.points, remark: done.remark, member: done.username }, ip: request.ip });
          return done;
        });
        return ok(reviewed);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
