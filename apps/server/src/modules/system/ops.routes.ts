import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createRegionRuleBodySchema,
  deletedResponseSchema,
  maintenanceResponseSchema,
  opsPaths,
  patchRegionRuleBodySchema,
  putMaintenanceBodySchema,
  regionRuleParamsSchema,
  regionRuleResponseSchema,
  regionRulesResponseSchema,
} from '@lumen/contracts/system/ops.contract';
import { outboxPath, outboxQuerySchema, outboxResponseSchema } from '@lumen/contracts/auth/auth.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { sendError } from '../../http/error-handler.ts';
import { listOutbox } from '../../providers/outbox.ts';
import * as system from './system.service.ts';

function sameKey(given: string, expected: string): boolean {
  // Compare digests so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Operator switches for maintenance and region rules, behind the OPS_API_KEY bearer key. */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const key = app.deps.config.opsApiKey;
  const tags = ['ops'];
  const security = [{ bearer: [] }];

  app.addHook('onRequest', async (request, reply) => {
    if (!key) return sendError(reply, 'NOT_FOUND', request.lang);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameKey(match[1], key)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED', request.lang);
    }
  });

  app.get(opsPaths.maintenance, { schema: { tags, security, response: { 200: maintenanceResponseSchema } } }, async () =>
    ok(await system.getMaintenance(app.access)),
  );

  app.put(
    opsPaths.maintenance,
    { schema: { tags, security, summary: 'Switch maintenance on or off, with its texts', body: putMaintenanceBodySchema, response: { 200: maintenanceResponseSchema } } },
    async (request) => ok(await system.setMaintenance(db, app.access, request.body)),
  );

  app.get(opsPaths.regionRules, { schema: { tags, security, response: { 200: regionRulesResponseSchema } } }, async () =>
    ok(await system.listRegionRules(db)),
  );

  app.post(
    opsPaths.regionRules,
    { schema: { tags, security, summary: 'Block a CIDR range or a country', body: createRegionRuleBodySchema, response: { 200: regionRuleResponseSchema } } },
    async (request) => ok(await system.addRegionRule(db, app.access, request.body)),
  );

  app.patch(
    opsPaths.regionRule,
    { schema: { tags, security, params: regionRuleParamsSchema, body: patchRegionRuleBodySchema, response: { 200: regionRuleResponseSchema } } },
    async (request) => ok(await system.changeRegionRule(db, app.access, request.params.id, request.body)),
  );

  app.delete(
    opsPaths.regionRule,
    { schema: { tags, security, params: regionRuleParamsSchema, response: { 200: deletedResponseSchema } } },
    async (request) => ok(await system.removeRegionRule(db, app.access, request.params.id)),
  );

  app.get(
    outboxPath,
    { schema: { tags, security, summary: 'Messages the built-in SMS and mail providers sent, newest first', querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => ok(await listOutbox(db, request.query)),
  );
};
