import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18next, startI18n, storedLanguage } from '../i18n.ts';

describe('the language the page starts in', () => {
  it('when the chosen language’s texts arrive, then the page starts in it', async () => {
    await expect(startI18n('VI')).resolves.toBe('VI');
    expect(currentLanguage()).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('when the chosen language’s texts cannot be fetched, then the page starts in English instead of not at all, and the choice stays for the next visit', async () => {
    localStorage.setItem('lang', 'UR');
    const add = i18next.addResourceBundle.bind(i18next);
    vi.spyOn(i18next, 'addResourceBundle').mockImplementation((...args: Parameters<typeof add>) => {
      if (args[0] === 'ur') throw new TypeError('Failed to fetch dynamically imported module');
      return add(...args);
    });
    await expect(startI18n(storedLanguage())).resolves.toBe('EN');
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('language.choose')).toBe('Language');
    expect(localStorage.getItem('lang')).toBe('UR');
  });
});
