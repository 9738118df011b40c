import type { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@lumen/contracts/wallet/money';

/** Every wallet view lives under this key: invalidating it refreshes them all. */
export const walletKey = ['wallet'] as const;

/** After money moved: every wallet view and the header's balance (member info). */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKey }),
    queryClient.invalidateQueries({ queryKey: ['member', 'loginInfo'] }),
  ]).then(() => undefined);
}

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
