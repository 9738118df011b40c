import type { SocketEvent, socketEventSchema } from '@lumen/contracts/wallet/wallet.contract';
import { SOCKET_PATH } from '@lumen/contracts/wallet/wallet.paths';
import { useEffect, useRef } from 'react';

export type SocketEventType = SocketEvent['type'];
type EventOf<T extends SocketEventType> = Extract<SocketEvent, { type: T }>;
type Handler = (event: SocketEvent) => void;

/** Close codes the server uses: the session is not (or no longer) valid; too many sockets open. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_SESSION_ENDED = 4403;
export const CLOSE_TOO_MANY = 4429;

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** With too many sockets open (many tabs), this one waits long before trying again. */
const TOO_MANY_RETRY_MS = 60_000;

const CONNECTING = 0;
const OPEN = 1;

type EventSchema = typeof socketEventSchema;
let eventSchema: EventSchema | null = null;
let eventSchemaLoad: Promise<EventSchema> | null = null;

/** The event schema comes with the wallet contract on the first connection, not with the first page. */
function loadEventSchema(): Promise<EventSchema> {
  eventSchemaLoad ??= import('@lumen/contracts/wallet/wallet.contract').then(
    (contract) => (eventSchema = contract.socketEventSchema),
    (error: unknown) => {
      eventSchemaLoad = null;
      throw error;
    },
  );
  return eventSchemaLoad;
}

const handlers = new Map<SocketEventType, Set<Handler>>();

/** Calls `handler` for every event of `type` from the member socket; returns the unsubscribe. */
export function subscribeSocketEvent<T extends SocketEventType>(type: T, handler: (event: EventOf<T>) => void): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  const h = handler as Handler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

function dispatch(event: SocketEvent) {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      // One feature's failing handler must not keep the event from the others.
      console.error(error);
    }
  }
}

/** For features: react to a member socket event while the component is mounted. */
export function useMemberSocketEvent<T extends SocketEventType>(type: T, handler: (event: EventOf<T>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribeSocketEvent(type, (event) => latest.current(event)), [type]);
}

/** ws: or wss: to this site's own host, following the page. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

export interface SocketConnectionOptions {
  token: string;
  url?: string;
  /** After `ready`, on the second and later connections: events may have been missed meanwhile. */
  onReconnected?: () => void;
  /** The server refused the token or ended the session: no further tries with it. */
  onUnauthorized?: () => void;
  createSocket?: (url: string) => WebSocket;
}

/**
 * One socket for the session: authenticates with the token, hands events to the subscribers, and
 * reconnects with capped exponential backoff (with jitter) after a drop. Returns the stop function.
 */
export function connectMemberSocket(options: SocketConnectionOptions): () => void {
  const url = options.url ?? socketUrl();
  const create = options.createSocket ?? ((u: string) => new WebSocket(u));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  let wasReady = false;

  function schedule(delay: number) {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, delay);
  }

  function backoff(): number {
    const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    attempt += 1;
    return Math.round(base * (0.5 + Math.random() / 2));
  }

  function open() {
    if (stopped) return;
    let current: WebSocket;
    try {
      current = create(url);
    } catch {
      schedule(backoff());
      return;
    }
    socket = current;
    void loadEventSchema().catch(() => undefined);
    // Events come only after the auth message, so they are checked with the schema at hand; if the
    // schema cannot be loaded the connection closes and is tried again later.
    current.onopen = () =>
      void loadEventSchema().then(
        () => {
          if (socket === current) current.send(JSON.stringify({ type: 'auth', token: options.token }));
        },
        () => current.close(),
      );
    current.onmessage = (message) => {
      const text = String(message.data);
      if (eventSchema) receive(eventSchema, text);
      else void loadEventSchema().then((schema) => receive(schema, text), () => undefined);
    };
    const receive = (schema: EventSchema, text: string) => {
      if (socket !== current) return;
      let parsed: ReturnType<EventSchema['safeParse']>;
      try {
        parsed = schema.safeParse(JSON.parse(text));
      } catch {
        return;
      }
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        attempt = 0;
        if (wasReady) options.onReconnected?.();
        wasReady = true;
      }
      dispatch(parsed.data);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_SESSION_ENDED) {
        stopped = true;
        options.onUnauthorized?.();
        return;
      }
      schedule(event.code === CLOSE_TOO_MANY ? TOO_MANY_RETRY_MS : backoff());
    };
  }

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current && (current.readyState === OPEN || current.readyState === CONNECTING)) current.close(1000, 'logged out');
  };
}
