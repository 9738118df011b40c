import { uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

async function agentLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

test.describe('agent contracts', () => {
  test('when an agent opens a sub-agent and offers it a daily wage, then the sub-agent is asked at its login, accepts, and both see the contract in force', async ({ page, browser }) => {
    // The demo agent holds the site's daily-wage contract (top rate 1.00 %).
    await agentLogin(page, 'demoagent', 'Agent2026');
    const menu = page.getByRole('navigation', { name: 'Agent centre' });

    // The register centre opens an agent account directly below.
    const username = uniqueUsername('sub');
    await menu.getByRole('button', { name: 'Register Centre' }).click();
    await page.getByRole('radio', { name: /^Agent/ }).check();
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel(/^Password/).fill('Secret2026');
    await page.getByLabel(/^Confirm password/).fill('Secret2026');
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByRole('status').filter({ hasText: username })).toBeVisible();

    // Daily Salary: the agent's own contract, then an offer to the new sub-agent.
    await menu.getByRole('button', { name: 'Daily Salary' }).click();
    await expect(page).toHaveURL(/page=agentDailyWages2/);
    await expect(page.getByRole('article', { name: 'Contract from Platform' }).first()).toContainText('Active');
    const form = page.getByRole('form', { name: 'Offer a contract' });
    // The agent is found by typing the start of its username (the picker asks the server once typing pauses).
    const picker = form.getByRole('combobox', { name: 'Downline agent' });
    await picker.fill(username.slice(0, -1));
    await form.getByRole('option', { name: username, exact: true }).click();
    await expect(picker).toHaveValue(username);
    // Above the agent's own top rate: refused on the form, nothing sent.
    await form.getByLabel('Rate (%), tier 1').fill('1.5');
    await form.getByRole('button', { name: 'Offer contract' }).click();
    await expect(form.getByText("At most 1.00%: your own contract's top rate.")).toBeVisible();
    await form.getByLabel('Rate (%), tier 1').fill('0.4');
    await form.getByLabel('Team bet in the day, tier 1').fill('100');
    await form.getByLabel('Active members, tier 1').fill('1');
    await form.getByRole('button', { name: 'Offer contract' }).click();
    await expect(form.getByText(`Contract offered to ${username}.`)).toBeVisible();
    const given = page.getByRole('article', { name: `Contract given to ${username}` });
    await expect(given).toContainText('Offered');
    await expect(given).toContainText('0.40%');

    // The sub-agent logs in: the contract popup asks for its answer.
    const context = await browser.newContext();
    const sub = await context.newPage();
    await agentLogin(sub, username, 'Secret2026');
    const popup = sub.getByRole('dialog', { name: 'Contracts waiting for you' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Daily wage offered by demoagent');
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect(popup).toBeHidden();
    await sub.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name: 'Daily Salary' }).click();
    const mine = sub.getByRole('article', { name: 'Contract from demoagent' });
    await expect(mine).toContainText('Active');
    await expect(mine).toContainText('0.40%');
    // It holds no contract to give below 0.40 %, and no agent below it yet.
    await expect(sub.getByText('No agents are directly below you yet.')).toBeVisible();

    // The demo agent asks to end it; the sub-agent is asked at its next visit and refuses.
    await page.reload();
    await expect(given).toContainText('Active');
    await given.getByRole('button', { name: 'Request termination' }).click();
    await page.getByRole('dialog', { name: 'Request termination?' }).getByRole('button', { name: 'Request termination' }).click();
    await expect(given).toContainText(`You asked to end this contract. It stays active until ${username} answers.`);

    await sub.reload();
    await expect(popup).toContainText('demoagent asks to end your Daily wage contract');
    await popup.getByRole('button', { name: 'Refuse' }).click();
    await expect(popup).toBeHidden();
    await expect(mine).toContainText('Active');
    await expect(mine).not.toContainText('asked to end this contract');
    await context.close();

    await page.reload();
    await expect(given).toContainText('Active');
    await expect(given).not.toContainText('You asked to end this contract');
  });
});
