import type { Page } from '@playwright/test';
import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';

/** Where the current item of the member centre's menu row lies against the row's visible part. */
async function currentItemOverflow(page: Page): Promise<number> {
  return page.locator('.member-nav ul').evaluate((row) => {
    const current = row.querySelector('[aria-current="page"]');
    if (!current) throw new Error('the menu has no current item');
    const item = current.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    // How far the item sticks out of the row on either side (0 when it is wholly in view).
    return Math.max(0, box.left - item.left, item.right - box.right);
  });
}

test.describe('member centre on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of ['EN', 'UR'] as const) {
    test(`when a phone in ${language} opens the menu’s last page and an item before it grows (a badge arriving), then the current item stays in view in the menu row`, async ({ page, request }) => {
      const account = await registerMember(request);
      await logIn(page, account);
      if (language === 'UR') await page.addInitScript(() => localStorage.setItem('lang', 'UR'));
      await page.goto('/member?page=manualRebate');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
      const menu = page.locator('.member-nav ul');
      await expect(menu.locator('[aria-current="page"]')).toBeVisible();
      // The row is narrower than its items: it scrolls, and the current item was brought into view.
      expect(await menu.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
      await expect.poll(() => currentItemOverflow(page)).toBeLessThanOrEqual(1);

      // An item before the current one grows, as one does when its count badge arrives late.
      await page.addStyleTag({ content: '.member-nav li:first-child .menu-item { padding-inline-end: 96px; }' });
      await expect.poll(() => currentItemOverflow(page)).toBeLessThanOrEqual(1);
      // Only the row moved: the page itself stayed where it was.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
