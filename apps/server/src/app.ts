import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { refuseNulCharacters } from './http/control-characters.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { requestLanguage } from './http/language.ts';
import { requestForLog } from './http/log-redaction.ts';
import { useProcessLog } from './lib/process-log.ts';
import { pickLanguage } from '@lumen/contracts/i18n/languages';
import { apiSecurityHeaders, documentSecurityHeaders } from './http/security-headers.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { salaryRoutes } from './modules/agent/salary.routes.ts';
import { rebateRoutes } from './modules/rebate/rebate.routes.ts';
import { missionRoutes } from './modules/missions/missions.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { raffleRoutes } from './modules/raffle/raffle.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { rewardRoutes } from './modules/rewards/rewards.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { adminCatalogueRoutes } from './modules/admin/admin-catalogue.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authHook } from './modules/auth/auth.hook.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { registerAccessGate } from './modules/system/access.ts';
import { opsRoutes } from './modules/system/ops.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { paymentsRoutes } from './modules/wallet/payments.routes.ts';
import { chatRoutes } from './modules/play/chat.routes.ts';
import { launchRoutes } from './modules/play/launch.routes.ts';
import { recordsRoutes } from './modules/play/records.routes.ts';
import { seamlessRoutes } from './modules/play/seamless.routes.ts';
import { houseRoutes } from './modules/house/house.routes.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Where the log lines go; standard output when absent. */
  logDestination?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Paths the API owns; everything else that is a GET for a page falls back to the web app. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/api/', '/ws', '/healthz', '/readyz', '/docs', '/media/'];

/** Families that answer JSON only; everything else may be a document (pages, /docs, media). */
const JSON_API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/api/', '/healthz', '/readyz'];

export function isJsonApiPath(url: string): boolean {
  for (const prefix of JSON_API_PREFIXES) if (url.startsWith(prefix)) return true;
  return false;
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog }, ...(deps.logDestination ? { stream: deps.logDestination } : {}) },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router raises before any hook runs (a malformed or over-long address) still get
    // the envelope and a 4xx.
    frameworkErrors: (error, request, reply) => {
      const lang = pickLanguage(request.headers['accept-language']);
      const fields = [{ field: 'path', issue: 'invalid', message: error.message }];
      void sendError(reply, 'BAD_REQUEST', lang, { fields });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Shared helpers and timers with no request at hand log here too (a corrupt password hash, lost balance news).
  useProcessLog(app.log);
  app.decorateRequest('lang', 'EN');
  const production = config.env === 'production';
  // Built once: every answer carries one of these two sets and its request id.
  const apiHeaders = Object.entries(apiSecurityHeaders(production));
  const documentHeaders = Object.entries(documentSecurityHeaders(production, [config.demoVendor.url]));
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = requestLanguage(request);
    for (const [name, value] of isJsonApiPath(request.url) ? apiHeaders : documentHeaders) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  refuseNulCharacters(app);
  // After the language hook: the gate answers in the caller's language.
  registerAccessGate(app);


  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: '1.0.0', description: 'Every answer is { success, code, message, value }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: (h) => h });

  await app.register(authHook);
  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(opsRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(walletRoutes);
  await app.register(paymentsRoutes);
  await app.register(realtimeRoutes);
  await app.register(adminRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(launchRoutes);
  await app.register(recordsRoutes);
  await app.register(seamlessRoutes);
  await app.register(chatRoutes);
  await app.register(houseRoutes);
  await app.register(agentRoutes);
  await app.register(salaryRoutes);
  await app.register(messageRoutes);
  await app.register(rewardRoutes);
  await app.register(rebateRoutes);
  await app.register(referralRoutes);
  await app.register(missionRoutes);
  await app.register(pointsRoutes);
  await app.register(feedbackRoutes);
  await app.register(activityRoutes);
  await app.register(vipRoutes);
  await app.register(raffleRoutes);

  const webDist = config.webDist ? path.resolve(config.webDist) : defaultWebDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      // Client-side routes (and the client's own 404 page) are served by the web app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return sendError(reply, 'NOT_FOUND', request.lang);
  });

  return app;
}
