import {
  type BankAccount,
  type BankAccountBody,
  bankAccountResponseSchema,
  bankAccountsResponseSchema,
  okResponseSchema,
  type PaymentPasswordBody,
  walletPaths,
} from '@lumen/contracts/wallet/wallet.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { walletKey } from './keys.ts';

export function setPaymentPassword(body: PaymentPasswordBody): Promise<null> {
  return apiRequest(walletPaths.paymentPassword, { method: 'POST', body, schema: okResponseSchema });
}

export const getBankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'bankAccounts'],
    queryFn: ({ signal }) => apiRequest(walletPaths.bankAccounts, { schema: bankAccountsResponseSchema, signal }),
  });

export function useBankAccounts() {
  return useQuery(getBankAccountsQueryOptions());
}

export function addBankAccount(body: BankAccountBody): Promise<BankAccount> {
  return apiRequest(walletPaths.bankAccounts, { method: 'POST', body, schema: bankAccountResponseSchema });
}

export function removeBankAccount(id: string): Promise<null> {
  return apiRequest(walletPaths.bankAccount.replace(':id', encodeURIComponent(id)), { method: 'DELETE', schema: okResponseSchema });
}
