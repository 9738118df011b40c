import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('password recovery', () => {
  test('when a member recovers the password by phone, then they are logged in with the new one', async ({ page, request, ops }) => {
    const account = await registerMember(request);
    const mobile = account.mobile!;
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toContainText('+92');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile.mobileNum);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await ops.latestCode(mobile.target);
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Recovered2026');
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Recovered2026');
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
