import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
import type { BalanceValue } from '@lumen/contracts/wallet/wallet.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { getLoginInfoQueryOptions } from './login-info.ts';
import { getSession, setMember } from './session.ts';

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

/**
 * The main wallet's balance a money answer carries (a reward or rebate claim): it shows at once in
 * the wallet views, the member info and the session (the header), before they are read again.
 */
export function applyMainBalance(queryClient: QueryClient, balance: string): void {
  queryClient.setQueryData<BalanceValue>(walletBalanceKey, (old) => (old ? { ...old, balance } : old));
  queryClient.setQueryData<MemberInfo>(getLoginInfoQueryOptions().queryKey, (old) => (old ? { ...old, balance } : old));
  const member = getSession().member;
  if (member && member.balance !== balance) setMember({ ...member, balance });
}
