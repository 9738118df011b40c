import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguageCode, languages, pickLanguage } from '../i18n/languages.ts';

describe('choosing the caller language', () => {
  it('defaults to English when nothing is given', () => {
    expect(pickLanguage(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(pickLanguage('')).toBe('EN');
  });

  it('accepts platform codes, locales and Accept-Language headers', () => {
    expect(pickLanguage('UR')).toBe('UR');
    expect(pickLanguage('th-TH')).toBe('TH');
    expect(pickLanguage('fr-FR,fr;q=0.9,vi;q=0.8')).toBe('VI');
    expect(pickLanguage('en;q=0.2,zh-CN;q=0.9')).toBe('ZH');
    expect(pickLanguage('CN')).toBe('ZH');
  });

  it('falls back to English for unsupported languages', () => {
    expect(pickLanguage('de-DE,fr;q=0.5')).toBe('EN');
  });

  it('marks only Urdu as right-to-left', () => {
    expect(languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['UR']);
    expect(isLanguageCode('XX')).toBe(false);
  });
});
