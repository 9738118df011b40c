import { type TransactionType, transactionHistoryResponseSchema, walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { walletKey } from './keys.ts';

/** The account record's filters (transactionHistoryQuerySchema), as the page sends them. */
export interface TransactionsQuery {
  pageNo: number;
  pageSize: number;
  type?: TransactionType;
  startDate?: string;
  endDate?: string;
}

export const getTransactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: [...walletKey, 'transactions', query],
    queryFn: ({ signal }) => apiRequest(walletPaths.transactionHistory, { query: { ...query }, schema: transactionHistoryResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Idle while `enabled` is false (filters that cannot be sent). */
export function useTransactions(query: TransactionsQuery, enabled = true) {
  return useQuery({ ...getTransactionsQueryOptions(query), enabled });
}
