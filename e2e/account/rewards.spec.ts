import { amountText, fundedMember, houseSlot, minorOf, startFromSlotsPage } from '../games/play-steps.ts';
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

test.describe('invite friends', () => {
  test('when a friend signs up with the member code, then the member sees the friend, masked, under invite friends', async ({ page, request }) => {
    const account = await registerMember(request);
    await logIn(page, account);
    await page.goto('/member?page=referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeVisible();
    const code = ((await page.getByTestId('referral-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByText(`/register?referralCode=${code}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Scan to sign up' })).toBeVisible();
    await expect(page.getByText('No friends have joined with your code yet.', { exact: false })).toBeVisible();

    const friend = await registerMember(request, { referralCode: code });
    await page.reload();
    await expect(page.getByTestId('referral-invited')).toContainText('1');
    const row = page.getByRole('table', { name: 'Invited friends' }).getByRole('row').filter({ hasText: friend.username.slice(0, 2) });
    await expect(row).toContainText('No deposit yet');
    await expect(row).not.toContainText(friend.username);
  });
});

test.describe('manual rebate', () => {
  test('when a member plays a house slot for real money, then the stake is turnover and the member claims its rebate', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await fundedMember(request, '1000');
    const game = await houseSlot(request);
    await logIn(page, account);
    await startFromSlotsPage(page, game);
    // The biggest stake of at most 100.00, so the rebate comes to at least a cent.
    const stake = page.getByRole('combobox', { name: 'Stake' });
    // The stakes come with the game's table: read them once they are there.
    await expect.poll(() => stake.locator('option').count()).toBeGreaterThan(1);
    const options = await stake.locator('option').allTextContents();
    const amounts = options.map((text) => minorOf(text));
    const index = amounts.reduce((best, minor, i) => (minor <= 100_00 && minor > (amounts[best] ?? 0) ? i : best), 0);
    await stake.selectOption({ index });
    const stakeMinor = amounts[index] ?? 0;
    expect(stakeMinor).toBeGreaterThanOrEqual(2_00);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(page.getByTestId('slot-outcome').getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/member?page=manualRebate');
    await expect(page.getByRole('heading', { level: 1, name: 'Manual Rebate' })).toBeVisible();
    const line = page.getByTestId('rebate-line-RNG');
    await expect(line).toContainText(amountText(stakeMinor));
    await expect(line).toContainText('0.80');
    const rebate = amountText(Math.floor((stakeMinor * 80) / 10_000));
    await expect(page.getByTestId('rebate-summary')).toContainText(rebate);
    await page.getByRole('button', { name: 'Claim rebate' }).click();
    await expect(page.getByText(`has been credited to your main wallet`)).toContainText(rebate);
    await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Claim history' })).toContainText(rebate);
  });
});

test.describe('missions', () => {
  test("when a member deposits this week's target, then the weekly mission is claimed into the wallet and the member is on the leaderboard", async ({ page, request }) => {
    const account = await fundedMember(request, '2000');
    await logIn(page, account);
    await page.goto('/member?page=missionLeaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    const weekly = page.getByTestId('missions-WEEKLY').getByRole('listitem').filter({ hasText: 'Deposit 2,000.00 this week' });
    await expect(weekly).toContainText('2,000.00');
    const daily = page.getByTestId('missions-DAILY').getByRole('listitem').filter({ hasText: 'Play 20 rounds today' });
    await expect(daily).toContainText('In progress');
    await expect(daily.getByRole('button')).toHaveCount(0);

    await weekly.getByRole('button', { name: 'Claim Deposit 2,000.00 this week' }).click();
    await expect(page.getByText('has been credited to your main wallet')).toContainText('30.00');
    await expect(weekly).toContainText('Claimed');
    await expect(page.getByTestId('missions-earned')).toContainText('30.00');

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByTestId('mission-me')).toContainText('30.00');
    await expect(page.getByRole('table', { name: "This week's leaderboard" }).locator('tr[aria-current="true"]')).toContainText(account.username.slice(0, 2));

    // The mission's reward is a bonus like any other: bonus details lists it.
    await page.goto('/member?page=bonusDetails');
    await expect(page.getByRole('row').filter({ hasText: 'Deposit 2,000.00 this week' })).toContainText(/Mission.*\+Rs 30\.00/);
    await expect(page.getByTestId('bonus-total')).toContainText('Rs 30.00');
  });
});
