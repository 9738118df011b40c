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

/**
 * Each language's texts come in two parts: the first page's (<code>.json, with the error texts) and
 * the later screens' and dialogs' (screens/<code>.json). English's first part is built in; every other
 * part is its own chunk, fetched when first needed.
 */
const firstPageLoaders: Record<Exclude<LanguageCode, 'EN'>, () => Promise<[{ default: Messages }, ErrorTexts]>> = {
  UR: () => Promise.all([import('./ur.json'), import('@lumen/contracts/i18n/error-messages/ur')]),
  ZH: () => Promise.all([import('./zh.json'), import('@lumen/contracts/i18n/error-messages/zh')]),
  TH: () => Promise.all([import('./th.json'), import('@lumen/contracts/i18n/error-messages/th')]),
  VI: () => Promise.all([import('./vi.json'), import('@lumen/contracts/i18n/error-messages/vi')]),
};

const screensLoaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  EN: () => import('./screens/en.json'),
  UR: () => import('./screens/ur.json'),
  ZH: () => import('./screens/zh.json'),
  TH: () => import('./screens/th.json'),
  VI: () => import('./screens/vi.json'),
};

function addTexts(code: LanguageCode, messages: Messages) {
  i18next.addResourceBundle(toI18nLanguage(code), 'translation', messages, true, true);
}

function addErrorTexts(code: LanguageCode, errors: ErrorTexts) {
  const lng = toI18nLanguage(code);
  // The server's messages name the wrong field themselves; forms check their fields with their own texts.
  i18next.addResourceBundle(lng, 'errors', errors.errorTexts, true, true);
}

/** Each part's load per language; a failed load is forgotten so the next need tries again. */
const firstPageLoads = new Map<LanguageCode, Promise<void>>();
const screensLoads = new Map<LanguageCode, Promise<void>>();

function once(loads: Map<LanguageCode, Promise<void>>, code: LanguageCode, load: () => Promise<void>): Promise<void> {
  let loading = loads.get(code);
  if (!loading) {
    loading = load();
    loads.set(code, loading);
    loading.catch(() => loads.delete(code));
  }
  return loading;
}

/** Whether a screen or dialog has asked for its texts: from then on a language change brings them too. */
let screensWanted = false;

function loadScreens(code: LanguageCode): Promise<void> {
  return once(screensLoads, code, async () => addTexts(code, (await screensLoaders[code]()).default));
}

/** Loads a language's texts: the first page's, and the screens' too once they are in use. */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  await Promise.all([
    code === 'EN'
      ? undefined
      : once(firstPageLoads, code, async () => {
          const [module, errors] = await firstPageLoaders[code]();
          addTexts(code, module.default);
          addErrorTexts(code, errors);
        }),
    screensWanted ? loadScreens(code) : undefined,
  ]);
}

/** The texts of the screens and dialogs loaded on demand, in the current language. */
export function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  return loadScreens(currentLanguage());
}

/**
 * A screen's or dialog's import() that settles once both its code and the screens' texts are
 * there, so it never draws a key in place of its words. For React.lazy and lazyScreen.
 */
export function withScreenTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenTexts()]).then(([module]) => module);
}

export function hasStoredLanguage(): boolean {
  try {
    return isLanguageCode(localStorage.getItem('lang')?.toUpperCase());
  } catch {
    return false;
  }
}

/** A language named in the address (?lang=, as app-download links carry it) becomes this device's choice. */
export function adoptUrlLanguage(search: string): boolean {
  const code = new URLSearchParams(search).get('lang')?.toUpperCase();
  if (!isLanguageCode(code)) return false;
  try {
    localStorage.setItem('hisLang', code);
    localStorage.setItem('lang', code);
  } catch {
    return false;
  }
  return true;
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
      ns: ['translation', 'errors'],
      defaultNS: 'translation',
      resources: {},
      interpolation: { escapeValue: false },
      // Components draw again when texts arrive (the screens' part, a language's first load).
      react: { bindI18nStore: 'added' },
    });
    addTexts('EN', en);
    addErrorTexts('EN', englishErrors);
  }
  await loadLanguage(code);
  await i18next.changeLanguage(toI18nLanguage(code));
  applyDocumentLanguage(code);
  return i18next;
}

/**
 * Start-up: the texts of the language chosen before on this device. Should they not arrive (offline,
 * or a newer release replaced them), the page opens in English, whose first-page texts are built in,
 * rather than not at all; the choice stays stored, so the next visit tries it again. Resolves with
 * the language the page opens in.
 */
export async function startI18n(code: LanguageCode): Promise<LanguageCode> {
  try {
    await initI18n(code);
    return code;
  } catch {
    await initI18n(DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): LanguageCode {
  const upper = (i18next.resolvedLanguage ?? i18next.language ?? '').toUpperCase();
  return isLanguageCode(upper) ? upper : DEFAULT_LANGUAGE;
}

export { i18next };
