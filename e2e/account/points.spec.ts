import type { Page } from '@playwright/test';
import { fundedMember, houseSlot, minorOf, startFromSlotsPage } from '../games/play-steps.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

/** Sets the points rules on the desk's Points screen and waits for the saved message. */
async function setPointsRules(desk: Page, rules: { betPerPoint: string; minRedeemPoints: string }): Promise<void> {
  const form = desk.getByRole('form', { name: 'Earning and redemption' });
  await form.getByLabel('Bet per point').fill(rules.betPerPoint);
  await form.getByLabel('Points ratio').fill('100');
  await form.getByLabel('Minimum redemption').fill(rules.minRedeemPoints);
  const save = form.getByRole('button', { name: 'Save settings' });
  if (await save.isEnabled()) {
    await save.click();
    await expect(desk.getByText('Points settings saved.', { exact: false })).toBeVisible();
  }
}

test.describe('points mall', () => {
  test('when a member plays for real money, then its stake earns points, it redeems them and the operator approves the redemption into its wallet', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    // The desk: one point for every 0.10 staked, at least 10 points a redemption.
    await operatorSignIn(page);
    await page.getByRole('navigation', { name: 'Payment desk' }).getByRole('link', { name: 'Points' }).click();
    await setPointsRules(page, { betPerPoint: '0.10', minRedeemPoints: '10' });

    try {
      const account = await fundedMember(request, '1000');
      const game = await houseSlot(request);
      const member = await browser.newPage();
      await logIn(member, account);
      await startFromSlotsPage(member, game);
      const stake = member.getByRole('combobox', { name: 'Stake' });
      await expect.poll(() => stake.locator('option').count()).toBeGreaterThan(1);
      const amounts = (await stake.locator('option').allTextContents()).map((text) => minorOf(text));
      const index = amounts.reduce((best, minor, i) => (minor <= 100_00 && minor > (amounts[best] ?? 0) ? i : best), 0);
      await stake.selectOption({ index });
      const earned = Math.floor((amounts[index] ?? 0) / 10);
      expect(earned).toBeGreaterThanOrEqual(10);
      await member.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(member.getByTestId('slot-outcome').getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });

      await member.goto('/pointMall');
      await expect(member.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeVisible();
      await expect(member.getByText(`${earned.toLocaleString('en')} points added from your recent play`)).toBeVisible();
      await member.getByLabel('Points to redeem').fill('10');
      await expect(member.getByText('You receive', { exact: false }).locator('..')).toContainText('0.10');
      await member.getByRole('button', { name: 'Redeem', exact: true }).click();
      await expect(member.getByText('Redemption submitted.', { exact: false })).toBeVisible();
      const reference = /PM[0-9]{8,}/.exec((await member.getByRole('main').textContent()) ?? '')?.[0];
      expect(reference).toBeDefined();

      // The operator approves it from the queue of pending redemptions.
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: reference as string });
      await expect(row).toContainText(account.username);
      await row.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Redemption approved', { exact: false })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: reference as string })).toHaveCount(0);

      await member.getByRole('tab', { name: 'Redeem History' }).click();
      await expect(member.getByRole('row').filter({ hasText: reference as string })).toContainText('Approved');
      await member.getByRole('tab', { name: 'Points Details' }).click();
      await expect(member.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText('-10');
      await expect(member.getByRole('row').filter({ hasText: 'Earned' })).toContainText(`+${earned.toLocaleString('en')}`);
      // The money came through the ledger: the account record lists the POINTS credit.
      await member.goto('/member?page=transactionHistory');
      await expect(member.getByRole('row').filter({ hasText: reference as string })).toContainText('0.10');
      await member.close();
    } finally {
      await setPointsRules(page, { betPerPoint: '10.00', minRedeemPoints: '100' });
    }
  });

  test('when a visitor opens the points mall, then the rules show and the other tabs ask to log in', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeVisible();
    await page.getByRole('tab', { name: 'Points Rules' }).click();
    await expect(page.getByText('Points never expire.')).toBeVisible();
    await page.getByRole('tab', { name: 'Redeem', exact: true }).click();
    await expect(page.getByText('Log in to see your points and redeem them.')).toBeVisible();
  });
});
