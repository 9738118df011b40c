import { expect, test } from '../support/fixtures.ts';

test.describe('announcement popup', () => {
  // This spec sees the site as a new browser session does.
  test.use({ announcementPopupSeen: false });

  test('when a visitor opens the home page, then the announcement popup shows; once closed, a reload in the same session does not show it again', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup).toBeVisible();
    // The demo site's visitor popup: a welcome bonus, with its promotion.
    const title = '100% welcome bonus for new members';
    await expect(popup.getByRole('navigation', { name: 'Announcement list' }).getByRole('button', { name: title })).toBeVisible();
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    await expect(popup.getByText('Register today and your first deposit is doubled')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Go to promotion' })).toBeVisible();

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    // The notices come in the same answer as the popups: once they show, the popup would be opening.
    await expect(page.getByRole('region', { name: 'Notices' }).getByRole('button').first()).toBeVisible();
    // The popup opens two seconds after the page's load event: wait past that.
    await page.waitForLoadState('load');
    await page.waitForTimeout(3_500);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('announcementPopupVisitor'))).toBe('closed');
  });
});
