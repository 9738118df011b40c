import { ListTree } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { Badge } from '@/features/wallet/components/wallet-ui.tsx';
import '@/features/wallet/components/wallet.css';
import { formatTime } from '@/lib/dates.ts';
import { type DownlineFilters, useDownline } from '../api/team.ts';
import { AgentPanel, PagedTable, REPORT_PAGE_SIZE, ReportBody, Td, Th, UsernameSearch, useCurrencySymbol, Who } from './team-report-parts.tsx';

/** The agent's downline: everyone under the agent or direct members only, searched by username, paged. */
export function DownlinePanel() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useCurrencySymbol();
  const [username, setUsername] = useState('');
  const [scope, setScope] = useState<DownlineFilters['scope']>('all');
  const [pageNo, setPageNo] = useState(1);
  const members = useDownline({ pageNo, pageSize: REPORT_PAGE_SIZE, scope, ...(username ? { username } : {}) });

  return (
    <AgentPanel icon={<ListTree size={22} />} title={t('agent.page.downlineManagmentView')} about={t('agent.about.downlineManagmentView')}>
      <UsernameSearch
        onSearch={(name) => {
          setUsername(name);
          setPageNo(1);
        }}
      >
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
      <ReportBody query={members}>
        {(data) => (
          <>
            {data.list.length > 0 && <p className="downline-total">{t('agent.downline.total', { count: data.total })}</p>}
            <PagedTable
              rows={data.list}
              empty={t('agent.downline.none')}
              busy={members.isFetching}
              page={data}
              onPage={setPageNo}
              head={
                <>
                  <Th>{t('agent.downline.username')}</Th>
                  <Th num>{t('agent.downline.level')}</Th>
                  <Th>{t('agent.downline.type')}</Th>
                  <Th num>{t('agent.downline.balance')}</Th>
                  <Th num>{t('agent.downline.direct')}</Th>
                  <Th>{t('agent.downline.registered')}</Th>
                  <Th>{t('agent.downline.lastLogin')}</Th>
                  <Th>{t('agent.downline.status')}</Th>
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
                  <Td label={t('agent.downline.type')}>
                    <Badge tone={m.isAgent ? 'info' : 'muted'}>{m.isAgent ? t('agent.downline.agent') : t('agent.downline.member')}</Badge>
                  </Td>
                  <Td label={t('agent.downline.balance')} num>
                    <Money amount={m.balance} symbol={symbol} />
                  </Td>
                  <Td label={t('agent.downline.direct')} num>
                    {m.directCount}
                  </Td>
                  <Td label={t('agent.downline.registered')}>{formatTime(m.registeredAt)}</Td>
                  <Td label={t('agent.downline.lastLogin')}>{m.lastLoginAt ? formatTime(m.lastLoginAt) : t('agent.downline.never')}</Td>
                  <Td label={t('agent.downline.status')}>{m.status === 'ACTIVE' ? t('agent.downline.active') : t('agent.downline.disabled')}</Td>
                </tr>
              ))}
            </PagedTable>
          </>
        )}
      </ReportBody>
    </AgentPanel>
  );
}
