/** Agent centre pages in menu order; agentTeamOverview is the default. */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const isAgentPage = (value: string | null): value is AgentPage =>
  value !== null && (agentPages as readonly string[]).includes(value);

/** GMT offset of a date, e.g. "GMT+05:00". */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
