import { statusResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';

export const systemRoutes = fp<Record<never, never>>(
  (async (app) => {
    app.get(systemPaths.status, { schema: { tags: ['system'], response: { 200: statusResponseSchema } } }, async (request) =>
      ok({ status: 0 as const, ip: request.ip, title: '', info: '', until: null }),
    );
  }) satisfies FastifyPluginAsyncZod,
);
