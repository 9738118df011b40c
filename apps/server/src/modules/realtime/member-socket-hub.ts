import { formatMinor } from '@lumen/contracts/wallet/money';
import type { SocketEvent } from '@lumen/contracts/wallet/wallet.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type MemberEventPayload, parseMemberEventPayload } from '../wallet/member-events.ts';

/** Close codes the web client acts on: 4401 → do not reconnect with this token; 4429 → retry later. */
export const SOCKET_CLOSE = {
  unauthorized: 4401,
  sessionEnded: 4403,
  tooManyConnections: 4429,
  tooSlow: 4408,
} as const;

/** What the hub needs of one open socket (a `ws` WebSocket fits). */
export interface MemberSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Entry {
  memberId: string;
  sessionId: string;
  socket: MemberSocket;
}

const OPEN = 1;
/** A socket that has not taken this much of what was sent to it is dropped: it would only grow. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The member sockets open on this server instance, and the delivery of `member_events`
 * notifications (sent by every instance through PostgreSQL) to the ones they concern.
 */
export class MemberSocketHub {
  readonly #byMember = new Map<string, Set<Entry>>();
  readonly #bySocket = new Map<MemberSocket, Entry>();

  constructor(
    private readonly db: Kysely<DB>,
    readonly maxPerMember = 5,
  ) {}

  /** Adds an authenticated socket; false when the member already has the most allowed. */
  add(socket: MemberSocket, memberId: bigint, sessionId: string): boolean {
    const key = memberId.toString();
    let set = this.#byMember.get(key);
    if (set && set.size >= this.maxPerMember) return false;
    if (!set) {
      set = new Set();
      this.#byMember.set(key, set);
    }
    const entry = { memberId: key, sessionId, socket };
    set.add(entry);
    this.#bySocket.set(socket, entry);
    return true;
  }

  remove(socket: MemberSocket): void {
    const entry = this.#bySocket.get(socket);
    if (!entry) return;
    this.#bySocket.delete(socket);
    const set = this.#byMember.get(entry.memberId);
    set?.delete(entry);
    if (set?.size === 0) this.#byMember.delete(entry.memberId);
  }

  get size(): number {
    return this.#bySocket.size;
  }

  socketsOf(memberId: bigint): number {
    return this.#byMember.get(memberId.toString())?.size ?? 0;
  }

  /** A raw notification from the channel. Anything that is not a member event is ignored. */
  deliverPayload(text: string): void {
    const payload = parseMemberEventPayload(text);
    if (payload) this.deliver(payload);
  }

  deliver(payload: MemberEventPayload): void {
    if (payload.kind === 'event') {
      this.sendTo(payload.memberId, payload.event);
      return;
    }
    if (payload.kind === 'broadcast') {
      this.sendToAll(payload.event);
      return;
    }
    for (const [memberId, wallet, balanceMinor] of payload.balances) {
      if (!this.#byMember.has(memberId)) continue;
      let balance: string;
      try {
        balance = formatMinor(BigInt(balanceMinor));
      } catch {
        continue;
      }
      this.sendTo(memberId, { type: 'balance', balance, wallet });
    }
  }

  sendTo(memberId: string, event: SocketEvent): void {
    const set = this.#byMember.get(memberId);
    if (!set) return;
    const text = JSON.stringify(event);
    for (const entry of [...set]) this.#send(entry.socket, text);
  }

  /** Every authenticated socket on this instance; the text is built once for all of them. */
  sendToAll(event: SocketEvent): void {
    const text = JSON.stringify(event);
    for (const socket of [...this.#bySocket.keys()]) this.#send(socket, text);
  }

  #send(socket: MemberSocket, text: string): void {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.remove(socket);
      socket.close(SOCKET_CLOSE.tooSlow, 'too slow');
      return;
    }
    socket.send(text);
  }

  /**
   * Closes the sockets whose session has ended (revoked at logout or password change, expired, or
   * the member blocked). One query for every socket on this instance.
   */
  async closeEndedSessions(now = new Date()): Promise<number> {
    if (this.#bySocket.size === 0) return 0;
    const ids = [...new Set([...this.#bySocket.values()].map((e) => e.sessionId))];
    const live = await this.db
      .selectFrom('session')
      .innerJoin('member', 'member.id', 'session.member_id')
      .select('session.id')
      .where('session.id', 'in', ids)
      .where('session.revoked_at', 'is', null)
      .where('session.expires_at', '>', now)
      .where('session.idle_expires_at', '>', now)
      .where('member.status', '=', 'ACTIVE')
      .execute();
    const liveIds = new Set(live.map((row) => String(row.id)));
    let closed = 0;
    for (const entry of [...this.#bySocket.values()]) {
      if (liveIds.has(entry.sessionId)) continue;
      this.remove(entry.socket);
      entry.socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
      closed += 1;
    }
    return closed;
  }

  /**
   * After the listening connection came back: notifications sent meanwhile are lost, so every
   * connected member gets their current main balance.
   */
  async resendBalances(read: (memberId: bigint) => Promise<{ wallet: string; balance: bigint }[]>): Promise<void> {
    for (const memberId of [...this.#byMember.keys()]) {
      const balances = await read(BigInt(memberId));
      for (const { wallet, balance } of balances) this.sendTo(memberId, { type: 'balance', balance: formatMinor(balance), wallet });
    }
  }

  closeAll(code = 1001, reason = 'server closing'): void {
    for (const entry of [...this.#bySocket.values()]) {
      this.remove(entry.socket);
      entry.socket.close(code, reason);
    }
  }
}
