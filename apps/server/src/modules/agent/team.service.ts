import { type AgentIncomeValue, type IncomeType, incomeTypes } from '@lumen/contracts/agent/agent.contract';
import type { DownlineValue, MemberProfitLossValue, TeamBetsValue, TeamOverviewValue, TeamPeriod, TeamTransactionsValue } from '@lumen/contracts/agent/agent.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { type TransactionType, transactionTypes } from '@lumen/contracts/wallet/wallet.contract';
import { agentTypes } from '@lumen/contracts/auth/auth.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { MAIN_WALLET } from '../wallet/ledger.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';

/**
 * The agent centre's team figures: the agent's downline is every member whose agent-tree path runs
 * through the agent (`path <@ agent.path`, the tree's GiST index), the agent excluded. Figures are
 * read live from the members, rounds, deposits, withdrawals and the ledger; nothing is copied.
 */

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;

/** A period's bounds in UTC (the site's day): `from` inclusive, `to` exclusive. Weeks start on Monday. */
export function periodBounds(period: TeamPeriod, now: Date = new Date()): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case 'today':
      return { from: new Date(today), to: new Date(today + DAY_MS) };
    case 'yesterday':
      return { from: new Date(today - DAY_MS), to: new Date(today) };
    case 'thisWeek': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      const monday = today - sinceMonday * DAY_MS;
      return { from: new Date(monday), to: new Date(monday + 7 * DAY_MS) };
    }
    case 'thisMonth':
      return {
        from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
        to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
      };
  }
}

/** `%`, `_` and `\\` match themselves in a LIKE prefix. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The agent `a` joined to a member `m` of its downline: the member's tree path runs through the
 * agent's (the tree's GiST index), the agent itself excluded. Follows `JOIN`.
 */
const agentAbove = (agentId: bigint) => sql`member a ON a.id = ${agentId.toString()}::bigint AND m.path <@ a.path AND m.id <> a.id`;

/** `m.username` starts with `username` (case-insensitive); any member when it is empty. */
function usernameStarts(username: string | undefined) {
  const prefix = username ? likePrefix(username.toLowerCase()) : null;
  return sql`(${prefix}::text IS NULL OR m.username LIKE ${prefix}::text)`;
}

/** The agent account types as an SQL list, for `type IN (...)`. */
export const agentTypeList = sql.join(agentTypes.map((type) => sql.lit(type)));

interface OverviewRow {
  direct: string;
  total: string;
  agents: string;
  new_members: string;
  active_members: string;
  rounds: string;
  stake: string;
  win: string;
  deposit_count: string;
  deposit_amount: string;
  withdrawal_count: string;
  withdrawal_amount: string;
  balance: string;
}

/** The team overview of an agent for a period (see TeamOverviewValue). */
export async function teamOverview(db: Db, agentId: bigint, period: TeamPeriod, now: Date = new Date()): Promise<TeamOverviewValue> {
  const { currency } = await getWalletSettings(db);
  const { from, to } = periodBounds(period, now);
  const agent = agentId.toString();
  const result = await sql<OverviewRow>`
    WITH team AS MATERIALIZED (
      SELECT m.id, m.parent_id, m.type, m.created_at FROM member m JOIN ${agentAbove(agentId)}
    ), rounds AS (
      SELECT count(*) AS rounds, count(DISTINCT r.member_id) AS players, coalesce(sum(r.stake), 0) AS stake, coalesce(sum(r.win), 0) AS win
      FROM game_round r JOIN team t ON t.id = r.member_id
      WHERE r.mode = 'REAL' AND r.status <> 'ROLLED_BACK' AND r.created_at >= ${from} AND r.created_at < ${to}
    ), deposits AS (
      -- Every deposit that credited a team member's wallet, whatever brought it (a payment method, the sandbox, an import).
      SELECT count(DISTINCT e.transfer_id) AS n, coalesce(sum(e.amount), 0) AS amount
      FROM ledger_entry e
      JOIN ledger_account la ON la.id = e.account_id AND la.owner_kind = 'MEMBER'
      JOIN team t ON t.id = la.member_id
      JOIN ledger_transfer tr ON tr.id = e.transfer_id AND tr.kind = 'DEPOSIT'
      WHERE e.amount > 0 AND e.created_at >= ${from} AND e.created_at < ${to}
    ), withdrawals AS (
      SELECT count(*) AS n, coalesce(sum(w.amount), 0) AS amount
      FROM withdrawal w JOIN team t ON t.id = w.member_id
      WHERE w.status = 'PAID' AND w.paid_at >= ${from} AND w.paid_at < ${to}
    )
    SELECT
      (SELECT count(*) FROM team WHERE parent_id = ${agent}::bigint)::text AS direct,
      (SELECT count(*) FROM team)::text AS total,
      (SELECT count(*) FROM team WHERE type IN (${agentTypeList}))::text AS agents,
      (SELECT count(*) FROM team WHERE created_at >= ${from} AND created_at < ${to})::text AS new_members,
      r.players::text AS active_members, r.rounds::text AS rounds, r.stake::text AS stake, r.win::text AS win,
      d.n::text AS deposit_count, d.amount::text AS deposit_amount,
      w.n::text AS withdrawal_count, w.amount::text AS withdrawal_amount,
      (SELECT coalesce(sum(la.balance), 0) FROM ledger_account la JOIN team t ON coalesce(la.member_id, 0) = t.id
       WHERE la.owner_kind = 'MEMBER' AND la.wallet = ${MAIN_WALLET} AND la.currency = ${currency} AND la.shard = 0)::text AS balance
    FROM rounds r, deposits d, withdrawals w`.execute(db);
  const row = result.rows[0] as OverviewRow;
  const stake = BigInt(row.stake);
  const win = BigInt(row.win);
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    team: { direct: Number(row.direct), total: Number(row.total), agents: Number(row.agents) },
    newMembers: Number(row.new_members),
    activeMembers: Number(row.active_members),
    deposits: { count: Number(row.deposit_count), amount: formatMinor(BigInt(row.deposit_amount)) },
    withdrawals: { count: Number(row.withdrawal_count), amount: formatMinor(BigInt(row.withdrawal_amount)) },
    bets: { rounds: Number(row.rounds), stake: formatMinor(stake), win: formatMinor(win), profitLoss: formatMinor(win - stake) },
    balance: formatMinor(BigInt(row.balance)),
  };
}

export interface DownlineQuery {
  pageNo: number;
  pageSize: number;
  scope: 'direct' | 'all';
  username?: string | undefined;
}

interface DownlineRow {
  id: string;
  username: string;
  nickname: string;
  level: number;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  created_at: Date | string;
  last_login_at: Date | string | null;
  balance: string;
  direct_count: string;
}


const iso = (value: Date | string) => new Date(value).toISOString();

/** The agent's downline, newest first, paged: everyone under the agent, or direct members only. */
export async function downline(db: Db, agentId: bigint, query: DownlineQuery): Promise<DownlineValue> {
  const { currency } = await getWalletSettings(db);
  const members = sql`member m JOIN ${agentAbove(agentId)}
    WHERE (${query.scope === 'direct'}::boolean IS FALSE OR m.parent_id = a.id) AND ${usernameStarts(query.username)}`;
  const counted = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${members}`.execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const rows = await sql<DownlineRow>`
    SELECT m.id::text AS id, m.username, m.nickname, nlevel(m.path) - nlevel(a.path) AS level, m.type, m.status,
           m.created_at, m.last_login_at,
           coalesce((SELECT la.balance FROM ledger_account la
                     WHERE la.owner_kind = 'MEMBER' AND coalesce(la.member_id, 0) = m.id AND la.wallet = ${MAIN_WALLET}
                       AND la.currency = ${currency} AND la.shard = 0), 0)::text AS balance,
           (SELECT count(*) FROM member c WHERE c.parent_id = m.id)::text AS direct_count
    FROM ${members}
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      level: Number(row.level),
      type: Number(row.type),
      isAgent: (agentTypes as readonly number[]).includes(Number(row.type)),
      status: row.status,
      registeredAt: iso(row.created_at),
      lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
      balance: formatMinor(BigInt(row.balance)),
      directCount: Number(row.direct_count),
    })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

export interface TeamReportQuery {
  period: TeamPeriod;
  pageNo: number;
  pageSize: number;
  username?: string | undefined;
}

interface TotalsRow {
  rounds: string;
  stake: string;
  win: string;
}

function totalsOf(row: TotalsRow | undefined) {
  const stake = BigInt(row?.stake ?? 0);
  const win = BigInt(row?.win ?? 0);
  return { rounds: Number(row?.rounds ?? 0), stake: formatMinor(stake), win: formatMinor(win), profitLoss: formatMinor(win - stake) };
}

/**
 * The rounds of a team report (`r`, with their member `m`, the agent `a` and the game `g`): the
 * agent's downline, real money, started in the period, the username prefix when given.
 */
function teamRounds(agentId: bigint, query: TeamReportQuery, options: { rolledBack: boolean }) {
  const { from, to } = periodBounds(query.period);
  return sql`game_round r
    JOIN member m ON m.id = r.member_id
    JOIN ${agentAbove(agentId)}
    LEFT JOIN game g ON g.id = r.game_id
    WHERE r.mode = 'REAL' AND r.created_at >= ${from} AND r.created_at < ${to} AND ${usernameStarts(query.username)}
      AND (${options.rolledBack}::boolean OR r.status <> 'ROLLED_BACK')`;
}

/** Sums that leave rolled-back rounds out: their stake went back. */
const roundSums = sql`count(*) FILTER (WHERE r.status <> 'ROLLED_BACK')::text AS rounds,
  coalesce(sum(r.stake) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)::text AS stake,
  coalesce(sum(r.win) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0)::text AS win`;

interface TeamBetRow {
  round_ref: string;
  username: string;
  game_code: string;
  game_name: string | null;
  display_name: unknown;
  vendor_code: string;
  category_code: string;
  stake: string;
  win: string;
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  created_at: Date | string;
}

/** The team's real-money rounds in the period, newest first, with totals over all of them. */
export async function teamBets(db: Db, agentId: bigint, query: TeamReportQuery, lang: LanguageCode): Promise<TeamBetsValue> {
  // Rolled-back rounds are listed (with their status) but add nothing to the totals.
  const rounds = teamRounds(agentId, query, { rolledBack: true });
  const [counted, page] = await Promise.all([
    sql<TotalsRow & { n: string }>`SELECT count(*)::text AS n, ${roundSums} FROM ${rounds}`.execute(db),
    sql<TeamBetRow>`
      SELECT r.round_ref, m.username, r.game_code, g.name AS game_name, g.display_name, r.vendor_code, r.category_code,
             r.stake::text AS stake, r.win::text AS win, r.status, r.created_at
      FROM ${rounds}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  const sum = counted.rows[0];
  const total = Number(sum?.n ?? 0);
  return {
    list: page.rows.map((row) => {
      const stake = BigInt(row.stake);
      const win = BigInt(row.win);
      return {
        roundId: row.round_ref,
        username: row.username,
        gameName: translate(row.display_name as Translated | null, lang) || row.game_name || row.game_code,
        vassalage: row.vendor_code,
        gameType: row.category_code as GameCategory,
        stake: formatMinor(stake),
        win: formatMinor(win),
        // A rolled-back round gave its stake back.
        profitLoss: formatMinor(row.status === 'ROLLED_BACK' ? 0n : win - stake),
        status: row.status,
        createdAt: iso(row.created_at),
      };
    }),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totals: totalsOf(sum),
  };
}

interface MemberProfitLossRow extends TotalsRow {
  id: string;
  username: string;
  nickname: string;
  level: number;
}

/** Each team member who played for real money in the period: rounds, stakes, wins and result, biggest stakes first. */
export async function memberProfitLoss(db: Db, agentId: bigint, query: TeamReportQuery): Promise<MemberProfitLossValue> {
  // A member whose only rounds were rolled back did not play.
  const rounds = teamRounds(agentId, query, { rolledBack: false });
  const [counted, page] = await Promise.all([
    sql<TotalsRow & { n: string }>`SELECT count(DISTINCT m.id)::text AS n, ${roundSums} FROM ${rounds}`.execute(db),
    sql<MemberProfitLossRow>`
      SELECT m.id::text AS id, m.username, m.nickname, nlevel(m.path) - nlevel(a.path) AS level, ${roundSums}
      FROM ${rounds}
      GROUP BY m.id, m.username, m.nickname, m.path, a.path
      ORDER BY coalesce(sum(r.stake) FILTER (WHERE r.status <> 'ROLLED_BACK'), 0) DESC, m.username
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  const sum = counted.rows[0];
  const total = Number(sum?.n ?? 0);
  return {
    list: page.rows.map((row) => {
      const totals = totalsOf(row);
      return { id: row.id, username: row.username, nickname: row.nickname, level: Number(row.level), ...totals };
    }),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totals: totalsOf(sum),
  };
}

interface TeamTransactionRow {
  id: string;
  username: string;
  kind: string;
  wallet: string;
  amount: string;
  balance_after: string;
  created_at: Date | string;
}

/**
 * The team's account details: every ledger entry on the downline's own accounts in the period
 * (member-facing kinds, as in a member's account record), newest first, with money in, out and net
 * over all of them.
 */
export async function teamTransactions(
  db: Db,
  agentId: bigint,
  query: TeamReportQuery & { type?: TransactionType | undefined },
): Promise<TeamTransactionsValue> {
  const { from, to } = periodBounds(query.period);
  const entries = sql`ledger_entry e
    JOIN ledger_account la ON la.id = e.account_id AND la.owner_kind = 'MEMBER'
    JOIN ledger_transfer tr ON tr.id = e.transfer_id
    JOIN member m ON m.id = la.member_id
    JOIN ${agentAbove(agentId)}
    WHERE e.created_at >= ${from} AND e.created_at < ${to}
      AND tr.kind IN (${sql.join(transactionTypes.map((kind) => sql.lit(kind)))})
      AND (${query.type ?? null}::text IS NULL OR tr.kind = ${query.type ?? null}::text)
      AND ${usernameStarts(query.username)}`;
  const [counted, page] = await Promise.all([
    sql<{ n: string; money_in: string; money_out: string }>`
      SELECT count(*)::text AS n,
             coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS money_in,
             coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)::text AS money_out
      FROM ${entries}`.execute(db),
    sql<TeamTransactionRow>`
      SELECT e.id::text AS id, m.username, tr.kind, la.wallet, e.amount::text AS amount, e.balance_after::text AS balance_after, e.created_at
      FROM ${entries}
      ORDER BY e.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  const sums = counted.rows[0];
  const total = Number(sums?.n ?? 0);
  const moneyIn = BigInt(sums?.money_in ?? 0);
  const moneyOut = BigInt(sums?.money_out ?? 0);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.kind as TransactionType,
      wallet: row.wallet,
      amount: formatMinor(BigInt(row.amount)),
      balanceAfter: formatMinor(BigInt(row.balance_after)),
      time: iso(row.created_at),
    })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totals: { in: formatMinor(moneyIn), out: formatMinor(moneyOut), net: formatMinor(moneyIn - moneyOut) },
  };
}

interface IncomeRow {
  id: string;
  kind: IncomeType;
  amount: string;
  sender: string | null;
  created_at: Date | string;
}

/**
 * An income credit's kind: settlement pays dividends as SALARY transfers like wages (one salary book),
 * and the transfer's memo names the contract kind, so dividends are told apart by it.
 */
const incomeKind = sql<IncomeType>`CASE WHEN tr.kind = 'SALARY' AND tr.memo ->> 'contractKind' = 'DIVIDEND' THEN 'DIVIDEND' ELSE tr.kind END`;

/**
 * My income: money credited to the agent's own wallets in the period as an agent (what the team sent
 * up, wages and salaries, dividends), newest first, with totals per kind. What it got as a player
 * (bonuses, rebates on its own play) is not here.
 */
export async function agentIncome(db: Db, agentId: bigint, query: { period: TeamPeriod; pageNo: number; pageSize: number }): Promise<AgentIncomeValue> {
  const { from, to } = periodBounds(query.period);
  const agent = agentId.toString();
  const credits = sql`ledger_entry e
    JOIN ledger_account la ON la.id = e.account_id AND la.owner_kind = 'MEMBER' AND la.member_id = ${agent}::bigint
    JOIN ledger_transfer tr ON tr.id = e.transfer_id AND tr.kind IN ('UPLINE_TRANSFER', 'SALARY')
    LEFT JOIN member s ON s.id = tr.member_id
    WHERE e.amount > 0 AND e.created_at >= ${from} AND e.created_at < ${to}`;
  const [sums, page] = await Promise.all([
    sql<{ kind: IncomeType; n: string; amount: string }>`
      SELECT ${incomeKind} AS kind, count(*)::text AS n, sum(e.amount)::text AS amount FROM ${credits} GROUP BY 1`.execute(db),
    sql<IncomeRow>`
      SELECT e.id::text AS id, ${incomeKind} AS kind, e.amount::text AS amount,
             CASE WHEN tr.member_id IS DISTINCT FROM ${agent}::bigint THEN s.username END AS sender, e.created_at
      FROM ${credits}
      ORDER BY e.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  const byType = Object.fromEntries(incomeTypes.map((kind) => [kind, 0n])) as Record<IncomeType, bigint>;
  let total = 0;
  for (const row of sums.rows) {
    byType[row.kind] = BigInt(row.amount);
    total += Number(row.n);
  }
  const amount = Object.values(byType).reduce((a, b) => a + b, 0n);
  return {
    list: page.rows.map((row) => ({ id: row.id, type: row.kind, amount: formatMinor(BigInt(row.amount)), from: row.sender, time: iso(row.created_at) })),
    pageNo: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    totals: {
      amount: formatMinor(amount),
      byType: Object.fromEntries(incomeTypes.map((kind) => [kind, formatMinor(byType[kind])])) as Record<IncomeType, string>,
    },
  };
}
