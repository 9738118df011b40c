import { uniqueMobile, uniqueUsername } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('registration', () => {
  test('when a visitor registers by username, then they land on the home page logged in', async ({ page }) => {
    const username = uniqueUsername('new');
    const mobile = uniqueMobile();
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret2026');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret2026');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile.mobileNum);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // The terms box is checked last: first the inline message that it is required.
    await expect(dialog.getByText('Please confirm you are 18 or older and accept the terms')).toBeVisible();
    await dialog.getByLabel('I am over 18 years of age and I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
  });

  test('when a username breaks the operator rule, then the translated rule message shows under the field', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('1bad');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Enter 6-16 letters or digits, starting with a letter')).toBeVisible();
  });
});
