// The seeded demo operator of the payment desk (/admin). Its TOTP secret is fixed demo data, so a
// person, and these tests, can compute its codes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DESK = { username: 'desk', password: 'Desk2026!', secret: 'LUMENDESKDEMOSECRETXTOTPCODE2345' };

const PERIOD_MS = 30_000;

export function totpAt(timestamp: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DESK.secret) }).generate({ timestamp });
}

/**
 * The last TOTP step a sign-in of this run used, kept in a file so that a restarted test worker
 * knows it too: the desk takes each step once and only steps after the last one used, and refused
 * codes count as failures towards the desk's lock-out.
 */
const stepFile = path.join(os.tmpdir(), 'lumen-e2e-desk-totp-step');

function lastStep(): number {
  try {
    return Number(fs.readFileSync(stepFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Signs the operator in with the first step the desk still takes: this window's, else the next
 * window's (the desk accepts one window of drift), else it waits for the following window. Several
 * desk tests in a row so sign in about once every 30 seconds.
 */
export async function operatorSignIn(page: Page): Promise<void> {
  await page.goto('/admin');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, lastStep() + 1);
    if (step > current + 1) {
      const wait = (step - 1) * PERIOD_MS - Date.now() + 500;
      test.info().setTimeout(test.info().timeout + wait + 5_000);
      await page.waitForTimeout(wait);
    }
    fs.writeFileSync(stepFile, String(step));
    await page.getByLabel('Username').fill(DESK.username);
    await page.getByLabel('Password').fill(DESK.password);
    await page.getByLabel('Authenticator code').fill(totpAt(step * PERIOD_MS));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const desk = page.getByRole('navigation', { name: 'Payment desk' });
    const refused = page.getByRole('alert');
    await expect(desk.or(refused)).toBeVisible();
    if (await desk.isVisible()) return;
  }
  throw new Error('the operator could not sign in');
}
