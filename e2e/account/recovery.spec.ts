import { authPaths } from '../../packages/contracts/src/auth/auth.contract.ts';
import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';

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

  test('when a member opens the e-mailed reset link, then the reset page takes a new password and the member logs in with it', async ({ page, request, ops }) => {
    const email = `reset${Date.now().toString(36)}@example.com`;
    const account = await registerMember(request, { email });
    const asked = await request.post(authPaths.forgetPassword, { data: { username: account.username, email } });
    expect(asked.ok()).toBe(true);
    let link = '';
    for (let attempt = 0; attempt < 20 && !link; attempt += 1) {
      const [mail] = await ops.outbox({ to: email, channel: 'MAIL', limit: 1 });
      link = /https?:\/\/\S+\/resetPassword\?token=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0] ?? '';
      if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(link).not.toBe('');

    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('ByMail2026');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('ByMail2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You can log in with it now.')).toBeVisible();
    // The link's token was the reset page's: no session was taken from it.
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await logIn(page, { ...account, password: 'ByMail2026' });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
