// Fixtures for the browser tests. Import `test` and `expect` from here instead of @playwright/test:
//
//   import { expect, test } from '../support/fixtures.ts';
//   test('when maintenance is on, then the maintenance page shows', async ({ ops, page }) => {
//     await ops.setMaintenance({ enabled: true, title: 'Back soon', info: { EN: 'Upgrading', UR: '...' } });
//     await page.goto('/');
//   });
//
// Whatever a test changes through `ops` is undone after it, so tests stay independent.
import { type BrowserContext, type Page, test as base, expect, request } from '@playwright/test';
import { blockedTestIp, opsApiKey } from './env.ts';
import { OpsClient, OpsError } from './ops.ts';
import { type PageProblems, watchPage } from './page-watch.ts';

export { expect, blockedTestIp, OpsClient, OpsError };
export type { PageProblems };

/** Opens a page in a new browser context whose every request carries these headers. */
export type OpenWithHeaders = (headers: Record<string, string>) => Promise<Page>;

interface Fixtures {
  ops: OpsClient;
  withHeaders: OpenWithHeaders;
  /** Records console errors, uncaught exceptions and CSP violations of the default `page`. */
  pageProblems: () => Promise<PageProblems>;
}

export const test = base.extend<Fixtures>({
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
