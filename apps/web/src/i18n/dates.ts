import { DEFAULT_LANGUAGE, type LanguageCode } from '@lumen/contracts/i18n/languages';

/** dayjs locales, fetched on demand like the message files. */
const locales: Record<LanguageCode, () => Promise<unknown>> = {
  EN: async () => undefined,
  UR: () => import('dayjs/locale/ur'),
  ZH: () => import('dayjs/locale/zh-cn'),
  TH: () => import('dayjs/locale/th'),
  VI: () => import('dayjs/locale/vi'),
};

const dayjsNames: Record<LanguageCode, string> = { EN: 'en', UR: 'ur', ZH: 'zh-cn', TH: 'th', VI: 'vi' };

let dateLanguage: LanguageCode = DEFAULT_LANGUAGE;
/** Set once a screen that shows dates has loaded dayjs (see dayjs.ts); the first page does without it. */
let applyLocale: ((name: string) => void) | null = null;

/** The interface language for dates: applied to dayjs now if a screen has loaded it, else when one does. */
export async function setDateLocale(code: LanguageCode): Promise<void> {
  dateLanguage = code;
  if (!applyLocale) return;
  await locales[code]();
  // A later choice made while this locale loaded wins.
  if (dateLanguage === code) applyLocale(dayjsNames[code]);
}

/**
 * Fetches a language's dayjs locale without switching to it (nothing to fetch until a screen has
 * loaded dayjs): a language switch fetches everything first, so a failed fetch changes nothing.
 */
export async function loadDateLocale(code: LanguageCode): Promise<void> {
  if (applyLocale) await locales[code]();
}

/** Called by dayjs.ts when dayjs loads: puts the chosen language's locale in place, now and on each change. */
export function attachDayjs(apply: (name: string) => void): Promise<void> {
  applyLocale = apply;
  return setDateLocale(dateLanguage);
}
