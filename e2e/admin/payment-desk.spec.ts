import { walletPaths } from '../../packages/contracts/src/wallet/wallet.contract.ts';
import { loginMember, registerMember } from '../support/accounts.ts';
import { callAs as call } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorSignIn } from '../support/operator.ts';

test.describe('operator payment desk', () => {
  test('when an operator confirms a bank deposit, pays a withdrawal and adjusts a balance, then the member is credited and reconciliation is OK', async ({ page, request }) => {
    test.setTimeout(90_000);
    // A member, through the member API: a bank-transfer deposit left pending, money from the sandbox, and a withdrawal.
    const account = await registerMember(request);
    const token = await loginMember(request, account);
    const { list: methods } = await call<{ list: { code: string; kind: string }[] }>(request, 'GET', walletPaths.depositMethods, token);
    const bank = methods.find((m) => m.kind === 'BANK_TRANSFER');
    const sandbox = methods.find((m) => m.kind === 'SANDBOX');
    expect(bank && sandbox, 'a bank-transfer and a sandbox method are configured').toBeTruthy();
    const pending = await call<{ id: string; referenceCode: string; status: string }>(request, 'POST', walletPaths.deposit, token, {
      methodCode: bank?.code,
      amount: '1500',
    });
    expect(pending.status).toBe('PENDING');
    await call(request, 'POST', walletPaths.deposit, token, { methodCode: sandbox?.code, amount: '1000' });
    const payee = await call<{ id: string }>(request, 'POST', walletPaths.bankAccounts, token, {
      bankName: 'Meezan Bank',
      accountName: 'Ali Raza',
      accountNumber: '01234567890',
    });
    await call(request, 'POST', walletPaths.paymentPassword, token, { loginPassword: account.password, newPaymentPassword: '246810' });
    const withdrawal = await call<{ id: string }>(request, 'POST', walletPaths.withdraw, token, {
      amount: '200',
      bankAccountId: payee.id,
      paymentPassword: '246810',
    });

    await operatorSignIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeTruthy();

    // Deposits: the pending bank transfer, confirmed after the dialog restates it.
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    const depositRow = page.getByTestId(`deposit-${pending.id}`);
    await expect(depositRow).toContainText(account.username);
    await expect(depositRow).toContainText(pending.referenceCode);
    await expect(depositRow).toContainText('1,500.00');
    await depositRow.getByRole('button', { name: 'Confirm' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Confirm this deposit?' });
    await expect(confirmDialog).toContainText(pending.referenceCode);
    await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deposit confirmed' })).toBeVisible();
    await expect(depositRow).toBeHidden();

    // Withdrawals: pay the member's request.
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    const withdrawalRow = page.getByTestId(`withdrawal-${withdrawal.id}`);
    await expect(withdrawalRow).toContainText('01234567890');
    await expect(withdrawalRow).toContainText('200.00');
    await withdrawalRow.getByRole('button', { name: 'Mark paid' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Mark this withdrawal paid?' });
    await expect(payDialog).toContainText('Meezan Bank');
    await payDialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawal marked paid' })).toBeVisible();

    // Adjustment: a credit with a reason; 1,000 + 1,500 - 200 + 250.75.
    await page.getByRole('link', { name: 'Adjust' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manual adjustment' })).toBeVisible();
    await page.getByLabel('Member username').fill(account.username);
    await page.getByLabel('Amount (negative to debit)').fill('250.75');
    await page.getByLabel('Reason').fill('Goodwill for a delayed payout');
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const adjustDialog = page.getByRole('dialog', { name: 'Apply this adjustment?' });
    await expect(adjustDialog).toContainText(`Credit 250.75 to ${account.username}`);
    await adjustDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${account.username}'s balance is now 2,550.75` })).toBeVisible();
    const balance = await call<{ balance: string }>(request, 'GET', walletPaths.balance, token);
    expect(balance.balance).toBe('2550.75');

    // The member's ledger shows each movement, newest first.
    await page.getByRole('link', { name: 'Member ledger' }).click();
    // The adjustment screen has a field of the same name: fill the ledger's once it is on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Member ledger' })).toBeVisible();
    await page.getByRole('search').getByLabel('Member username').fill(account.username);
    await page.getByRole('button', { name: 'Show ledger' }).click();
    const firstEntry = page.locator('.admin-table tbody tr').first();
    await expect(firstEntry).toContainText('ADJUSTMENT');
    await expect(firstEntry).toContainText('Goodwill for a delayed payout');

    // Reconciliation: every invariant holds.
    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await expect(page.getByText('All checks OK')).toBeVisible();
    const checks = page.locator('.admin-check');
    await expect(checks).toHaveCount(6);
    for (const check of await checks.all()) await expect(check).toContainText('OK');

    // The audit log has each action.
    await page.getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['RECONCILIATION', 'ADJUSTMENT', 'WITHDRAWAL_PAY', 'DEPOSIT_CONFIRM', 'LOGIN']) {
      await expect(page.locator('.admin-table').getByText(action, { exact: true }).first()).toBeVisible();
    }
  });

  test('when a member token is used on the desk API, then it is refused', async ({ request }) => {
    const account = await registerMember(request);
    const token = await loginMember(request, account);
    const res = await request.get('/api/admin/deposits', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});
