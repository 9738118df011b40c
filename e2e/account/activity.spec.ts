import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

/** A 1x1 png: what the upload checks is the content, not the name. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('activity applications', () => {
  test('when a member applies for a promotion with an image and the operator approves it, then the card shows the reward to claim and the member claims it', async ({ browser, page, request }) => {
    // Two pages, an upload, the desk's sign-in and a claim; as the first browser test it also meets
    // every cold start: 26 s on a good run, past the default 30 s on a slower one.
    test.setTimeout(90_000);
    const account = await registerMember(request);
    const member = await browser.newPage();
    await logIn(member, account);
    await member.goto('/promotions');
    const card = member.getByRole('listitem', { name: 'Invite friends and earn' });
    await card.getByRole('button', { name: 'Apply' }).click();
    const dialog = member.getByRole('dialog', { name: 'Apply for this promotion' });
    await dialog.getByLabel('Your comment').fill(`My friend ${account.username}x deposited and played`);
    await dialog.getByLabel('Add image').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(member.getByText('Application sent. We will review it soon.')).toBeVisible();
    await expect(card).toContainText('Applying');
    await expect(member.getByRole('heading', { name: 'My applications' })).toBeVisible();

    await operatorSignIn(page);
    await page.getByRole('navigation', { name: 'Payment desk' }).getByRole('link', { name: 'Activity applications' }).click();
    const row = page.getByRole('row').filter({ hasText: account.username });
    await expect(row).toContainText('Invite friends and earn');
    await expect(row.getByRole('img')).toHaveCount(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog');
    await approve.getByLabel('Reward amount').fill('150');
    await approve.getByRole('button', { name: 'Grant reward' }).click();
    await expect(page.getByText('Application approved', { exact: false })).toBeVisible();

    await member.reload();
    await expect(card).toContainText('Issued');
    await expect(card).toContainText('150.00');
    await card.getByRole('link', { name: 'Claim in the reward centre' }).click();
    const reward = member.getByRole('listitem').filter({ hasText: 'Invite friends and earn' });
    await reward.getByRole('button', { name: 'Claim Invite friends and earn' }).click();
    await expect(member.getByText(/150\.00 has been credited to your main wallet/)).toBeVisible();
    await member.goto('/promotions');
    await expect(card).toContainText('Claimed');
    await member.close();
  });
});
