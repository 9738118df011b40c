import type { WithdrawBody, WithdrawConfirmBody, WithdrawalRecord } from '@lumen/contracts/wallet/wallet.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { idempotencyHeaders, walletKey } from './keys.ts';

type WalletContract = typeof import('@lumen/contracts/wallet/wallet.contract');

/** The answer's schema, loaded with the wallet contract on the first call (the home page needs none). */
const schemaOf =
  <K extends keyof WalletContract>(name: K) =>
  () =>
    import('@lumen/contracts/wallet/wallet.contract').then((contract) => contract[name]);

export const getWithdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'withdrawInfo'],
    queryFn: ({ signal }) => apiRequest(walletPaths.withdrawInfo, { schema: schemaOf('withdrawInfoResponseSchema'), signal }),
  });

export function useWithdrawInfo() {
  return useQuery(getWithdrawInfoQueryOptions());
}

export function requestWithdrawal(body: WithdrawBody, key: string): Promise<WithdrawalRecord> {
  return apiRequest(walletPaths.withdraw, { method: 'POST', body, headers: idempotencyHeaders(key), schema: schemaOf('withdrawResponseSchema') });
}

export const getWithdrawRecordsQueryOptions = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...walletKey, 'withdrawals', { pageNo, pageSize }],
    queryFn: ({ signal }) => apiRequest(walletPaths.withdrawRecords, { query: { pageNo, pageSize }, schema: schemaOf('withdrawRecordsResponseSchema'), signal }),
    placeholderData: keepPreviousData,
  });

export function useWithdrawRecords(pageNo: number) {
  return useQuery(getWithdrawRecordsQueryOptions(pageNo));
}

export const getAwaitingWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'awaiting'],
    queryFn: ({ signal }) => apiRequest(walletPaths.withdrawAwaiting, { schema: schemaOf('withdrawAwaitingResponseSchema'), signal }),
  });

export function useAwaitingWithdrawals(enabled = true) {
  return useQuery({ ...getAwaitingWithdrawalsQueryOptions(), enabled });
}

/** One proof image, sent as multipart with the field name `file`. */
export async function uploadProof(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const value = await apiRequest(walletPaths.withdrawProof, { method: 'POST', body: form, schema: schemaOf('withdrawProofResponseSchema') });
  return value.proofId;
}

/** The answer is the withdrawal as it is now (receipt status, received and remaining amounts). */
export function confirmReceipt(body: WithdrawConfirmBody, key: string): Promise<WithdrawalRecord> {
  return apiRequest(walletPaths.withdrawConfirm, { method: 'POST', body, headers: idempotencyHeaders(key), schema: schemaOf('withdrawResponseSchema') });
}
