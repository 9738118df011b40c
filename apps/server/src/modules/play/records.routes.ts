import {
  bettingRecordQuerySchema,
  bettingRecordResponseSchema,
  playPaths,
  profitLossQuerySchema,
  profitLossResponseSchema,
} from '@lumen/contracts/play/play.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { bettingRecord, profitLoss } from './records.service.ts';

function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** The member's betting record and profit and loss, read from the game rounds. */
export const recordsRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['play'];
    const security = [{ bearer: [] }];
    const preHandler = app.authenticate;

    app.get(
      playPaths.bettingRecord,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Betting record: the rounds by game type, vendor, UTC days and mode, newest first, with totals over the filter',
          querystring: bettingRecordQuerySchema,
          response: { 200: bettingRecordResponseSchema },
        },
      },
      async (request) => ok(await bettingRecord(db, memberOf(request), request.query, request.lang)),
    );

    app.get(
      playPaths.profitLoss,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Profit and loss of real-money play per UTC day and game type, with totals',
          querystring: profitLossQuerySchema,
          response: { 200: profitLossResponseSchema },
        },
      },
      async (request) => ok(await profitLoss(db, memberOf(request), request.query, request.lang)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
