import { viewports } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('routes', () => {
  test('when a visitor opens /member without a session, then they land on /login with the login popup', async ({ page }) => {
    await page.goto('/member');
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  });

  test('when the login popup is closed on /login, then the visitor is on the home page', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when an unknown address is opened, then the 404 page shows inside the site', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('tablist', { name: 'Game menu' })).toBeVisible();
  });

  test('when a visitor chooses Agent Login in the header, then the agent login page opens (wide and narrow screens)', async ({ page }) => {
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Agent Login' }).click();
      await expect(page).toHaveURL(/\/agent$/);
      await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
      // The agent area has a layout of its own, without the member site's header.
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
  });

  test('when /help#term is opened, then the help centre shows the terms section', async ({ page }) => {
    await page.goto('/help#term');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expect(page.locator('#term')).toBeInViewport();
  });
});
