import type { QueryClient } from '@tanstack/react-query';

/** Every play view (records, profit and loss, fairness) lives under this key. */
export const playKey = ['play'] as const;

/**
 * After a round moved real money: the member's wallet views, the header's balance and member
 * info, and the records. The socket pushes balances too; this covers a closed socket.
 */
export function invalidateAfterRound(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['member', 'loginInfo'] }),
    queryClient.invalidateQueries({ queryKey: [...playKey, 'records'] }),
  ]).then(() => undefined);
}
