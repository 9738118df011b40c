import { cataloguePaths, launchChatQuerySchema, launchChatResponseSchema } from '@lumen/contracts/catalogue/catalogue.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { maskAccount } from '../catalogue/games.service.ts';
import { findLiveModel } from '../catalogue/rooms.service.ts';

/**
 * Live chat with a live-casino dealer: the chat room is the vendor's (the demo vendor service
 * here), so the platform answers where it is, with the dealer, the language and the viewer's
 * nickname in the address. Public, as the spec says; members chat under their nickname.
 */
export const chatRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const { config } = app.deps;
    app.get(
      cataloguePaths.launchChat,
      {
        preHandler: app.optionalSession,
        schema: { tags: ['catalogue'], summary: "The live dealer's chat room (chatUrl)", querystring: launchChatQuerySchema, response: { 200: launchChatResponseSchema } },
      },
      async (request) => {
        const model = await findLiveModel(db, request.query.modelId, request.lang);
        if (!model) throw new DomainError('GAME_NOT_FOUND');
        if (model.game.maintenance) throw new DomainError('GAME_MAINTENANCE');
        const query = new URLSearchParams({
          dealer: model.name,
          vendor: model.game.vassalage,
          lang: request.lang,
          // Everyone in the room reads it: masked as on the winner board (the nickname is the login
          // name, or the mobile number of a phone-registered member).
          nickname: request.auth?.member.nickname ? maskAccount(request.auth.member.nickname) : 'Guest',
          online: model.online ? '1' : '0',
        });
        return ok({ chatUrl: `${config.demoVendor.url}/chat/${encodeURIComponent(model.modelId)}?${query.toString()}` });
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
