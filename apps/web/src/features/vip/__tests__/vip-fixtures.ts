import type { VipTier, VipUpgrade, VipValue } from '@lumen/contracts/member/vip.contract';

export const tiers: VipTier[] = [
  { level: 1, name: 'Bronze', depositRequired: '1000.00', turnoverRequired: '5000.00', upgradeBonus: '50.00', perks: ['Weekly rebate 0.5%'] },
  { level: 2, name: 'Silver', depositRequired: '5000.00', turnoverRequired: '25000.00', upgradeBonus: '0.00', perks: [] },
  { level: 3, name: 'Gold', depositRequired: '20000.00', turnoverRequired: '100000.00', upgradeBonus: '300.00', perks: ['Weekly rebate 1%', 'Priority withdrawals'] },
];

export const upgrade = (level: number, extra: Partial<VipUpgrade> = {}): VipUpgrade => ({
  level,
  name: tiers[level - 1]?.name ?? `VIP${level}`,
  bonus: tiers[level - 1]?.upgradeBonus ?? '0.00',
  rewardId: null,
  bonusState: null,
  upgradedAt: `2026-11-0${level}T10:00:00.000Z`,
  ...extra,
});

/** A Silver (level 2) member on the way to Gold; override what a test is about. */
export function vipValue(extra: Partial<VipValue> = {}): VipValue {
  return {
    level: 2,
    name: 'Silver',
    currency: 'PKR',
    deposits: '15000.00',
    turnover: '123456.50',
    next: { level: 3, name: 'Gold', depositRemaining: '5000.00', turnoverRemaining: '0.00', percent: 75 },
    tiers,
    upgrades: [upgrade(2), upgrade(1, { rewardId: 'r-11', bonusState: 'CLAIMABLE' })],
    promoted: [],
    ...extra,
  };
}
