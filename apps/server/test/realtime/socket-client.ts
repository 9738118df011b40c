import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import type { DB } from '../../src/db/schema.ts';
import { createSession } from '../../src/modules/auth/session.ts';

/** A test client of `/ws`: every message it got, and a way to wait for the next ones or the close. */
export interface TestSocket {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the first message (already received or still to come) that passes `match`. */
  next(match?: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function socketUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export async function openSocket(app: FastifyInstance): Promise<TestSocket> {
  const socket = new WebSocket(socketUrl(app));
  const messages: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    next(match = () => true, timeoutMs = 5_000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching socket message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close() {
      socket.close();
    },
  };
}

export async function tokenFor(app: FastifyInstance, db: Kysely<DB>, memberId: bigint) {
  return createSession(db, { memberId, ip: '127.0.0.1' }, app.sessionPolicy);
}

/** Opens a socket and authenticates it with a fresh session of the member; waits for `ready`. */
export async function memberSocket(app: FastifyInstance, db: Kysely<DB>, memberId: bigint) {
  const session = await tokenFor(app, db, memberId);
  const client = await openSocket(app);
  client.socket.send(JSON.stringify({ type: 'auth', token: session.token }));
  await client.next((m) => m.type === 'ready');
  return { client, session };
}
