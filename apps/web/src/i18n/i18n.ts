import type { ErrorTexts } from '@lumen/contracts/i18n/error-messages';
import * as englishErrors from '@lumen/contracts/i18n/error-messages/en';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languages,
} from '@lumen/contracts/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** A message tree; languages differ only in their plural forms. */
export type Messages = { [key: string]: unknown };

/** i18next language names are the platform codes in lower case. */
export const toI18nLanguage = (code: LanguageCode) => code.toLowerCase();

/** Every language but EN is its own chunks (texts and error texts), fetched when first chosen. */
const loaders: Record<Exclude<LanguageCode, 'EN'>, () => Promise<[{ default: Messages }, ErrorTexts]>> = {
  UR: () => Promise.all([import('./ur.json'), import('@lumen/contracts/i18n/error-messages/ur')]),
  ZH: () => Promise.all([import('./zh.json'), import('@lumen/contracts/i18n/error-messages/zh')]),
  TH: () => Promise.all([import('./th.json'), import('@lumen/contracts/i18n/error-messages/th')]),
  VI: () => Promise.all([import('./vi.json'), import('@lumen/contracts/i18n/error-messages/vi')]),
};

function addLanguage(code: LanguageCode, messages: Messages, errors: ErrorTexts) {
  const lng = toI18nLanguage(code);
  i18next.addResourceBundle(lng, 'translation', messages, true, true);
  i18next.addResourceBundle(lng, 'errors', errors.errorTexts, true, true);
  i18next.addResourceBundle(lng, 'validation', errors.fieldIssueTexts, true, true);
}

export async function loadLanguage(code: LanguageCode): Promise<void> {
  if (code === 'EN' || i18next.hasResourceBundle(toI18nLanguage(code), 'translation')) return;
  const [module, errors] = await loaders[code]();
  addLanguage(code, module.default, errors);
}

export function hasStoredLanguage(): boolean {
  try {
    return isLanguageCode(localStorage.getItem('lang')?.toUpperCase());
  } catch {
    return false;
  }
}

/** The language chosen earlier on this device, else the default. */
export function storedLanguage(): LanguageCode {
  try {
    const saved = localStorage.getItem('lang');
    const upper = saved?.toUpperCase();
    return isLanguageCode(upper) ? upper : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function languageInfo(code: LanguageCode) {
  return languages.find((l) => l.code === code) ?? languages[0];
}

/** Sets lang and dir on <html> so right-to-left languages mirror the whole page. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

export async function initI18n(code: LanguageCode = DEFAULT_LANGUAGE): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: toI18nLanguage(DEFAULT_LANGUAGE),
      fallbackLng: toI18nLanguage(DEFAULT_LANGUAGE),
      ns: ['translation', 'errors', 'validation'],
      defaultNS: 'translation',
      resources: {},
      interpolation: { escapeValue: false },
    });
    addLanguage('EN', en, englishErrors);
  }
  await loadLanguage(code);
  await i18next.changeLanguage(toI18nLanguage(code));
  applyDocumentLanguage(code);
  return i18next;
}

export function currentLanguage(): LanguageCode {
  const upper = (i18next.resolvedLanguage ?? i18next.language ?? '').toUpperCase();
  return isLanguageCode(upper) ? upper : DEFAULT_LANGUAGE;
}

export { i18next };
