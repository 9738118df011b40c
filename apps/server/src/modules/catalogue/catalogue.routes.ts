import {
  addFavoriteBodySchema,
  cataloguePaths,
  favoriteChangeResponseSchema,
  favoriteIdsResponseSchema,
  favoriteListQuerySchema,
  favoriteListResponseSchema,
  gameByCodeQuerySchema,
  gameByCodeResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  hotGamesQuerySchema,
  hotGamesResponseSchema,
  modelListQuerySchema,
  modelListResponseSchema,
  rankListQuerySchema,
  rankListResponseSchema,
  recentGamesQuerySchema,
  recentGamesResponseSchema,
  removeFavoriteQuerySchema,
  roomListQuerySchema,
  roomListResponseSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesResponseSchema,
} from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { gameVendorQuerySchema, gameVendorResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { AnswerCache, RawKeyIndex, sendPrepared } from './answer-cache.ts';
import { LanesCache } from './catalogue.service.ts';
import {
  addFavorite,
  favoriteIds,
  favoriteList,
  gameByCode,
  gameListKey,
  listGames,
  recentGames,
  removeFavorite,
  vendorGameTypes,
  winnerBoard,
} from './games.service.ts';
import { HOT_RANKING_TTL_MS, HotRanking, hotGames } from './hot-games.service.ts';
import { modelList, roomList } from './rooms.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lanesCache: LanesCache;
    /** Dropped by an operator change to the hot list. */
    hotGamesCache: { invalidate(): void };
  }
}

/** The member behind a route guarded by authenticate. */
function memberOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** Game list pages are served from memory while the catalogue is unchanged (at most a minute). */
const GAME_LIST_TTL_MS = 60_000;

export const catalogueRoutes = fp<Record<never, never>>(
  (async (app) => {
    const cache = new LanesCache(app.deps.database.db);
    app.decorate('lanesCache', cache);
    const lanesLanguages = new RawKeyIndex(2000);

    app.get(
      systemPaths.gameVendor,
      {
        // Read on every page load: a repeat of an address already answered is sent before its query is parsed again.
        onRequest: (request, reply, done) => {
          const lang = lanesLanguages.get(RawKeyIndex.of(request.lang, request.url));
          const ready = lang === undefined ? undefined : cache.peek(lang as LanguageCode);
          if (ready) {
            void sendPrepared(request, reply, ready);
            return;
          }
          done();
        },
        schema: {
          tags: ['catalogue'],
          summary: 'Game categories with their vendor cards (data.lanes), in the server order',
          querystring: gameVendorQuerySchema,
          response: { 200: gameVendorResponseSchema, 304: z.null().describe('Not modified (If-None-Match)') },
        },
      },
      async (request, reply) => {
        const lang = request.query.language ?? request.lang;
        const answer = await cache.get(lang);
        lanesLanguages.set(RawKeyIndex.of(request.lang, request.url), lang);
        return sendPrepared(request, reply, answer);
      },
    );

    const { db } = app.deps.database;
    const tags = ['catalogue'];
    const security = [{ bearer: [] }];
    const notModified = { 304: z.null().describe('Not modified (If-None-Match)') };

    const listCache = new AnswerCache(db, { ttlMs: GAME_LIST_TTL_MS, maxEntries: 4000 });
    const listKeys = new RawKeyIndex();
    app.get(
      cataloguePaths.gameList,
      {
        // The list is the busiest call: a repeat of an address already validated and answered is
        // sent from memory before the query is parsed again (after the app's language and access hooks).
        onRequest: (request, reply, done) => {
          const key = listKeys.get(RawKeyIndex.of(request.lang, request.url));
          const ready = key === undefined ? undefined : listCache.peek(key);
          if (ready) {
            void sendPrepared(request, reply, ready);
            return;
          }
          done();
        },
        schema: {
          tags,
          summary: 'Games of a category, optionally one vendor, a slot sub-filter or a name part, a page at a time',
          querystring: gameListQuerySchema,
          response: { 200: gameListResponseSchema, ...notModified },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const lang = q.language ?? request.lang;
        const key = gameListKey(q, lang);
        const answer = await listCache.get(key, () => listGames(db, q, lang));
        listKeys.set(RawKeyIndex.of(request.lang, request.url), key);
        return sendPrepared(request, reply, answer);
      },
    );

    app.get(
      cataloguePaths.gameByCode,
      {
        schema: {
          tags,
          summary: 'One shown game by its code (404 GAME_NOT_FOUND when no shown game has it)',
          querystring: gameByCodeQuerySchema,
          response: { 200: gameByCodeResponseSchema },
        },
      },
      async (request) => ok(await gameByCode(db, request.query.gameCode, request.query.language ?? request.lang)),
    );

    app.get(
      cataloguePaths.vendorGameTypes,
      { schema: { tags, summary: "A vendor's game types with their game counts", querystring: vendorGameTypesQuerySchema, response: { 200: vendorGameTypesResponseSchema } } },
      async (request) => ok(await vendorGameTypes(db, request.query.vassalage, request.query.language ?? request.lang)),
    );

    const ranking = new HotRanking(db, app.log);
    const hotCache = new AnswerCache(db, { ttlMs: HOT_RANKING_TTL_MS, maxEntries: 1000 });
    app.decorate('hotGamesCache', {
      invalidate() {
        ranking.invalidate();
        hotCache.invalidate();
      },
    });
    app.get(
      cataloguePaths.hotGames,
      {
        schema: {
          tags,
          summary: "Hot games: the operator's pinned games in order, then the games most played in the last 7 days",
          querystring: hotGamesQuerySchema,
          response: { 200: hotGamesResponseSchema, ...notModified },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const lang = q.language ?? request.lang;
        const key = [lang, q.gameType ?? '', q.vassalage ?? '', q.limit].join('\u0001');
        const answer = await hotCache.get(key, async () => hotGames(db, await ranking.get(), q, lang));
        return sendPrepared(request, reply, answer);
      },
    );

    app.get(
      cataloguePaths.recentGames,
      {
        preHandler: app.authenticate,
        schema: { tags, security, summary: "The member's recently launched games, newest first", querystring: recentGamesQuerySchema, response: { 200: recentGamesResponseSchema } },
      },
      async (request) => ok(await recentGames(db, memberOf(request), request.query.limit, request.query.language ?? request.lang)),
    );

    app.get(
      cataloguePaths.favoriteIds,
      { preHandler: app.authenticate, schema: { tags, security, summary: "The member's favourite game ids (nodeId), newest first", response: { 200: favoriteIdsResponseSchema } } },
      async (request) => ok(await favoriteIds(db, memberOf(request))),
    );

    app.get(
      cataloguePaths.favoriteList,
      {
        preHandler: app.authenticate,
        schema: { tags, security, summary: "The member's favourite games, a page at a time", querystring: favoriteListQuerySchema, response: { 200: favoriteListResponseSchema } },
      },
      async (request) => ok(await favoriteList(db, memberOf(request), request.query, request.query.language ?? request.lang)),
    );

    app.post(
      cataloguePaths.addFavorite,
      {
        preHandler: app.authenticate,
        schema: { tags, security, summary: 'Keep a game among the favourites (adding one twice keeps one)', body: addFavoriteBodySchema, response: { 200: favoriteChangeResponseSchema } },
      },
      async (request) => ok(await addFavorite(db, memberOf(request), request.body, request.lang)),
    );

    app.delete(
      cataloguePaths.removeFavorite,
      {
        preHandler: app.authenticate,
        schema: { tags, security, summary: 'Drop a favourite (dropping one not kept is fine)', querystring: removeFavoriteQuerySchema, response: { 200: favoriteChangeResponseSchema } },
      },
      async (request) => ok(await removeFavorite(db, memberOf(request), request.query.nodeId)),
    );

    app.get(
      cataloguePaths.rankList,
      { schema: { tags, summary: 'The winner board: the biggest real-money wins of the last 7 days', querystring: rankListQuerySchema, response: { 200: rankListResponseSchema } } },
      async (request) => ok(await winnerBoard(db, request.query, request.query.language ?? request.lang)),
    );

    app.get(
      cataloguePaths.roomList,
      { schema: { tags, summary: 'Card-game rooms by stake tier with their players of the last minutes', querystring: roomListQuerySchema, response: { 200: roomListResponseSchema } } },
      async (request) => ok(await roomList(db, request.query, request.query.language ?? request.lang)),
    );

    app.get(
      cataloguePaths.modelList,
      { schema: { tags, summary: 'Live-casino dealers, online ones first', querystring: modelListQuerySchema, response: { 200: modelListResponseSchema } } },
      async (request) => ok(await modelList(db, request.query, request.query.language ?? request.lang)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
