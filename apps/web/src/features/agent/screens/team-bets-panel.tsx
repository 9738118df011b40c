import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { useVendorName } from '@/features/play/api/vendors.ts';
import { formatUtcTime } from '@/lib/dates.ts';
import { useTeamBets } from '../api/team.ts';
import { AgentPanel, PagedTable, PeriodChips, ReportBody, TeamTotals, Td, Th, UsernameSearch, useCurrencySymbol, useReportFilters } from './team-report-parts.tsx';

/** Team betting: the team's real-money rounds in a period, newest first, with totals. */
export function TeamBetsPanel() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const report = useReportFilters();
  const bets = useTeamBets(report.filters);
  // The vendor by its name, as the member's own betting record shows it (HOUSE is the site's originals).
  const vendorName = useVendorName();

  return (
    <AgentPanel icon={<Receipt size={22} />} title={t('agent.page.personalHistoryCopy')} about={t('agent.about.personalHistoryCopy')}>
      <PeriodChips value={report.period} onChange={report.setPeriod} />
      <UsernameSearch onSearch={report.setUsername} />
      <ReportBody query={bets}>
        {(data) => (
          <>
            <TeamTotals totals={data.totals} symbol={symbol} />
            <PagedTable
              rows={data.list}
              empty={t('play.records.none')}
              busy={bets.isFetching}
              page={data}
              onPage={report.setPageNo}
              head={
                <>
                  <Th>{t('play.records.time')}</Th>
                  <Th>{t('agent.downline.username')}</Th>
                  <Th>{t('play.records.game')}</Th>
                  <Th num>{t('play.records.stake')}</Th>
                  <Th num>{t('play.records.win')}</Th>
                  <Th num>{t('play.records.profit')}</Th>
                  <Th>{t('play.records.status')}</Th>
                </>
              }
            >
              {data.list.map((r) => (
                <tr key={`${r.vassalage}:${r.roundId}`}>
                  <Td label={t('play.records.time')}>{formatUtcTime(r.createdAt)}</Td>
                  <Td label={t('agent.downline.username')}>
                    <bdi>{r.username}</bdi>
                  </Td>
                  <Td label={t('play.records.game')}>
                    <span className="downline-who">
                      <span className="downline-name">{r.gameName}</span>
                      <span className="downline-nick">{vendorName(r.vassalage)}</span>
                    </span>
                  </Td>
                  <Td label={t('play.records.stake')} num>
                    <Money amount={r.stake} symbol={symbol} />
                  </Td>
                  <Td label={t('play.records.win')} num>
                    <Money amount={r.win} symbol={symbol} />
                  </Td>
                  <Td label={t('play.records.profit')} num>
                    <Money amount={r.profitLoss} symbol={symbol} signed />
                  </Td>
                  <Td label={t('play.records.status')}>{t(`play.status.${r.status}`)}</Td>
                </tr>
              ))}
            </PagedTable>
          </>
        )}
      </ReportBody>
    </AgentPanel>
  );
}
