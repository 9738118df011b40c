import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { ledgerQuery } from '../api/admin-api.ts';
import { Amount, EmptyRow, ErrorRow, SkeletonRows } from '../components/table-parts.tsx';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const COLUMNS = 8;

export function LedgerScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const username = params.get('member') ?? '';
  const [draft, setDraft] = useState(username);
  const [page, setPage] = useState(1);
  const ledger = useQuery({ ...ledgerQuery(username, page), placeholderData: keepPreviousData });

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.ledger.title')} subtitle={t('admin.ledger.subtitle')} />
      <search>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setParams(draft.trim() ? { member: draft.trim().toLowerCase() } : {});
          }}
        >
          <label className="visually-hidden" htmlFor="ledger-member">
            {t('admin.adjust.username')}
          </label>
          <input id="ledger-member" className="input" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('admin.adjust.username')} />
          <button type="submit" className="btn btn-primary">
            <Search size={16} aria-hidden />
            {t('admin.ledger.search')}
          </button>
        </form>
      </search>
      {username && ledger.data && (
        <div className="admin-accounts">
          <div className="admin-account-member">
            <p className="admin-kicker">{t('admin.col.member')}</p>
            <p className="admin-account-name">{ledger.data.member.username}</p>
            <p className="muted">{ledger.data.member.nickname}</p>
          </div>
          {ledger.data.accounts.map((a) => (
            <div key={a.id} className="admin-account">
              <p className="admin-kicker">{`${a.wallet} · ${a.currency}`}</p>
              <p className="admin-account-balance">
                <Amount value={a.balance} />
              </p>
            </div>
          ))}
        </div>
      )}
      {username && (
        <>
          <div className="admin-card admin-table-wrap">
            <table className="admin-table" aria-busy={ledger.isFetching}>
              <thead>
                <tr>
                  <th>{t('admin.col.time')}</th>
                  <th>{t('admin.col.kind')}</th>
                  <th>{t('admin.col.wallet')}</th>
                  <th>{t('admin.col.reference')}</th>
                  <th>{t('admin.col.actor')}</th>
                  <th className="num">{t('admin.col.amount')}</th>
                  <th className="num">{t('admin.col.balanceAfter')}</th>
                  <th>{t('admin.col.transfer')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.isPending ? (
                  <SkeletonRows columns={COLUMNS} />
                ) : ledger.isError ? (
                  <ErrorRow columns={COLUMNS} error={ledger.error} onRetry={() => void ledger.refetch()} />
                ) : ledger.data.list.length === 0 ? (
                  <EmptyRow columns={COLUMNS} text={t('admin.ledger.empty')} />
                ) : (
                  ledger.data.list.map((line) => (
                    <tr key={line.entryId}>
                      <td className="muted">{timeText(line.createdAt)}</td>
                      <td>
                        <span className="admin-kind">{line.kind}</span>
                      </td>
                      <td>{line.wallet}</td>
                      <td className="admin-ref">{line.reference}</td>
                      <td className="mono muted">{line.actor}</td>
                      <td className="num">
                        <Amount value={line.amount} signed />
                      </td>
                      <td className="num">
                        <Amount value={line.balanceAfter} />
                      </td>
                      <td className="mono muted">{line.transferId}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Paginator page={page} total={ledger.data?.totalPages ?? 0} onChange={setPage} />
        </>
      )}
    </section>
  );
}
