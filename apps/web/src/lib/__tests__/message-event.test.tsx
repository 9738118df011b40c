import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { messagePaths } from '@lumen/contracts/member/messages.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockWalletApi, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { MessagesPage } from '@/features/messages/screens/messages-page.tsx';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { FakeWebSocket, useFakeWebSocket } from '@/test/fake-socket.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { BROADCAST_SPREAD_MS } from '../use-member-socket.ts';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const message = (id: string, title: string) => ({ id, kind: 'NOTICE', title, body: `${title}: the whole text`, read: false, createdAt: '2026-11-25T10:00:00.000Z' });

beforeEach(() => {
  clearSession();
  useFakeWebSocket();
});

/** A member with the member centre and the messages page open, the socket ready; `arrive` adds an unread message on the server. */
async function openMessages() {
  const list = [message('1', 'Welcome')];
  sessionStorage.setItem(TOKEN_KEY, TOKEN);
  setMember(memberInfo({ unreadMessage: list.length }));
  const api = mockWalletApi({
    [authPaths.loginInfo]: () => memberInfo({ unreadMessage: list.length }),
    [messagePaths.list]: () => ({ list: [...list], pageNo: 1, totalPages: 1, total: list.length, unread: list.length }),
  });
  renderPage(
    <>
      <MemberCenterScreen />
      <MessagesPage />
    </>,
  );
  expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }]));
  socket.receive({ type: 'ready' });
  const reads = () => api.calls.filter((c) => c.path === authPaths.loginInfo).length;
  return { socket, reads, arrive: (id: string, title: string) => list.unshift(message(id, title)) };
}

const menuBadge = async () => within(await screen.findByRole('navigation', { name: 'Member centre' })).getByRole('button', { name: /Platform Messages/ });

describe('a new platform message on the member socket', () => {
  it("when one arrives for the member, then the unread count (member info) and the message list are read again at once", async () => {
    const { socket, reads, arrive } = await openMessages();
    expect(await menuBadge()).toHaveTextContent('1');
    const before = reads();
    arrive('2', 'Your bonus');
    socket.receive({ type: 'message', to: 'MEMBER' });
    await waitFor(() => expect(screen.getByText('Unread: 2')).toBeInTheDocument());
    expect(screen.getByText('Your bonus')).toBeInTheDocument();
    await waitFor(async () => expect(await menuBadge()).toHaveTextContent('2'));
    expect(reads()).toBe(before + 1);
  });

  it('when one arrives for every member, then the member waits a random part of the spread before reading, so members do not all ask at once', async () => {
    const { socket, reads, arrive } = await openMessages();
    // A tenth of the spread: the read waits, and still comes within the test's patience.
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const wait = BROADCAST_SPREAD_MS * 0.1;
    const before = reads();
    arrive('2', 'Maintenance tonight');
    socket.receive({ type: 'message', to: 'ALL' });
    // A second broadcast meanwhile is covered by the read already waiting.
    socket.receive({ type: 'message', to: 'ALL' });
    await new Promise((resolve) => setTimeout(resolve, wait / 2));
    expect(reads()).toBe(before);
    expect(screen.getByText('Unread: 1')).toBeInTheDocument();
    // The read itself, after the wait, may take seconds on a busy machine.
    await waitFor(() => expect(screen.getByText('Unread: 2')).toBeInTheDocument(), { timeout: wait + 10_000 });
    expect(screen.getByText('Maintenance tonight')).toBeInTheDocument();
    await waitFor(async () => expect(await menuBadge()).toHaveTextContent('2'));
    await new Promise((resolve) => setTimeout(resolve, wait));
    expect(reads()).toBe(before + 1);
  });
});
