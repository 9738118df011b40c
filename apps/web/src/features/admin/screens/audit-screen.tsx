import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { auditQuery } from '../api/admin-api.ts';
import { EmptyRow, ErrorRow, SkeletonRows } from '../components/table-parts.tsx';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const COLUMNS = 6;

export function AuditScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={log.isFetching}>
          <thead>
            <tr>
              <th>{t('admin.col.time')}</th>
              <th>{t('admin.col.operator')}</th>
              <th>{t('admin.col.action')}</th>
              <th>{t('admin.col.subject')}</th>
              <th>{t('admin.col.detail')}</th>
              <th>{t('admin.col.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {log.isPending ? (
              <SkeletonRows columns={COLUMNS} />
            ) : log.isError ? (
              <ErrorRow columns={COLUMNS} error={log.error} onRetry={() => void log.refetch()} />
            ) : log.data.list.length === 0 ? (
              <EmptyRow columns={COLUMNS} text={t('admin.audit.empty')} />
            ) : (
              log.data.list.map((row) => (
                <tr key={row.id}>
                  <td className="muted">{timeText(row.createdAt)}</td>
                  <td>{row.operator ?? '—'}</td>
                  <td>
                    <span className={`admin-kind${row.action.startsWith('LOGIN_') ? ' is-warning' : ''}`}>{row.action}</span>
                  </td>
                  <td className="mono">{row.subject}</td>
                  <td className="admin-ref">{Object.keys(row.detail).length > 0 ? JSON.stringify(row.detail) : ''}</td>
                  <td className="mono muted">{row.ip}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={page} total={log.data?.totalPages ?? 0} onChange={setPage} />
    </section>
  );
}
