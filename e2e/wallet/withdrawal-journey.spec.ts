import { walletPaths } from '../../packages/contracts/src/wallet/wallet.contract.ts';
import { loginMember, registerMember } from '../support/accounts.ts';
import { callAs } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member-page.ts';
import { operatorSignIn } from '../support/operator.ts';

/** A 1 x 1 PNG: a real image by content, as the proof upload checks. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('money from deposit to confirmed payout', () => {
  test('when a member deposits, moves money to a game wallet and back, withdraws, the operator pays, and the member reports part received with a proof image, then every step shows live and in the records', async ({
    page,
    request,
    withHeaders,
  }) => {
    test.setTimeout(150_000);
    // The payee account and the payment password are set through the API; My Account covers them elsewhere.
    const account = await registerMember(request);
    const token = await loginMember(request, account);
    await callAs(request, 'POST', walletPaths.bankAccounts, token, { bankName: 'Meezan Bank', accountName: 'Ali Raza', accountNumber: '01234567890' });
    await callAs(request, 'POST', walletPaths.paymentPassword, token, { loginPassword: account.password, newPaymentPassword: '135790' });

    await logIn(page, account);
    const headerBalance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(headerBalance).toContainText('0.00');

    // Deposit 1,000 with the sandbox method: the header follows at once.
    await page.goto('/member?page=depositv2');
    await page.getByRole('radio', { name: /Instant demo top-up/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
    await expect(headerBalance).toContainText('1,000.00');

    // 300 to a game wallet, then all back to main.
    await openMemberPage(page, 'My Wallet');
    const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
    const vendor = await transfer.getByRole('combobox', { name: 'To' }).inputValue();
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('300');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    const vendorCard = page.getByTestId(`vendor-wallet-${vendor}`);
    await expect(vendorCard).toContainText('300.00');
    await expect(headerBalance).toContainText('700.00');
    await page.getByRole('button', { name: 'All back to main' }).click();
    await expect(vendorCard).toContainText('0.00');
    await expect(headerBalance).toContainText('1,000.00');

    // Withdraw 400: held at once.
    await openMemberPage(page, 'Withdraw');
    const withdraw = page.getByRole('form', { name: 'Withdraw' });
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('400');
    await withdraw.getByLabel('Payment password', { exact: true }).fill('135790');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText(/Withdrawal of Rs 400\.00 requested/)).toBeVisible();
    await expect(headerBalance).toContainText('600.00');
    const { list } = await callAs<{ list: { id: string }[] }>(request, 'GET', walletPaths.withdrawRecords, token);
    const withdrawalId = list[0]?.id;
    expect(withdrawalId).toBeTruthy();

    // The operator pays it at /admin, in another browser.
    const desk = await withHeaders({});
    await operatorSignIn(desk);
    await desk.getByRole('link', { name: 'Withdrawals' }).click();
    const row = desk.getByTestId(`withdrawal-${withdrawalId}`);
    await expect(row).toContainText('400.00');
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await desk.getByRole('dialog', { name: 'Mark this withdrawal paid?' }).getByRole('button', { name: 'Mark paid' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Withdrawal marked paid' })).toBeVisible();

    // The member's page asks at once, without a reload: only 250 arrived, here is the statement.
    const popup = page.getByRole('dialog', { name: 'Confirm receipt' });
    await expect(popup).toBeVisible();
    await popup.getByRole('radio', { name: 'I received only part of it' }).check();
    await popup.getByRole('textbox', { name: 'Amount received' }).fill('250');
    await expect(popup.getByTestId('remaining-amount')).toContainText('150.00');
    await popup.getByLabel('Add image').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await expect(popup.getByText('statement.png')).toBeVisible();
    await popup.getByRole('button', { name: 'Send answer' }).click();
    await expect(popup.getByText('Thank you, your answer was recorded.')).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    const record = page.locator('.record-row').filter({ hasText: 'Meezan Bank' });
    await expect(record).toContainText('Partly received');
    await expect(record).toContainText('150.00');

    // The operator sees the answer and its proof image.
    await desk.getByRole('tab', { name: 'Paid' }).click();
    await expect(row).toContainText('Partly received');
    await expect(row).toContainText('Received 250.00');
    await expect(row.getByRole('button', { name: 'Proof image 1' })).toBeVisible();

    // The account record has every movement: the deposit, four wallet-transfer entries, the withdrawal.
    await openMemberPage(page, 'Account Record');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Wallet transfer' })).toHaveCount(4);
    await expect(table.getByRole('row').filter({ hasText: 'Withdrawal' })).toHaveCount(1);
    await expect(page.getByTestId('history-totals')).toContainText('Net+Rs 600.00');
  });
});
