import type { TeamPeriod } from '@lumen/contracts/agent/agent.paths';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '@/features/wallet/api/merchant-wallet.ts';
import { formatTime } from '@/features/wallet/lib/dates.ts';
import { useTeamBets } from '../api/team.ts';
import { AgentPanel, PeriodChips, TeamTotals, UsernameSearch } from './team-report-parts.tsx';
import '@/components/data-state/data-table.css';

const PAGE_SIZE = 20;

/** Team betting: the team's real-money rounds in a period, newest first, with totals. */
export function TeamBetsPanel() {
  const { t } = useTranslation();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const bets = useTeamBets({ period, pageNo, pageSize: PAGE_SIZE, ...(username ? { username } : {}) });

  return (
    <AgentPanel icon={<Receipt size={22} />} title={t('agent.page.personalHistoryCopy')} about={t('agent.about.personalHistoryCopy')}>
      <PeriodChips value={period} onChange={(p) => (setPeriod(p), setPageNo(1))} />
      <UsernameSearch onSearch={(name) => (setUsername(name), setPageNo(1))} />
      {bets.isPending ? (
        <ListSkeleton rows={6} />
      ) : bets.isError ? (
        <LoadError error={bets.error} onRetry={() => void bets.refetch()} />
      ) : (
        <>
          <TeamTotals totals={bets.data.totals} symbol={symbol} />
          {bets.data.list.length === 0 ? (
            <EmptyState>{t('play.records.none')}</EmptyState>
          ) : (
            <>
              <table className="data-table" aria-busy={bets.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('play.records.time')}</th>
                    <th scope="col">{t('agent.downline.username')}</th>
                    <th scope="col">{t('play.records.game')}</th>
                    <th scope="col" className="num">
                      {t('play.records.stake')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.win')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.profit')}
                    </th>
                    <th scope="col">{t('play.records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bets.data.list.map((r) => (
                    <tr key={`${r.vassalage}:${r.roundId}`}>
                      <td data-label={t('play.records.time')}>{formatTime(r.createdAt)}</td>
                      <td data-label={t('agent.downline.username')}>
                        <bdi>{r.username}</bdi>
                      </td>
                      <td data-label={t('play.records.game')}>
                        <span className="downline-who">
                          <span className="downline-name">{r.gameName}</span>
                          <span className="downline-nick">{r.vassalage}</span>
                        </span>
                      </td>
                      <td data-label={t('play.records.stake')} className="num">
                        <Money amount={r.stake} symbol={symbol} />
                      </td>
                      <td data-label={t('play.records.win')} className="num">
                        <Money amount={r.win} symbol={symbol} />
                      </td>
                      <td data-label={t('play.records.profit')} className="num">
                        <Money amount={r.profitLoss} symbol={symbol} signed />
                      </td>
                      <td data-label={t('play.records.status')}>{t(`play.status.${r.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Paginator page={pageNo} total={bets.data.totalPages} onChange={setPageNo} />
            </>
          )}
        </>
      )}
    </AgentPanel>
  );
}
