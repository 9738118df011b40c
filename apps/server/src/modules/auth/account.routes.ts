import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Challenge, SMS codes, registration, affiliate check, password recovery and change, the operator outbox. */
export const accountRoutes = fp<Record<never, never>>((async (_app) => {}) satisfies FastifyPluginAsyncZod);
