import { appendFile, readFile } from 'node:fs/promises';
import type { OutboxMessage } from '@lumen/contracts/auth/auth.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OutboxMessageRow } from '../modules/auth/auth.table.ts';
import { findOutboxMessages, insertOutboxMessage, normalizeRecipient, type OutboxFilter } from './outbox.repository.ts';

export type { OutboxFilter } from './outbox.repository.ts';

export function outboxRowToMessage(row: OutboxMessageRow): OutboxMessage {
  return {
    id: String(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Where the built-in providers put what they would have sent: a row in `outbox_message`, and with
 * the embedded database also a JSON line in `file`, which another process may read while the
 * server holds the database.
 */
export class Outbox {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly file: string | null,
  ) {}

  async write(message: { channel: 'SMS' | 'MAIL'; recipient: string; subject: string; body: string }): Promise<OutboxMessage> {
    const stored = outboxRowToMessage(await insertOutboxMessage(this.db, message));
    // One appendFile per line: O_APPEND keeps lines whole when several requests write at once.
    if (this.file) await appendFile(this.file, `${JSON.stringify(stored)}\n`, 'utf8');
    return stored;
  }
}

export async function listOutbox(db: Kysely<DB>, filter: OutboxFilter): Promise<OutboxMessage[]> {
  return (await findOutboxMessages(db, filter)).map(outboxRowToMessage);
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  const v = value as Partial<OutboxMessage> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    (v.channel === 'SMS' || v.channel === 'MAIL') &&
    typeof v.recipient === 'string' &&
    typeof v.subject === 'string' &&
    typeof v.body === 'string' &&
    typeof v.createdAt === 'string'
  );
}

/** The outbox file, filtered as the endpoint filters, newest first; a missing file is an empty outbox. */
export async function readOutboxFile(file: string, filter: OutboxFilter): Promise<OutboxMessage[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const to = filter.to ? normalizeRecipient(filter.to) : undefined;
  const out: OutboxMessage[] = [];
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0 && out.length < filter.limit; i--) {
    const line = lines[i]?.trim();
    if (!line) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      // A line cut short by a crash mid-write is not a message; the rest of the file still is.
      continue;
    }
    if (!isOutboxMessage(parsed)) continue;
    if (filter.channel && parsed.channel !== filter.channel) continue;
    if (to && normalizeRecipient(parsed.recipient) !== to) continue;
    out.push(parsed);
  }
  return out;
}
