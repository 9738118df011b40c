import websocket from '@fastify/websocket';
import { SOCKET_PATH, socketAuthSchema } from '@lumen/contracts/wallet/wallet.contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { rateAddress } from '../../lib/rate-limit.ts';
import { resolveSession } from '../auth/session.ts';
import { MEMBER_EVENTS_CHANNEL, memberBalances } from '../wallet/ledger.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { MemberSocketHub, SOCKET_CLOSE } from './member-socket-hub.ts';

export interface RealtimeSettings {
  /**
   * A socket that has not sent its auth message within this time is closed. Once the message has
   * come, the socket waits for the session check however long it takes.
   */
  authTimeoutMs: number;
  /** Ping every socket this often; one that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /** Re-check the sessions behind open sockets this often; ended ones are closed. */
  sessionCheckMs: number;
  /**
   * Sockets one address (an IPv6 /64 counting as one) may hold open before they authenticate; more
   * are closed at once. Each waits up to `authTimeoutMs`, so without a cap one address could hold
   * any number of them open doing nothing.
   */
  maxWaitingPerAddress: number;
}

export interface Realtime {
  hub: MemberSocketHub;
  settings: RealtimeSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const MAX_MESSAGE_BYTES = 4096;
const OPEN = 1;

/**
 * `/ws`: the member's socket. The client sends `{ type: 'auth', token }` first and gets
 * `{ type: 'ready' }`; then the server pushes balance changes, withdrawals awaiting confirmation and
 * new platform messages. Events reach every instance through PostgreSQL LISTEN/NOTIFY on
 * `member_events`; each instance forwards them to the sockets it holds (all of them for a broadcast).
 */
export const realtimeRoutes = fp<Partial<RealtimeSettings>>(async (app, options) => {
  const { database } = app.deps;
  const { db } = database;
  const hub = new MemberSocketHub(db);
  const settings: RealtimeSettings = {
    authTimeoutMs: options.authTimeoutMs ?? 10_000,
    heartbeatMs: options.heartbeatMs ?? 30_000,
    sessionCheckMs: options.sessionCheckMs ?? 60_000,
    maxWaitingPerAddress: options.maxWaitingPerAddress ?? 20,
  };
  app.decorate('realtime', { hub, settings });

  let unlisten: (() => Promise<void>) | null = null;
  const timers: NodeJS.Timeout[] = [];
  const alive = new WeakSet<WebSocket>();
  /** Sockets not yet past their auth message, per address. */
  const waiting = new Map<string, number>();

  app.addHook('onReady', async () => {
    unlisten = await database.listen(MEMBER_EVENTS_CHANNEL, (payload) => hub.deliverPayload(payload), {
      onError: (err) => app.log.warn({ err }, 'member events listener lost its connection; reconnecting'),
      onReconnect: () => {
        app.log.info('member events listener reconnected');
        // Messages sent meanwhile were not announced: every client reads its count again (spread out, see the event).
        hub.sendToAll({ type: 'message', to: 'ALL' });
        void resendBalances().catch((err) => app.log.warn({ err }, 'could not resend balances after reconnecting'));
      },
    });
    timers.push(
      setInterval(() => heartbeat(), settings.heartbeatMs).unref(),
      setInterval(() => {
        hub.closeEndedSessions().catch((err) => app.log.warn({ err }, 'socket session check failed'));
      }, settings.sessionCheckMs).unref(),
    );
  });

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    hub.closeAll();
    const stop = unlisten;
    unlisten = null;
    await stop?.();
  });

  async function resendBalances() {
    const { currency } = await getWalletSettings(db);
    await hub.resendBalances(async (memberId) => {
      const balances = await memberBalances(db, memberId, currency);
      return [...balances].map(([wallet, balance]) => ({ wallet, balance }));
    });
  }

  let sockets: FastifyInstance | null = null;
  function heartbeat() {
    for (const socket of sockets?.websocketServer.clients ?? []) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }

  // The socket route and the upgrade handling live in their own scope: no other route changes.
  await app.register(async (scope) => {
    sockets = scope;
    await scope.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
    scope.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      let state: 'waiting' | 'checking' | 'ready' | 'closed' = 'waiting';
      const address = rateAddress(request.ip);
      const waitingHere = (waiting.get(address) ?? 0) + 1;
      waiting.set(address, waitingHere);
      /** Counts this socket out of its address's waiting ones, once. */
      let counted = true;
      const stopWaiting = () => {
        if (!counted) return;
        counted = false;
        const left = (waiting.get(address) ?? 1) - 1;
        if (left > 0) waiting.set(address, left);
        else waiting.delete(address);
      };
      const deadline = setTimeout(() => refuse(SOCKET_CLOSE.unauthorized, 'authentication required'), settings.authTimeoutMs);

      function refuse(code: number, reason: string) {
        if (state === 'closed') return;
        state = 'closed';
        clearTimeout(deadline);
        stopWaiting();
        hub.remove(socket);
        socket.close(code, reason);
      }

      socket.on('close', () => {
        state = 'closed';
        clearTimeout(deadline);
        stopWaiting();
        hub.remove(socket);
      });

      if (waitingHere > settings.maxWaitingPerAddress) {
        refuse(SOCKET_CLOSE.tooManyConnections, 'too many connections');
        return;
      }

      socket.on('message', (data, isBinary) => {
        // After authentication the client has nothing more to say; extra messages are ignored.
        if (state !== 'waiting') return;
        state = 'checking';
        stopWaiting();
        // The client said what it had to in time: a slow check (a busy database) must not close a
        // valid token's socket with the code that tells the client to stop for good.
        clearTimeout(deadline);
        let token: string | null = null;
        if (!isBinary) {
          try {
            const parsed = socketAuthSchema.safeParse(JSON.parse(String(data)));
            if (parsed.success) token = parsed.data.token;
          } catch {
            // Not JSON: refused below.
          }
        }
        if (!token) return refuse(SOCKET_CLOSE.unauthorized, 'authentication required');
        resolveSession(db, token, app.sessionPolicy).then(
          (session) => {
            if (state !== 'checking') return;
            if (!session) return refuse(SOCKET_CLOSE.unauthorized, 'authentication required');
            if (!hub.add(socket, session.member.id, session.sessionId)) {
              return refuse(SOCKET_CLOSE.tooManyConnections, 'too many connections');
            }
            state = 'ready';
            if (socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'ready' }));
          },
          (err: unknown) => {
            request.log.warn({ err }, 'socket authentication failed');
            refuse(1011, 'try again');
          },
        );
      });
    });
  });
});
