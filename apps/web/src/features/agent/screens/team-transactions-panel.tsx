import type { TransactionType } from '@lumen/contracts/wallet/wallet.contract';
import { ArrowDownLeft, ArrowUpRight, Receipt, Sigma } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { TransactionTypeField } from '@/features/wallet/components/wallet-ui.tsx';
import { formatUtcTime } from '@/lib/dates.ts';
import { useTeamTransactions } from '../api/team.ts';
import { AgentPanel, PagedTable, PeriodChips, ReportBody, Td, Th, UsernameSearch, useCurrencySymbol, useReportFilters } from './team-report-parts.tsx';

/** Account details: every movement on the team's wallets in a period, by type and name, with money in, out and net. */
export function TeamTransactionsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useCurrencySymbol();
  const report = useReportFilters();
  const [type, setType] = useState<TransactionType | ''>('');
  const entries = useTeamTransactions({ ...report.filters, ...(type ? { type } : {}) });
  const walletName = (w: string) => (w === 'MAIN' ? t('wallet.main') : w);
  const total = (label: string, icon: ReactNode, amount: string, signed = false) => (
    <div>
      <dt>
        {icon} {label}
      </dt>
      <dd>
        <Money amount={amount} symbol={symbol} signed={signed} />
      </dd>
    </div>
  );

  return (
    <AgentPanel icon={<Receipt size={22} />} title={t('agent.page.agentDownlineTransactionDetailsCopy')} about={t('agent.about.agentDownlineTransactionDetailsCopy')}>
      <PeriodChips value={report.period} onChange={report.setPeriod} />
      <UsernameSearch onSearch={report.setUsername}>
        <TransactionTypeField
          id={`${id}-type`}
          value={type}
          onChange={(next) => {
            setType(next);
            report.setPageNo(1);
          }}
        />
      </UsernameSearch>
      <ReportBody query={entries}>
        {(data) => (
          <>
            <dl className="team-totals" data-testid="team-totals">
              {total(t('wallet.history.in'), <ArrowDownLeft size={14} aria-hidden className="flip-rtl" />, data.totals.in)}
              {total(t('wallet.history.out'), <ArrowUpRight size={14} aria-hidden className="flip-rtl" />, data.totals.out)}
              {total(t('wallet.history.net'), <Sigma size={14} aria-hidden />, data.totals.net, true)}
            </dl>
            <PagedTable
              rows={data.list}
              empty={t('wallet.history.none')}
              busy={entries.isFetching}
              page={data}
              onPage={report.setPageNo}
              head={
                <>
                  <Th>{t('wallet.history.time')}</Th>
                  <Th>{t('agent.downline.username')}</Th>
                  <Th>{t('wallet.history.type')}</Th>
                  <Th>{t('wallet.history.wallet')}</Th>
                  <Th num>{t('wallet.amount')}</Th>
                  <Th num>{t('wallet.history.balanceAfter')}</Th>
                </>
              }
            >
              {data.list.map((e) => (
                <tr key={e.id}>
                  <Td label={t('wallet.history.time')}>{formatUtcTime(e.time)}</Td>
                  <Td label={t('agent.downline.username')}>
                    <bdi>{e.username}</bdi>
                  </Td>
                  <Td label={t('wallet.history.type')}>{t(`wallet.type.${e.type}`)}</Td>
                  <Td label={t('wallet.history.wallet')}>{walletName(e.wallet)}</Td>
                  <Td label={t('wallet.amount')} num>
                    <Money amount={e.amount} symbol={symbol} signed />
                  </Td>
                  <Td label={t('wallet.history.balanceAfter')} num>
                    <Money amount={e.balanceAfter} symbol={symbol} />
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
