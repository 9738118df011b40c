import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import {
  type Transaction,
  type TransactionHistoryValue,
  type TransactionType,
  transactionTypes,
} from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { dayIssues, dayStart } from '../../lib/record-days.ts';

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;

export interface TransactionHistoryQuery {
  pageNo: number;
  pageSize: number;
  type?: TransactionType | undefined;
  /** YYYY-MM-DD, inclusive, UTC. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  lang?: LanguageCode;
}

/**
 * The member's account record: every ledger entry on the member's own accounts (main and vendor
 * wallets) with its transfer's kind, newest first. Totals of money in, out and net cover every
 * matching entry, not only the page, and are summed by the database in bigint.
 */
export async function transactionHistory(db: Db, memberId: bigint, query: TransactionHistoryQuery): Promise<TransactionHistoryValue> {
  const lang = query.lang ?? 'EN';
  const start = query.startDate ? dayStart(query.startDate) : undefined;
  const end = query.endDate ? dayStart(query.endDate) : undefined;
  const bad = [...dayIssues(lang, 'startDate', query.startDate, start), ...dayIssues(lang, 'endDate', query.endDate, end)];
  if (bad.length > 0) throw validationFailed(bad, lang);
  if (start && end && start > end) throw validationFailed([fieldIssue(lang, 'startDate', 'too_big', { max: query.endDate })], lang);

  const matching = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .where('a.owner_kind', '=', 'MEMBER')
    .where('a.member_id', '=', memberId)
    // Member-facing kinds only (a payout moves house books alone and never reaches a member account).
    .where('t.kind', 'in', [...transactionTypes])
    .$if(query.type !== undefined, (qb) => qb.where('t.kind', '=', query.type as string))
    .$if(Boolean(start), (qb) => qb.where('e.created_at', '>=', start as Date))
    .$if(Boolean(end), (qb) => qb.where('e.created_at', '<', new Date((end as Date).getTime() + DAY_MS)));

  const totals = await matching
    .select([
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text`.as('money_in'),
      sql<string>`coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text`.as('money_out'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await matching
    .select(['e.id', 'e.amount', 'e.balance_after', 'e.created_at', 'a.wallet', 't.kind', 't.reference'])
    .orderBy('e.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();

  const total = Number(totals.n);
  const moneyIn = BigInt(totals.money_in);
  const moneyOut = BigInt(totals.money_out);
  const list: Transaction[] = rows.map((row) => ({
    id: String(row.id),
    type: row.kind as TransactionType,
    wallet: row.wallet,
    amount: formatMinor(BigInt(row.amount)),
    balanceAfter: formatMinor(BigInt(row.balance_after)),
    time: new Date(row.created_at).toISOString(),
    reference: row.reference,
  }));
  return {
    list,
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totals: { in: formatMinor(moneyIn), out: formatMinor(moneyOut), net: formatMinor(moneyIn - moneyOut) },
  };
}
