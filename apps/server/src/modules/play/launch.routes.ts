import { type LaunchBody, launchBodySchema, launchResponseSchema, playPaths } from '@lumen/contracts/play/play.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { findFlags } from '../system/system.repository.ts';
import { launchGame } from './launch-game.service.ts';

/** Launching a game for real money (real accounts) or for fun (free trial, visitors too when FREEPLAY3 is on). */
export const launchRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const { config } = app.deps;
    const tags = ['play'];

    app.post(
      playPaths.launchGame,
      {
        preHandler: app.requireRealAccount,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'Launch a game for real money: a one-time launch token and where the game runs',
          body: launchBodySchema,
          response: { 200: launchResponseSchema },
        },
      },
      async (request) => {
        if (!request.auth) throw new DomainError('UNAUTHORIZED');
        const { nodeId, language } = request.body;
        return ok(
          await launchGame(db, config, {
            nodeId,
            mode: 'REAL',
            memberId: request.auth.member.id,
            sessionId: request.auth.sessionId,
            language: language ?? request.lang,
            ip: request.ip,
          }),
        );
      },
    );

    /** A free trial: play money only. Members play it under their session; visitors need FREEPLAY3. */
    async function launchTrial(request: FastifyRequest, input: { nodeId: string; language?: LaunchBody['language'] }) {
      if (!request.auth && !(await findFlags(db)).FREEPLAY3) throw new DomainError('FEATURE_DISABLED');
      return ok(
        await launchGame(db, config, {
          nodeId: input.nodeId,
          mode: 'FUN',
          memberId: request.auth?.member.id ?? null,
          sessionId: request.auth?.sessionId ?? null,
          language: input.language ?? request.lang,
          ip: request.ip,
        }),
      );
    }
    const trialSchema = {
      tags,
      summary: 'Launch a game for fun (free trial with play money); no login needed when free play is on',
      response: { 200: launchResponseSchema },
    };
    app.get(
      playPaths.launchTrial,
      { preHandler: app.optionalSession, schema: { ...trialSchema, querystring: launchBodySchema } },
      async (request) => launchTrial(request, request.query),
    );
    app.post(
      playPaths.launchTrial,
      { preHandler: app.optionalSession, schema: { ...trialSchema, body: launchBodySchema } },
      async (request) => launchTrial(request, request.body),
    );
  }) satisfies FastifyPluginAsyncZod,
);
