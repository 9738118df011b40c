import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { amountText, fundedMember, headerBalance, type ListedGame, minorOf, SEAMLESS_VENDOR, slotGames, startFromSlotsPage, TRANSFER_VENDOR } from './play-steps.ts';

/** A fresh member with Rs 1,000.00 in the main wallet, logged in, on the game page of the vendor's first slot. */
async function playVendorSlot(page: Page, request: APIRequestContext, vendor: string): Promise<ListedGame> {
  const account = await fundedMember(request, '1000');
  const [game] = await slotGames(request, vendor);
  if (!game) throw new Error(`the demo catalogue has no ${vendor} slots`);
  await logIn(page, account);
  await startFromSlotsPage(page, game);
  return game;
}

test.describe('vendor games', () => {
  test('when a member plays a round of a vendor game in its frame, then the bet is settled from the main wallet and shows in the betting record', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const game = await playVendorSlot(page, request, SEAMLESS_VENDOR);

    // The vendor's own page, served from the demo vendor's address, in the game page's frame.
    const frameElement = page.locator(`iframe[title="${game.displayName}"]`);
    await expect(frameElement).toHaveAttribute('src', /\/game\/[^?]+\?token=/);
    expect(new URL((await frameElement.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);
    const vendorPage = page.frameLocator(`iframe[title="${game.displayName}"]`);
    await expect(vendorPage.getByRole('heading', { level: 1, name: game.displayName })).toBeVisible({ timeout: 20_000 });
    const balance = vendorPage.getByTestId('vendor-balance');
    await expect(balance).toContainText('1000.00');

    await vendorPage.getByRole('spinbutton', { name: 'Stake' }).fill('5.00');
    await vendorPage.getByRole('button', { name: 'Spin' }).click();
    const result = vendorPage.locator('#result');
    await expect(result).toHaveText(/No win this time|Win: /, { timeout: 20_000 });
    const resultText = (await result.textContent()) ?? '';
    const winMinor = resultText.startsWith('Win') ? minorOf(resultText) : 0;
    const balanceMinor = 100_000 - 500 + winMinor;
    await expect(balance).toContainText(amountText(balanceMinor).replace(/,/g, ''));

    // The platform settled the round: the record lists it and the header shows the new balance.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Betting Record' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betting Record' })).toBeVisible();
    await expect(headerBalance(page)).toContainText(amountText(balanceMinor));
    const row = page.getByRole('table').getByRole('row').filter({ hasText: game.displayName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(SEAMLESS_VENDOR);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Rs 5.00');
    await expect(row.getByRole('cell').nth(4)).toContainText(amountText(winMinor));
    await expect(row).toContainText('Settled');
  });

  test('when a member opens a game of a vendor with its own wallet, then the page offers to move money in, the game starts from it, and all of it comes back to main', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const game = await playVendorSlot(page, request, TRANSFER_VENDOR);

    const strip = page.getByRole('region', { name: /wallet$/ });
    await expect(strip.getByRole('note')).toContainText('play from their own wallet, which is empty');
    const vendorPage = page.frameLocator(`iframe[title="${game.displayName}"]`);
    const balance = vendorPage.getByTestId('vendor-balance');
    await expect(balance).toContainText('0.00', { timeout: 20_000 });

    await strip.getByLabel('Amount').fill('200');
    await strip.getByRole('button', { name: 'Move in' }).click();
    await expect(strip.getByRole('note')).toHaveCount(0);
    await expect(strip).toContainText(`Main walletRs ${amountText(80_000)}`);
    // The game starts again and reads the wallet it now has.
    await expect(balance).toContainText('200.00', { timeout: 20_000 });

    await vendorPage.getByRole('spinbutton', { name: 'Stake' }).fill('5.00');
    await vendorPage.getByRole('button', { name: 'Spin' }).click();
    const result = vendorPage.locator('#result');
    await expect(result).toHaveText(/No win this time|Win: /, { timeout: 20_000 });
    const resultText = (await result.textContent()) ?? '';
    const winMinor = resultText.startsWith('Win') ? minorOf(resultText) : 0;
    const inGameMinor = 20_000 - 500 + winMinor;
    await expect(balance).toContainText(amountText(inGameMinor).replace(/,/g, ''));

    await strip.getByRole('button', { name: 'All back to main' }).click();
    await expect(strip.getByRole('note')).toBeVisible();
    await expect(strip).toContainText(`Main walletRs ${amountText(80_000 + inGameMinor)}`);
    await expect(balance).toContainText('0.00', { timeout: 20_000 });
  });
});
