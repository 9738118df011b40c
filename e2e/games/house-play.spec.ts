import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { amountText, fundedMember, headerBalance, houseSlot, type ListedGame, minorOf, startFromSlotsPage } from './play-steps.ts';

/**
 * Spins the house slot once on its game page and checks the game's balance becomes the starting
 * balance less the stake plus the win shown. Answers the stake, the win and the new balance.
 */
async function spinOnce(page: Page, startMinor: number): Promise<{ stake: string; winMinor: number; balanceMinor: number }> {
  const houseBalance = page.getByTestId('house-balance');
  await expect(houseBalance).toContainText('Balance');
  await expect(houseBalance).toContainText(amountText(startMinor));
  const stakeSelect = page.getByRole('combobox', { name: 'Stake' });
  const stake = ((await stakeSelect.locator('option:checked').textContent()) ?? '').trim();
  const stakeMinor = minorOf(stake);
  expect(stakeMinor).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const outcome = page.getByTestId('slot-outcome');
  await expect(outcome.getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });
  // The play screens' shared styles came with the game page (opened straight from a list page).
  await expect(outcome.getByRole('link', { name: 'Verify this round' })).toHaveCSS('align-items', 'center');
  const outcomeText = (await outcome.textContent()) ?? '';
  const winMinor = outcomeText.includes('No win this time.') ? 0 : minorOf(/You win\s*(.*)/.exec(outcomeText)?.[1] ?? '');
  const balanceMinor = startMinor - stakeMinor + winMinor;
  await expect(houseBalance).toContainText(amountText(balanceMinor));
  return { stake, winMinor, balanceMinor };
}

/** Opens the betting record in the member centre and answers the row of the only round. */
async function openBettingRecord(page: Page, game: ListedGame) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Betting Record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betting Record' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: game.displayName });
  await expect(rows).toHaveCount(1);
  return rows;
}

test.describe('house games', () => {
  test('when a member spins a house slot from its card, then the balance shown changes and the betting record lists the round with its game and stake', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await fundedMember(request, '1000');
    const game = await houseSlot(request);
    await logIn(page, account);
    await expect(headerBalance(page)).toContainText('1,000.00');

    await startFromSlotsPage(page, game);
    // The game's balance becomes 1,000.00 less the stake plus the win shown.
    const { stake, winMinor, balanceMinor } = await spinOnce(page, 100_000);

    const row = await openBettingRecord(page, game);
    // Real money moved: off the game page, the header shows the same balance.
    await expect(headerBalance(page)).toContainText(amountText(balanceMinor));
    await expect(row).toContainText('Lumen Originals');
    await expect(row.getByRole('cell').nth(3)).toHaveText(stake);
    await expect(row.getByRole('cell').nth(4)).toContainText(amountText(winMinor));
    await expect(row).toContainText('Settled');
    // The result in words: where the reels stopped, then the line wins or none.
    await expect(row).toContainText(winMinor > 0 ? /Reel stops [\d-]+: .+ on line \d+/ : /Reel stops [\d-]+: no win/);
    await expect(page.getByTestId('bet-totals')).toContainText('Rounds1');
  });

  test('when a member checks a round from the betting record on the verify page, then after rotating the seed it is verified as played fairly', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await fundedMember(request, '1000');
    const game = await houseSlot(request);
    await logIn(page, account);
    await startFromSlotsPage(page, game);
    await spinOnce(page, 100_000);

    const row = await openBettingRecord(page, game);
    await row.getByRole('link', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/verify\?roundId=/);
    const roundId = new URL(page.url()).searchParams.get('roundId') ?? '';
    expect(roundId).not.toBe('');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
    const round = page.getByRole('region', { name: `Round ${roundId}` });
    await expect(round).toContainText(game.displayName);

    // The seed that decided the round is still the member's active one: hidden until rotated.
    await expect(round.getByText('The server seed of this round is not revealed yet.')).toBeVisible();
    await expect(round.getByText('Hidden until the seed is rotated')).toBeVisible();
    await round.getByRole('button', { name: 'Rotate my seed now' }).click();

    const verdict = round.getByTestId('verdict');
    await expect(verdict).toContainText('Verified: this round was played fairly', { timeout: 20_000 });
    await expect(verdict.getByRole('listitem').filter({ hasText: 'Seed matches the hash shown before play' })).toBeVisible();
    await expect(round.getByText('Hidden until the seed is rotated')).toBeHidden();
  });
});
