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

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The Set-Cookie value that remembers a language for a year. */
export function languageCookie(language: LanguageCode, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

// Callers send few distinct language values (query parameter, X-Language, Accept-Language):
// remember the choice for each, within bounds, so a request does not parse the same text again.
const picked = new Map<string, LanguageCode>();

function pickRemembered(value: string | undefined): LanguageCode {
  if (!value) return pickLanguage(value);
  let lang = picked.get(value);
  if (lang === undefined) {
    lang = pickLanguage(value);
    if (picked.size < 1000 && value.length <= 256) picked.set(value, lang);
  }
  return lang;
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
  if (fromQuery) return pickRemembered(fromQuery);
  const header = request.headers['x-language'];
  if (typeof header === 'string' && header) return pickRemembered(header);
  return cookieLanguage(request.headers.cookie) ?? pickRemembered(request.headers['accept-language']);
}
