import { type LanguageCode, pickLanguage } from '@lumen/contracts/i18n/languages';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: LanguageCode;
  }
}

/** The caller's language: `language` query parameter, then `x-language`, then Accept-Language. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.language === 'string' ? query.language : undefined;
  const header = request.headers['x-language'];
  const fromHeader = typeof header === 'string' ? header : undefined;
  return pickLanguage(fromQuery ?? fromHeader ?? request.headers['accept-language']);
}
