import type { TeamPeriod } from '@lumen/contracts/agent/agent.paths';
import { type TransactionType, transactionTypes } from '@lumen/contracts/wallet/wallet.contract';
import { ArrowDownLeft, ArrowUpRight, Receipt, Sigma } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '@/features/wallet/api/merchant-wallet.ts';
import { formatTime } from '@/features/wallet/lib/dates.ts';
import { useTeamTransactions } from '../api/team.ts';
import { AgentPanel, PeriodChips, UsernameSearch } from './team-report-parts.tsx';
import '@/components/data-state/data-table.css';

const PAGE_SIZE = 20;

/** Account details: every movement on the team's wallets in a period, by type and name, with money in, out and net. */
export function TeamTransactionsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const [username, setUsername] = useState('');
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const entries = useTeamTransactions({ period, pageNo, pageSize: PAGE_SIZE, ...(username ? { username } : {}), ...(type ? { type } : {}) });
  const walletName = (w: string) => (w === 'MAIN' ? t('wallet.main') : w);

  return (
    <AgentPanel icon={<Receipt size={22} />} title={t('agent.page.agentDownlineTransactionDetailsCopy')} about={t('agent.about.agentDownlineTransactionDetailsCopy')}>
      <PeriodChips value={period} onChange={(p) => (setPeriod(p), setPageNo(1))} />
      <UsernameSearch onSearch={(name) => (setUsername(name), setPageNo(1))}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            {t('wallet.history.type')}
          </label>
          <select
            id={`${id}-type`}
            className="input"
            value={type}
            onChange={(e) => {
              setType(e.target.value as TransactionType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('common.all')}</option>
            {transactionTypes.map((k) => (
              <option key={k} value={k}>
                {t(`wallet.type.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </UsernameSearch>
      {entries.isPending ? (
        <ListSkeleton rows={6} />
      ) : entries.isError ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <>
          <dl className="team-totals team-totals-3" data-testid="team-totals">
            <div>
              <dt>
                <ArrowDownLeft size={14} aria-hidden /> {t('wallet.history.in')}
              </dt>
              <dd>
                <Money amount={entries.data.totals.in} symbol={symbol} />
              </dd>
            </div>
            <div>
              <dt>
                <ArrowUpRight size={14} aria-hidden /> {t('wallet.history.out')}
              </dt>
              <dd>
                <Money amount={entries.data.totals.out} symbol={symbol} />
              </dd>
            </div>
            <div>
              <dt>
                <Sigma size={14} aria-hidden /> {t('wallet.history.net')}
              </dt>
              <dd>
                <Money amount={entries.data.totals.net} symbol={symbol} signed />
              </dd>
            </div>
          </dl>
          {entries.data.list.length === 0 ? (
            <EmptyState>{t('wallet.history.none')}</EmptyState>
          ) : (
            <>
              <table className="data-table" aria-busy={entries.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.history.time')}</th>
                    <th scope="col">{t('agent.downline.username')}</th>
                    <th scope="col">{t('wallet.history.type')}</th>
                    <th scope="col">{t('wallet.history.wallet')}</th>
                    <th scope="col" className="num">
                      {t('wallet.amount')}
                    </th>
                    <th scope="col" className="num">
                      {t('wallet.history.balanceAfter')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.data.list.map((e) => (
                    <tr key={e.id}>
                      <td data-label={t('wallet.history.time')}>{formatTime(e.time)}</td>
                      <td data-label={t('agent.downline.username')}>
                        <bdi>{e.username}</bdi>
                      </td>
                      <td data-label={t('wallet.history.type')}>{t(`wallet.type.${e.type}`)}</td>
                      <td data-label={t('wallet.history.wallet')}>{walletName(e.wallet)}</td>
                      <td data-label={t('wallet.amount')} className="num">
                        <Money amount={e.amount} symbol={symbol} signed />
                      </td>
                      <td data-label={t('wallet.history.balanceAfter')} className="num">
                        <Money amount={e.balanceAfter} symbol={symbol} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Paginator page={pageNo} total={entries.data.totalPages} onChange={setPageNo} />
            </>
          )}
        </>
      )}
    </AgentPanel>
  );
}
