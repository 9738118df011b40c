import { languageCodes } from '@lumen/contracts/i18n/languages';
import { systemPaths } from '@lumen/contracts/system/system.paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncements } from '@/features/content/api/get-announcements.ts';
import { getStatus } from '@/features/system/api/get-status.ts';
import { apiRequest, setApiLanguage } from '../api-client.ts';
import { EARLY_ANNOUNCEMENTS_PATH, EARLY_CALLS_KEY, EARLY_LANGUAGES, EARLY_STATUS_PATH, startEarlyCalls } from '../early-calls.ts';
import { TOKEN_KEY } from '../session.ts';

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), { status: 200 });

/** Every call the page makes, answered with the call's own URL. */
function countFetches() {
  const urls: string[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return envelope({ url });
  }) as typeof fetch;
  return urls;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY];
  sessionStorage.clear();
  localStorage.clear();
  setApiLanguage('EN');
});

describe('early calls', () => {
  it('repeat the app: the same languages and paths', () => {
    expect(EARLY_LANGUAGES).toEqual(languageCodes);
    expect(EARLY_STATUS_PATH).toBe(systemPaths.status);
    expect(EARLY_ANNOUNCEMENTS_PATH).toBe(systemPaths.announcements);
  });

  it('when a visitor with Urdu chosen opens the site, then the status and announcements calls are taken over once, not made twice', async () => {
    localStorage.setItem('lang', 'ur');
    const urls = countFetches();
    startEarlyCalls();
    expect(urls).toHaveLength(2);
    setApiLanguage('UR');
    await expect(getStatus()).resolves.toEqual({ url: '/wps/system/status' });
    await expect(getAnnouncements('B')).resolves.toEqual({ url: expect.stringContaining('execution=B&language=UR') });
    expect(urls).toHaveLength(2);
    // Taken once: the next status call is a call of its own.
    await getStatus();
    expect(urls).toHaveLength(3);
  });

  it('when a member is signed in, then the calls carry the token and the members announcements', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok123');
    const urls = countFetches();
    startEarlyCalls();
    expect(vi.mocked(globalThis.fetch).mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok123', 'X-Language': 'EN' });
    await getAnnouncements('A');
    expect(urls).toHaveLength(2);
  });

  it('when the app asks differently (another language), then it makes its own call', async () => {
    const urls = countFetches();
    startEarlyCalls();
    setApiLanguage('TH');
    await apiRequest(systemPaths.status);
    expect(urls).toEqual([expect.any(String), expect.any(String), '/wps/system/status']);
  });

  it('when a token comes in the address, then no early call is made', () => {
    window.history.replaceState(null, '', '/?token=abc');
    const urls = countFetches();
    startEarlyCalls();
    window.history.replaceState(null, '', '/');
    expect(urls).toHaveLength(0);
  });

  it('when a hand-off code comes in the address, then no early call is made (the session is not known yet)', () => {
    window.history.replaceState(null, '', '/download?lang=UR&handoff=abc');
    const urls = countFetches();
    startEarlyCalls();
    window.history.replaceState(null, '', '/');
    expect(urls).toHaveLength(0);
  });

  it('when the address names a language (an app-download link), then the early calls ask in it', () => {
    localStorage.setItem('lang', 'TH');
    window.history.replaceState(null, '', '/download?lang=ur');
    countFetches();
    startEarlyCalls();
    window.history.replaceState(null, '', '/');
    expect(vi.mocked(globalThis.fetch).mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Language': 'UR' });
  });
});
