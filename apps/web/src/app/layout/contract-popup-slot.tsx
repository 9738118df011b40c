import { useEffect } from 'react';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { useContractPopupEnabled } from '@/features/agent/lib/contract-popup-gate.ts';
import { withScreenTexts } from '@/i18n/i18n.ts';

/**
 * The contract popup and its texts load only for a signed-in agent on a site with contracts on.
 * It opens by itself, and only when something waits for the agent: should its chunk not arrive,
 * nothing shows (no error for a popup nobody asked for) and it is tried again when the window
 * regains focus or the connection comes back, as the popup itself asks again on focus.
 */
const ContractPopupHost = lazyPart(
  withScreenTexts(() => import('@/features/agent/components/contract-popup.tsx').then((m) => ({ default: m.ContractPopupHost }))),
  { loading: () => null, failed: (_, retry) => <RetryWhenBack retry={retry} /> },
);

/** Where the member shell keeps the contract popup (logged-in agents only, while CONTRACT3 is on). */
export function ContractPopupSlot() {
  if (!useContractPopupEnabled()) return null;
  return <ContractPopupHost />;
}

function RetryWhenBack({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('focus', retry);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('focus', retry);
      window.removeEventListener('online', retry);
    };
  }, [retry]);
  return null;
}
