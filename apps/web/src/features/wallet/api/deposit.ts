import {
  type DepositBody,
  type DepositRecord,
  depositMethodsResponseSchema,
  depositRecordsResponseSchema,
  depositResponseSchema,
  walletPaths,
} from '@lumen/contracts/wallet/wallet.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { idempotencyHeaders, walletKey } from './keys.ts';

export const getDepositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'depositMethods'],
    queryFn: ({ signal }) => apiRequest(walletPaths.depositMethods, { schema: depositMethodsResponseSchema, signal }),
  });

export function useDepositMethods() {
  return useQuery(getDepositMethodsQueryOptions());
}

export function createDeposit(body: DepositBody, key: string): Promise<DepositRecord> {
  return apiRequest(walletPaths.deposit, { method: 'POST', body, headers: idempotencyHeaders(key), schema: depositResponseSchema });
}

export const getDepositRecordsQueryOptions = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...walletKey, 'deposits', { pageNo, pageSize }],
    queryFn: ({ signal }) => apiRequest(walletPaths.depositRecords, { query: { pageNo, pageSize }, schema: depositRecordsResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useDepositRecords(pageNo: number) {
  return useQuery(getDepositRecordsQueryOptions(pageNo));
}
