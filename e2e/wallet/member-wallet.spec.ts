import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn, openMemberPage } from '../support/member-page.ts';

test.describe('member wallet', () => {
  test('when a member deposits, moves money to a game wallet and back, and withdraws, then balances follow and the account record lists every step', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await registerMember(request);
    await logIn(page, account);

    // Deposit with the sandbox method: credited at once.
    await page.goto('/member?page=depositv2');
    await page.getByRole('radio', { name: /Instant demo top-up/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Deposit successful' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('1,000.00');
    await expect(page.getByTestId('balance-amount')).toContainText('1,000.00');
    await expect(page.getByRole('listitem').filter({ hasText: 'Instant demo top-up' })).toContainText('Completed');

    // To a game wallet and all back to main.
    await openMemberPage(page, 'My Wallet');
    const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
    const vendor = await transfer.getByRole('combobox', { name: 'To' }).inputValue();
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('300');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('Transfer complete.')).toBeVisible();
    const vendorCard = page.getByTestId(`vendor-wallet-${vendor}`);
    await expect(vendorCard).toContainText('300.00');
    await expect(page.locator('.wallet-stat').filter({ hasText: 'Main wallet' })).toContainText('700.00');
    await expect(page.locator('.wallet-stat').filter({ hasText: 'Total balance' })).toContainText('1,000.00');
    await page.getByRole('button', { name: 'All back to main' }).click();
    await expect(vendorCard).toContainText('0.00');
    await expect(page.locator('.wallet-stat').filter({ hasText: 'Main wallet' })).toContainText('1,000.00');

    // A payee bank account on My Account.
    await openMemberPage(page, 'My Account');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const bankForm = page.getByRole('form', { name: 'Add bank account' });
    await bankForm.getByRole('textbox', { name: 'Bank name' }).fill('Meezan Bank');
    await bankForm.getByRole('textbox', { name: 'Account name' }).fill('Ali Raza');
    await bankForm.getByRole('textbox', { name: 'Account number' }).fill('01234567890');
    await bankForm.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByText('Meezan Bank')).toBeVisible();
    await expect(page.getByText(/7890$/)).toBeVisible();
    await expect(page.getByText('01234567890')).toHaveCount(0);

    // Withdraw: the payment password is set inline first.
    await openMemberPage(page, 'Withdraw');
    await expect(page.getByText('Set a payment password before your first withdrawal.')).toBeVisible();
    await page.getByLabel('Login password').fill(account.password);
    await page.getByLabel('New payment password').fill('246810');
    await page.getByLabel('Confirm payment password').fill('246810');
    await page.getByRole('button', { name: 'Set payment password' }).click();
    const withdraw = page.getByRole('form', { name: 'Withdraw' });
    await expect(withdraw).toBeVisible();
    await expect(withdraw.getByRole('radio', { name: /Meezan Bank/ })).toBeChecked();
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('200');
    await withdraw.getByLabel('Payment password', { exact: true }).fill('246810');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText(/Withdrawal of Rs 200\.00 requested/)).toBeVisible();
    await expect(page.locator('.wallet-stat').filter({ hasText: 'Withdrawable balance' })).toContainText('800.00');
    await expect(page.getByTestId('balance-amount')).toContainText('800.00');
    const record = page.locator('.record-row').filter({ hasText: 'Meezan Bank' });
    await expect(record).toContainText('200.00');
    await expect(record).toContainText('Pending');

    // The account record lists every step.
    await openMemberPage(page, 'Account Record');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(1 + 6);
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Wallet transfer' })).toHaveCount(4);
    await expect(table.getByRole('row').filter({ hasText: 'Withdrawal' })).toHaveCount(1);
    // Wallet transfers count on both sides: in 1,000 + 300 + 300, out 300 + 300 + 200.
    const totals = page.getByTestId('history-totals');
    await expect(totals).toContainText('Money inRs 1,600.00');
    await expect(totals).toContainText('Money outRs 800.00');
    await expect(totals).toContainText('Net+Rs 800.00');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('DEPOSIT');
    await expect(table.getByRole('row')).toHaveCount(2);

    // The days come from the calendar, shown in the language's order: up to yesterday, nothing; back to today, the deposit.
    const dayText = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-US', { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric' });
    const to = page.getByRole('button', { name: 'To', exact: true });
    await expect(to).toHaveText(dayText(0));
    await to.click();
    await expect(page.getByRole('dialog', { name: 'Choose a date' }).getByRole('button', { name: /selected/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(to).toHaveText(dayText(1));
    await expect(page.getByText('No records for these filters.')).toBeVisible();
    await to.click();
    await page.getByRole('dialog', { name: 'Choose a date' }).getByRole('button', { name: /today/ }).click();
    await expect(to).toHaveText(dayText(0));
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});
