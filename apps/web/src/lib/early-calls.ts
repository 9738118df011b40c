/**
 * The first screen's calls (site status, announcements), started before the rest of the app's
 * code runs (main.tsx imports this first; the build keeps it out of the main chunk);
 * `apiRequest` takes each answer over once (see takeEarlyCall). It imports nothing: what it
 * repeats from the app (storage keys, languages, paths, the announcements query) is checked
 * against the app's own in its test.
 */
export const EARLY_CALLS_KEY = '__lumenEarlyCalls';

export interface EarlyCall {
  /** The request headers, as `apiRequest` would send them. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

export const EARLY_LANGUAGES = ['EN', 'UR', 'ZH', 'TH', 'VI'];
export const EARLY_STATUS_PATH = '/wps/system/status';
export const EARLY_ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The URLs and headers of the early calls for this device's language and session. */
export function earlyRequests(): { url: string; headers: Record<string, string> }[] {
  // An app-download link's ?lang= is the app's choice too (main.tsx keeps it).
  const named = new URLSearchParams(window.location.search).get('lang')?.toUpperCase() ?? '';
  const saved = EARLY_LANGUAGES.includes(named) ? named : (read(() => localStorage, 'lang')?.toUpperCase() ?? '');
  const language = EARLY_LANGUAGES.includes(saved) ? saved : 'EN';
  const token = read(() => sessionStorage, 'token');
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;
  const query = new URLSearchParams({ types: 'B,PL,PU,PR,H', platform: 'W', execution: token ? 'A' : 'B', language });
  return [
    { url: EARLY_STATUS_PATH, headers },
    { url: `${EARLY_ANNOUNCEMENTS_PATH}?${query.toString()}`, headers },
  ];
}

export function startEarlyCalls(): void {
  // A token or a hand-off code in the address becomes the session first: no early calls then.
  const params = new URLSearchParams(window.location.search);
  if (params.has('token') || params.has('handoff')) return;
  const calls = new Map<string, EarlyCall>();
  for (const { url, headers } of earlyRequests()) {
    const response = fetch(url, { headers });
    // Not taken over (the app asked differently): the failure is the app's own call's to report.
    response.catch(() => undefined);
    calls.set(url, { headers, response });
  }
  (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY] = calls;
}
