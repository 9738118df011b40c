import type { SocketEvent } from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { MEMBER_EVENTS_CHANNEL } from './ledger.ts';

/**
 * What travels on the `member_events` PostgreSQL channel, to every server instance, which pushes it
 * to the member's open sockets (to every open socket for a broadcast). Balances come from the
 * ledger's own statement; other events from `publishMemberEvent` and `publishBroadcastEvent`.
 * Amounts in balances are minor units as decimal strings.
 */
export type MemberEventPayload =
  | { kind: 'balances'; balances: [memberId: string, wallet: string, balanceMinor: string][] }
  | { kind: 'event'; memberId: string; event: SocketEvent }
  | { kind: 'broadcast'; event: SocketEvent };

/**
 * Sends an event to a member's sockets. Inside a transaction it is delivered at commit, and not at
 * all when the transaction rolls back.
 */
export async function publishMemberEvent(db: Kysely<DB>, memberId: bigint, event: SocketEvent): Promise<void> {
  const payload: MemberEventPayload = { kind: 'event', memberId: memberId.toString(), event };
  await sql`SELECT pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
}

/**
 * Sends an event to every member's sockets, on every instance: one notification, however many
 * members there are. Inside a transaction it is delivered at commit, and not at all on rollback.
 */
export async function publishBroadcastEvent(db: Kysely<DB>, event: SocketEvent): Promise<void> {
  const payload: MemberEventPayload = { kind: 'broadcast', event };
  await sql`SELECT pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
}

export function parseMemberEventPayload(text: string): MemberEventPayload | null {
  try {
    const value = JSON.parse(text) as MemberEventPayload;
    if (value && (value.kind === 'balances' || value.kind === 'event' || value.kind === 'broadcast')) return value;
  } catch {
    // A payload that is not ours is ignored.
  }
  return null;
}
