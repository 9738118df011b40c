import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi } from '@/test/api-mock.ts';
import { FakeWebSocket, useFakeWebSocket } from '@/test/fake-socket.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { connectMemberSocket, socketUrl, subscribeSocketEvent, useMemberSocketEvent } from '../socket.ts';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const create = (url: string) => new FakeWebSocket(url) as unknown as WebSocket;

beforeEach(() => {
  clearSession();
  FakeWebSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('member socket connection', () => {
  it('follows the page: wss on https, ws on http, to the same host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'play.example.com' })).toBe('wss://play.example.com/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('authenticates first, hands events to subscribers, and ignores what is not an event', async () => {
    const got: unknown[] = [];
    const unsubscribe = subscribeSocketEvent('withdrawalAwaitingConfirmation', (e) => got.push(e));
    const stop = connectMemberSocket({ token: TOKEN, url: 'ws://x/ws', createSocket: create });
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }]));
    socket.receive({ type: 'withdrawalAwaitingConfirmation', withdrawalId: '9', amount: '12.00' });
    socket.receive({ type: 'withdrawalAwaitingConfirmation', withdrawalId: '9', amount: 'lots' });
    socket.receive({ type: 'somethingElse' });
    expect(got).toEqual([{ type: 'withdrawalAwaitingConfirmation', withdrawalId: '9', amount: '12.00' }]);
    unsubscribe();
    socket.receive({ type: 'withdrawalAwaitingConfirmation', withdrawalId: '10', amount: '1.00' });
    expect(got).toHaveLength(1);
    stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('reconnects after a drop with growing, capped delays, and says so once ready again', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const reconnected = vi.fn();
    const stop = connectMemberSocket({ token: TOKEN, url: 'ws://x/ws', createSocket: create, onReconnected: reconnected });
    FakeWebSocket.latest().receive({ type: 'ready' });
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.latest().drop(1006);
      let waited = 0;
      while (FakeWebSocket.instances.length === count) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnected).not.toHaveBeenCalled();
    FakeWebSocket.latest().receive({ type: 'ready' });
    expect(reconnected).toHaveBeenCalledTimes(1);
    // Ready again: the next drop starts from the shortest delay.
    const count = FakeWebSocket.instances.length;
    FakeWebSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
    stop();
    FakeWebSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
  });

  it('stops for good when the server refuses the token', async () => {
    vi.useFakeTimers();
    const unauthorized = vi.fn();
    connectMemberSocket({ token: TOKEN, url: 'ws://x/ws', createSocket: create, onUnauthorized: unauthorized });
    FakeWebSocket.latest().drop(4401);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

function Listener({ onEvent }: { onEvent: (amount: string) => void }) {
  useMemberSocketEvent('withdrawalAwaitingConfirmation', (event) => onEvent(event.amount));
  return null;
}

describe('the session socket in the app', () => {
  it('opens once a real member is logged in, delivers to hooks, and closes at logout', async () => {
    useFakeWebSocket();
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    setMember(memberInfo());
    mockApi({ '/wps/member/info': memberInfo() });
    const onEvent = vi.fn();
    renderWithProviders(<Listener onEvent={onEvent} />);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }]));
    socket.receive({ type: 'withdrawalAwaitingConfirmation', withdrawalId: '3', amount: '99.00' });
    expect(onEvent).toHaveBeenCalledWith('99.00');
    act(() => clearSession());
    expect(socket.closedWith).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('opens none for a visitor', async () => {
    useFakeWebSocket();
    mockApi({});
    renderWithProviders(<Listener onEvent={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
