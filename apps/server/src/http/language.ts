import { type LanguageCode, isLanguageCode, pickLanguage } from '@lumen/contracts/i18n/languages';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: LanguageCode;
  }
}

/** Cookie set by PUT /wps/system/language. */
export const LANGUAGE_COOKIE = 'lang';

const cookiePattern = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

function cookieLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const value = cookiePattern.exec(header)?.[1]?.trim().toUpperCase();
  return isLanguageCode(value) ? value : undefined;
}

/**
 * The caller's language: `language` (or `lang`) query parameter, then `x-language`, then the
 * `lang` cookie, then Accept-Language. Read from the raw header so it works before any plugin
 * has parsed cookies.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery =
    typeof query?.language === 'string' ? query.language : typeof query?.lang === 'string' ? query.lang : undefined;
  if (fromQuery) return pickLanguage(fromQuery);
  const header = request.headers['x-language'];
  if (typeof header === 'string' && header) return pickLanguage(header);
  return cookieLanguage(request.headers.cookie) ?? pickLanguage(request.headers['accept-language']);
}
