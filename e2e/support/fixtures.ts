// Fixtures for the browser tests. Import `test` and `expect` from here instead of @playwright/test:
//
//   import { expect, test } from '../support/fixtures.ts';
//   test('when maintenance is on, then the maintenance page shows', async ({ ops, page }) => {
//     await ops.setMaintenance({ enabled: true, title: 'Back soon', info: { EN: 'Upgrading', UR: '...' } });
//     await page.goto('/');
//   });
//
// Whatever a test changes through `ops` is undone after it, so tests stay independent.
//
// Every page starts with the announcement popup already seen in its browser session (visitor and
// member alike), so it does not cover the page under test. A test of the popup itself opts out:
//
//   test.use({ announcementPopupSeen: false });
import { type BrowserContext, type Page, test as base, expect, request } from '@playwright/test';
import { blockedTestIp, opsApiKey } from './env.ts';
import { OpsClient, OpsError } from './ops.ts';
import { type PageProblems, watchPage } from './page-watch.ts';

export { expect, blockedTestIp, OpsClient, OpsError };
export type { PageProblems };

/** Opens a page in a new browser context whose every request carries these headers. */
export type OpenWithHeaders = (headers: Record<string, string>) => Promise<Page>;

/** The session-storage flags the web app sets when its announcement popup is closed (one per audience, see POPUP_CLOSED_KEYS). */
export const ANNOUNCEMENT_POPUP_KEYS = ['announcementPopupUser', 'announcementPopupVisitor'] as const;

function markAnnouncementPopupSeen(keys: readonly string[]): void {
  for (const key of keys) window.sessionStorage.setItem(key, 'closed');
}

interface Options {
  /** False: pages start as a new browser session would, and the announcement popup shows. */
  announcementPopupSeen: boolean;
}

interface Fixtures {
  /**
   * Set up before the test's own fixtures (it is automatic), so the default page, the pages of
   * `withHeaders` and those a test opens itself (browser.newPage(), browser.newContext()) all start
   * with the announcement popup seen.
   */
  _announcementPopupInNewContexts: undefined;
  ops: OpsClient;
  withHeaders: OpenWithHeaders;
  /** Records console errors, uncaught exceptions and CSP violations of the default `page`. */
  pageProblems: () => Promise<PageProblems>;
}

export const test = base.extend<Fixtures & Options>({
  announcementPopupSeen: [true, { option: true }],

  _announcementPopupInNewContexts: [
    async ({ browser, announcementPopupSeen }, use) => {
      if (!announcementPopupSeen) return use(undefined);
      const newContext = browser.newContext;
      // browser.newPage() and the default context open through newContext too.
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await context.addInitScript(markAnnouncementPopupSeen, ANNOUNCEMENT_POPUP_KEYS);
        return context;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],

  ops: async ({ baseURL }, use) => {
    const api = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${opsApiKey}` },
    });
    const ops = new OpsClient(api);
    try {
      await use(ops);
    } finally {
      await ops.reset();
      await api.dispose();
    }
  },

  withHeaders: async ({ browser, baseURL, viewport, locale }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (headers) => {
      const context = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        viewport,
        ...(locale ? { locale } : {}),
        extraHTTPHeaders: headers,
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  pageProblems: async ({ page }, use) => {
    const watcher = await watchPage(page);
    await use(watcher.problems);
  },
});

/** Opens a page as if the visitor came from this address (the server trusts loopback proxies). */
export function fromAddress(withHeaders: OpenWithHeaders, ip: string = blockedTestIp): Promise<Page> {
  return withHeaders({ 'X-Forwarded-For': ip });
}
