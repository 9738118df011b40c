import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n, loadScreenTexts } from '@/i18n/i18n.ts';
import { setApiLanguage } from '@/lib/api-client.ts';
import { closeAllModals } from '@/lib/modal-store.ts';

// findBy and waitFor give up after 3 s instead of 1 s: the suite shares two cores with the server
// tests and the databases, and a slow moment there is not a defect here.
configure({ asyncUtilTimeout: 3_000 });

await initI18n('EN');
// Screens are rendered directly here, not through their lazy loaders: all their texts are in place.
await loadScreenTexts();

// jsdom lacks layout and a few browser APIs the shell uses.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  setApiLanguage('EN');
  await initI18n('EN');
});

afterEach(() => {
  cleanup();
  closeAllModals();
  vi.unstubAllGlobals();
});
