import type { Page } from '@playwright/test';

export interface PageProblems {
  /** console.error messages, uncaught exceptions and failed requests. */
  errors: string[];
  /** Content-Security-Policy violations reported by the page. */
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Starts recording what goes wrong on a page: console errors, uncaught exceptions and CSP
 * violations (caught through the securitypolicyviolation event as well as the console).
 * Call before the first navigation.
 */
export async function watchPage(page: Page): Promise<{ problems: () => Promise<PageProblems> }> {
  const errors: string[] = [];
  const consoleCsp: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Content Security Policy/i.test(text)) consoleCsp.push(text);
    else errors.push(`console: ${text}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return {
    async problems() {
      const reported = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      return { errors: [...errors], cspViolations: [...reported, ...consoleCsp] };
    },
  };
}
