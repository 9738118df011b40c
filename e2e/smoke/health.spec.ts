import { expect, test } from '../support/fixtures.ts';

test.describe('smoke', () => {
  test('when the server is up, then /healthz answers ok', async ({ request }) => {
    const res = await request.get('/healthz');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  test('when the database is up, then /readyz answers ready', async ({ request }) => {
    const res = await request.get('/readyz');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, value: { status: 'ready' } });
  });

  test('when a visitor opens the home page, then it renders with no console errors and no CSP violations', async ({
    page,
    pageProblems,
  }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toBeTruthy();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    const problems = await pageProblems();
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.errors, 'console errors').toEqual([]);
  });
});
