import type { ComponentType } from 'react';
import { DepositPage } from './deposit-page.tsx';
import { SecurityCenterPage } from './security-center-page.tsx';
import { TransactionHistoryPage } from './transaction-history-page.tsx';
import { TransferFundPage } from './transfer-fund-page.tsx';
import { TransferUplinePage } from './transfer-upline-page.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

/** The member centre pages the wallet draws, by page key. */
export const walletPages: Record<string, ComponentType> = {
  securityCenter: SecurityCenterPage,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  transactionHistory: TransactionHistoryPage,
};
