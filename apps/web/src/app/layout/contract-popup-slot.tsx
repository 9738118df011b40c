import { lazy, Suspense } from 'react';
import { useContractPopupEnabled } from '@/features/agent/lib/contract-popup-gate.ts';
import { withScreenTexts } from '@/i18n/i18n.ts';

/** The contract popup and its texts load only for a signed-in agent on a site with contracts on. */
const ContractPopupHost = lazy(
  withScreenTexts(() => import('@/features/agent/components/contract-popup.tsx').then((m) => ({ default: m.ContractPopupHost }))),
);

/** Where the member shell keeps the contract popup (logged-in agents only, while CONTRACT3 is on). */
export function ContractPopupSlot() {
  if (!useContractPopupEnabled()) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopupHost />
    </Suspense>
  );
}
