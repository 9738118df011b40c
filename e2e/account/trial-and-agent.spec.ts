import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('trial players and agents', () => {
  test('when a trial player opens the member centre, then a real account is asked for and nothing opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Free Trial' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'A real account is needed' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when a member logs in at /agent, then the login is refused as a non-agent', async ({ page, request }) => {
    const account = await registerMember(request);
    await page.goto('/agent');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Non-agents cannot log in');
    await expect(page).toHaveURL(/\/agent$/);
  });

  test('when the demo agent logs in at /agent, then the agent centre opens', async ({ page }) => {
    await page.goto('/agent');
    // Asked for signed out, the password change waits for the login and then opens.
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sign in first' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demoagent');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Agent2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
    await change.getByRole('button', { name: 'Close' }).click();
    await expect(change).toBeHidden();

    // The default page is the team overview, with the downline's figures for today.
    await expect(page.getByRole('heading', { name: 'Team Overview' })).toBeVisible();
    const size = page.getByTestId('team-size');
    await expect(size).toContainText('Team size');
    const total = Number((await size.locator('.team-stat-value').textContent()) ?? '0');
    expect(total).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('team-balance')).toContainText('Rs');

    // Team management lists the downline; a search finds the demo member directly under the agent.
    await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name: 'Team Management' }).click();
    await expect(page).toHaveURL(/page=downlineManagmentView/);
    await page.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: 'demoplayer' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Member');
    await expect(page.getByText('Members: 1')).toBeVisible();

    // The register centre opens an account under the agent; team management finds it at once.
    const username = `team${Date.now().toString(36)}`;
    const menu = page.getByRole('navigation', { name: 'Agent centre' });
    await menu.getByRole('button', { name: 'Register Centre' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel(/^Password/).fill('Secret2026');
    await page.getByLabel(/^Confirm password/).fill('Secret2026');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Account ${username} is open in your team.` })).toBeVisible();
    await menu.getByRole('button', { name: 'Team Management' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();
  });
});
