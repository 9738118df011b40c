import { walletPaths } from '@lumen/contracts/wallet/wallet.paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The main wallet's balance (header, wallet pages); pushed updates land here too. */
export const walletBalanceKey = ['wallet', 'balance'] as const;

const balanceSchema = () => import('@lumen/contracts/wallet/wallet.contract').then((contract) => contract.balanceResponseSchema);

export const getWalletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletBalanceKey,
    queryFn: ({ signal }) => apiRequest(walletPaths.balance, { schema: balanceSchema, signal }),
  });

export function useWalletBalance(enabled = true) {
  return useQuery({ ...getWalletBalanceQueryOptions(), enabled });
}
