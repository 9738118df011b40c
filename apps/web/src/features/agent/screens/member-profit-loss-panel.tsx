import type { TeamPeriod } from '@lumen/contracts/agent/agent.paths';
import { ChartLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '@/features/wallet/api/merchant-wallet.ts';
import { useMemberProfitLoss } from '../api/team.ts';
import { AgentPanel, PeriodChips, TeamTotals, UsernameSearch } from './team-report-parts.tsx';
import '@/components/data-state/data-table.css';

const PAGE_SIZE = 20;

/** User profit and loss: each team member who played in a period, biggest stakes first, with totals. */
export function MemberProfitLossPanel() {
  const { t } = useTranslation();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const report = useMemberProfitLoss({ period, pageNo, pageSize: PAGE_SIZE, ...(username ? { username } : {}) });

  return (
    <AgentPanel icon={<ChartLine size={22} />} title={t('agent.page.palStatementsAgentCopy')} about={t('agent.about.palStatementsAgentCopy')}>
      <PeriodChips value={period} onChange={(p) => (setPeriod(p), setPageNo(1))} />
      <UsernameSearch onSearch={(name) => (setUsername(name), setPageNo(1))} />
      {report.isPending ? (
        <ListSkeleton rows={6} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <TeamTotals totals={report.data.totals} symbol={symbol} />
          {report.data.list.length === 0 ? (
            <EmptyState>{t('agent.report.noPlayers')}</EmptyState>
          ) : (
            <>
              <table className="data-table" aria-busy={report.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.downline.username')}</th>
                    <th scope="col" className="num">
                      {t('agent.downline.level')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.count')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.stake')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.win')}
                    </th>
                    <th scope="col" className="num">
                      {t('agent.overview.profitLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.list.map((m) => (
                    <tr key={m.id}>
                      <td data-label={t('agent.downline.username')}>
                        <span className="downline-who">
                          <bdi className="downline-name">{m.username}</bdi>
                          {m.nickname && m.nickname.toLowerCase() !== m.username && <span className="downline-nick">{m.nickname}</span>}
                        </span>
                      </td>
                      <td data-label={t('agent.downline.level')} className="num">
                        {m.level}
                      </td>
                      <td data-label={t('play.records.count')} className="num">
                        {m.rounds}
                      </td>
                      <td data-label={t('play.records.stake')} className="num">
                        <Money amount={m.stake} symbol={symbol} />
                      </td>
                      <td data-label={t('play.records.win')} className="num">
                        <Money amount={m.win} symbol={symbol} />
                      </td>
                      <td data-label={t('agent.overview.profitLoss')} className="num">
                        <Money amount={m.profitLoss} symbol={symbol} signed />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Paginator page={pageNo} total={report.data.totalPages} onChange={setPageNo} />
            </>
          )}
        </>
      )}
    </AgentPanel>
  );
}
