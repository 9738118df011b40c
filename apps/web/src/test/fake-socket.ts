import { vi } from 'vitest';

/** A stand-in for the browser WebSocket: records what the page sends and lets a test push events. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readonly url: string;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  /** The page closes it. */
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server sends a message. */
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server (or the network) ends it. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  static latest(): FakeWebSocket {
    const last = FakeWebSocket.instances.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  }
}

/** Replaces the global WebSocket for one test (restored by the shared clean-up). */
export function useFakeWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}
