import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18next } from '@/i18n/i18n.ts';
import { getApiLanguage } from '@/lib/api-client.ts';
import { mockApi } from '@/test/api-mock.ts';
import { permissionValue } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useSiteDefaultLanguage } from '../use-site-default-language.ts';

// Each test here uses a language of its own: a language whose texts loaded stays loaded for the
// rest of the file, and these tests are about loads that fail or wait.

/** Chinese first-page texts arrive only once the test lets them (a slow network). */
const zhTexts = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { asked: false, released, release };
});
vi.mock('@/i18n/zh.json', async (importOriginal) => {
  zhTexts.asked = true;
  await zhTexts.released;
  return importOriginal();
});

function SiteDefault() {
  useSiteDefaultLanguage();
  return null;
}

/** Promise rejections nobody handled while a test ran. */
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.useRealTimers();
});

/** Lets Node report a rejection left unhandled (it does so between callbacks, not within one). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** The retries' waits run on a fake clock; setImmediate stays real for `settle`. */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

/**
 * Makes a language's first-page texts fail to load (as a chunk that cannot be fetched would) the
 * first `times` times; returns how many times they were tried.
 */
function failFirstPageTexts(lng: string, times = Number.POSITIVE_INFINITY) {
  const add = i18next.addResourceBundle.bind(i18next);
  const isFirstPage = (args: unknown[]) => args[0] === lng && args[1] === 'translation' && typeof args[2] === 'object' && args[2] !== null && 'language' in args[2];
  let failed = 0;
  const spy = vi.spyOn(i18next, 'addResourceBundle').mockImplementation((...args: Parameters<typeof add>) => {
    if (isFirstPage(args) && failed < times) {
      failed += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return add(...args);
  });
  return () => spy.mock.calls.filter(isFirstPage).length;
}

describe('site default language that cannot be loaded', () => {
  it('when its texts never arrive, then nothing is left rejected, the page stays in English with nothing stored, and it tries twice more before giving up', async () => {
    fakeClock();
    const tries = failFirstPageTexts('vi');
    const { calls } = mockApi({ '/wps/system/permission': permissionValue({ defaultLanguage: 'VI' }) });
    renderWithProviders(<SiteDefault />);

    await waitFor(() => expect(tries()).toBe(1));
    await settle();
    expect(unhandled).toEqual([]);

    // As the app's queries retry: after 1 s, then after 2 s more, then no more.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(tries()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(tries()).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(tries()).toBe(3);

    await settle();
    expect(unhandled).toEqual([]);
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(getApiLanguage()).toBe('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(calls.some((c) => c.path === '/wps/system/language')).toBe(false);
  });

  it('when its texts fail once, then a second later it tries again and the site default applies, still not stored as the visitor’s choice', async () => {
    fakeClock();
    const tries = failFirstPageTexts('th', 1);
    const { calls } = mockApi({ '/wps/system/permission': permissionValue({ defaultLanguage: 'TH' }) });
    renderWithProviders(<SiteDefault />);

    await waitFor(() => expect(tries()).toBe(1));
    expect(document.documentElement.lang).toBe('en');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(tries()).toBe(2);
    expect(currentLanguage()).toBe('TH');
    expect(getApiLanguage()).toBe('TH');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(calls.some((c) => c.path === '/wps/system/language')).toBe(false);
    await settle();
    expect(unhandled).toEqual([]);
  });

  it('when the visitor chooses a language while the site default still loads, then the visitor’s choice stays once the default has loaded', async () => {
    mockApi({
      '/wps/system/permission': permissionValue({ defaultLanguage: 'ZH' }),
      '/wps/system/language': (c: { body: unknown }) => c.body,
    });
    renderWithProviders(
      <>
        <SiteDefault />
        <LanguageSelect />
      </>,
    );
    await waitFor(() => expect(zhTexts.asked).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /اردو/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));

    zhTexts.release();
    await waitFor(() => expect(i18next.hasResourceBundle('zh', 'translation')).toBe(true));
    await settle();
    expect(currentLanguage()).toBe('UR');
    expect(document.documentElement.lang).toBe('ur');
    expect(getApiLanguage()).toBe('UR');
    expect(localStorage.getItem('lang')).toBe('UR');
    expect(unhandled).toEqual([]);
  });
});
