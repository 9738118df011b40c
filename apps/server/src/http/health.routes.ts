import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { envelopeSchema } from '@lumen/contracts/common/envelope';
import { DomainError } from './domain-error.ts';
import { ok } from './envelope.ts';

const healthSchema = envelopeSchema(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }));
const readySchema = envelopeSchema(z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }));

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes = fp<Record<never, never>>(
  (async (app) => {
    app.get('/healthz', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () =>
      ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    );
    app.get('/readyz', { schema: { tags: ['system'], response: { 200: readySchema } } }, async () => {
      const { database } = app.deps;
      try {
        await database.ping();
      } catch (cause) {
        throw new DomainError('NOT_READY', { cause });
      }
      return ok({ status: 'ready' as const, database: database.kind });
    });
  }) satisfies FastifyPluginAsyncZod,
);
