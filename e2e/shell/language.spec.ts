import { expect, test } from '../support/fixtures.ts';

test.describe('languages', () => {
  test('when the visitor switches to Urdu, then the page is right-to-left in Urdu and stays so after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const told = page.waitForRequest((r) => r.url().endsWith('/wps/system/language') && r.method() === 'PUT');

    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: /اردو/ }).click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('banner').getByRole('button', { name: 'لاگ ان' })).toBeVisible();
    expect((await told).postDataJSON()).toEqual({ language: 'UR' });
    expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['UR', 'UR']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'گیم کی اقسام' })).toBeVisible();
  });
});
