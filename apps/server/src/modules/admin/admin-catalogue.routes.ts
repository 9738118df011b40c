import {
  adminPaths,
  hotGamesOverviewQuerySchema,
  hotGamesOverviewResponseSchema,
  nodeIdParamSchema,
  pinHotGameBodySchema,
} from '@lumen/contracts/admin/admin.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { hotOverview, pinGame, unpinGame } from '../catalogue/hot-games.service.ts';
import { recordAudit } from './audit.ts';
import { operatorOf } from './operator.hook.ts';

/**
 * The operator's hot-games override under /api/admin: pinned games lead the hot list in the
 * operator's order. Every change writes its audit row in its own transaction (no row, no change) and
 * drops this instance's hot list at once (others follow within their ranking's lifetime). Needs the
 * admin routes' operator hook registered first.
 */
export const adminCatalogueRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['admin'];
    const security = [{ bearer: [] }];
    const preHandler = app.authenticateOperator;

    app.get(
      adminPaths.hotGames,
      {
        preHandler,
        schema: { tags, security, summary: 'The hot-game pins and the top of the resulting hot list', querystring: hotGamesOverviewQuerySchema, response: { 200: hotGamesOverviewResponseSchema } },
      },
      async (request) => ok(await hotOverview(db, request.lang, request.query.top)),
    );

    app.post(
      adminPaths.hotGames,
      {
        preHandler,
        schema: { tags, security, summary: 'Pin a game to the hot list (at a position; pinning again moves it)', body: pinHotGameBodySchema, response: { 200: hotGamesOverviewResponseSchema } },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        await pinGame(db, request.body.nodeId, request.body.position, operator.idValue, (trx, gameId) =>
          recordAudit(trx, { operatorId: operator.idValue, action: 'HOT_GAME_PIN', subject: `game:${gameId}`, detail: { position: request.body.position ?? null }, ip: request.ip }),
        );
        app.hotGamesCache.invalidate();
        return ok(await hotOverview(db, request.lang, 30));
      },
    );

    app.delete(
      adminPaths.hotGame,
      {
        preHandler,
        schema: { tags, security, summary: 'Unpin a game (unpinning one not pinned is fine)', params: nodeIdParamSchema, response: { 200: hotGamesOverviewResponseSchema } },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const unpinned = await unpinGame(db, request.params.nodeId, (trx) =>
          recordAudit(trx, { operatorId: operator.idValue, action: 'HOT_GAME_UNPIN', subject: `game:${request.params.nodeId}`, ip: request.ip }),
        );
        if (unpinned) app.hotGamesCache.invalidate();
        return ok(await hotOverview(db, request.lang, 30));
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
