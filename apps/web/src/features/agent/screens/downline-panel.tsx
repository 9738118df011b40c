import { ListTree } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '@/features/wallet/api/merchant-wallet.ts';
import { formatTime } from '@/features/wallet/lib/dates.ts';
import { type DownlineFilters, useDownline } from '../api/team.ts';
import { AgentPanel, UsernameSearch } from './team-report-parts.tsx';
import '@/components/data-state/data-table.css';

const PAGE_SIZE = 20;

/** The agent's downline: everyone under the agent or direct members only, searched by username, paged. */
export function DownlinePanel() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [username, setUsername] = useState('');
  const [scope, setScope] = useState<DownlineFilters['scope']>('all');
  const [pageNo, setPageNo] = useState(1);
  const filters: DownlineFilters = { pageNo, pageSize: PAGE_SIZE, scope, ...(username ? { username } : {}) };
  const members = useDownline(filters);

  return (
    <AgentPanel icon={<ListTree size={22} />} title={t('agent.page.downlineManagmentView')} about={t('agent.about.downlineManagmentView')}>
      <UsernameSearch onSearch={(name) => (setUsername(name), setPageNo(1))}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-scope`}>
            {t('agent.downline.scope')}
          </label>
          <select
            id={`${id}-scope`}
            className="input"
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as DownlineFilters['scope']);
              setPageNo(1);
            }}
          >
            <option value="all">{t('agent.downline.scopeAll')}</option>
            <option value="direct">{t('agent.downline.scopeDirect')}</option>
          </select>
        </div>
      </UsernameSearch>
      {members.isPending ? (
        <ListSkeleton rows={6} />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.list.length === 0 ? (
        <EmptyState>{t('agent.downline.none')}</EmptyState>
      ) : (
        <>
          <p className="downline-total">{t('agent.downline.total', { count: members.data.total })}</p>
          <table className="data-table" aria-busy={members.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('agent.downline.username')}</th>
                <th scope="col" className="num">
                  {t('agent.downline.level')}
                </th>
                <th scope="col">{t('agent.downline.type')}</th>
                <th scope="col" className="num">
                  {t('agent.downline.balance')}
                </th>
                <th scope="col" className="num">
                  {t('agent.downline.direct')}
                </th>
                <th scope="col">{t('agent.downline.registered')}</th>
                <th scope="col">{t('agent.downline.lastLogin')}</th>
                <th scope="col">{t('agent.downline.status')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.list.map((m) => (
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
                  <td data-label={t('agent.downline.type')}>
                    <span className={`agent-badge${m.isAgent ? ' agent-badge-accent' : ''}`}>{m.isAgent ? t('agent.downline.agent') : t('agent.downline.member')}</span>
                  </td>
                  <td data-label={t('agent.downline.balance')} className="num">
                    <Money amount={m.balance} symbol={symbol} />
                  </td>
                  <td data-label={t('agent.downline.direct')} className="num">
                    {m.directCount}
                  </td>
                  <td data-label={t('agent.downline.registered')}>{formatTime(m.registeredAt)}</td>
                  <td data-label={t('agent.downline.lastLogin')}>{m.lastLoginAt ? formatTime(m.lastLoginAt) : t('agent.downline.never')}</td>
                  <td data-label={t('agent.downline.status')}>{m.status === 'ACTIVE' ? t('agent.downline.active') : t('agent.downline.disabled')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Paginator page={pageNo} total={members.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </AgentPanel>
  );
}
