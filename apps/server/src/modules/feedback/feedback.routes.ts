import {
  deskFeedbackListResponseSchema,
  deskFeedbackQuerySchema,
  deskFeedbackResponseSchema,
  FEEDBACK_PER_HOUR,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackPaths,
  feedbackResponseSchema,
  replyFeedbackBodySchema,
  replyFeedbackParamsSchema,
  sendFeedbackBodySchema,
} from '@lumen/contracts/member/feedback.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { memberIdOf } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { deskFeedback, memberFeedback, replyToFeedback, sendFeedback } from './feedback.service.ts';

const HOUR_MS = 3_600_000;

/** Feedback: the member's to send and read; the operator's to list and answer (needs the admin routes' operator hook first). */
export const feedbackRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['feedback'];
    const security = [{ bearer: [] }];
    const preHandler = app.requireRealAccount;

    app.put(
      feedbackPaths.member,
      {
        preHandler,
        schema: { tags, security, summary: 'Send feedback to the operator (a question type and 10 to 1,000 characters)', body: sendFeedbackBodySchema, response: { 200: feedbackResponseSchema } },
      },
      async (request) => {
        const memberId = memberIdOf(request);
        if ((await app.rates.hit(`feedback:${memberId}`, HOUR_MS)) > FEEDBACK_PER_HOUR) throw new DomainError('TOO_MANY_REQUESTS');
        return ok(await sendFeedback(db, memberId, request.body));
      },
    );

    app.get(
      feedbackPaths.member,
      { preHandler, schema: { tags, security, summary: "The member's feedback and the answers, newest first", querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema } } },
      async (request) => ok(await memberFeedback(db, memberIdOf(request), request.query)),
    );

    app.get(
      feedbackPaths.desk,
      {
        preHandler: app.authenticateOperator,
        schema: { tags: ['admin'], security, summary: 'Feedback of one status (open first in, first out)', querystring: deskFeedbackQuerySchema, response: { 200: deskFeedbackListResponseSchema } },
      },
      async (request) => ok(await deskFeedback(db, request.query)),
    );

    app.post(
      `${feedbackPaths.desk}/:id/reply`,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'Answer feedback: the reply is kept with it and sent to the member as a message',
          params: replyFeedbackParamsSchema,
          body: replyFeedbackBodySchema,
          response: { 200: deskFeedbackResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const id = BigInt(request.params.id);
        const answered = await db.transaction().execute(async (trx) => {
          const done = await replyToFeedback(trx, id, request.body.reply, operator.idValue);
          await recordAudit(trx, { operatorId: operator.idValue, action: 'FEEDBACK_REPLY', subject: `feedback:${id}`, detail: { member: done.username }, ip: request.ip });
          return done;
        });
        return ok(answered);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
