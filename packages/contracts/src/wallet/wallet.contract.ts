import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { amountSchema, moneySchema } from './money.ts';
export { MAIN_WALLET, SOCKET_PATH, walletPaths } from './wallet.paths.ts';

/**
 * The member's money: balance, the merchant wallet (main and vendor sub-wallets), transfers,
 * transfer to upline, deposits, withdrawals with receipt confirmation, payment password, payee bank
 * accounts and the account record. Every amount in an answer is a decimal string with 2 decimals;
 * every money-moving POST takes an optional `Idempotency-Key` header.
 */

// ---------- balance and merchant wallet ----------
export const balanceValueSchema = z.object({
  balance: moneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;
export const balanceResponseSchema = envelopeSchema(balanceValueSchema);

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  balance: moneySchema,
  /** A vendor under maintenance cannot take transfers in; money can always come back to main. */
  maintenance: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const merchantWalletValueSchema = z.object({
  /** True: one seamless wallet, no vendor sub-wallets or transfers. */
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  main: moneySchema,
  /** Main plus every vendor wallet. */
  total: moneySchema,
  wallets: z.array(vendorWalletSchema),
});
export type MerchantWalletValue = z.infer<typeof merchantWalletValueSchema>;
export const merchantWalletResponseSchema = envelopeSchema(merchantWalletValueSchema);

export const walletCodeSchema = z.string().trim().min(1).max(32).regex(/^[A-Z0-9_]+$/);
export const walletTransferBodySchema = z.object({
  from: walletCodeSchema,
  to: walletCodeSchema,
  amount: amountSchema,
});
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;
/** Both transfer calls answer the wallets as they are after the move. */
export const walletTransferResponseSchema = merchantWalletResponseSchema;

// ---------- transfer to upline ----------
export const uplineValueSchema = z.object({
  upline: z.object({ username: z.string(), nickname: z.string() }).nullable(),
});
export const uplineResponseSchema = envelopeSchema(uplineValueSchema);

export const paymentPasswordSchema = z.string().regex(/^[0-9]{6}$/);
export const transferUplineBodySchema = z.object({
  amount: amountSchema,
  paymentPassword: paymentPasswordSchema,
});
export type TransferUplineBody = z.input<typeof transferUplineBodySchema>;
export const transferUplineValueSchema = z.object({ transferId: z.string(), balance: moneySchema });
export const transferUplineResponseSchema = envelopeSchema(transferUplineValueSchema);

// ---------- paging ----------
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** One page of a list: the items and where the page stands. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), totalPages: z.number().int(), total: z.number().int() });

// ---------- deposit ----------
export const depositMethodKindSchema = z.enum(['BANK_TRANSFER', 'SANDBOX']);
export type DepositMethodKind = z.infer<typeof depositMethodKindSchema>;
export const depositMethodSchema = z.object({
  code: z.string(),
  kind: depositMethodKindSchema,
  name: z.string(),
  min: moneySchema,
  max: moneySchema,
  /** Where to send a bank transfer (BANK_TRANSFER only). */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export const depositMethodsResponseSchema = envelopeSchema(z.object({ list: z.array(depositMethodSchema) }));

export const depositBodySchema = z.object({
  methodCode: z.string().trim().min(1).max(32),
  amount: amountSchema,
});
export type DepositBody = z.input<typeof depositBodySchema>;

export const depositStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'REJECTED']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;
export const depositRecordSchema = z.object({
  id: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  amount: moneySchema,
  status: depositStatusSchema,
  /** The code the member writes in the bank transfer's memo, so the operator can match it. */
  referenceCode: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;
export const depositResponseSchema = envelopeSchema(depositRecordSchema);
export const depositRecordsQuerySchema = pageQuerySchema.extend({ status: depositStatusSchema.optional() });
export const depositRecordsResponseSchema = envelopeSchema(pagedSchema(depositRecordSchema));

// ---------- payment password and payee bank accounts ----------
/** First time: the login password proves it is the member; afterwards the old payment password. */
export const paymentPasswordBodySchema = z.object({
  loginPassword: z.string().min(1).max(64).optional(),
  oldPaymentPassword: paymentPasswordSchema.optional(),
  newPaymentPassword: paymentPasswordSchema,
});
export type PaymentPasswordBody = z.input<typeof paymentPasswordBodySchema>;
export const okResponseSchema = envelopeSchema(z.null());

export const MAX_BANK_ACCOUNTS = 5;
/**
 * A bank's or an account holder's name as a bank writes it: letters (any script) with digits,
 * spaces and . , ' - & ( ) /, at least one letter; no emoji or other symbols a bank cannot pay to.
 */
const BANK_NAME_TEXT = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'&()/-]+$/u;
const bankNameSchema = z.string().trim().min(2).max(60).regex(BANK_NAME_TEXT);
export const bankAccountBodySchema = z.object({
  bankName: bankNameSchema,
  accountName: bankNameSchema,
  accountNumber: z.string().trim().regex(/^[0-9A-Za-z-]{6,34}$/),
});
export type BankAccountBody = z.input<typeof bankAccountBodySchema>;
export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked but for the last 4 characters. */
  accountNumber: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountsResponseSchema = envelopeSchema(z.object({ list: z.array(bankAccountSchema) }));
export const bankAccountResponseSchema = envelopeSchema(bankAccountSchema);
export const idParamSchema = z.object({ id: z.string().regex(/^[0-9]{1,18}$/) });

// ---------- withdrawal ----------
export const withdrawInfoValueSchema = z.object({
  hasPaymentPassword: z.boolean(),
  balance: moneySchema,
  min: moneySchema,
  max: moneySchema,
  /** Unconfirmed this many minutes after payout, a withdrawal counts as received. */
  autoReceiptMinutes: z.number().int(),
  bankAccounts: z.array(bankAccountSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoValueSchema>;
export const withdrawInfoResponseSchema = envelopeSchema(withdrawInfoValueSchema);

export const withdrawBodySchema = z.object({
  amount: amountSchema,
  bankAccountId: z.string().regex(/^[0-9]{1,18}$/),
  paymentPassword: paymentPasswordSchema,
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

/** PENDING: funds held, waiting for the operator. PAID: sent. REJECTED: the hold was released. */
export const withdrawalStatusSchema = z.enum(['PENDING', 'PAID', 'REJECTED']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
/** The member's answer after a payout; AUTO_RECEIVED when the confirmation time ran out. */
export const receiptStatusSchema = z.enum(['AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED']);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
export const withdrawalRecordSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  status: withdrawalStatusSchema,
  receiptStatus: receiptStatusSchema.nullable(),
  receivedAmount: moneySchema.nullable(),
  remainingAmount: moneySchema.nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unconfirmed payout counts as received. */
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  proofCount: z.number().int(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;
export const withdrawResponseSchema = envelopeSchema(withdrawalRecordSchema);
export const withdrawRecordsQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export const withdrawRecordsResponseSchema = envelopeSchema(pagedSchema(withdrawalRecordSchema));
export const withdrawAwaitingResponseSchema = envelopeSchema(z.object({ list: z.array(withdrawalRecordSchema) }));

/** Proof images: png or jpg by content, at most 5 MB each, at most 3 per confirmation. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const withdrawProofResponseSchema = envelopeSchema(z.object({ proofId: z.string() }));

export const withdrawConfirmBodySchema = z.discriminatedUnion('result', [
  z.object({ withdrawalId: z.string().regex(/^[0-9]{1,18}$/), result: z.literal('RECEIVED') }),
  // A partial receipt may carry proof images too (the bank statement showing what arrived).
  z.object({
    withdrawalId: z.string().regex(/^[0-9]{1,18}$/),
    result: z.literal('PARTIAL'),
    receivedAmount: amountSchema,
    proofIds: z.array(z.string().regex(/^[0-9]{1,18}$/)).max(PROOF_MAX_FILES).optional(),
    remark: z.string().trim().max(140).optional(),
  }),
  z.object({
    withdrawalId: z.string().regex(/^[0-9]{1,18}$/),
    result: z.literal('NOT_RECEIVED'),
    proofIds: z.array(z.string().regex(/^[0-9]{1,18}$/)).min(1).max(PROOF_MAX_FILES),
    remark: z.string().trim().max(140).optional(),
  }),
]);
export type WithdrawConfirmBody = z.input<typeof withdrawConfirmBodySchema>;

// ---------- account record ----------
/** Kinds of money movement as the member sees them in the account record. */
export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RELEASE',
  'WALLET_TRANSFER',
  'UPLINE_TRANSFER',
  'ADJUSTMENT',
  'BET',
  'WIN',
  'BONUS',
  'SALARY',
  'REBATE',
  'POINTS',
] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const transactionHistoryQuerySchema = pageQuerySchema.extend({
  type: transactionTypeSchema.optional(),
  /** Calendar days, inclusive, in the site's time zone (UTC). */
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
});
export type TransactionHistoryQuery = z.input<typeof transactionHistoryQuerySchema>;
export const transactionSchema = z.object({
  id: z.string(),
  type: transactionTypeSchema,
  /** MAIN or the vendor code of the sub-wallet the entry is on. */
  wallet: z.string(),
  /** Signed: money in is positive. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  time: z.string(),
  reference: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionHistoryValueSchema = pagedSchema(transactionSchema).extend({
  /** Over every matching row, not only the page. */
  totals: z.object({ in: moneySchema, out: moneySchema, net: moneySchema }),
});
export type TransactionHistoryValue = z.infer<typeof transactionHistoryValueSchema>;
export const transactionHistoryResponseSchema = envelopeSchema(transactionHistoryValueSchema);

// ---------- socket events (/ws) ----------
/** The client's first message; the socket closes if it does not come within 10 s or is not valid. */
export const socketAuthSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export const socketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('balance'), balance: moneySchema, wallet: z.string() }),
  z.object({ type: z.literal('withdrawalAwaitingConfirmation'), withdrawalId: z.string(), amount: moneySchema }),
  /**
   * A platform message arrived: only a hint, the client reads its unread count and list again. A
   * count in the event could be stale (two messages committed at once each count only their own),
   * and a message to every member cannot carry a per-member count. `to: 'ALL'` lets clients spread
   * their reads, which would otherwise all land at the same instant.
   */
  z.object({ type: z.literal('message'), to: z.enum(['MEMBER', 'ALL']) }),
]);
export type SocketEvent = z.infer<typeof socketEventSchema>;
