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
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demoagent');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Agent2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
  });
});
