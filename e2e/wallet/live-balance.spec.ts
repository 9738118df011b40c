import { walletPaths } from '../../packages/contracts/src/wallet/wallet.contract.ts';
import { registerMember } from '../support/accounts.ts';
import { callAs as call } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('live balance', () => {
  test('when money arrives for a logged-in member, then the header balance changes without a reload', async ({ page, request, pageProblems }) => {
    const account = await registerMember(request);
    const document = await page.goto('/login');
    // The socket works under the page's own policy: same-origin connections only.
    expect(document?.headers()['content-security-policy']).toContain("connect-src 'self';");
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname === '/ws') ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login).toBeHidden();

    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('0.00');
    // The member socket is open and authenticated.
    await expect.poll(() => frames).toContain(JSON.stringify({ type: 'ready' }));
    // Marks this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { liveBalanceMark: number }).liveBalanceMark = 1;
    });

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const { list } = await call<{ list: { code: string; kind: string }[] }>(request, 'GET', walletPaths.depositMethods, token as string);
    const sandbox = list.find((m) => m.kind === 'SANDBOX');
    expect(sandbox, 'a sandbox deposit method is configured').toBeTruthy();
    await call(request, 'POST', walletPaths.deposit, token as string, { methodCode: sandbox?.code, amount: '1234.50' });

    await expect(balance).toContainText('1,234.50');
    expect(frames).toContain(JSON.stringify({ type: 'balance', balance: '1234.50', wallet: 'MAIN' }));
    expect(await page.evaluate(() => (window as unknown as { liveBalanceMark?: number }).liveBalanceMark)).toBe(1);

    const problems = await pageProblems();
    expect(problems.cspViolations).toEqual([]);
  });
});
