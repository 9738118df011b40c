import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Login (username, SMS, remember token, agent), new-address verification, captcha, trial login, logout, member info. */
export const sessionRoutes = fp<Record<never, never>>((async (_app) => {}) satisfies FastifyPluginAsyncZod);
