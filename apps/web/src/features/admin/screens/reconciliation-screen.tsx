import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { reconciliationQuery } from '../api/admin-api.ts';
import { Amount, ErrorRow } from '../components/table-parts.tsx';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

export function ReconciliationScreen() {
  const { t } = useTranslation();
  const report = useQuery(reconciliationQuery());
  const value = report.data;

  return (
    <section className="admin-screen">
      <ScreenHeader
        title={t('admin.recon.title')}
        subtitle={t('admin.recon.subtitle')}
        actions={
          <button type="button" className="btn btn-ghost" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RefreshCw size={16} aria-hidden className={report.isFetching ? 'admin-spin' : undefined} />
            {t('admin.recon.run')}
          </button>
        }
      />
      {report.isPending ? (
        <div className="admin-card admin-recon-summary">
          <Skeleton height={28} width="40%" />
        </div>
      ) : report.isError ? (
        <table className="admin-table">
          <tbody>
            <ErrorRow columns={1} error={report.error} onRetry={() => void report.refetch()} />
          </tbody>
        </table>
      ) : (
        value && (
          <>
            <div className={`admin-card admin-recon-summary ${value.ok ? 'is-ok' : 'is-failed'}`} role="status">
              {value.ok ? <CircleCheck size={28} aria-hidden /> : <CircleX size={28} aria-hidden />}
              <div>
                <p className="admin-recon-verdict">{value.ok ? t('admin.recon.ok') : t('admin.recon.failed')}</p>
                <p className="muted">{t('admin.recon.checkedAt', { time: timeText(value.checkedAt) })}</p>
              </div>
            </div>
            <ul className="admin-checks">
              {value.checks.map((check) => (
                <li key={check.name} className={`admin-card admin-check ${check.ok ? 'is-ok' : 'is-failed'}`} data-testid={`check-${check.name}`}>
                  {check.ok ? <CircleCheck size={20} aria-hidden /> : <CircleX size={20} aria-hidden />}
                  <div>
                    <p className="admin-check-name">{t(`admin.recon.check.${check.name}`, { defaultValue: check.name })}</p>
                    <p className="muted">{check.detail}</p>
                  </div>
                  <span className={`admin-badge ${check.ok ? 'badge-confirmed' : 'badge-rejected'}`}>{check.ok ? t('admin.recon.pass') : t('admin.recon.fail')}</span>
                </li>
              ))}
            </ul>
            <div className="admin-recon-books">
              <div className="admin-card admin-table-wrap">
                <h2 className="admin-section-title">{t('admin.recon.houseBooks')}</h2>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th>{t('admin.col.book')}</th>
                      <th>{t('admin.col.currency')}</th>
                      <th className="num">{t('admin.col.balance')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.houseBooks.map((b) => (
                      <tr key={`${b.book}-${b.currency}`}>
                        <td className="mono">{b.book}</td>
                        <td>{b.currency}</td>
                        <td className="num">
                          <Amount value={b.balance} signed />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="admin-card admin-table-wrap">
                <h2 className="admin-section-title">{t('admin.recon.memberTotal')}</h2>
                <table className="admin-table">
                  <tbody>
                    {value.memberTotals.map((m) => (
                      <tr key={m.currency}>
                        <td>{m.currency}</td>
                        <td className="num">
                          <Amount value={m.balance} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </>
        )
      )}
    </section>
  );
}
