import { ChartLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { useMemberProfitLoss } from '../api/team.ts';
import {
  AgentPanel,
  PagedTable,
  PeriodChips,
  ReportBody,
  TeamTotals,
  Td,
  Th,
  UsernameSearch,
  useCurrencySymbol,
  useReportFilters,
  Who,
} from './team-report-parts.tsx';

/** User profit and loss: each team member who played in a period, biggest stakes first, with totals. */
export function MemberProfitLossPanel() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const report = useReportFilters();
  const members = useMemberProfitLoss(report.filters);

  return (
    <AgentPanel icon={<ChartLine size={22} />} title={t('agent.page.palStatementsAgentCopy')} about={t('agent.about.palStatementsAgentCopy')}>
      <PeriodChips value={report.period} onChange={report.setPeriod} />
      <UsernameSearch onSearch={report.setUsername} />
      <ReportBody query={members}>
        {(data) => (
          <>
            <TeamTotals totals={data.totals} symbol={symbol} />
            <PagedTable
              rows={data.list}
              empty={t('agent.report.noPlayers')}
              busy={members.isFetching}
              page={data}
              onPage={report.setPageNo}
              head={
                <>
                  <Th>{t('agent.downline.username')}</Th>
                  <Th num>{t('agent.downline.level')}</Th>
                  <Th num>{t('play.records.count')}</Th>
                  <Th num>{t('play.records.stake')}</Th>
                  <Th num>{t('play.records.win')}</Th>
                  <Th num>{t('agent.overview.profitLoss')}</Th>
                </>
              }
            >
              {data.list.map((m) => (
                <tr key={m.id}>
                  <Td label={t('agent.downline.username')}>
                    <Who username={m.username} nickname={m.nickname} />
                  </Td>
                  <Td label={t('agent.downline.level')} num>
                    {m.level}
                  </Td>
                  <Td label={t('play.records.count')} num>
                    {m.rounds}
                  </Td>
                  <Td label={t('play.records.stake')} num>
                    <Money amount={m.stake} symbol={symbol} />
                  </Td>
                  <Td label={t('play.records.win')} num>
                    <Money amount={m.win} symbol={symbol} />
                  </Td>
                  <Td label={t('agent.overview.profitLoss')} num>
                    <Money amount={m.profitLoss} symbol={symbol} signed />
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
