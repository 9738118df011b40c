import { gameVendorQuerySchema, gameVendorResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanesCache } from './catalogue.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lanesCache: LanesCache;
  }
}

const seenEncodings = new Map<string, 'br' | 'gzip' | null>();

/** The best encoding the caller accepts among brotli and gzip (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const text = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  const known = seenEncodings.get(text);
  if (known !== undefined) return known;
  const picked = parseEncoding(text);
  // Browsers send a handful of distinct headers; remember them, but never without bound.
  if (seenEncodings.size < 200) seenEncodings.set(text, picked);
  return picked;
}

function parseEncoding(text: string): 'br' | 'gzip' | null {
  let br = false;
  let gz = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) <= 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : null;
}

export const catalogueRoutes = fp<Record<never, never>>(
  (async (app) => {
    const cache = new LanesCache(app.deps.database.db);
    app.decorate('lanesCache', cache);

    app.get(
      systemPaths.gameVendor,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Game categories with their vendor cards (data.lanes), in the server order',
          querystring: gameVendorQuerySchema,
          response: { 200: gameVendorResponseSchema, 304: z.null().describe('Not modified (If-None-Match)') },
        },
      },
      async (request, reply) => {
        const answer = await cache.get(request.query.language ?? request.lang);
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('vary', 'accept-encoding, accept-language, x-language, cookie')
          .header('etag', answer.etag)
          .header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
        // Already serialised (and compressed): sent as is, without another pass through the serialiser.
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding) return reply.header('content-encoding', encoding).send((encoding === 'br' ? answer.br : answer.gzip) as never);
        return reply.send(answer.json as never);
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
