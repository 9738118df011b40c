import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import type { BalanceValue, SocketEvent } from '@lumen/contracts/wallet/wallet.contract';
import { MAIN_WALLET } from '@lumen/contracts/wallet/wallet.paths';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLoginInfoQueryOptions } from './login-info.ts';
import { getToken, useSession } from './session.ts';
import { connectMemberSocket, subscribeSocketEvent } from './socket.ts';
import { walletBalanceKey } from './wallet-balance.ts';

/**
 * A balance pushed by the server: the main wallet's new amount shows at once (header and member
 * info), and every wallet view reloads.
 */
export function applyBalanceEvent(queryClient: QueryClient, event: Extract<SocketEvent, { type: 'balance' }>): void {
  if (event.wallet === MAIN_WALLET) {
    queryClient.setQueryData<BalanceValue>(walletBalanceKey, (old) => (old ? { ...old, balance: event.balance } : old));
    queryClient.setQueryData<MemberInfo>(getLoginInfoQueryOptions().queryKey, (old) => (old ? { ...old, balance: event.balance } : old));
  }
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

/** The messages feature's query key (`messagesKey` there; like `['wallet']` above, lib names it rather than import a feature). */
const messagesKey = ['messages'] as const;

/** The member's feedback list (`feedbackKey` in the feedback feature): an operator's answer reaches the member as a message. */
const feedbackKey = ['feedback'] as const;

/**
 * A message to every member reaches every open socket at the same moment: each client waits a
 * random part of this before reading, so thousands of members do not all ask in the same instant.
 */
export const BROADCAST_SPREAD_MS = 5_000;

/**
 * A new platform message (the event is only a hint): the unread count, which comes with the member
 * info (header and member centre follow it), the message list and the feedback list (an operator's
 * answer to feedback comes as a message) are read again.
 */
export function applyMessageEvent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getLoginInfoQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: messagesKey });
  void queryClient.invalidateQueries({ queryKey: feedbackKey });
}

/**
 * The member socket of the session: open while a real (non-trial) member is logged in, closed at
 * logout. Mounted once, in the app providers.
 */
export function useMemberSocket(): void {
  const queryClient = useQueryClient();
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const hasMember = useSession((s) => s.member !== null);
  const token = isLogin ? getToken() : null;

  useEffect(() => {
    if (!token || !hasMember || isTrial) return;
    const stopBalance = subscribeSocketEvent('balance', (event) => applyBalanceEvent(queryClient, event));
    let spread: ReturnType<typeof setTimeout> | null = null;
    const stopMessage = subscribeSocketEvent('message', (event) => {
      if (event.to === 'ALL') {
        // One waiting read covers any further broadcast that comes meanwhile.
        spread ??= setTimeout(() => {
          spread = null;
          applyMessageEvent(queryClient);
        }, Math.random() * BROADCAST_SPREAD_MS);
        return;
      }
      // A read now covers a broadcast still waiting too.
      if (spread) clearTimeout(spread);
      spread = null;
      applyMessageEvent(queryClient);
    });
    const stop = connectMemberSocket({
      token,
      // Events sent while the socket was down are gone: read the money and the messages again.
      onReconnected: () => {
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
        void queryClient.invalidateQueries({ queryKey: getLoginInfoQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: messagesKey });
        void queryClient.invalidateQueries({ queryKey: feedbackKey });
      },
      // The server no longer takes the token: member info answers 401 too, which ends the session.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: getLoginInfoQueryOptions().queryKey }),
    });
    return () => {
      stop();
      stopBalance();
      stopMessage();
      if (spread) clearTimeout(spread);
    };
  }, [token, hasMember, isTrial, queryClient]);
}
