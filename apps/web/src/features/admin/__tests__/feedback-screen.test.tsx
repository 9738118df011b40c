import { type DeskFeedback, feedbackPaths } from '@lumen/contracts/member/feedback.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { PAGE_SIZE } from '../api/admin-api.ts';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { FeedbackScreen } from '../screens/feedback-screen.tsx';

const TOKEN = 'op_token_abcdefghijklmnopqrstuvwxyz';

const item = (id: string, extra: Partial<DeskFeedback> = {}): DeskFeedback => ({
  id,
  username: 'alice',
  questionType: 'WITHDRAWAL',
  content: 'My withdrawal is still in process after a day.',
  status: 'OPEN',
  reply: null,
  createdAt: '2026-11-28T09:30:00.000Z',
  repliedAt: null,
  ...extra,
});
const page = (list: DeskFeedback[]) => ({ list, pageNo: 1, totalPages: list.length > 0 ? 1 : 0, total: list.length });
const replyPath = (id: string) => `${feedbackPaths.desk}/${id}/reply`;

/** The desk's feedback as the server keeps it: an answered one leaves OPEN for ANSWERED. */
function deskApi(initial: DeskFeedback[], extra: Record<string, unknown> = {}) {
  const items = [...initial];
  const answer = (id: string, reply: string) => {
    const i = items.findIndex((f) => f.id === id);
    const done: DeskFeedback = { ...items[i]!, status: 'ANSWERED', reply, repliedAt: '2026-11-28T10:00:00.000Z' };
    items[i] = done;
    return done;
  };
  const api = mockWalletApi({
    [`GET ${feedbackPaths.desk}`]: (call: WalletCall) => page(items.filter((f) => f.status === (call.query.get('status') ?? 'OPEN'))),
    [`POST ${replyPath('7')}`]: (call: WalletCall) => answer('7', (call.body as { reply: string }).reply),
    ...extra,
  });
  return { api, items, answer };
}

const lists = (api: ReturnType<typeof mockWalletApi>) => api.calls.filter((c) => c.path === feedbackPaths.desk && c.method === 'GET');
const replyField = () => screen.getByLabelText('Your reply');

describe("the operator's feedback", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Feedback follows Messages in its menu and lists the open feedback with the operator token', async () => {
    adminSignIn(TOKEN, { id: '1', username: 'desk', lastLoginAt: null });
    const { api } = deskApi([item('7')]);
    renderRoutes('/admin/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Payment desk' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links[links.indexOf('Messages') + 1]).toBe('Feedback');
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback');

    const row = await screen.findByTestId('feedback-7');
    expect(row).toHaveTextContent('alice');
    expect(row).toHaveTextContent('Withdrawal');
    expect(row).toHaveTextContent('My withdrawal is still in process after a day.');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const list = lists(api)[0];
    expect(list?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(list?.query.get('status')).toBe('OPEN');
  });

  it('when a reply is sent, then the trimmed reply goes, the row leaves the open tab, the desk says the member was answered and the answered tab shows it', async () => {
    const { api } = deskApi([item('7'), item('8', { username: 'bob', content: 'Where is my bonus for the weekend?' })]);
    renderPage(<FeedbackScreen />);
    const user = userEvent.setup();
    const row = await screen.findByTestId('feedback-7');
    await user.click(within(row).getByRole('button', { name: 'Reply' }));

    const dialog = screen.getByRole('dialog', { name: 'Reply to feedback' });
    expect(dialog).toHaveTextContent('My withdrawal is still in process after a day.');
    await user.type(replyField(), '  It was paid at 10:00, please check your bank.  ');
    expect(within(dialog).getByText('45 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent: alice will find it beside their feedback and in their platform messages.');
    expect(api.to(replyPath('7'))[0]?.body).toEqual({ reply: 'It was paid at 10:00, please check your bank.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('feedback-7')).not.toBeInTheDocument());
    expect(screen.getByTestId('feedback-8')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Answered' }));
    const answered = await screen.findByTestId('feedback-7');
    expect(answered).toHaveTextContent('It was paid at 10:00, please check your bank.');
    expect(within(answered).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(lists(api).at(-1)?.query.get('status')).toBe('ANSWERED');
  });

  it('when the only item on the last page is answered, then the desk steps back to the page now last and shows its rows', async () => {
    // One more open feedback than a page holds, oldest first: the last one alone on page 2.
    const items = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => item(String(i + 1), { content: `Question number ${i + 1}` }));
    const lastId = String(PAGE_SIZE + 1);
    const api = mockWalletApi({
      [`GET ${feedbackPaths.desk}`]: (call: WalletCall) => {
        const open = items.filter((f) => f.status === (call.query.get('status') ?? 'OPEN'));
        const pageNo = Number(call.query.get('pageNo'));
        const size = Number(call.query.get('pageSize'));
        return { list: open.slice((pageNo - 1) * size, pageNo * size), pageNo, totalPages: Math.ceil(open.length / size), total: open.length };
      },
      [`POST ${replyPath(lastId)}`]: (call: WalletCall) => {
        const done: DeskFeedback = { ...items[PAGE_SIZE]!, status: 'ANSWERED', reply: (call.body as { reply: string }).reply, repliedAt: '2026-11-28T10:00:00.000Z' };
        items[PAGE_SIZE] = done;
        return done;
      },
    });
    renderPage(<FeedbackScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('feedback-1');
    await user.click(screen.getByRole('button', { name: '2' }));
    const last = await screen.findByTestId(`feedback-${lastId}`);
    expect(screen.queryByTestId('feedback-1')).not.toBeInTheDocument();

    await user.click(within(last).getByRole('button', { name: 'Reply' }));
    await user.type(replyField(), 'It was paid at 10:00.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent');

    // Page 2 answers nothing now (one page left): page 1’s rows show, not "nothing here".
    expect(await screen.findByTestId('feedback-1')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^feedback-\d+$/)).toHaveLength(PAGE_SIZE);
    expect(screen.queryByTestId(`feedback-${lastId}`)).not.toBeInTheDocument();
    expect(screen.queryByText('No feedback is waiting for a reply.')).not.toBeInTheDocument();
    expect(lists(api).at(-1)?.query.get('pageNo')).toBe('1');
  });

  it('when the reply is empty or only spaces, then it is refused in the dialog and nothing is sent', async () => {
    const { api } = deskApi([item('7')]);
    renderPage(<FeedbackScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('feedback-7')).getByRole('button', { name: 'Reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to feedback' });

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(replyField()).toHaveAttribute('aria-invalid', 'true');
    expect(replyField()).toHaveAccessibleDescription(expect.stringContaining('Write a reply of 1 to 1,000 characters.'));
    await user.type(replyField(), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(replyField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(replyPath('7'))).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Reply to feedback' })).toBeInTheDocument();
  });

  it('when another operator answered it first, then the dialog says it was answered already and the list reloads without it', async () => {
    const { api, answer } = deskApi([item('7')], {
      [`POST ${replyPath('7')}`]: () => {
        answer('7', 'Answered by a colleague.');
        throw new Refusal('ALREADY_PROCESSED', '', null, 409);
      },
    });
    renderPage(<FeedbackScreen />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('feedback-7')).getByRole('button', { name: 'Reply' }));
    await user.type(replyField(), 'It was paid at 10:00.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    const dialog = screen.getByRole('dialog', { name: 'Reply to feedback' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This feedback has already been answered. The list has been refreshed.');
    await waitFor(() => expect(screen.queryByTestId('feedback-7')).not.toBeInTheDocument());
    expect(lists(api).length).toBeGreaterThan(1);
    expect(screen.queryByText(/Reply sent/)).not.toBeInTheDocument();
  });
});
