import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { MessageListValue } from '@lumen/contracts/member/messages.contract';
import { formatMinor, groupAmount } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import { type MemberIdSql, memberIdSql } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { publishBroadcastEvent, publishMemberEvent } from '../wallet/member-events.ts';

/**
 * Platform messages: the operator's notices (to one member or to all) and the platform's own notes
 * about a member's account. A member sees its own messages and every message to all; reading one
 * writes a row of the member's own, so a message to all is stored once.
 */

type Db = Kysely<DB>;

/** The messages a member sees: its own and those to every member. */
const visibleTo = (memberId: MemberIdSql) => sql`(m.member_id = ${memberIdSql(memberId)} OR m.member_id IS NULL)`;

/** The member's unread count as a scalar subquery, for statements that read it beside other things (the member info). */
export const unreadMessagesSql = (memberId: MemberIdSql) => sql<string>`(
    SELECT count(*)::text FROM message m
    WHERE ${visibleTo(memberId)}
      AND NOT EXISTS (SELECT 1 FROM message_read r WHERE r.member_id = ${memberIdSql(memberId)} AND r.message_id = m.id))`;

export async function unreadMessageCount(db: Db, memberId: bigint): Promise<number> {
  const result = await sql<{ n: string }>`SELECT ${unreadMessagesSql(memberId)} AS n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

interface MessageRow {
  id: string;
  kind: 'NOTICE' | 'ACCOUNT';
  title: Translated;
  body: Translated;
  read: boolean;
  created_at: Date | string;
}

/** The member's messages, newest first, in the caller's language (English when the sender wrote none in it). */
export async function listMessages(db: Db, memberId: bigint, page: { pageNo: number; pageSize: number }, lang: LanguageCode): Promise<MessageListValue> {
  const member = memberId.toString();
  const [counted, rows] = await Promise.all([
    sql<{ n: string; unread: string }>`
      SELECT count(*)::text AS n,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM message_read r WHERE r.member_id = ${member}::bigint AND r.message_id = m.id))::text AS unread
      FROM message m WHERE ${visibleTo(memberId)}`.execute(db),
    sql<MessageRow>`
      SELECT m.id::text AS id, m.kind, m.title, m.body, m.created_at,
             EXISTS (SELECT 1 FROM message_read r WHERE r.member_id = ${member}::bigint AND r.message_id = m.id) AS read
      FROM message m WHERE ${visibleTo(memberId)}
      ORDER BY m.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`.execute(db),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: translate(row.title, lang),
      body: translate(row.body, lang),
      read: row.read,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    pageNo: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
    unread: Number(counted.rows[0]?.unread ?? 0),
  };
}

/**
 * Marks the given messages read (those the member sees; others are ignored), or all of them; with
 * `upToId`, only those with that id or an older one (what the member was shown, not what arrived
 * since). Answers the unread count.
 */
export async function markRead(db: Db, memberId: bigint, ids: string[] | undefined, upToId?: string): Promise<number> {
  const member = memberId.toString();
  await sql`
    INSERT INTO message_read (member_id, message_id)
    SELECT ${member}::bigint, m.id FROM message m
    WHERE ${visibleTo(memberId)} AND (${ids === undefined}::boolean OR m.id = ANY (${ids ?? []}::bigint[]))
      AND (${upToId === undefined}::boolean OR m.id <= ${upToId ?? '0'}::bigint)
    ON CONFLICT DO NOTHING`.execute(db);
  return unreadMessageCount(db, memberId);
}

/** An amount as account messages write it: the currency code and the grouped figure, "PKR 1,234.50". */
export function moneyText(currency: string, minor: bigint): string {
  return `${currency} ${groupAmount(formatMinor(minor))}`;
}

/**
 * Tells the member's open sockets (every member's, for a message to all, in one notification) that a
 * message arrived, so the unread count moves without a reload. Call it with the statement or
 * transaction that wrote the message: the news leaves once that has committed, and never on rollback.
 * Every place that writes a member-visible message calls it.
 */
export async function announceMessage(db: Db, memberId: bigint | null): Promise<void> {
  if (memberId === null) await publishBroadcastEvent(db, { type: 'message', to: 'ALL' });
  else await publishMemberEvent(db, memberId, { type: 'message', to: 'MEMBER' });
}

/** The platform's note about a member's account; pass the caller's transaction so it commits with the change it tells of. */
export async function notifyAccount(db: Db, memberId: bigint, text: { title: Translated; body: Translated }, event: string): Promise<void> {
  await db
    .insertInto('message')
    .values({ member_id: memberId, kind: 'ACCOUNT', title: JSON.stringify(text.title), body: JSON.stringify(text.body), sender: `system:${event}` })
    .execute();
  await announceMessage(db, memberId);
}

/** The operator's notice to one member (by username) or to all; VALIDATION_FAILED names an unknown username. */
export async function sendNotice(
  db: Db,
  input: { username?: string | undefined; title: Partial<Record<LanguageCode, string>>; body: Partial<Record<LanguageCode, string>>; operatorId: bigint; lang: LanguageCode },
): Promise<{ id: string; memberId: bigint | null }> {
  let memberId: bigint | null = null;
  if (input.username) {
    const member = await db.selectFrom('member').select('id').where('username', '=', input.username.toLowerCase()).executeTakeFirst();
    if (!member) throw validationFailed([fieldIssue(input.lang, 'username', 'invalid_value')], input.lang);
    memberId = BigInt(member.id);
  }
  const row = await db
    .insertInto('message')
    .values({ member_id: memberId, kind: 'NOTICE', title: JSON.stringify(input.title), body: JSON.stringify(input.body), sender: `operator:${input.operatorId}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await announceMessage(db, memberId);
  return { id: String(row.id), memberId };
}
