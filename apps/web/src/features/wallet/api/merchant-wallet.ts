import {
  balanceResponseSchema,
  type MerchantWalletValue,
  merchantWalletResponseSchema,
  type WalletTransferBody,
  walletPaths,
  walletTransferResponseSchema,
} from '@lumen/contracts/wallet/wallet.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { idempotencyHeaders, walletKey } from './keys.ts';

export const getBalanceQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'balance'],
    queryFn: ({ signal }) => apiRequest(walletPaths.balance, { schema: balanceResponseSchema, signal }),
  });

export function useBalance() {
  return useQuery(getBalanceQueryOptions());
}

export const getMerchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'merchant'],
    queryFn: ({ signal }) => apiRequest(walletPaths.merchantWallet, { schema: merchantWalletResponseSchema, signal }),
  });

export function useMerchantWallet() {
  return useQuery(getMerchantWalletQueryOptions());
}

export function transferBetweenWallets(body: WalletTransferBody, key: string): Promise<MerchantWalletValue> {
  return apiRequest(walletPaths.walletTransfer, { method: 'POST', body, headers: idempotencyHeaders(key), schema: walletTransferResponseSchema });
}

export function transferAllToMain(key: string): Promise<MerchantWalletValue> {
  return apiRequest(walletPaths.walletTransferAllToMain, { method: 'POST', body: {}, headers: idempotencyHeaders(key), schema: walletTransferResponseSchema });
}
