import { incomeTypes } from '@lumen/contracts/agent/agent.contract';
import { BadgeDollarSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { formatUtcTime } from '@/lib/dates.ts';
import { useAgentIncome } from '../api/team.ts';
import { AgentPanel, PagedTable, PeriodChips, REPORT_PAGE_SIZE, ReportBody, Td, Th, useCurrencySymbol, useReportFilters } from './team-report-parts.tsx';

/** My income: what the agent was paid as an agent in a period (money the team sent up, wages and salaries, dividends), with totals per kind. */
export function MyIncomePanel() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const report = useReportFilters('thisMonth');
  const income = useAgentIncome({ period: report.period, pageNo: report.pageNo, pageSize: REPORT_PAGE_SIZE });

  return (
    <AgentPanel icon={<BadgeDollarSign size={22} />} title={t('agent.page.agentRevenueReport')} about={t('agent.about.agentRevenueReport')}>
      <PeriodChips value={report.period} onChange={report.setPeriod} />
      <ReportBody query={income}>
        {(data) => (
          <>
            <dl className="team-totals" data-testid="income-totals">
              <div>
                <dt>{t('agent.income.total')}</dt>
                <dd>
                  <Money amount={data.totals.amount} symbol={symbol} />
                </dd>
              </div>
              {incomeTypes.map((type) => (
                <div key={type}>
                  <dt>{t(`agent.income.type.${type}`)}</dt>
                  <dd>
                    <Money amount={data.totals.byType[type]} symbol={symbol} />
                  </dd>
                </div>
              ))}
            </dl>
            <PagedTable
              rows={data.list}
              empty={t('agent.income.none')}
              busy={income.isFetching}
              page={data}
              onPage={report.setPageNo}
              head={
                <>
                  <Th>{t('wallet.history.time')}</Th>
                  <Th>{t('wallet.history.type')}</Th>
                  <Th>{t('agent.income.from')}</Th>
                  <Th num>{t('wallet.amount')}</Th>
                </>
              }
            >
              {data.list.map((i) => (
                <tr key={i.id}>
                  <Td label={t('wallet.history.time')}>{formatUtcTime(i.time)}</Td>
                  <Td label={t('wallet.history.type')}>{t(`agent.income.type.${i.type}`)}</Td>
                  <Td label={t('agent.income.from')}>{i.from ? <bdi>{i.from}</bdi> : t('agent.income.fromSite')}</Td>
                  <Td label={t('wallet.amount')} num>
                    <Money amount={i.amount} symbol={symbol} signed />
                  </Td>
                </tr>
              ))}
            </PagedTable>
          </>
        )}
      </ReportBody>
    </AgentPanel>
  );
}
