import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OutboxMessageRow } from '../modules/auth/auth.table.ts';

type Db = Kysely<DB>;

export interface OutboxFilter {
  channel?: 'SMS' | 'MAIL' | undefined;
  to?: string | undefined;
  limit: number;
}

export async function insertOutboxMessage(
  db: Db,
  message: { channel: 'SMS' | 'MAIL'; recipient: string; subject: string; body: string },
): Promise<OutboxMessageRow> {
  return db.insertInto('outbox_message').values(message).returningAll().executeTakeFirstOrThrow();
}

/** "+92 3001234567", "+923001234567" and "A@B.com" find the same messages as the stored forms. */
export function normalizeRecipient(value: string): string {
  return value.toLowerCase().replace(/ /g, '');
}

/** Newest first. */
export async function findOutboxMessages(db: Db, filter: OutboxFilter): Promise<OutboxMessageRow[]> {
  // No recipient holds a NUL character, and PostgreSQL text refuses one as a parameter.
  if (filter.to?.includes('\u0000')) return [];
  let q = db.selectFrom('outbox_message').selectAll();
  if (filter.channel) q = q.where('channel', '=', filter.channel);
  if (filter.to) q = q.where(sql`replace(lower(recipient), ' ', '')`, '=', normalizeRecipient(filter.to));
  return q.orderBy('id', 'desc').limit(filter.limit).execute();
}
