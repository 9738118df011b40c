import { describe, expect, it } from 'vitest';
import { agentPages, visibleAgentPages } from '../lib/agent-pages.ts';

describe('agent menu', () => {
  it('when no salary or dividend flag is on, then their items are hidden and the rest keep their order', () => {
    expect(visibleAgentPages({})).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });

  it('when a flag is on, then only its item comes back, in its place', () => {
    const pages = visibleAgentPages({ CONTRACT3: true, SALARY3: true, HOURSALARY3: false, DIVIDEND3: false });
    expect(pages).toContain('agentDailyWages2');
    expect(pages).not.toContain('agentHourSalary');
    expect(pages).not.toContain('agentDividendRecordCopy2');
    expect(visibleAgentPages({ CONTRACT3: true, DIVIDEND3: true, SALARY3: true, HOURSALARY3: true, REALTIMESALARY3: true })).toEqual([...agentPages]);
  });

  it('when contracts as a whole are off (CONTRACT3), then no contract page shows, whatever its own flag says', () => {
    const all = { DIVIDEND3: true, SALARY3: true, HOURSALARY3: true, REALTIMESALARY3: true };
    expect(visibleAgentPages({ ...all, CONTRACT3: false })).toEqual(visibleAgentPages({}));
    expect(visibleAgentPages(all)).toEqual(visibleAgentPages({}));
  });
});
