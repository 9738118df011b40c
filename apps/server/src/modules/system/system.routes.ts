import { languageCookie } from '../../http/language.ts';
import {
  countryCodeResponseSchema,
  domainRouteResponseSchema,
  permissionResponseSchema,
  setLanguageBodySchema,
  setLanguageResponseSchema,
  statusResponseSchema,
  systemPaths,
} from '@lumen/contracts/system/system.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import * as system from './system.service.ts';

export function callerOf(request: FastifyRequest): system.Caller {
  return {
    ip: request.ip,
    lang: request.lang,
    hostname: request.hostname,
    origin: `${request.protocol}://${request.host}`,
  };
}


export const systemRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['system'];

    app.get(
      systemPaths.status,
      { schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region-restricted', response: { 200: statusResponseSchema } } },
      async (request) => ok(await system.getStatus(app.access, callerOf(request))),
    );

    app.get(
      systemPaths.permission,
      { schema: { tags, summary: 'Site configuration, feature flags, registration rules and the caller location', response: { 200: permissionResponseSchema } } },
      async (request) => ok(await system.getPermission(db, app.access, callerOf(request))),
    );

    app.get(
      systemPaths.domainRoute,
      { schema: { tags, summary: 'Main domain and the routes the client may use', response: { 200: domainRouteResponseSchema } } },
      async (request) => ok(await system.getDomainRoute(db, callerOf(request))),
    );

    app.get(
      systemPaths.countryCode,
      { schema: { tags, summary: 'Countries with dialing codes and flags', response: { 200: countryCodeResponseSchema } } },
      async (request) => ok(await system.listCountries(db, request.lang)),
    );

    app.put(
      systemPaths.language,
      {
        schema: {
          tags,
          summary: 'Remember the caller language (cookie lang) for later answers',
          body: setLanguageBodySchema,
          response: { 200: setLanguageResponseSchema },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        reply.header('set-cookie', languageCookie(language, request.protocol === 'https'));
        request.lang = language;
        return ok({ language });
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
