import type { Page } from '@playwright/test';
import { playPaths } from '../../packages/contracts/src/play/play.contract.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member-page.ts';
import { amountText, fundedMember, headerBalance, houseSlot, minorOf, startFromSlotsPage } from './play-steps.ts';

/** Play money a free trial starts with. */
const PLAY_MONEY_MINOR = 200_000;

/** Spins once on a free-trial house slot and checks the play-money balance follows the outcome. */
async function spinForFun(page: Page): Promise<void> {
  await expect(page.locator('.seamless-bar').getByText('Play money', { exact: true })).toBeVisible();
  const playMoney = page.getByTestId('house-balance');
  await expect(playMoney).toContainText('Play money balance');
  await expect(playMoney).toContainText(amountText(PLAY_MONEY_MINOR));
  const stake = ((await page.getByRole('combobox', { name: 'Stake' }).locator('option:checked').textContent()) ?? '').trim();

  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const outcome = page.getByTestId('slot-outcome');
  await expect(outcome.getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });
  const outcomeText = (await outcome.textContent()) ?? '';
  const winMinor = outcomeText.includes('No win this time.') ? 0 : minorOf(/You win\s*(.*)/.exec(outcomeText)?.[1] ?? '');
  await expect(playMoney).toContainText(amountText(PLAY_MONEY_MINOR - minorOf(stake) + winMinor));
}

/** Lists the play-money rounds in the betting record, waiting for their answer (the real-money list stays until then). */
async function choosePlayMoney(page: Page): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === playPaths.bettingRecord && new URL(res.url()).searchParams.get('mode') === 'FUN' && res.ok());
  await page.getByRole('combobox', { name: 'Money' }).selectOption({ label: 'Play money' });
  await answered;
}

/** The betting record of the logged-in member shows no round, neither real money nor play money. */
async function expectNoRounds(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Betting Record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betting Record' })).toBeVisible();
  await expect(page.getByText('No rounds for these filters.')).toBeVisible();
  await expect(page.getByTestId('bet-totals')).toContainText('Rounds0');
  await choosePlayMoney(page);
  await expect(page.getByText('No rounds for these filters.')).toBeVisible();
  await expect(page.getByTestId('bet-totals')).toContainText('Rounds0');
}

test.describe('free trial', () => {
  test('when a visitor plays a house slot for free, then the balance shown is play money and changes, and the round is in no record', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const game = await houseSlot(request);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await startFromSlotsPage(page, game, 'FUN');
    await spinForFun(page);

    // The visitor then logs in: the round played as a visitor belongs to nobody.
    const account = await fundedMember(request, '1000');
    await logIn(page, account);
    await expectNoRounds(page);
    await expect(headerBalance(page)).toContainText('1,000.00');
    await openMemberPage(page, 'Account Record');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(1 + 1);
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);
  });

  test('when a member plays a house slot for free, then the real balance stays and the round is listed only under play money', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await fundedMember(request, '1000');
    const game = await houseSlot(request);
    await logIn(page, account);
    await startFromSlotsPage(page, game, 'FUN');
    await spinForFun(page);

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Betting Record' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betting Record' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('1,000.00');
    await expect(page.getByText('No rounds for these filters.')).toBeVisible();
    await choosePlayMoney(page);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: game.displayName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Play money');

    await openMemberPage(page, 'Account Record');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 1);
    // Play money never counts in profit and loss.
    await openMemberPage(page, 'Profit & Loss');
    await expect(page.getByTestId('profit-totals')).toContainText('Rounds0');
    await expect(page.getByText('No rounds for these filters.')).toBeVisible();
  });
});
