import type { AuditEntry } from '@lumen/contracts/admin/admin.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { json } from '../../lib/translated.ts';

type Db = Kysely<DB>;

/** What operators did, named as the audit log shows it. */
export type AuditAction =
  | 'LOGIN'
  | 'LOGIN_FAILED'
  | 'LOGIN_TOTP_INVALID'
  | 'LOGIN_THROTTLED'
  | 'LOGOUT'
  | 'DEPOSIT_CONFIRM'
  | 'DEPOSIT_REJECT'
  | 'WITHDRAWAL_PAY'
  | 'WITHDRAWAL_REJECT'
  | 'WITHDRAWAL_PROOF_VIEW'
  | 'ADJUSTMENT'
  | 'MEMBER_LEDGER_VIEW'
  | 'RECONCILIATION'
  | 'HOT_GAME_PIN'
  | 'HOT_GAME_UNPIN'
  | 'MESSAGE_SEND'
  | 'REWARD_GRANT'
  | 'REBATE_RATES'
  | 'RAFFLE_CREATE'
  | 'VIP_TIERS'
  | 'MISSION_UPDATE'
  | 'POINTS_SETTINGS'
  | 'POINTS_APPROVE'
  | 'POINTS_REJECT'
  | 'FEEDBACK_REPLY'
  | 'ACTIVITY_APPROVE'
  | 'ACTIVITY_REJECT'
  | 'AGENT_CONTRACT_OFFER'
  | 'AGENT_CONTRACT_END'
  | 'AGENT_CONTRACT_KEEP';

export interface AuditRecord {
  operatorId: bigint | null;
  action: AuditAction;
  /** What the action was about: deposit:<id>, withdrawal:<id>, member:<username>, operator:<name>... */
  subject: string;
  detail?: Record<string, unknown>;
  ip: string;
}

/**
 * Appends one row to the audit log. Pass the transaction of the action it records, so both are
 * kept or neither. The table refuses UPDATE, DELETE and TRUNCATE.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: record.operatorId,
      action: record.action,
      subject: record.subject.slice(0, 200),
      detail: json(record.detail ?? {}),
      ip: record.ip.slice(0, 64),
    })
    .execute();
}

/** The audit log, newest first, with each operator's name. */
export async function listAudit(db: Db, query: { pageNo: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log as a')
      .leftJoin('operator as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'a.operator_id', 'o.username', 'a.action', 'a.subject', 'a.detail', 'a.ip', 'a.created_at'])
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const list: AuditEntry[] = rows.map((r) => ({
    id: String(r.id),
    operatorId: r.operator_id === null ? null : String(r.operator_id),
    operator: r.username ?? null,
    action: r.action,
    subject: r.subject,
    detail: r.detail,
    ip: r.ip,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { list, pageNo: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total };
}
