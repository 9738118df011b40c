import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';

/** A count in the interface language's digit grouping ("1,000" in English, "1.000" in Vietnamese). */
export const formatCount = (n: number) => new Intl.NumberFormat(languageInfo(currentLanguage()).locale).format(n);
