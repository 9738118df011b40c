import { expect, test } from '../support/fixtures.ts';

test.describe('live dealer chat', () => {
  test("when a visitor opens an online dealer's chat on the live page, then the room opens in a popup over the list and a message sent there shows in it", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/live');
    const dealers = page.getByRole('region', { name: 'Live dealers' });
    const online = dealers.getByRole('listitem').filter({ hasText: 'Online' }).first();
    await expect(online).toBeVisible();
    const chat = online.getByRole('button', { name: /^Chat with / });
    const label = (await chat.getAttribute('aria-label')) ?? '';
    await chat.click();

    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    // The live list stays where it was, behind the popup.
    await expect(page).toHaveURL(/\/live$/);
    const room = dialog.frameLocator('iframe');
    await expect(room.getByRole('heading', { level: 1 })).toContainText('Live chat');
    const text = `Good luck table ${Date.now()}`;
    await room.getByRole('textbox', { name: 'Say something to the table' }).fill(text);
    await room.getByRole('button', { name: 'Send' }).click();
    await expect(room.getByText(text)).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(dealers).toBeVisible();
  });
});
