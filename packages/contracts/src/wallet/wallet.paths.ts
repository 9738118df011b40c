// The wallet calls' plain values (no schemas), for code that must not load zod to use them.

export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  walletTransferAllToMain: '/wps/relay/GCS_walletTransferAllToMain',
  upline: '/wps/wallet/upline',
  transferUpline: '/wps/wallet/transferUpline',
  depositMethods: '/wps/wallet/deposit/methods',
  deposit: '/wps/wallet/deposit',
  depositRecords: '/wps/wallet/deposit/records',
  withdrawInfo: '/wps/wallet/withdraw/info',
  withdraw: '/wps/wallet/withdraw',
  withdrawRecords: '/wps/wallet/withdraw/records',
  withdrawAwaiting: '/wps/wallet/withdraw/awaiting',
  withdrawProof: '/wps/wallet/withdraw/proof',
  withdrawConfirm: '/wps/wallet/withdraw/confirm',
  paymentPassword: '/wps/member/paymentPassword',
  bankAccounts: '/wps/member/bankAccounts',
  /** DELETE `${bankAccounts}/:id` */
  bankAccount: '/wps/member/bankAccounts/:id',
  transactionHistory: '/wps/wallet/transactions',
} as const;

/** The main wallet's name in transfers; every other wallet is a vendor code. */
export const MAIN_WALLET = 'MAIN';

export const SOCKET_PATH = '/ws';
