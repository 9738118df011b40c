/** Member centre pages, in menu order; securityCenter is the default. */
export const memberPages = [
  'vip',
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'manualRebate',
] as const;
export type MemberPage = (typeof memberPages)[number];
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

export function isMemberPage(value: string | null): value is MemberPage {
  return value !== null && (memberPages as readonly string[]).includes(value);
}
