// Fixtures for the browser tests. Import `test` and `expect` from here instead of @playwright/test:
//
//   import { expect, test } from '../support/fixtures.ts';
//   test('when maintenance is on, then the maintenance page shows', async ({ ops, page }) => {
//     await ops.setMaintenance({ enabled: true, title: 'Back soon' });
//     await page.goto('/');
//   });
//
// Whatever a test changes through `ops` is undone after it, so tests stay independent.
import { type APIRequestContext, type BrowserContext, type Page, test as base, expect, request } from '@playwright/test';
import { blockedTestIp, opsApiKey } from './env.ts';
import { type PageProblems, watchPage } from './page-watch.ts';

export { expect, blockedTestIp };
export type { PageProblems };

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** The operator API (/api/ops/...), called with the bearer key the test server was started with. */
export class OpsClient {
  private touched = new Set<'maintenance' | 'region'>();

  constructor(private readonly api: APIRequestContext) {}

  /** Any operator call; answers the envelope's value, throws on a non-2xx answer or success false. */
  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const url = `/api/ops/${path.replace(/^\/+/, '')}`;
    const res = await this.api.fetch(url, { method, ...(data === undefined ? {} : { data }) });
    const body = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok() || !body?.success) throw new OpsError(res.status(), body, `${method} ${url}`);
    return body.value;
  }

  /** Turns maintenance on (with the operator's title, info and expected end) or off. */
  async setMaintenance(settings: { enabled: boolean; title?: string; info?: string; until?: string | null }): Promise<unknown> {
    this.touched.add('maintenance');
    return this.call('PUT', 'maintenance', settings);
  }

  /** Replaces the region rules (which client addresses or countries are refused). */
  async setRegionRules(rules: unknown): Promise<unknown> {
    this.touched.add('region');
    return this.call('PUT', 'region-rules', rules);
  }

  /** Blocks one client address: pair it with a page opened through `withHeaders` and X-Forwarded-For. */
  async blockAddress(ip: string = blockedTestIp, text: { title?: string; info?: string } = {}): Promise<unknown> {
    return this.setRegionRules({ enabled: true, blockedIps: [ip], blockedCountries: [], allowedIps: [], ...text });
  }

  /** Undoes what this client changed: maintenance off, no region rules. */
  async reset(): Promise<void> {
    if (this.touched.has('maintenance')) await this.setMaintenance({ enabled: false });
    if (this.touched.has('region')) await this.setRegionRules({ enabled: false, blockedIps: [], blockedCountries: [], allowedIps: [] });
    this.touched.clear();
  }
}

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
