import {
  markReadBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messagePaths,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  unreadCountResponseSchema,
} from '@lumen/contracts/member/messages.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { listMessages, markRead, sendNotice, unreadMessageCount } from './messages.service.ts';

function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** Platform messages: the member's unread count, list and reading; the operator's sending (needs the admin routes' operator hook first). */
export const messageRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['messages'];
    const security = [{ bearer: [] }];
    // Trial accounts have no messages (the client does not ask; the server refuses).
    const preHandler = app.requireRealAccount;

    app.get(
      messagePaths.unreadCount,
      { preHandler, schema: { tags, security, summary: 'How many platform messages the member has not read', response: { 200: unreadCountResponseSchema } } },
      async (request) => ok({ count: await unreadMessageCount(db, memberOf(request)) }),
    );

    app.get(
      messagePaths.list,
      {
        preHandler,
        schema: { tags, security, summary: "The member's platform messages, newest first", querystring: messageListQuerySchema, response: { 200: messageListResponseSchema } },
      },
      async (request) => ok(await listMessages(db, memberOf(request), request.query, request.lang)),
    );

    app.post(
      messagePaths.read,
      {
        preHandler,
        schema: { tags, security, summary: 'Mark messages read (all when no ids are given, up to upToId when given); answers the unread count', body: markReadBodySchema, response: { 200: unreadCountResponseSchema } },
      },
      async (request) => ok({ count: await markRead(db, memberOf(request), request.body.ids, request.body.upToId) }),
    );

    app.post(
      messagePaths.send,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'Send a platform message to one member (by username) or to every member',
          body: sendMessageBodySchema,
          response: { 200: sendMessageResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        // The message and its audit row are written together or not at all; members hear of it at commit.
        const sent = await db.transaction().execute(async (trx) => {
          const notice = await sendNotice(trx, { ...request.body, operatorId: operator.idValue, lang: request.lang });
          await recordAudit(trx, {
            operatorId: operator.idValue,
            action: 'MESSAGE_SEND',
            subject: `message:${notice.id}`,
            detail: { to: notice.memberId === null ? 'ALL' : String(notice.memberId) },
            ip: request.ip,
          });
          return notice;
        });
        return ok({ id: sent.id });
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
