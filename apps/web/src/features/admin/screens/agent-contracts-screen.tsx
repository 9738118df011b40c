import { type AgentContract, type ContractKind, contractKinds, type ContractStatus, contractStatuses } from '@lumen/contracts/agent/salary.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, FileSignature, LogOut, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { ratePercent, SettlementRate, TiersTable } from '@/features/agent/components/contract-parts.tsx';
import { OfferContractForm } from '@/features/agent/components/offer-contract-form.tsx';
import { UsernameSearch } from '@/features/agent/screens/team-report-parts.tsx';
import {
  type AdminContractFilters,
  type AdminSettlementFilters,
  agentContractsQuery,
  agentSettlementsQuery,
  offerTopAgentContract,
  keepAgentContract,
  terminateAgentContract,
  topAgentsSearch,
} from '../api/admin-api.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { ConfirmDialog } from '../components/dialogs.tsx';
import { Amount, Flash, QueryRows, StatusBadge, StatusTabs } from '../components/table-parts.tsx';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const views = ['contracts', 'settlements'] as const;
type View = (typeof views)[number];

/**
 * Agent contracts: every contract between agents and with the platform (filter by kind, status and
 * the agent's username), ending one at once, and offering a top agent a contract with the same
 * form the agents use; beside it every settlement paid.
 */
export function AgentContractsScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('contracts');
  const [flash, setFlash] = useState<string | null>(null);
  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.contracts.title')} subtitle={t('admin.contracts.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <StatusTabs value={view} options={views} label={(v) => t(`admin.contracts.view.${v}`)} onChange={setView} />
      {view === 'contracts' ? <ContractsView onFlash={setFlash} /> : <SettlementsView />}
    </section>
  );
}

/** A select of one filter: every value, or all of them (''). */
function OptionSelect<T extends string>({ label, value, options, optionLabel, onChange }: {
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{t('admin.status.ALL')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Kind, status (contracts only) and the agent's username; `children` follow the search button. */
function FilterBar({
  kind,
  onKind,
  status,
  onStatus,
  onUsername,
  children,
}: {
  kind: ContractKind | '';
  onKind: (kind: ContractKind | '') => void;
  status?: ContractStatus | '';
  onStatus?: (status: ContractStatus | '') => void;
  onUsername: (username: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <UsernameSearch
      className="admin-contract-filters"
      label={t('admin.contracts.filter.username')}
      submitLabel={t('admin.contracts.filter.search')}
      onSearch={(username) => onUsername(username.toLowerCase())}
      leading={
        <>
          <OptionSelect label={t('admin.contracts.filter.kind')} value={kind} options={contractKinds} optionLabel={(k) => t(`salary.kind.${k}`)} onChange={onKind} />
          {onStatus && (
            <OptionSelect
              label={t('admin.contracts.filter.status')}
              value={status ?? ''}
              options={contractStatuses}
              optionLabel={(s) => t(`salary.status.${s}`)}
              onChange={onStatus}
            />
          )}
        </>
      }
      trailing={children}
    />
  );
}

const CONTRACT_COLUMNS = 9;

function ContractsView({ onFlash }: { onFlash: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [offering, setOffering] = useState(false);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const filters: AdminContractFilters = { pageNo, ...(kind ? { kind } : {}), ...(status ? { status } : {}), ...(username ? { username } : {}) };
  const list = useQuery({ ...agentContractsQuery(filters), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const terminate = useMutation({
    mutationFn: (id: string) => terminateAgentContract(id),
    onSuccess: (contract) => {
      setEnding(null);
      onFlash(t('admin.contracts.terminated', { name: contract.downline.username }));
      void refresh();
    },
  });

  // A top agent's request to end the site's contract: the desk keeps it (ending it is "End contract").
  const keep = useMutation({
    mutationFn: (id: string) => keepAgentContract(id),
    onSuccess: (contract) => {
      onFlash(t('admin.contracts.kept', { name: contract.downline.username }));
      void refresh();
    },
    // Answered meanwhile (ended at another desk, or the agent took its request back): the alert says
    // why, and the list shows the contract as it is now.
    onError: () => void refresh(),
  });

  return (
    <>
      <FilterBar
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPageNo(1);
        }}
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPageNo(1);
        }}
        onUsername={(u) => {
          setUsername(u);
          setPageNo(1);
        }}
      >
        <button type="button" className="btn btn-gold admin-contract-offer" onClick={() => setOffering(true)}>
          <FileSignature size={16} aria-hidden />
          {t('admin.contracts.offer')}
        </button>
      </FilterBar>
      {keep.isError && (
        <p className="admin-form-error" role="alert">
          <CircleAlert size={16} aria-hidden />
          {/* The server's reason, or "network" when no answer came (its message is then empty); anything else gets the desk's own words. */}
          {keep.error instanceof ApiError ? errorText(t, keep.error) : t('admin.contracts.keepFailed')}
        </p>
      )}
      <div className="admin-card admin-table-wrap">
        <table className="admin-table admin-contracts-table" aria-busy={list.isFetching} aria-label={t('admin.contracts.view.contracts')}>
          <thead>
            <tr>
              <th>{t('admin.col.id')}</th>
              <th>{t('admin.contracts.col.agent')}</th>
              <th>{t('admin.contracts.col.upline')}</th>
              <th>{t('admin.contracts.col.kind')}</th>
              <th>{t('admin.contracts.col.tiers')}</th>
              <th>{t('admin.col.status')}</th>
              <th>{t('admin.contracts.col.offered')}</th>
              <th>{t('admin.contracts.col.ended')}</th>
              <th className="actions">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            <QueryRows
              query={list}
              columns={CONTRACT_COLUMNS}
              empty={t('admin.contracts.empty')}
              row={(c) => (
                <tr key={c.id} data-testid={`desk-contract-${c.id}`}>
                  <td className="mono">{c.id}</td>
                  <td>{c.downline.username}</td>
                  <td>{c.upline ? c.upline.username : <span className="admin-kind">{t('salary.platform')}</span>}</td>
                  <td>
                    {t(`salary.kind.${c.kind}`)}
                    <p className="admin-cell-note">{t(`salary.period.${c.period}`)}</p>
                  </td>
                  <td>
                    <details className="admin-contract-tiers">
                      <summary>{t('admin.contracts.tiersSummary', { count: c.tiers.length, rate: ratePercent(c.maxRate) })}</summary>
                      <TiersTable kind={c.kind} tiers={c.tiers} symbol="" />
                    </details>
                  </td>
                  <td>
                    <StatusBadge
                      status={c.status === 'ACTIVE' && c.terminationRequestedBy ? 'ending' : c.status}
                      label={c.status === 'ACTIVE' && c.terminationRequestedBy ? t('salary.status.ENDING') : t(`salary.status.${c.status}`)}
                    />
                    {c.status === 'ACTIVE' && c.terminationRequestedBy && (
                      <p className="admin-cell-note">{t(`admin.contracts.askedBy.${c.terminationRequestedBy}`)}</p>
                    )}
                    {c.endReason && <p className="admin-cell-note">{t(`salary.endReason.${c.endReason}`)}</p>}
                  </td>
                  <td className="muted admin-nowrap">{timeText(c.offeredAt)}</td>
                  <td className="muted admin-nowrap">{timeText(c.endedAt)}</td>
                  <td className="actions">
                    {c.status === 'ACTIVE' && c.upline === null && c.terminationRequestedBy === 'DOWNLINE' && (
                      <button type="button" className="btn btn-ghost btn-sm" disabled={keep.isPending} onClick={() => keep.mutate(c.id)}>
                        <ShieldCheck size={14} aria-hidden />
                        {t('admin.contracts.keep')}
                      </button>
                    )}
                    {(c.status === 'OFFERED' || c.status === 'ACTIVE') && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => {
                          terminate.reset();
                          setEnding(c);
                        }}
                      >
                        <LogOut size={14} aria-hidden className="flip-rtl" />
                        {t('admin.contracts.terminate')}
                      </button>
                    )}
                  </td>
                </tr>
              )}
            />
          </tbody>
        </table>
      </div>
      <Paginator page={pageNo} total={list.data?.totalPages ?? 0} onChange={setPageNo} />
      {ending && (
        <ConfirmDialog
          title={t('admin.contracts.terminateTitle')}
          confirmLabel={t('admin.contracts.terminate')}
          onConfirm={() => terminate.mutate(ending.id)}
          onClose={() => setEnding(null)}
          pending={terminate.isPending}
          error={terminate.error}
        >
          <p>
            {t('admin.contracts.terminateText', {
              kind: t(`salary.kind.${ending.kind}`),
              name: ending.downline.username,
              upline: ending.upline?.username ?? t('salary.platform'),
            })}
          </p>
        </ConfirmDialog>
      )}
      {offering && (
        <Dialog title={t('admin.contracts.offerTitle')} onClose={() => setOffering(false)} size="lg">
          {list.isPending ? null : !list.data?.hasTopAgents ? (
            <p className="admin-hint">{t('admin.contracts.noTopAgents')}</p>
          ) : (
            <div className="admin-dialog">
              <p className="admin-dialog-text">{t('admin.contracts.offerText')}</p>
              <OfferContractForm
                kind="DAILY_WAGE"
                kindChoice
                agents={topAgentsSearch}
                partyLabel={t('admin.contracts.topAgent')}
                submit={offerTopAgentContract}
                onOffered={(contract) => {
                  setOffering(false);
                  onFlash(t('admin.contracts.offered', { kind: t(`salary.kind.${contract.kind}`), name: contract.downline.username }));
                  void refresh();
                }}
              />
            </div>
          )}
        </Dialog>
      )}
    </>
  );
}

const SETTLEMENT_COLUMNS = 12;

function SettlementsView() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filters: AdminSettlementFilters = { pageNo, ...(kind ? { kind } : {}), ...(username ? { username } : {}) };
  const list = useQuery({ ...agentSettlementsQuery(filters), placeholderData: keepPreviousData });
  const col = (key: string) => t(`salary.records.col.${key}`);

  return (
    <>
      <FilterBar
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPageNo(1);
        }}
        onUsername={(u) => {
          setUsername(u);
          setPageNo(1);
        }}
      />
      {list.data && (
        <p className="admin-contract-total" data-testid="desk-settlement-total">
          {t('admin.contracts.settlementTotal', { count: list.data.total })} <Amount value={list.data.totalAmount} />
        </p>
      )}
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={list.isFetching} aria-label={t('admin.contracts.view.settlements')}>
          <thead>
            <tr>
              <th>{t('admin.contracts.col.settled')}</th>
              <th>{t('admin.contracts.col.agent')}</th>
              <th>{t('admin.contracts.col.kind')}</th>
              <th>{col('period')}</th>
              <th className="num">{col('teamBet')}</th>
              <th className="num">{col('teamProfitLoss')}</th>
              <th className="num">{col('activeMembers')}</th>
              <th className="num">{col('base')}</th>
              <th className="num">{col('rate')}</th>
              <th className="num">{col('gross')}</th>
              <th className="num">{col('downlineShare')}</th>
              <th className="num">{col('amount')}</th>
            </tr>
          </thead>
          <tbody>
            <QueryRows
              query={list}
              columns={SETTLEMENT_COLUMNS}
              empty={t('admin.contracts.noSettlements')}
              row={(s) => (
                <tr key={s.id} data-testid={`desk-settlement-${s.id}`}>
                  <td className="muted admin-nowrap">{timeText(s.settledAt)}</td>
                  <td>{s.agent.username}</td>
                  <td>{t(`salary.kind.${s.kind}`)}</td>
                  <td className="muted admin-nowrap">
                    <span dir="ltr">{`${timeText(s.periodStart)} – ${timeText(s.periodEnd)}`}</span>
                  </td>
                  <td className="num">
                    <Amount value={s.teamBet} />
                  </td>
                  <td className="num">
                    <Amount value={s.teamProfitLoss} signed />
                  </td>
                  <td className="num">{s.activeMembers}</td>
                  <td className="num">
                    <Amount value={s.base} />
                  </td>
                  <td className="num">
                    <SettlementRate settlement={s} />
                  </td>
                  <td className="num">
                    <Amount value={s.gross} />
                  </td>
                  <td className="num">
                    <Amount value={s.downlineShare} />
                  </td>
                  <td className="num">
                    <Amount value={s.amount} />
                    {s.status === 'NOT_QUALIFIED' && <p className="admin-cell-note">{t('salary.settlementStatus.NOT_QUALIFIED')}</p>}
                  </td>
                </tr>
              )}
            />
          </tbody>
        </table>
      </div>
      <Paginator page={pageNo} total={list.data?.totalPages ?? 0} onChange={setPageNo} />
    </>
  );
}
