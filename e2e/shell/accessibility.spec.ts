import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { houseSlot } from '../games/play-steps.ts';

/**
 * Waits until the page has settled (its calls answered, its entrance animations done), then runs
 * axe-core's rules (WCAG 2.1 A and AA and axe's best practices) over it, dialogs included.
 */
async function expectNoViolations(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A dialog or a card fading in is checked once it is drawn in its own colours. Endless animations
  // and scroll-driven ones (they follow a scroll position and never finish) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.timeline !== document.timeline || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(found, `accessibility violations on ${name}`).toEqual([]);
}

async function useUrdu(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'UR');
    localStorage.setItem('hisLang', 'UR');
  });
}

test.describe('accessibility', () => {
  test('when a visitor opens the public pages and popups, in English and in Urdu, then axe finds no violation', async ({ page }) => {
    // Nine pages, each loaded to rest and checked whole: on a busy machine that takes minutes.
    test.setTimeout(300_000);
    for (const path of ['/', '/login', '/register', '/agent', '/promotions', '/live', '/help']) {
      await page.goto(path);
      await expectNoViolations(page, path);
    }
    await useUrdu(page);
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoViolations(page, `${path} in Urdu`);
    }
  });

  test('when a member opens the member centre, the wallet pages and a house game, then axe finds no violation', async ({ page, request }) => {
    test.setTimeout(300_000);
    const account = await registerMember(request);
    const slot = await houseSlot(request);
    await logIn(page, account);
    for (const path of [
      '/',
      '/member?page=transferFund',
      '/member?page=depositv2',
      '/member?page=withdraw',
      '/member?page=personalHistoryCopy',
      '/member?page=rewardCenter',
      '/pointMall',
      `/seamless?nodeId=${slot.nodeId}`,
    ]) {
      await page.goto(path);
      await expectNoViolations(page, path);
    }
    await useUrdu(page);
    await page.goto('/member?page=transferFund');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoViolations(page, 'the wallet in Urdu');
  });
});
