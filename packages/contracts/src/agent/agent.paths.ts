// The agent centre's calls: plain values (no schemas), for code that must not load zod to use them.

export const agentPaths = {
  teamOverview: '/wps/agent/team/overview',
  downline: '/wps/agent/team/downline',
  teamBets: '/wps/agent/team/bets',
  memberProfitLoss: '/wps/agent/team/profitLoss',
  teamTransactions: '/wps/agent/team/transactions',
  register: '/wps/agent/team/register',
  income: '/wps/agent/income',
} as const;

/** Periods of the team overview, as calendar days in the site's time zone (UTC). */
export const teamPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type TeamPeriod = (typeof teamPeriods)[number];
