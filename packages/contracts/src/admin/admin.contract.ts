import { z } from 'zod';
import { gameItemSchema } from '../catalogue/catalogue.contract.ts';
import { envelopeSchema } from '../common/envelope.ts';
import { moneySchema, signedAmountSchema } from '../wallet/money.ts';
import {
  depositRecordSchema,
  depositStatusSchema,
  idParamSchema,
  pagedSchema as paged,
  pageQuerySchema,
  receiptStatusSchema,
  withdrawalStatusSchema,
} from '../wallet/wallet.contract.ts';

/**
 * The operator's payment desk: operator login (password and a TOTP code), the deposit and
 * withdrawal queues, manual adjustments, one member's ledger, reconciliation and the audit log.
 * Operators are separate from members: a member's token never opens these paths. Every amount in an
 * answer is a decimal string with 2 decimals.
 */
export const adminPaths = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  deposits: '/api/admin/deposits',
  /** POST */
  depositConfirm: '/api/admin/deposits/:id/confirm',
  /** POST */
  depositReject: '/api/admin/deposits/:id/reject',
  withdrawals: '/api/admin/withdrawals',
  /** POST */
  withdrawalPay: '/api/admin/withdrawals/:id/pay',
  /** POST */
  withdrawalReject: '/api/admin/withdrawals/:id/reject',
  /** GET: the image bytes (png or jpeg). */
  withdrawalProof: '/api/admin/withdrawals/proofs/:proofId',
  adjustments: '/api/admin/adjustments',
  memberLedger: '/api/admin/members/:username/ledger',
  reconciliation: '/api/admin/reconciliation',
  audit: '/api/admin/audit',
  /** GET: the pins and the resulting hot list; POST: pin a game (at a position). */
  hotGames: '/api/admin/hot-games',
  /** DELETE: unpin a game. */
  hotGame: '/api/admin/hot-games/:nodeId',
} as const;

/** A path with its `:name` parameters filled in. */
export function adminPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

export { idParamSchema };
export const proofParamSchema = z.object({ proofId: z.string().regex(/^[0-9]{1,18}$/) });

// ---------- operators and login ----------
export const operatorUsernameSchema = z.string().trim().toLowerCase().regex(/^[a-z][a-z0-9_]{2,31}$/);
export const totpCodeSchema = z.string().trim().regex(/^[0-9]{6}$/);

export const adminLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  code: totpCodeSchema,
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const adminLoginValueSchema = z.object({ token: z.string(), expiresAt: z.string(), operator: operatorSchema });
export type AdminLoginValue = z.infer<typeof adminLoginValueSchema>;
export const adminLoginResponseSchema = envelopeSchema(adminLoginValueSchema);
export const operatorResponseSchema = envelopeSchema(operatorSchema);
export const adminOkResponseSchema = envelopeSchema(z.null());

// ---------- queues ----------
/** A reason an operator gives for a refusal or an adjustment: shown to the member and kept in the audit log. */
export const reasonSchema = z.string().trim().min(3).max(140);
export const rejectBodySchema = z.object({ reason: reasonSchema });
export type RejectBody = z.input<typeof rejectBodySchema>;

export const reviewDepositsQuerySchema = pageQuerySchema.extend({ status: depositStatusSchema.optional() });
export type ReviewDepositsQuery = z.input<typeof reviewDepositsQuerySchema>;
/** A deposit as the member sees it, with whose it is. */
export const reviewDepositSchema = depositRecordSchema.extend({ memberId: z.string(), username: z.string() });
export type ReviewDeposit = z.infer<typeof reviewDepositSchema>;
export const reviewDepositsResponseSchema = envelopeSchema(paged(reviewDepositSchema));

export const reviewWithdrawalsQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export type ReviewWithdrawalsQuery = z.input<typeof reviewWithdrawalsQuerySchema>;
export const reviewWithdrawalSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  amount: moneySchema,
  status: withdrawalStatusSchema,
  receiptStatus: receiptStatusSchema.nullable(),
  receivedAmount: moneySchema.nullable(),
  bankName: z.string(),
  accountName: z.string(),
  /** In full: the operator pays to it. */
  accountNumber: z.string(),
  rejectReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Images the member sent with a "not received" answer. */
  proofIds: z.array(z.string()),
});
export type ReviewWithdrawal = z.infer<typeof reviewWithdrawalSchema>;
export const reviewWithdrawalsResponseSchema = envelopeSchema(paged(reviewWithdrawalSchema));

/** What a queue action answers: the request as it now stands. */
export const reviewActionValueSchema = z.object({ id: z.string(), status: z.string(), amount: moneySchema });
export type ReviewActionValue = z.infer<typeof reviewActionValueSchema>;
export const reviewActionResponseSchema = envelopeSchema(reviewActionValueSchema);

// ---------- adjustments ----------
export const adjustmentBodySchema = z.object({
  username: z.string().trim().min(1).max(32),
  /** Signed: positive credits the member, negative debits. */
  amount: signedAmountSchema,
  reason: reasonSchema,
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;
export const adjustmentValueSchema = z.object({
  transferId: z.string(),
  username: z.string(),
  amount: moneySchema,
  balance: moneySchema,
  /** True when the Idempotency-Key had been used: nothing moved this time. */
  replayed: z.boolean(),
});
export type AdjustmentValue = z.infer<typeof adjustmentValueSchema>;
export const adjustmentResponseSchema = envelopeSchema(adjustmentValueSchema);

// ---------- member ledger ----------
export const usernameParamSchema = z.object({ username: z.string().trim().min(1).max(32) });
export const memberLedgerQuerySchema = pageQuerySchema;
export const ledgerAccountSchema = z.object({ id: z.string(), wallet: z.string(), currency: z.string(), balance: moneySchema });
export const ledgerLineSchema = z.object({
  entryId: z.string(),
  transferId: z.string(),
  wallet: z.string(),
  kind: z.string(),
  reference: z.string(),
  actor: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  memo: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
export const memberLedgerValueSchema = paged(ledgerLineSchema).extend({
  member: z.object({ id: z.string(), username: z.string(), nickname: z.string(), status: z.string() }),
  accounts: z.array(ledgerAccountSchema),
});
export type MemberLedgerValue = z.infer<typeof memberLedgerValueSchema>;
export const memberLedgerResponseSchema = envelopeSchema(memberLedgerValueSchema);

// ---------- reconciliation ----------
export const reconciliationValueSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
  houseBooks: z.array(z.object({ book: z.string(), currency: z.string(), balance: moneySchema })),
  /** Sum of every member balance per currency: what the house owes its members. */
  memberTotals: z.array(z.object({ currency: z.string(), balance: moneySchema })),
});
export type ReconciliationValue = z.infer<typeof reconciliationValueSchema>;
export const reconciliationResponseSchema = envelopeSchema(reconciliationValueSchema);

// ---------- audit log ----------
export const auditQuerySchema = pageQuerySchema;
export const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = envelopeSchema(paged(auditEntrySchema));

// ---------- hot games override ----------
export const nodeIdParamSchema = z.object({ nodeId: z.string().regex(/^[0-9]{1,18}$/) });
export const hotGamesOverviewQuerySchema = z.object({ top: z.coerce.number().int().min(1).max(100).default(30) });
export const pinHotGameBodySchema = z.object({
  nodeId: z.string().regex(/^[0-9]{1,18}$/),
  /** 1 puts the game first; absent appends it after the other pins. Pinning a pinned game moves it. */
  position: z.number().int().min(1).max(1000).optional(),
});
export const hotGamesOverviewSchema = z.object({
  /** The operator's pins, in order: they lead the hot list. */
  pinned: z.array(z.object({ position: z.number().int(), game: gameItemSchema })),
  /** The top of the hot list as players see it (pins first, then by heat from recent play). */
  ranked: z.array(z.object({ heat: z.number(), players: z.number().int(), plays: z.number().int(), pinned: z.boolean(), game: gameItemSchema })),
});
export type HotGamesOverview = z.infer<typeof hotGamesOverviewSchema>;
export const hotGamesOverviewResponseSchema = envelopeSchema(hotGamesOverviewSchema);
