import { MAX_REDEEM_POINTS, type PointsSummaryValue, pointsValueMinor } from '@lumen/contracts/member/points.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/features/wallet/lib/money.ts';

/** "12,345": points grouped like amounts, the same in every language. */
export function formatPoints(points: number): string {
  const sign = points < 0 ? '-' : '';
  return `${sign}${String(Math.abs(points)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** "+120" or "-500": a change of the balance, with its sign. */
export function formatPointsChange(change: number): string {
  return change > 0 ? `+${formatPoints(change)}` : formatPoints(change);
}

/** What `points` make at the ratio, as an amount string ("12.50"). */
export function pointsValue(points: number, pointsPerUnit: number): string {
  return formatMinor(pointsValueMinor(points, pointsPerUnit));
}

/** The rules a redemption is checked against before it is sent. */
export type RedeemRules = Pick<PointsSummaryValue, 'balance' | 'step' | 'minRedeemPoints'>;

/** Why the typed points cannot be redeemed; null when they can. */
export type RedeemIssue = 'required' | 'whole' | 'min' | 'balance' | 'max' | 'step';

/** The whole number of points typed, or null when the text is not one (digits only, no sign or decimals). */
export function parsePoints(text: string): number | null {
  const value = text.trim();
  if (!/^[0-9]{1,15}$/.test(value)) return null;
  return Number(value);
}

/** "Redeem all": the largest multiple of the step within the balance (and the most one redemption may take); null when that is below the minimum. */
export function redeemAllPoints(rules: RedeemRules): number | null {
  const most = Math.min(rules.balance, MAX_REDEEM_POINTS);
  const all = most - (most % rules.step);
  return all > 0 && all >= rules.minRedeemPoints ? all : null;
}

/** "100 points = Rs 1.00": the points ratio in words. */
export function ratioText(t: TFunction, pointsPerUnit: number, symbol: string): string {
  return t('pointMall.ratioText', { count: pointsPerUnit, points: formatPoints(pointsPerUnit), amount: formatMoney('1.00', symbol).trim() });
}
