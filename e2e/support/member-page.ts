// Steps a member takes in the browser that many specs share.
import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './accounts.ts';

/** Logs in through the login popup at /login. */
export async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login).toBeHidden();
}

/** Opens a member-centre page from its menu and waits for its heading. */
export async function openMemberPage(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
