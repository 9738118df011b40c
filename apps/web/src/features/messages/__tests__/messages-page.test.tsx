import { messagePaths } from '@lumen/contracts/member/messages.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockWalletApi, Offline, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { MessagesPage } from '../screens/messages-page.tsx';

const message = (id: string, title: string, read: boolean, kind = 'NOTICE') => ({
  id,
  kind,
  title,
  body: `${title}: the whole text`,
  read,
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('platform information', () => {
  it('when an unread message is opened, then its text shows and it is marked read; mark all reads the rest', async () => {
    let unreadIds = new Set(['2', '1']);
    const api = mockWalletApi({
      [messagePaths.list]: () => ({
        list: [message('2', 'Deposit credited', !unreadIds.has('2'), 'ACCOUNT'), message('1', 'Welcome', !unreadIds.has('1'))],
        pageNo: 1,
        totalPages: 1,
        total: 2,
        unread: unreadIds.size,
      }),
      [messagePaths.read]: (call: { body: unknown }) => {
        const ids = (call.body as { ids?: string[] }).ids;
        unreadIds = ids ? new Set([...unreadIds].filter((id) => !ids.includes(id))) : new Set();
        return { count: unreadIds.size };
      },
    });
    renderPage(<MessagesPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'New' })).toHaveLength(2);
    expect(screen.getByText('Account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(screen.getByText('Deposit credited: the whole text')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Unread: 1')).toBeInTheDocument());
    expect(api.to(messagePaths.read)[0]?.body).toEqual({ ids: ['2'] });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(api.to(messagePaths.read)[1]?.body).toEqual({ upToId: '2' });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    // Opening a message already read asks nothing more.
    await user.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(api.to(messagePaths.read)).toHaveLength(2);
  });

  it('when a message arrives after the list was shown, then mark all sends the newest shown id and the new one stays unread', async () => {
    const list = [message('12', 'Deposit credited', false, 'ACCOUNT'), message('9', 'Welcome', false)];
    const api = mockWalletApi({
      [messagePaths.list]: () => ({ list: [...list], pageNo: 1, totalPages: 1, total: list.length, unread: list.filter((m) => !m.read).length }),
      [messagePaths.read]: (call: { body: unknown }) => {
        const { upToId } = call.body as { upToId?: string };
        for (const m of list) if (upToId === undefined || BigInt(m.id) <= BigInt(upToId)) m.read = true;
        return { count: list.filter((m) => !m.read).length };
      },
    });
    renderPage(<MessagesPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Unread: 2')).toBeInTheDocument();
    // A message to all lands on the server; the page has not read the list again yet.
    list.unshift(message('103', 'Maintenance tonight', false));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('Unread: 1')).toBeInTheDocument());
    expect(api.to(messagePaths.read)[0]?.body).toEqual({ upToId: '12' });
    const arrived = screen.getByRole('button', { name: /Maintenance tonight/ });
    expect(within(arrived).getByRole('img', { name: 'New' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'New' })).toHaveLength(1);
  });

  it('when mark all as read is refused, then the reason shows, the messages stay unread and a later success clears it', async () => {
    let refuse = true;
    const list = { list: [message('2', 'Deposit credited', false), message('1', 'Welcome', false)], pageNo: 1, totalPages: 1, total: 2, unread: 2 };
    mockWalletApi({
      [messagePaths.list]: () => list,
      [messagePaths.read]: () => {
        if (refuse) throw new Refusal('TOO_MANY_REQUESTS');
        return { count: 0 };
      },
    });
    renderPage(<MessagesPage />);
    const user = userEvent.setup();
    const readAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await user.click(readAll);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again after 5 minutes');
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    expect(readAll).toBeEnabled();
    refuse = false;
    await user.click(readAll);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('when an opened message cannot be marked read, then its text still shows and the failure is said', async () => {
    mockWalletApi({
      [messagePaths.list]: { list: [message('1', 'Welcome', false)], pageNo: 1, totalPages: 1, total: 1, unread: 1 },
      [messagePaths.read]: () => {
        throw new Offline();
      },
    });
    renderPage(<MessagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(screen.getByText('Welcome: the whole text')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network connection problem, please try again');
    expect(within(screen.getByRole('listitem')).getByRole('img', { name: 'New' })).toBeInTheDocument();
  });

  it('when there are no messages, then the page says so', async () => {
    mockWalletApi({ [messagePaths.list]: { list: [], pageNo: 1, totalPages: 0, total: 0, unread: 0 } });
    renderPage(<MessagesPage />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
