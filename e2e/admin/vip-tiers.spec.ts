import { type AdminVipTier, vipAdminPaths } from '../../packages/contracts/src/member/vip.contract.ts';
import { callAs as call } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorSignIn } from '../support/operator.ts';

test.describe('operator VIP tiers', () => {
  test('when an operator changes the top level’s upgrade bonus and saves, then it is kept after a reload', async ({ page, request }) => {
    test.setTimeout(90_000);
    await operatorSignIn(page);
    const token = (await page.evaluate(() => sessionStorage.getItem('adminToken'))) ?? '';
    const { list: before } = await call<{ list: AdminVipTier[] }>(request, 'GET', vipAdminPaths.tiers, token);
    const top = before[before.length - 1];
    expect(top, 'the demo ladder has tiers').toBeTruthy();
    const level = top?.level ?? 0;

    try {
      await page.getByRole('link', { name: 'VIP tiers' }).click();
      await expect(page).toHaveURL(/\/admin\/vip$/);
      await expect(page.getByRole('heading', { level: 1, name: 'VIP tiers' })).toBeVisible();
      const row = page.getByTestId(`vip-tier-${level}`);
      await expect(row).toContainText(top?.name ?? '');
      const bonus = page.getByLabel(`Upgrade bonus of level ${level}`);
      await expect(bonus).toHaveValue(top?.upgradeBonus ?? '');

      // The member-facing rule is stated; the new bonus is a value no other spec expects.
      await expect(page.getByText(/Levels members have reached stay reached/)).toBeVisible();
      await bonus.fill('12345.6');
      await expect(row.getByText(/^Was /)).toBeVisible();
      await page.getByRole('button', { name: 'Save tiers' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Saved the VIP ladder: ${before.length} levels.` })).toBeVisible();
      await expect(bonus).toHaveValue('12345.60');

      await page.reload();
      await expect(page.getByLabel(`Upgrade bonus of level ${level}`)).toHaveValue('12345.60');
      await expect(page.getByRole('button', { name: 'Save tiers' })).toBeDisabled();
    } finally {
      // Other specs share this server: put the ladder back as it was.
      const tiers = before.map(({ depositRequired, turnoverRequired, upgradeBonus, perks }) => ({ depositRequired, turnoverRequired, upgradeBonus, perks }));
      const restored = await request.put(vipAdminPaths.tiers, { headers: { authorization: `Bearer ${token}` }, data: { tiers } });
      expect(restored.ok()).toBe(true);
    }
  });
});
