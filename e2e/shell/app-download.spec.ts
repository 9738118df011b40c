import { devices } from '@playwright/test';
import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';

/** The signed-in account of a page, as the server knows its session. */
async function sessionAccount(page: import('@playwright/test').Page): Promise<{ token: string | null; account: string | null }> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    if (!token) return { token, account: null };
    const res = await fetch('/wps/member/info', { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { success: boolean; value: { account: string } | null };
    return { token, account: body.success ? (body.value?.account ?? null) : null };
  });
}

test.describe('app download', () => {
  test('when a visitor opens /download on a computer, then the three install sections show, with a QR code of the page and an installable manifest', async ({ page, pageProblems, baseURL }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
    for (const name of ['Lite app', 'iPhone and iPad', 'Android']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.getByTestId('install-lite')).toContainText('Your device');
    await expect(page.getByTestId('install-ios')).toContainText('Add to Home Screen');
    await expect(page.getByTestId('install-android')).toContainText('Install app');
    await expect(page.getByRole('heading', { name: 'On a computer? Scan with your phone' })).toBeVisible();
    await expect(page.getByTestId('download-qr')).toHaveAttribute('data-link', `${baseURL}/download?lang=EN`);
    await expect(page.getByRole('img', { name: 'QR code of the app download link' })).toBeVisible();

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.request.get(manifestHref ?? '');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'Lumen' });

    const problems = await pageProblems();
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.errors, 'console errors').toEqual([]);
  });

  test('when a signed-in member scans the side-menu QR code with a phone, then the phone opens signed in as that member, and the link works only once', async ({ page, request, browser, baseURL }) => {
    // Three browsers (the computer and two phones) and a registration: more than one page's time.
    test.setTimeout(150_000);
    const account = await registerMember(request);
    await logIn(page, account);
    // The login goes on to the home page once the member info is in.
    await expect(page).toHaveURL(`${baseURL}/`);
    const desktop = await sessionAccount(page);
    expect(desktop.account).toBe(account.username);

    // The member's side menu is complete (its member items arrive with the member info) before the entry is used.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    const entry = menu.getByRole('button', { name: 'App Download' });
    const panel = page.getByRole('dialog', { name: 'App Download' });
    const qr = panel.getByTestId('download-qr');
    // A slow machine may still be settling the page after the login: the entry is opened again if it closed.
    await expect(async () => {
      if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click();
      await expect(qr).toHaveAttribute('data-signed-in', 'true', { timeout: 8_000 });
    }).toPass({ timeout: 45_000 });
    const link = (await qr.getAttribute('data-link')) ?? '';
    expect(link).toMatch(new RegExp(`^${baseURL}/download\\?lang=EN&handoff=[A-Za-z0-9_-]{43}$`));
    // The QR never carries the session itself.
    expect(link).not.toContain(desktop.token ?? 'no token');

    // Another device: a phone with a browser of its own.
    const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
    await expect(phonePage.getByTestId('install-android')).toContainText('Your device');
    await expect(phonePage.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
    await expect(phonePage).toHaveURL(`${baseURL}/download?lang=EN`);
    const onPhone = await sessionAccount(phonePage);
    expect(onPhone.account).toBe(account.username);
    // A new session of its own, not the computer's.
    expect(onPhone.token).not.toBe(desktop.token);
    await phone.close();

    // The same link a second time (another phone): refused, and the visitor stays signed out on the page.
    const second = await browser.newContext({ ...devices['iPhone 14'], baseURL });
    const secondPage = await second.newPage();
    await secondPage.goto(link);
    const warning = secondPage.getByRole('dialog');
    // The warning popup is a chunk of its own: give a busy machine time to load it.
    await expect(warning.getByRole('alert')).toHaveText('This sign-in link is used or expired. Scan a new code', { timeout: 30_000 });
    await expect(secondPage).toHaveURL(`${baseURL}/download?lang=EN`);
    expect((await sessionAccount(secondPage)).token).toBeNull();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(secondPage.getByTestId('install-ios')).toContainText('Your device');
    await expect(secondPage.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    await second.close();

    // The computer stays signed in.
    expect((await sessionAccount(page)).account).toBe(account.username);
  });
});
