import {
  announcementsQuerySchema,
  announcementsResponseSchema,
  helpCenterQuerySchema,
  helpCenterResponseSchema,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { AnnouncementType } from './content.table.ts';
import * as content from './content.service.ts';

export const contentRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;

    app.get(
      systemPaths.helpCenter,
      {
        schema: {
          tags: ['content'],
          summary: 'Help centre categories and items, translated',
          querystring: helpCenterQuerySchema,
          response: { 200: helpCenterResponseSchema },
        },
      },
      async (request) => ok(await content.getHelpCenter(db, request.query.lang ?? request.lang, request.query.device)),
    );

    app.get(
      systemPaths.announcements,
      {
        preHandler: app.optionalSession,
        schema: {
          tags: ['content'],
          summary: "Banners, player notices, popups and promotions; a caller without a session gets the visitors' (execution B) whatever it asks",
          querystring: announcementsQuerySchema,
          response: { 200: announcementsResponseSchema },
        },
      },
      async (request) =>
        ok(
          await content.listAnnouncements(db, {
            types: [...new Set(request.query.types.split(','))] as AnnouncementType[],
            platform: request.query.platform,
            // Members' items (A, and F for a first login) are for members: the audience is the session's, not the query's.
            execution: request.auth ? request.query.execution : 'B',
            lang: request.query.language ?? request.lang,
          }),
        ),
    );
  }) satisfies FastifyPluginAsyncZod,
);
