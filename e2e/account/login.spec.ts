import { agentOpenedMember, registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('login', () => {
  test('when the wrong password is tried again and again, then a captcha image appears', async ({ page, request }) => {
    const account = await registerMember(request);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(`Wrong${attempt}pass`);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password');
    }
    const image = dialog.getByRole('img', { name: 'Captcha image' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(dialog.getByRole('textbox', { name: 'Captcha', exact: true })).toBeVisible();
  });

  test('when a member logs in with an SMS code read from the outbox, then the header shows the account', async ({ page, request, ops }) => {
    const account = await registerMember(request);
    const mobile = account.mobile!;
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toContainText('+92');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile.mobileNum);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    const code = await ops.latestCode(mobile.target);
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('when an account still has the default password 123456, then it must change it before going on, even after a reload', async ({ page, request }) => {
    const account = await agentOpenedMember(request, '123456');
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('123456');
    await login.getByRole('button', { name: 'Log In' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(change.getByText('For your security, please choose a new password before continuing.')).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);

    // A reload does not get around it: the server holds the session to the change, and the popup
    // comes back, now asking for the current password (the typed one is no longer in memory).
    await page.reload();
    await expect(change).toBeVisible();
    await expect(change.getByText('For your security, please choose a new password before continuing.')).toBeVisible();
    const balance = await page.evaluate(async () => {
      const res = await fetch('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    });
    expect(balance).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('123456');
    await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Better2026');
    await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Better2026');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('when a member signs out, then a confirmation comes first and cancel keeps the session', async ({ page, request }) => {
    const account = await registerMember(request);
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    // Nothing of the member's is asked for again once the session has ended.
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401) refused.push(new URL(res.url()).pathname);
    });
    await page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out?' }).getByRole('button', { name: 'Yes, sign out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
