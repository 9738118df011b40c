import multipart from '@fastify/multipart';
import {
  activityImageResponseSchema,
  activityPaths,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  applyBodySchema,
  applyParamsSchema,
  approveApplicationBodySchema,
  deskApplicationListResponseSchema,
  deskApplicationParamsSchema,
  deskApplicationQuerySchema,
  deskApplicationResponseSchema,
  deskImageParamsSchema,
  rejectApplicationBodySchema,
} from '@lumen/contracts/member/activity.contract';
import { PROOF_MAX_BYTES } from '@lumen/contracts/wallet/wallet.contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf } from '../../http/member-request.ts';
import { readUploadedFile } from '../../lib/images.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import {
  applyForActivity,
  approveApplication,
  deskApplications,
  memberApplications,
  readActivityImage,
  rejectApplication,
  saveActivityImage,
} from './activity.service.ts';

/** Room for the multipart framing around an image of the largest allowed size. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Activity applications: the member's images, applications and list; the operator's review. Not
 * wrapped in fastify-plugin: the multipart parser registered here serves the image upload alone.
 * Registered after the admin routes (the operator hook).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['activity'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireRealAccount;

  await app.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 } });

  app.withTypeProvider<ZodTypeProvider>().post(
    activityPaths.images,
    {
      preHandler,
      bodyLimit: PROOF_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        tags,
        security,
        summary: 'Upload one image for an application (multipart field `file`, png or jpeg by content, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: activityImageResponseSchema },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      return ok(await saveActivityImage(db, { memberId, bytes: await readUploadedFile(request) }));
    },
  );

  app.post(
    `${activityPaths.apply}/:promotionId`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Apply for a promotion open to applications, with a comment and up to 3 uploaded images',
        params: applyParamsSchema,
        body: applyBodySchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) =>
      ok(
        await applyForActivity(db, {
          memberId: memberIdOf(request),
          promotionId: Number(request.params.promotionId),
          comment: request.body.comment,
          imageIds: request.body.imageIds,
          lang: request.lang,
        }),
      ),
  );

  app.get(
    activityPaths.applications,
    { preHandler, schema: { tags, security, summary: "The member's applications, newest first", querystring: applicationListQuerySchema, response: { 200: applicationListResponseSchema } } },
    async (request) => ok(await memberApplications(db, memberIdOf(request), request.query, request.lang)),
  );

  // ------------------------------------------------------------ the operator's
  const admin = ['admin'];
  const operatorRoute = { preHandler: app.authenticateOperator };

  app.get(
    activityPaths.desk,
    {
      ...operatorRoute,
      schema: { tags: admin, security, summary: 'Applications of one status (waiting ones first in, first out)', querystring: deskApplicationQuerySchema, response: { 200: deskApplicationListResponseSchema } },
    },
    async (request) => ok(await deskApplications(db, request.query, request.lang)),
  );

  app.get(
    `${activityPaths.desk}/images/:imageId`,
    { ...operatorRoute, schema: { tags: admin, security, summary: "An application's image (png or jpeg bytes)", params: deskImageParamsSchema } },
    async (request, reply) => {
      const image = await readActivityImage(db, BigInt(request.params.imageId));
      return reply.header('content-type', image.contentType).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(Buffer.from(image.bytes));
    },
  );

  app.post(
    `${activityPaths.desk}/:id/approve`,
    {
      ...operatorRoute,
      schema: {
        tags: admin,
        security,
        summary: 'Approve an application: the member is granted a reward of the amount to claim in the reward centre',
        params: deskApplicationParamsSchema,
        body: approveApplicationBodySchema,
        response: { 200: deskApplicationResponseSchema },
      },
    },
    async (request) => {
      const { operator } = operatorOf(request);
      const id = BigInt(request.params.id);
      const { currency } = await getWalletSettings(db);
      const done = await db.transaction().execute(async (trx) => {
        const approved = await approveApplication(trx, { id, ...request.body, operatorId: operator.idValue, currency, lang: request.lang });
        await recordAudit(trx, { operatorId: operator.idValue, action: 'ACTIVITY_APPROVE', subject: `activity-application:${id}`, detail: { amount: approved.amount, member: approved.username }, ip: request.ip });
        return approved;
      });
      return ok(done);
    },
  );

  app.post(
    `${activityPaths.desk}/:id/reject`,
    {
      ...operatorRoute,
      schema: {
        tags: admin,
        security,
        summary: 'Reject an application with a remark the member sees; it may apply again',
        params: deskApplicationParamsSchema,
        body: rejectApplicationBodySchema,
        response: { 200: deskApplicationResponseSchema },
      },
    },
    async (request) => {
      const { operator } = operatorOf(request);
      const id = BigInt(request.params.id);
      const done = await db.transaction().execute(async (trx) => {
        const rejected = await rejectApplication(trx, { id, remark: request.body.remark, operatorId: operator.idValue, lang: request.lang });
        await recordAudit(trx, { operatorId: operator.idValue, action: 'ACTIVITY_REJECT', subject: `activity-application:${id}`, detail: { remark: rejected.remark, member: rejected.username }, ip: request.ip });
        return rejected;
      });
      return ok(done);
    },
  );
};
