// The seeded demo operator of the payment desk (/admin). Its TOTP secret is fixed demo data, so a
// person, and these tests, can compute its codes.
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DESK = { username: 'desk', password: 'Desk2026!', secret: 'LUMENDESKDEMOSECRETXTOTPCODE2345' };

export function totpAt(timestamp: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DESK.secret) }).generate({ timestamp });
}

/** Signs the operator in; a code is good once, so when this window's was used already the next window's is sent. */
export async function operatorSignIn(page: Page): Promise<void> {
  await page.goto('/admin');
  for (const offset of [0, 30_000]) {
    await page.getByLabel('Username').fill(DESK.username);
    await page.getByLabel('Password').fill(DESK.password);
    await page.getByLabel('Authenticator code').fill(totpAt(Date.now() + offset));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const desk = page.getByRole('navigation', { name: 'Payment desk' });
    const refused = page.getByRole('alert');
    await expect(desk.or(refused)).toBeVisible();
    if (await desk.isVisible()) return;
  }
  throw new Error('the operator could not sign in');
}
