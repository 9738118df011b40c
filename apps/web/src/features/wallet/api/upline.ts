import { type TransferUplineBody, transferUplineResponseSchema, uplineResponseSchema, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { idempotencyHeaders, walletKey } from './keys.ts';

export const getUplineQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'upline'],
    queryFn: ({ signal }) => apiRequest(walletPaths.upline, { schema: uplineResponseSchema, signal }),
  });

export function useUpline() {
  return useQuery(getUplineQueryOptions());
}

export function transferToUpline(body: TransferUplineBody, key: string) {
  return apiRequest(walletPaths.transferUpline, { method: 'POST', body, headers: idempotencyHeaders(key), schema: transferUplineResponseSchema });
}
