import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import dayjs from '@/i18n/dayjs.ts';
import { i18next } from '@/i18n/i18n.ts';
import { readSessionCache, writeSessionCache } from '@/lib/session-cache.ts';
import { mockApi } from '@/test/api-mock.ts';
import { permissionValue } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { useSiteDefaultLanguage } from '../../lib/use-site-default-language.ts';
import { usePermission } from '../../api/get-permission.ts';
import { LanguageSelect } from '../language-select.tsx';

function SiteDefault() {
  useSiteDefaultLanguage();
  return null;
}

describe('LanguageSelect', () => {
  it('when Urdu is chosen, then it is stored, the page turns right-to-left, texts and dates change and the server is told', async () => {
    const { calls } = mockApi({ '/wps/system/language': (c: { body: unknown }) => c.body });
    writeSessionCache('lanes', { lanes: [] });
    writeSessionCache('permission', { info: {} });
    sessionStorage.setItem('token', 'kept');
    renderWithProviders(<LanguageSelect />);

    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /اردو/ }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ur');
    expect(localStorage.getItem('hisLang')).toBe('UR');
    expect(localStorage.getItem('lang')).toBe('UR');
    expect(screen.getByRole('button', { name: 'زبان UR' })).toBeInTheDocument();
    expect(dayjs.locale()).toBe('ur');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/wps/system/language')).toBe(true));
    const put = calls.find((c) => c.path === '/wps/system/language');
    expect(put?.body).toEqual({ language: 'UR' });
    expect(put?.headers['x-language']).toBe('UR');
    // The cached lists are dropped so they load again in Urdu; the session itself is kept.
    expect(readSessionCache('lanes')).toBeUndefined();
    expect(readSessionCache('permission')).toBeUndefined();
    expect(sessionStorage.getItem('token')).toBe('kept');
  });

  it('when switching back to English, then the page is left-to-right again', async () => {
    mockApi({ '/wps/system/language': (c: { body: unknown }) => c.body });
    renderWithProviders(<LanguageSelect />);
    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /ไทย/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(document.documentElement.dir).toBe('ltr');
    await userEvent.click(screen.getByRole('button', { name: 'ภาษา TH' }));
    await userEvent.click(screen.getByRole('option', { name: /English/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('lang')).toBe('EN');
  });

  it('when a switch is under way, then the button is busy and the languages cannot be chosen until it ends', async () => {
    mockApi({ '/wps/system/language': (c: { body: unknown }) => c.body });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const changeLanguage = i18next.changeLanguage.bind(i18next);
    vi.spyOn(i18next, 'changeLanguage').mockImplementationOnce(async (lng) => {
      await held;
      return changeLanguage(lng);
    });
    renderWithProviders(<LanguageSelect />);
    const trigger = screen.getByRole('button', { name: /^Language / });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: /Tiếng Việt/ }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(trigger);
    for (const option of screen.getAllByRole('option')) expect(option).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ngôn ngữ VI' })).toHaveAttribute('aria-busy', 'false'));
    for (const option of screen.getAllByRole('option')) expect(option).toBeEnabled();
  });

  it('when the new language cannot be loaded, then the failure is shown in the current language and trying again switches', async () => {
    mockApi({ '/wps/system/language': (c: { body: unknown }) => c.body });
    vi.spyOn(i18next, 'changeLanguage').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderWithProviders(<LanguageSelect />);
    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /ไทย/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this. Please try again.');
    expect(screen.getByRole('button', { name: 'Language EN' })).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the list is used from the keyboard, then the arrows move between the languages and Escape closes it back on its button', async () => {
    mockApi({});
    renderWithProviders(<LanguageSelect />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /^Language / });
    await user.click(trigger);
    const options = within(screen.getByRole('listbox', { name: 'Language' })).getAllByRole('option');
    await user.tab();
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(options.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('cached lists after a language change', () => {
  it('when the language changes, then the lists on screen load again in the new language', async () => {
    const { calls } = mockApi({
      '/wps/system/language': (c: { body: unknown }) => c.body,
      '/wps/system/permission': permissionValue(),
    });
    // biome-ignore lint/correctness/noComponentHookFactories: a throwaway component for this test only.
    function Lists() {
      usePermission();
      return <LanguageSelect />;
    }
    renderWithProviders(<Lists />);
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/system/permission')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /中文/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/system/permission')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/wps/system/permission').map((c) => c.headers['x-language'])).toEqual(['EN', 'ZH']);
  });
});

describe('site default language', () => {
  it('when the visitor never chose a language, then the site default applies without being stored', async () => {
    const { calls } = mockApi({ '/wps/system/permission': permissionValue({ defaultLanguage: 'VI' }) });
    renderWithProviders(<SiteDefault />);
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    expect(localStorage.getItem('lang')).toBeNull();
    expect(calls.some((c) => c.path === '/wps/system/language')).toBe(false);
  });

  it('when the visitor chose a language before, then the site default does not override it', async () => {
    localStorage.setItem('lang', 'EN');
    const { calls } = mockApi({ '/wps/system/permission': permissionValue({ defaultLanguage: 'VI' }) });
    renderWithProviders(<SiteDefault />);
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/system/permission')).toBe(true));
    expect(document.documentElement.lang).toBe('en');
  });
});
