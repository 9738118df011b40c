import { walletPaths } from '../../packages/contracts/src/wallet/wallet.contract.ts';
import { loginMember, registerMember } from '../support/accounts.ts';
import { callAs as call } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

test.describe('platform messages', () => {
  test('when a deposit is credited, then the member sees an unread message, reads it, and the unread count goes away', async ({ page, request }) => {
    const account = await registerMember(request);
    const token = await loginMember(request, account);
    const { list } = await call<{ list: { code: string; kind: string }[] }>(request, 'GET', walletPaths.depositMethods, token);
    const sandbox = list.find((m) => m.kind === 'SANDBOX');
    await call(request, 'POST', walletPaths.deposit, token, { methodCode: sandbox?.code, amount: '250' });

    await logIn(page, account);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const item = page.getByRole('button', { name: /Platform Information/ });
    await expect(item.locator('.count-badge')).toBeVisible();
    await item.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Platform Messages' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Member centre' });
    await expect(menu.getByLabel(/Unread messages: \d+/)).toBeVisible();
    const deposit = page.getByRole('button', { name: /Deposit credited/ });
    await deposit.click();
    await expect(page.getByText(/Your deposit of PKR 250\.00/)).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('Unread: 0')).toBeVisible();
    await expect(menu.getByLabel(/Unread messages/)).toHaveCount(0);
  });

  test('when the operator writes to a member at the desk, then the member finds it in platform messages', async ({ browser, page, request }) => {
    const account = await registerMember(request);
    await operatorSignIn(page);
    await page.getByRole('navigation', { name: 'Payment desk' }).getByRole('link', { name: 'Messages' }).click();
    await page.getByLabel('Member (username)').fill(account.username);
    await page.getByLabel('Title').fill('Your withdrawal limit was raised');
    await page.getByLabel('Message').fill('You can now withdraw up to Rs 50,000.00 a day.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText(`Sent to ${account.username}.`);

    const member = await browser.newPage();
    await logIn(member, account);
    await member.goto('/member?page=messageV2');
    await member.getByRole('button', { name: /Your withdrawal limit was raised/ }).click();
    await expect(member.getByText('You can now withdraw up to Rs 50,000.00 a day.')).toBeVisible();
    await member.close();
  });
});
