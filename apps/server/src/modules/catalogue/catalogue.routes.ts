import { gameVendorQuerySchema, gameVendorResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanesCache } from './catalogue.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lanesCache: LanesCache;
  }
}

export const catalogueRoutes = fp<Record<never, never>>(
  (async (app) => {
    const cache = new LanesCache(app.deps.database.db);
    app.decorate('lanesCache', cache);

    app.get(
      systemPaths.gameVendor,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Game categories with their vendor cards (data.lanes), in the server order',
          querystring: gameVendorQuerySchema,
          response: { 200: gameVendorResponseSchema },
        },
      },
      async (request, reply) => {
        const body = await cache.get(request.query.language ?? request.lang);
        // Already serialised: sent as is, without another pass through the serialiser.
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('vary', 'accept-language, x-language, cookie')
          .send(body as never);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
