import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

test.describe('reward centre', () => {
  test('when the operator grants a member a reward at the desk, then the member claims it once and finds it in bonus details', async ({ browser, page, request }) => {
    const account = await registerMember(request);
    await operatorSignIn(page);
    await page.getByRole('navigation', { name: 'Payment desk' }).getByRole('link', { name: 'Rewards' }).click();
    await page.getByLabel('Member (username)').fill(account.username);
    await page.getByLabel('Title (English)').fill('Loyalty bonus');
    await page.getByLabel('Amount').fill('125');
    await page.getByLabel('Valid for (days)').fill('3');
    await page.getByRole('button', { name: 'Grant reward' }).click();
    await expect(page.getByRole('status')).toContainText(account.username);
    const granted = page.getByRole('row').filter({ hasText: 'Loyalty bonus' });
    await expect(granted).toContainText(account.username);

    const member = await browser.newPage();
    await logIn(member, account);
    // The header counts what waits to be claimed.
    await expect(member.getByRole('button', { name: /Members/ }).locator('.count-badge')).toBeVisible();
    await member.goto('/member?page=rewardCenter');
    const menu = member.getByRole('navigation', { name: 'Member centre' });
    await expect(menu.getByRole('button', { name: /Reward Centre/ }).locator('.count-badge')).toHaveText('1');
    const card = member.getByRole('listitem').filter({ hasText: 'Loyalty bonus' });
    await expect(card).toContainText('125.00');
    await card.getByRole('button', { name: 'Claim Loyalty bonus' }).click();
    await expect(member.getByText(/125\.00 has been credited to your main wallet/)).toBeVisible();
    await expect(menu.getByRole('button', { name: /Reward Centre/ }).locator('.count-badge')).toHaveCount(0);
    await expect(member.getByRole('listitem').filter({ hasText: 'Loyalty bonus' })).toHaveCount(0);

    await member.getByRole('tab', { name: 'Claimed' }).click();
    await expect(member.getByRole('listitem').filter({ hasText: 'Loyalty bonus' })).toContainText('Claimed');

    await menu.getByRole('button', { name: 'Bonus Details', exact: true }).click();
    await expect(member.getByRole('row').filter({ hasText: 'Loyalty bonus' })).toContainText('125.00');

    // The desk's list counts the claim.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Loyalty bonus' })).toContainText('125.00');
    await member.close();
  });
});
