import { authPaths, challengeResponseSchema } from '@lumen/contracts/auth/auth.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { createProviders } from '../../providers/index.ts';
import { issueChallenge } from './challenge.service.ts';

/** Challenges handed to one address per minute: plenty for people, a ceiling for scripts. */
const CHALLENGES_PER_MINUTE = 60;

/** Challenge, SMS codes, registration, affiliate check, password recovery and change, the operator outbox. */
export const accountRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const { auth } = app.deps.config;
    const tags = ['auth'];
    app.decorate('providers', createProviders(app.deps));

    app.get(
      authPaths.challenge,
      { schema: { tags, summary: 'A proof-of-work challenge for the next protected call', response: { 200: challengeResponseSchema } } },
      async (request) => {
        if ((await app.rates.hit(`challenge:${request.ip}`, 60_000)) > CHALLENGES_PER_MINUTE) throw new DomainError('TOO_MANY_REQUESTS');
        return ok(await issueChallenge(db, { ip: request.ip, difficulty: auth.challengeDifficulty }));
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
