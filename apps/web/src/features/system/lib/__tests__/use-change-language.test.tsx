import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// A screen that shows dates has loaded dayjs: a switch now brings the date locale too.
import dayjs from '@/i18n/dayjs.ts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { getApiLanguage } from '@/lib/api-client.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';

// Thai dates cannot be fetched (offline, or a newer release replaced the file).
vi.mock('dayjs/locale/th', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a language switch that cannot load everything', () => {
  it('when the new language’s date locale cannot be loaded, then nothing switches (texts, page, stored choice, the calls’ language) and the failure shows', async () => {
    const { calls } = mockApi({ '/wps/system/language': (c: { body: unknown }) => c.body });
    renderWithProviders(<LanguageSelect />);
    await userEvent.click(screen.getByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /ไทย/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this. Please try again.');
    expect(screen.getByRole('button', { name: 'Language EN' })).toHaveAttribute('aria-busy', 'false');
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(getApiLanguage()).toBe('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBeNull();
    expect(calls.some((c) => c.path === '/wps/system/language')).toBe(false);
  });
});
