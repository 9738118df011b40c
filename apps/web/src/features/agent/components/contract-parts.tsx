import type { AgentContract, ContractAction, ContractKind, ContractTier, Settlement } from '@lumen/contracts/agent/salary.contract';
import { Check, CircleSlash, Handshake, LogOut, Undo2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/data-state/data-state.tsx';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { Badge, type BadgeTone } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { errorText } from '@/lib/error-text.ts';
import { useContractAction } from '../api/salary.ts';
import { type ThresholdColumn, tierColumns } from '../lib/offer-form.ts';
import './salary.css';

/** Which end of a contract the caller holds: the agent it was offered to, or the one that offered it. */
export type ContractSide = 'downline' | 'upline';

/** The heading of a tier threshold's column, in the words of the kind. */
export function useColumnLabel() {
  const { t } = useTranslation();
  return (kind: ContractKind, column: ThresholdColumn): string =>
    column === 'minBet' ? t(`salary.tiers.col.minBet.${kind}`) : t(`salary.tiers.col.${column}`);
}

/** A rate as a percent, the same in every language. */
export const ratePercent = (rate: string) => `${rate}%`;

/** A settlement's rate: the tier's, the average of several (real-time salary), or none met. */
export function SettlementRate({ settlement }: { settlement: Pick<Settlement, 'rate' | 'rateAverage'> }) {
  const { t } = useTranslation();
  if (settlement.rate === null) return <>{t('salary.records.noTier')}</>;
  if (settlement.rateAverage) return <span title={t('salary.records.averageRateNote')}>{t('salary.records.averageRate', { rate: ratePercent(settlement.rate) })}</span>;
  return <bdi dir="ltr">{ratePercent(settlement.rate)}</bdi>;
}

/** The tiers of a contract: the rate and only the thresholds its kind looks at. */
export function TiersTable({ kind, tiers, symbol }: { kind: ContractKind; tiers: readonly ContractTier[]; symbol: string }) {
  const { t } = useTranslation();
  const label = useColumnLabel();
  const columns = tierColumns[kind];
  return (
    <div className="salary-scroll">
      <table className="data-table salary-tiers" aria-label={t('salary.tiers.title')}>
        <thead>
          <tr>
            <th scope="col">{t('salary.tiers.col.tier')}</th>
            <th scope="col" className="num">
              {t('salary.tiers.col.rate')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="num">
                {label(kind, column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            // Tiers have no id of their own; their order is the contract's.
            <tr key={i}>
              <td data-label={t('salary.tiers.col.tier')}>{i + 1}</td>
              <td data-label={t('salary.tiers.col.rate')} className="num">
                <bdi dir="ltr" className="salary-rate">
                  {ratePercent(tier.rate)}
                </bdi>
              </td>
              {columns.map((column) => (
                <td key={column} data-label={label(kind, column)} className="num">
                  {column === 'minActive' ? tier.minActive : <Money amount={tier[column]} symbol={symbol} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const statusTones: Record<AgentContract['status'], BadgeTone> = { OFFERED: 'warning', ACTIVE: 'success', REJECTED: 'danger', ENDED: 'muted' };

/** The contract's status; an active one whose ending was asked for says so. */
export function ContractStatusBadge({ contract }: { contract: Pick<AgentContract, 'status' | 'terminationRequestedBy'> }) {
  const { t } = useTranslation();
  if (contract.status === 'ACTIVE' && contract.terminationRequestedBy) return <Badge tone="info">{t('salary.status.ENDING')}</Badge>;
  return <Badge tone={statusTones[contract.status]}>{t(`salary.status.${contract.status}`)}</Badge>;
}

/** The upline's name, or the platform's when the operator offered the contract. */
export function useUplineName() {
  const { t } = useTranslation();
  return (contract: Pick<AgentContract, 'upline'>) => contract.upline?.username ?? t('salary.platform');
}

/** "Are you sure?" before an action that cannot be undone by the caller alone. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  layer,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  layer?: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} size="sm" layer={layer}>
      <div className="salary-confirm">
        <p className="salary-confirm-text">{text}</p>
        {error !== null && error !== undefined && <FormAlert>{errorText(t, error)}</FormAlert>}
        <div className="salary-confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
            {t('salary.action.cancel')}
          </button>
          <button type="button" className="btn btn-primary salary-danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Actions that end something: each asks first. */
const confirmed: ReadonlySet<ContractAction> = new Set(['reject', 'withdraw', 'terminate', 'agreeTermination']);

/** What the caller may do with a contract from its side, in the order the buttons show. */
export function actionsFor(contract: Pick<AgentContract, 'status' | 'terminationRequestedBy'>, side: ContractSide): ContractAction[] {
  if (contract.status === 'OFFERED') return side === 'downline' ? ['accept', 'reject'] : ['withdraw'];
  if (contract.status !== 'ACTIVE') return [];
  const mine = side === 'downline' ? 'DOWNLINE' : 'UPLINE';
  if (contract.terminationRequestedBy === null) return ['terminate'];
  return contract.terminationRequestedBy === mine ? [] : ['agreeTermination', 'refuseTermination'];
}

const actionIcons: Record<ContractAction, ReactNode> = {
  accept: <Check size={16} aria-hidden />,
  reject: <X size={16} aria-hidden />,
  withdraw: <Undo2 size={16} aria-hidden className="flip-rtl" />,
  terminate: <LogOut size={16} aria-hidden className="flip-rtl" />,
  agreeTermination: <Handshake size={16} aria-hidden />,
  refuseTermination: <CircleSlash size={16} aria-hidden />,
};

/**
 * The buttons for what the caller may do with one contract; reject, withdraw and termination ask
 * first. The lists and the popup are asked again afterwards, so the contract shows as it now stands.
 */
export function ContractActions({ contract, side, layer, party }: { contract: AgentContract; side: ContractSide; layer?: number; party: string }) {
  const { t } = useTranslation();
  const act = useContractAction();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const actions = actionsFor(contract, side);
  if (actions.length === 0) return null;

  const run = (action: ContractAction) =>
    act.mutate(
      { id: contract.id, action },
      {
        onSuccess: () => setAsking(null),
      },
    );
  const kind = t(`salary.kind.${contract.kind}`);

  return (
    <div className="salary-actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${action === 'accept' || action === 'agreeTermination' ? 'btn-primary' : 'btn-ghost'}`}
          disabled={act.isPending}
          aria-busy={act.isPending && act.variables?.action === action}
          onClick={() => {
            act.reset();
            if (confirmed.has(action)) setAsking(action);
            else run(action);
          }}
        >
          {actionIcons[action]}
          {t(`salary.action.${action}`)}
        </button>
      ))}
      {act.isError && asking === null && <FormAlert className="salary-action-error">{errorText(t, act.error)}</FormAlert>}
      {asking && (
        <ConfirmDialog
          title={t(`salary.confirm.${asking}.title`)}
          text={t(`salary.confirm.${asking}.text`, { kind, name: party })}
          confirmLabel={t(`salary.action.${asking}`)}
          busy={act.isPending}
          error={act.isError ? act.error : null}
          layer={layer}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

/** A line about where a contract stands that no button says: who asked to end it, why it ended, who must answer. */
export function ContractNote({ contract, side, party }: { contract: AgentContract; side: ContractSide; party: string }) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (contract.status === 'ACTIVE' && contract.terminationRequestedBy) {
    const mine = side === 'downline' ? 'DOWNLINE' : 'UPLINE';
    text = contract.terminationRequestedBy === mine ? t('salary.note.youAsked', { name: party }) : t('salary.note.theyAsked', { name: party });
  } else if (contract.status === 'OFFERED') {
    text = side === 'downline' ? t('salary.note.offeredToYou', { name: party }) : t('salary.note.waiting', { name: party });
  } else if (contract.status === 'ENDED' && contract.endReason) {
    text = t(`salary.endReason.${contract.endReason}`);
  } else if (contract.status === 'REJECTED') {
    text = side === 'downline' ? t('salary.note.youRejected') : t('salary.note.theyRejected', { name: party });
  }
  if (!text) return null;
  return <p className="salary-note">{text}</p>;
}

/**
 * One contract: who is on the other end, its status, period and dates, its tiers, where it stands
 * and what the caller may do with it.
 */
export function ContractCard({
  contract,
  side,
  symbol,
  layer,
  heading,
}: {
  contract: AgentContract;
  side: ContractSide;
  symbol: string;
  layer?: number;
  /** Instead of the other party's name (the popup names the kind too). */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const uplineName = useUplineName();
  const party = side === 'downline' ? uplineName(contract) : contract.downline.username;
  const dates: [string, string | null][] = [
    ['offeredAt', contract.offeredAt],
    ['acceptedAt', contract.acceptedAt],
    ['endedAt', contract.endedAt],
  ];
  return (
    <article className="salary-contract" data-testid={`contract-${contract.id}`} aria-label={t(`salary.party.${side}`, { name: party })}>
      <header className="salary-contract-head">
        <div className="salary-contract-who">
          <span className="salary-contract-role">{t(`salary.party.${side}Label`)}</span>
          <strong className="salary-contract-name">{heading ?? <bdi>{party}</bdi>}</strong>
        </div>
        <ContractStatusBadge contract={contract} />
      </header>
      <dl className="salary-facts">
        <div>
          <dt>{t('salary.fact.period')}</dt>
          <dd>{t(`salary.period.${contract.period}`)}</dd>
        </div>
        <div>
          <dt>{t('salary.fact.maxRate')}</dt>
          <dd>
            <bdi dir="ltr">{ratePercent(contract.maxRate)}</bdi>
          </dd>
        </div>
        {dates.map(([key, value]) =>
          value ? (
            <div key={key}>
              <dt>{t(`salary.fact.${key}`)}</dt>
              <dd>{formatTime(value)}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <TiersTable kind={contract.kind} tiers={contract.tiers} symbol={symbol} />
      <ContractNote contract={contract} side={side} party={party} />
      <ContractActions contract={contract} side={side} layer={layer} party={party} />
    </article>
  );
}
