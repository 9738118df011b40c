import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { amountText, fundedMember, headerBalance, minorOf } from './play-steps.ts';

/** The house lottery's first game: keno, played on the lottery page. */
const KENO = { gameCode: 'HOUSE_T0001', displayName: 'Lumen Keno' };
const PICKS = [3, 7, 12, 25, 33];

test.describe('house keno', () => {
  test('when a member opens the house keno on the lottery page, picks numbers and plays, then the draw shows with its hits, the balance changes and the betting record lists the round', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await fundedMember(request, '1000');
    await logIn(page, account);
    await expect(headerBalance(page)).toContainText('1,000.00');

    await page.goto(`/lottery?gameCode=${KENO.gameCode}`);
    await expect(page.getByRole('heading', { level: 1, name: KENO.displayName })).toBeVisible({ timeout: 20_000 });
    // The other lotteries stay on the page.
    await expect(page.getByRole('heading', { level: 2, name: 'More lotteries' })).toBeVisible();
    const houseBalance = page.getByTestId('house-balance');
    await expect(houseBalance).toContainText(amountText(100_000));

    const board = page.getByRole('group', { name: 'Numbers to pick' });
    for (const n of PICKS) await board.getByRole('button', { name: String(n), exact: true }).click();
    await expect(board.getByRole('button', { pressed: true })).toHaveCount(PICKS.length);
    await expect(page.getByRole('heading', { name: `Paytable for ${PICKS.length} numbers` })).toBeVisible();
    const stake = page.getByRole('textbox', { name: 'Stake' });
    await stake.fill('1');
    await page.getByRole('button', { name: 'Play', exact: true }).click();

    const outcome = page.getByTestId('keno-outcome');
    await expect(outcome.getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });
    const drawn = outcome.getByRole('list', { name: 'Drawn numbers' });
    await expect(drawn.getByRole('listitem')).toHaveCount(10);
    // Each hit is one of the picks, marked on the draw and on the board alike.
    const tally = (await outcome.getByText(/^Hits: \d+ of 5/).textContent()) ?? '';
    const hits = Number(/^Hits: (\d+) of/.exec(tally)?.[1] ?? NaN);
    expect(hits).toBeGreaterThanOrEqual(0);
    await expect(drawn.getByRole('listitem').filter({ hasText: 'hit' })).toHaveCount(hits);
    await expect(board.getByRole('button', { name: /, hit$/ })).toHaveCount(hits);
    for (const ball of await drawn.getByRole('listitem').filter({ hasText: 'hit' }).all()) {
      expect(PICKS).toContain(Number.parseInt((await ball.textContent()) ?? '', 10));
    }

    const outcomeText = (await outcome.textContent()) ?? '';
    const winMinor = outcomeText.includes('No win this time.') ? 0 : minorOf(/You win\s*(.*)/.exec(outcomeText)?.[1] ?? '');
    const balanceMinor = 100_000 - 100 + winMinor;
    await expect(houseBalance).toContainText(amountText(balanceMinor));

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Betting Record' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betting Record' })).toBeVisible();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: KENO.displayName });
    await expect(row).toHaveCount(1);
    await expect(headerBalance(page)).toContainText(amountText(balanceMinor));
    await expect(row).toContainText('Lumen Originals');
    await expect(row.getByRole('cell').nth(3)).toContainText(amountText(100));
    await expect(row.getByRole('cell').nth(4)).toContainText(amountText(winMinor));
    await expect(row).toContainText('Settled');
    // The result in words: the draw and the hits of the picks.
    await expect(row).toContainText(new RegExp(`Drawn [\\d ]+: ${hits} of ${PICKS.length} picks hit, ${winMinor > 0 ? 'won at' : 'lost'}`));
  });

  test('when a visitor chooses the house keno’s free trial on the lottery list, then it plays for play money on the lottery page, without a login', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/lott');
    const card = page.getByRole('main').getByRole('article', { name: KENO.displayName, exact: true });
    await card.getByRole('button', { name: `Try ${KENO.displayName} for free`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${KENO.gameCode}&mode=FUN$`));
    await expect(page.getByRole('heading', { level: 1, name: KENO.displayName })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0);
    await expect(page.locator('.seamless-bar').getByText('Play money', { exact: true })).toBeVisible();
    const playMoney = page.getByTestId('house-balance');
    await expect(playMoney).toContainText('Play money balance');
    await expect(playMoney).toContainText(amountText(200_000));

    const board = page.getByRole('group', { name: 'Numbers to pick' });
    for (const n of PICKS) await board.getByRole('button', { name: String(n), exact: true }).click();
    await page.getByRole('textbox', { name: 'Stake' }).fill('1');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const outcome = page.getByTestId('keno-outcome');
    await expect(outcome.getByRole('link', { name: 'Verify this round' })).toBeVisible({ timeout: 20_000 });
    const outcomeText = (await outcome.textContent()) ?? '';
    const winMinor = outcomeText.includes('No win this time.') ? 0 : minorOf(/You win\s*(.*)/.exec(outcomeText)?.[1] ?? '');
    await expect(playMoney).toContainText(amountText(200_000 - 100 + winMinor));
  });
});
