import { type ContractKind, contractKindFlags, contractKinds } from '@lumen/contracts/agent/salary.contract';
import type { WhitelabelFlag } from '@lumen/contracts/system/system.contract';

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

/** The page that shows each kind of contract and its settlements. */
export const contractKindPages = {
  DAILY_WAGE: 'agentDailyWages2',
  HOURLY_WAGE: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
  DIVIDEND: 'agentDividendRecordCopy2',
} as const satisfies Record<ContractKind, AgentPage>;

/** A page that is not one of the four contract pages. */
export type ReportPage = Exclude<AgentPage, (typeof contractKindPages)[ContractKind]>;

/**
 * Menu items the operator switches on with a whitelabel flag (the tags enableCt, salary, hourSalary,
 * agentRealtimeSalary): each contract page with its kind's flag.
 */
export const agentPageFlags: Partial<Record<AgentPage, WhitelabelFlag>> = Object.fromEntries(
  contractKinds.map((kind) => [contractKindPages[kind], contractKindFlags[kind]]),
);

/** The contract kind a page shows, if it is one of the four contract pages. */
export function pageContractKind(page: AgentPage): ContractKind | null {
  const found = (Object.entries(contractKindPages) as [ContractKind, AgentPage][]).find(([, p]) => p === page);
  return found ? found[0] : null;
}

/**
 * The menu for the operator's flags: a tagged item only while its flag is on, and the contract
 * pages only while contracts as a whole are (CONTRACT3), as the server refuses their calls otherwise.
 */
export function visibleAgentPages(flags: Partial<Record<string, boolean>>): AgentPage[] {
  return agentPages.filter((page) => {
    const flag = agentPageFlags[page];
    return flag === undefined || (flags.CONTRACT3 === true && flags[flag] === true);
  });
}

export const isAgentPage = (value: string | null): value is AgentPage =>
  value !== null && (agentPages as readonly string[]).includes(value);

/** GMT offset of a date, e.g. "GMT+05:00". */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
