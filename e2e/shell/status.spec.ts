import { blockedTestIp, expect, fromAddress, test } from '../support/fixtures.ts';

// Maintenance and region rules are global to the server: these run one after the other, and the
// ops fixture switches maintenance off and deletes added rules after each test.
test.describe.configure({ mode: 'serial' });

test.describe('system status pages', () => {
  test('when maintenance is switched on, then visitors see the maintenance page with its title and info', async ({ ops, page }) => {
    try {
      await ops.setMaintenance({ enabled: true, title: 'Scheduled upgrade', info: 'We are upgrading the game servers.' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toBeVisible();
      await expect(page.getByText('We are upgrading the game servers.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    } finally {
      await ops.setMaintenance({ enabled: false });
    }
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('when the visitor comes from a blocked address, then the region page shows that IP', async ({ ops, withHeaders }) => {
    await ops.blockAddress(blockedTestIp);
    const page = await fromAddress(withHeaders, blockedTestIp);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText(blockedTestIp);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('when maintenance and a region block both apply, then the maintenance page wins', async ({ ops, withHeaders }) => {
    await ops.blockAddress(blockedTestIp);
    try {
      await ops.setMaintenance({ enabled: true, title: 'Scheduled upgrade', info: 'Back soon.' });
      const page = await fromAddress(withHeaders, blockedTestIp);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toBeVisible();
      await expect(page.getByTestId('visitor-ip')).toHaveCount(0);
    } finally {
      await ops.setMaintenance({ enabled: false });
    }
  });
});
