import type { LedgerLine, MemberLedgerValue, ReconciliationValue } from '@lumen/contracts/admin/admin.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { checkInvariants, houseBookBalances } from '../wallet/ledger.ts';

type Db = Kysely<DB>;

/** A member by username (as stored: lower case); NOT_FOUND when there is none. */
export async function memberByUsername(db: Db, username: string) {
  const member = await db
    .selectFrom('member')
    .select(['id', 'username', 'nickname', 'status', 'type'])
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) throw new DomainError('NOT_FOUND');
  return member;
}

/** One member's ledger: every account with its balance, and the entries newest first, paged. */
export async function memberLedger(db: Db, username: string, query: { pageNo: number; pageSize: number }): Promise<MemberLedgerValue> {
  const member = await memberByUsername(db, username);
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['id', 'wallet', 'currency', 'balance'])
    .where('owner_kind', '=', 'MEMBER')
    .where('member_id', '=', member.id)
    .orderBy(sql`wallet = 'MAIN'`, 'desc')
    .orderBy('wallet')
    .execute();
  const ids = accounts.map((a) => a.id);
  let lines: LedgerLine[] = [];
  let total = 0;
  if (ids.length > 0) {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .select(['e.id', 'e.transfer_id', 'a.wallet', 't.kind', 't.reference', 't.actor', 't.memo', 'e.amount', 'e.balance_after', 'e.created_at'])
        .where('e.account_id', 'in', ids)
        .orderBy('e.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      db.selectFrom('ledger_entry').select(sql<string>`count(*)`.as('n')).where('account_id', 'in', ids).executeTakeFirstOrThrow(),
    ]);
    total = Number(count.n);
    lines = rows.map((r) => ({
      entryId: String(r.id),
      transferId: String(r.transfer_id),
      wallet: r.wallet,
      kind: r.kind,
      reference: r.reference,
      actor: r.actor,
      amount: formatMinor(r.amount),
      balanceAfter: formatMinor(r.balance_after),
      memo: r.memo,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }
  return {
    member: { id: String(member.id), username: member.username, nickname: member.nickname, status: member.status },
    accounts: accounts.map((a) => ({ id: String(a.id), wallet: a.wallet, currency: a.currency, balance: formatMinor(a.balance) })),
    list: lines,
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

/** The ledger's invariants, with the house books' balances and what members hold in total. */
export async function reconcile(db: Db): Promise<ReconciliationValue> {
  const report = await checkInvariants(db);
  const [books, members] = await Promise.all([
    houseBookBalances(db),
    db
      .selectFrom('ledger_account')
      .select(['currency', sql<string>`coalesce(sum(balance), 0)::text`.as('total')])
      .where('owner_kind', '=', 'MEMBER')
      .groupBy('currency')
      .orderBy('currency')
      .execute(),
  ]);
  return {
    ...report,
    houseBooks: books.map((b) => ({ book: b.book, currency: b.currency, balance: formatMinor(b.balance) })),
    memberTotals: members.map((m) => ({ currency: m.currency, balance: formatMinor(BigInt(m.total)) })),
  };
}
