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
    // The room is shown (and takes clicks) once its page has loaded; until then a spinner covers it.
    await expect(dialog.locator('iframe')).toHaveAttribute('data-loaded', 'true');
    const room = dialog.frameLocator('iframe');
    await expect(room.getByRole('heading', { level: 1 })).toContainText('Live chat');
    const text = `Good luck table ${Date.now()}`;
    const input = room.getByRole('textbox', { name: 'Say something to the table' });
    await input.fill(text);
    await expect(input).toHaveValue(text);
    // The room's script posts the message to the vendor; its answer carries the message back.
    const posted = page.waitForResponse((r) => /\/api\/chat\//.test(r.url()) && r.request().method() === 'POST');
    await room.getByRole('button', { name: 'Send' }).click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(room.getByText(text)).toBeVisible();
    await expect(input).toHaveValue('');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(dealers).toBeVisible();
  });
});
