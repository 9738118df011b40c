import { loginMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** The seeded demo member: VIP level 2 (Silver). */
const demoPlayer = { username: 'demoplayer', password: 'Player2026' };

test.describe('VIP', () => {
  test('when the demo VIP member opens VIP from the avatar badge and the side menu, then the page shows their tier, progress and every tier', async ({ page, request }) => {
    // Logging in solves a proof-of-work challenge: give a loaded machine time for it.
    test.setTimeout(90_000);
    // The session is handed to the site as ?token=, the way the platform's own links do.
    const token = await loginMember(request, demoPlayer);
    await page.goto(`/?token=${token}`);
    const header = page.locator('header.site-header');

    // The header's VIP label leads to the VIP page.
    const badge = header.getByRole('button', { name: /VIP 2/ });
    // The first page loads the signed-in header as its own chunk: allow for a busy machine.
    await expect(badge).toBeVisible({ timeout: 30_000 });
    await badge.click();
    await expect(page).toHaveURL(/\/member\?page=vip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();

    const hero = page.getByTestId('vip-hero');
    await expect(hero.getByText('VIP 2', { exact: true })).toBeVisible();
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Silver');
    await expect(page.getByTestId('vip-deposits')).toContainText(/\d\.\d{2}/);
    await expect(page.getByRole('progressbar', { name: /^Progress to / })).toBeVisible();

    const tiers = page.getByRole('list', { name: 'VIP tiers' });
    await expect(tiers.getByTestId(/^vip-tier-\d+$/)).not.toHaveCount(0);
    expect(await tiers.getByTestId(/^vip-tier-\d+$/).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('vip-tier-2')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('vip-tier-2')).toContainText('Your tier');
    await expect(page.getByTestId('vip-tier-1')).toContainText('Reached');
    await expect(page.getByTestId('vip-tier-1')).toContainText('Upgrade bonus');

    // The side menu's member centre leads with VIP, current here; it opens the page from elsewhere too.
    const sideMenu = page.getByRole('complementary', { name: 'Main menu' });
    // The submenu was closed when the session began on the home page.
    const memberCentre = sideMenu.getByRole('button', { name: 'Member Centre' });
    await memberCentre.click();
    await expect(memberCentre).toHaveAttribute('aria-expanded', 'true');
    const vipLink = sideMenu.getByRole('link', { name: 'VIP', exact: true });
    await expect(vipLink).toHaveAttribute('href', '/member?page=vip');
    await expect(vipLink).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name: 'My Account', exact: true }).click();
    await expect(page).toHaveURL(/page=securityCenter/);
    await sideMenu.getByRole('link', { name: 'VIP', exact: true }).click();
    await expect(page).toHaveURL(/page=vip/);
    await expect(page.getByTestId('vip-hero')).toContainText('Silver');
  });
});
