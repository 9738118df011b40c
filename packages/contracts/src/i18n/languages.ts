/** Interface languages. Codes are the platform's (upper case); `locale` is the BCP 47 tag. */
export const languages = [
  { code: 'EN', locale: 'en', name: 'English', dir: 'ltr' },
  { code: 'UR', locale: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'ZH', locale: 'zh-CN', name: '中文', dir: 'ltr' },
  { code: 'TH', locale: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as string[]).includes(value);
}

/**
 * Picks a supported language from a platform code ("UR"), a locale ("ur-PK") or an
 * Accept-Language header ("ur-PK,ur;q=0.9,en;q=0.8"); falls back to the default.
 */
export function pickLanguage(input: string | undefined | null): LanguageCode {
  if (!input) return DEFAULT_LANGUAGE;
  const candidates = input
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of candidates) {
    const upper = tag.toUpperCase();
    if (isLanguageCode(upper)) return upper;
    const primary = upper.split('-')[0];
    if (primary === 'CN') return 'ZH';
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
