import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

test.describe('feedback', () => {
  test('when a member sends feedback and the operator replies at the desk, then the member reads the reply beside it', async ({ browser, page, request }) => {
    const account = await registerMember(request);
    const member = await browser.newPage();
    await logIn(member, account);
    await member.goto('/help');
    await member.getByRole('button', { name: 'Send us feedback' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

    // Too short first: the form says so and sends nothing.
    await member.getByLabel('Question type').selectOption({ label: 'Withdrawal' });
    await member.getByLabel('Your feedback').fill('Too short');
    await member.getByRole('button', { name: 'Send feedback' }).click();
    await expect(member.getByText('at least 10', { exact: false })).toBeVisible();

    const text = `My withdrawal ${account.username} is still in process.`;
    await member.getByLabel('Your feedback').fill(text);
    await member.getByRole('button', { name: 'Send feedback' }).click();
    await expect(member.getByRole('status').filter({ hasText: 'your feedback has been sent' })).toBeVisible();
    const entry = member.getByRole('listitem').filter({ hasText: text });
    await expect(entry).toContainText('Waiting for reply');

    await operatorSignIn(page);
    await page.getByRole('navigation', { name: 'Payment desk' }).getByRole('link', { name: 'Feedback' }).click();
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText(account.username);
    await row.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your reply').fill('It was paid a minute ago; please check your bank.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Reply sent: ${account.username}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);

    await member.reload();
    await expect(entry).toContainText('Answered');
    await expect(entry).toContainText('It was paid a minute ago; please check your bank.');
    await member.close();
  });
});
