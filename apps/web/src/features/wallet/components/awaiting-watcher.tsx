import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';
import { useMemberSocketEvent } from '@/lib/socket.ts';
import { walletKey } from '../api/keys.ts';
import { useAwaitingWithdrawals } from '../api/withdraw.ts';

/**
 * Opens the receipt confirmation popup when a payout is announced on the member socket, and once
 * after login when a paid withdrawal still waits for the member's answer (one at a time; the
 * records list offers the others).
 */
export function WithdrawalAwaitingWatcher() {
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const memberId = useSession((s) => s.member?.id ?? null);
  // A session held to a password change may not read its withdrawals until it has changed it.
  const passwordPending = useSession((s) => s.member?.passwordChangeRequired === true);
  const enabled = isLogin && !isTrial && memberId !== null && !passwordPending;
  const awaiting = useAwaitingWithdrawals(enabled);
  const shownFor = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useMemberSocketEvent('withdrawalAwaitingConfirmation', (event) => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    openModal('withdrawalConfirm', { withdrawalId: event.withdrawalId, amount: event.amount });
  });

  useEffect(() => {
    if (!enabled || !awaiting.data || memberId === null) return;
    const key = String(memberId);
    if (shownFor.current === key) return;
    shownFor.current = key;
    const first = awaiting.data.list[0];
    if (first) openModal('withdrawalConfirm', { withdrawalId: first.id, amount: first.amount });
  }, [enabled, awaiting.data, memberId]);

  useEffect(() => {
    if (!isLogin) shownFor.current = null;
  }, [isLogin]);

  return null;
}
