import type { AgentContract } from '@lumen/contracts/agent/salary.contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { setContractPopupOpen } from '@/lib/ui-store.ts';
import { useConsolidatedContracts } from '../api/salary.ts';
import { useContractPopupEnabled } from '../lib/contract-popup-gate.ts';
import { useCurrencySymbol } from '../screens/team-report-parts.tsx';
import { type ContractSide, ContractCard, useUplineName } from './contract-parts.tsx';
import './salary.css';

/** Session storage: what was pending when the agent chose Later (one entry per contract and request). */
export const CONTRACT_POPUP_LATER_KEY = 'contractPopupLater';

/** A pending item as the popup remembers it: a new request on the same contract counts as new. */
const pendingKey = (c: AgentContract) => `${c.id}:${c.status}:${c.terminationRequestedBy ?? ''}`;

function readLater(): Set<string> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CONTRACT_POPUP_LATER_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveLater(keys: Set<string>) {
  try {
    sessionStorage.setItem(CONTRACT_POPUP_LATER_KEY, JSON.stringify([...keys]));
  } catch {
    // Without storage, Later lasts as long as this page.
  }
}

/** The caller's end of a pending item: an offer or the upline's request is the downline's to answer, a downline's request the upline's. */
export const pendingSide = (c: Pick<AgentContract, 'status' | 'terminationRequestedBy'>): ContractSide =>
  c.status === 'OFFERED' || c.terminationRequestedBy === 'UPLINE' ? 'downline' : 'upline';

/**
 * The contract popup: after login (and again when the window regains focus, at most once a minute)
 * the consolidated contract info is asked; offers and termination requests waiting for the agent's
 * answer are listed with their buttons. It closes once nothing is waiting; Later hides it for the
 * session, until something new is waiting.
 */
export function ContractPopupHost() {
  const enabled = useContractPopupEnabled();
  const consolidated = useConsolidatedContracts(enabled);
  const [later, setLater] = useState(readLater);
  const pending = enabled ? (consolidated.data?.pending ?? []) : [];
  if (pending.length === 0 || pending.every((c) => later.has(pendingKey(c)))) return null;

  const postpone = () => {
    const next = new Set([...later, ...pending.map(pendingKey)]);
    saveLater(next);
    setLater(next);
  };
  return <ContractPopup pending={pending} onLater={postpone} />;
}

/** The waiting items, each with what it is, from whom, its tiers and its buttons. */
export function ContractPopup({ pending, onLater }: { pending: readonly AgentContract[]; onLater: () => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const uplineName = useUplineName();
  // Other popups that open by themselves (the announcements) wait while this one is up.
  useEffect(() => {
    setContractPopupOpen(true);
    return () => setContractPopupOpen(false);
  }, []);
  return (
    <Dialog title={t('salary.popup.title')} onClose={onLater} size="lg">
      <div className="contract-popup">
        <p className="salary-hint">{t('salary.popup.lead', { count: pending.length })}</p>
        <ul className="contract-popup-list">
          {pending.map((c) => {
            const side = pendingSide(c);
            const kind = t(`salary.kind.${c.kind}`);
            const what =
              c.status === 'OFFERED'
                ? t('salary.popup.offer', { kind, name: uplineName(c) })
                : side === 'downline'
                  ? t('salary.popup.endAskedByUpline', { kind, name: uplineName(c) })
                  : t('salary.popup.endAskedByDownline', { kind, name: c.downline.username });
            return (
              <li key={c.id}>
                <ContractCard contract={c} side={side} symbol={symbol} layer={1} heading={what} />
              </li>
            );
          })}
        </ul>
        <div className="contract-popup-foot">
          <button type="button" className="btn btn-ghost" onClick={onLater}>
            {t('salary.popup.later')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
