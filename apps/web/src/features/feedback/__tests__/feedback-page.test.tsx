import { TRIAL_TYPE } from '@lumen/contracts/auth/account-types';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { type Feedback, feedbackPaths } from '@lumen/contracts/member/feedback.contract';
import { systemPaths } from '@lumen/contracts/system/system.paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, setMember, TOKEN_KEY } from '@/lib/session.ts';
import { applyMessageEvent } from '@/lib/use-member-socket.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { FeedbackPage } from '../screens/feedback-page.tsx';

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

const feedback = (id: string, extra: Partial<Feedback> = {}): Feedback => ({
  id,
  questionType: 'DEPOSIT',
  content: 'My deposit has not arrived after an hour.',
  status: 'OPEN',
  reply: null,
  createdAt: '2026-11-28T09:30:00.000Z',
  repliedAt: null,
  ...extra,
});
const page = (list: Feedback[], extra: { pageNo?: number; totalPages?: number; total?: number } = {}) => ({
  list,
  pageNo: extra.pageNo ?? 1,
  totalPages: extra.totalPages ?? (list.length > 0 ? 1 : 0),
  total: extra.total ?? list.length,
});

/** The member's feedback as the server keeps it: a PUT adds one at the top of the list. */
function feedbackApi(initial: Feedback[] = [], put?: (call: WalletCall) => unknown) {
  const items = [...initial];
  const api = mockWalletApi({
    [`GET ${feedbackPaths.member}`]: () => page(items),
    [`PUT ${feedbackPaths.member}`]:
      put ??
      ((call: WalletCall) => {
        const body = call.body as { questionType: Feedback['questionType']; content: string };
        const created = feedback(String(100 + items.length), { ...body, createdAt: '2026-11-28T10:00:00.000Z' });
        items.unshift(created);
        return created;
      }),
  });
  return { api, items };
}

function renderFeedback() {
  setMember(memberInfo());
  return renderPage(<FeedbackPage />);
}

const typeField = () => screen.getByLabelText('Question type');
const textField = () => screen.getByLabelText('Your feedback');
const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });
const puts = (api: ReturnType<typeof mockWalletApi>) => api.to(feedbackPaths.member, 'PUT');

describe('feedback: the form', () => {
  it('when nothing is chosen or typed, then the type and the text are asked for and nothing is sent', async () => {
    const { api } = feedbackApi();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText('You have not sent any feedback yet. What you send shows here with our answers.');

    await user.click(sendButton());
    expect(typeField()).toHaveAttribute('aria-invalid', 'true');
    expect(typeField()).toHaveAccessibleDescription('Choose a question type.');
    expect(typeField()).toHaveFocus();
    expect(textField()).toHaveAccessibleDescription(expect.stringContaining('Write your feedback.'));
    expect(puts(api)).toHaveLength(0);

    await user.selectOptions(typeField(), 'Games');
    expect(typeField()).toHaveAttribute('aria-invalid', 'false');
    await user.click(sendButton());
    expect(textField()).toHaveFocus();
    expect(puts(api)).toHaveLength(0);
  });

  it('when the text is under 10 characters once trimmed, then it says so with the count and nothing is sent', async () => {
    const { api } = feedbackApi();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.selectOptions(typeField(), 'Account');
    await user.type(textField(), '   short   ');
    expect(screen.getByTestId('feedback-count')).toHaveTextContent('5 / 1,000');
    await user.click(sendButton());
    expect(textField()).toHaveAttribute('aria-invalid', 'true');
    expect(textField()).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters (you have 5).'));
    expect(puts(api)).toHaveLength(0);

    await user.type(textField(), 'er than ten');
    expect(textField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('when the text passes 1,000 characters, then it says so at once, the count turns red and nothing is sent', async () => {
    const { api } = feedbackApi();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.selectOptions(typeField(), 'Other');
    await user.click(textField());
    await user.paste('a'.repeat(1001));
    expect(textField()).toHaveAccessibleDescription(expect.stringContaining('Keep it to 1,000 characters or fewer (you have 1,001).'));
    expect(screen.getByTestId('feedback-count')).toHaveTextContent('1,001 / 1,000');
    expect(screen.getByTestId('feedback-count')).toHaveAttribute('data-over', 'true');
    await user.click(sendButton());
    expect(puts(api)).toHaveLength(0);

    await user.type(textField(), '{Backspace}');
    expect(textField()).toHaveAttribute('aria-invalid', 'false');
    await user.click(sendButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
  });

  it('when a valid feedback is sent, then the trimmed text goes with its type and the member token, the note promises an answer and it heads the list', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    const { api } = feedbackApi([feedback('7')]);
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByTestId('feedback-7');

    await user.selectOptions(typeField(), 'Withdrawal');
    await user.type(textField(), '  My withdrawal is still in process.  ');
    await user.click(sendButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your feedback has been sent. We will answer you here and in your platform messages.');
    const put = puts(api)[0];
    expect(put?.body).toEqual({ questionType: 'WITHDRAWAL', content: 'My withdrawal is still in process.' });
    expect(put?.headers.authorization).toBe('Bearer session-token');
    // The form is ready for the next one.
    expect(typeField()).toHaveValue('');
    expect(textField()).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'My feedback' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('My withdrawal is still in process.');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Waiting for reply');
  });

  it('when the server refuses a field, then its message shows under that field and no success note shows', async () => {
    feedbackApi([], () => {
      throw new Refusal('VALIDATION_FAILED', 'Please enter correct information', {
        fields: [{ field: 'content', issue: 'too_small', message: 'Write at least 10 characters' }],
      });
    });
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.selectOptions(typeField(), 'Games');
    await user.type(textField(), 'The game froze on the bonus round.');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 10 characters');
    expect(textField()).toHaveAttribute('aria-invalid', 'true');
    expect(textField()).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters'));
    expect(screen.queryByText(/your feedback has been sent/)).not.toBeInTheDocument();

    // Editing the text clears the server's word.
    await user.type(textField(), '!');
    expect(textField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('when the member leaves a text under the contract minimum, then it says so on leaving the field, before any request', async () => {
    const { api } = feedbackApi();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.type(textField(), 'Too short');
    // While typing, only too long speaks.
    expect(textField()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(textField()).toHaveAttribute('aria-invalid', 'true');
    expect(textField()).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters (you have 9).'));
    expect(typeField()).toHaveAttribute('aria-invalid', 'false');
    expect(puts(api)).toHaveLength(0);
  });

  it('when the server refuses the question type, then its message shows under the type and goes once another is chosen', async () => {
    const { api } = feedbackApi([], () => {
      throw new Refusal('VALIDATION_FAILED', 'Please enter correct information', {
        fields: [{ field: 'questionType', issue: 'invalid_value', message: 'Question type is not one of the accepted values' }],
      });
    });
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.selectOptions(typeField(), 'Deposit');
    await user.type(textField(), 'My deposit has not arrived yet.');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Question type is not one of the accepted values');
    expect(puts(api)).toHaveLength(1);
    expect(typeField()).toHaveAttribute('aria-invalid', 'true');
    expect(typeField()).toHaveAccessibleDescription('Question type is not one of the accepted values');
    expect(textField()).toHaveAttribute('aria-invalid', 'false');

    await user.selectOptions(typeField(), 'Other');
    expect(typeField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the hourly limit is reached, then the member is told how many may be sent an hour', async () => {
    feedbackApi([], () => {
      throw new Refusal('TOO_MANY_REQUESTS', '', null, 429);
    });
    renderFeedback();
    const user = userEvent.setup();
    await screen.findByText(/You have not sent any feedback yet/);
    await user.selectOptions(typeField(), 'Suggestion');
    await user.type(textField(), 'Please add more table games.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can send 5 feedback messages an hour. Please try again later.');
    expect(screen.queryByText(/your feedback has been sent/)).not.toBeInTheDocument();
  });
});

describe('feedback: my feedback', () => {
  it('when the member has feedback, then each shows its type, text and status, and an answered one its reply set apart', async () => {
    const { api } = feedbackApi([
      feedback('9', { questionType: 'PROMOTION', content: 'How do I join the weekly promotion?' }),
      feedback('8', {
        questionType: 'DEPOSIT',
        status: 'ANSWERED',
        reply: 'Your deposit was credited at 10:05.',
        repliedAt: '2026-11-28T10:05:00.000Z',
      }),
    ]);
    renderFeedback();
    const open = await screen.findByTestId('feedback-9');
    expect(open).toHaveTextContent('Promotions');
    expect(open).toHaveTextContent('How do I join the weekly promotion?');
    expect(open).toHaveTextContent('Waiting for reply');
    expect(within(open).queryByRole('region', { name: 'Our reply' })).not.toBeInTheDocument();

    const answered = screen.getByTestId('feedback-8');
    expect(answered).toHaveTextContent('Deposit');
    expect(answered).toHaveTextContent('Answered');
    const reply = within(answered).getByRole('region', { name: 'Our reply' });
    expect(reply).toHaveTextContent('Your deposit was credited at 10:05.');
    expect(reply.querySelector('time')).toHaveAttribute('dateTime', '2026-11-28T10:05:00.000Z');

    const list = api.calls.find((c) => c.path === feedbackPaths.member && c.method === 'GET');
    expect(list?.query.get('pageNo')).toBe('1');
    expect(list?.query.get('pageSize')).toBe('10');
  });

  it('when the operator’s answer arrives as a platform message, then the list is read again and the feedback shows answered with the reply', async () => {
    const { items } = feedbackApi([feedback('5')]);
    setMember(memberInfo());
    const { queryClient } = renderPage(<FeedbackPage />);
    const item = await screen.findByTestId('feedback-5');
    expect(item).toHaveTextContent('Waiting for reply');

    // The operator answers: the server now has the reply, and the member's socket hears of a message.
    items[0] = feedback('5', { status: 'ANSWERED', reply: 'Your deposit was credited at 10:05.', repliedAt: '2026-11-28T10:05:00.000Z' });
    applyMessageEvent(queryClient);

    await waitFor(() => expect(screen.getByTestId('feedback-5')).toHaveTextContent('Answered'));
    expect(screen.getByTestId('feedback-5')).not.toHaveTextContent('Waiting for reply');
    expect(within(screen.getByTestId('feedback-5')).getByRole('region', { name: 'Our reply' })).toHaveTextContent('Your deposit was credited at 10:05.');
  });

  it('when the list cannot be loaded, then the error shows with a retry that loads it', async () => {
    let fail = true;
    mockWalletApi({
      [`GET ${feedbackPaths.member}`]: () => {
        if (fail) throw new Refusal('INTERNAL', 'Something went wrong', null, 500);
        return page([feedback('3')]);
      },
    });
    renderFeedback();
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('feedback-3')).toBeInTheDocument();
  });
});

describe('feedback: who sees what', () => {
  it('when a trial account opens the page, then it is told a real account is needed and the feedback API is never asked', async () => {
    const { api } = feedbackApi([feedback('1')]);
    setMember(memberInfo({ isTrial: true, type: TRIAL_TYPE }));
    renderPage(<FeedbackPage />);
    const trial = await screen.findByTestId('feedback-trial');
    expect(trial).toHaveTextContent('Real account needed');
    expect(trial).toHaveTextContent('A real account is needed, please register first');
    expect(screen.queryByLabelText('Your feedback')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === feedbackPaths.member)).toHaveLength(0);
  });

  it('when the member centre opens, then Feedback follows Platform Messages in its menu and opens the page', async () => {
    feedbackApi();
    setMember(memberInfo());
    renderPage(<MemberCenterScreen pages={{ feedback: FeedbackPage }} />, { route: '/member?page=feedback' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    const items = within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items[items.indexOf('Platform Messages') + 1]).toBe('Feedback');
    expect(within(menu).getByRole('button', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Feedback');
    expect(await screen.findByLabelText('Question type')).toBeInTheDocument();
  });
});

describe('help centre: still need help', () => {
  const helpApi = (extra: Record<string, unknown> = {}) =>
    mockWalletApi({
      '/wps/system/permission': permissionValue(),
      [systemPaths.helpCenter]: { categories: [{ id: '1', anchor: 'deposit', title: 'Deposits', items: [] }] },
      ...extra,
    });

  it('when a visitor asks to send feedback, then the login popup opens', async () => {
    helpApi();
    const { router } = renderRoutes('/help');
    const card = await screen.findByRole('region', { name: 'Still need help?' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Send us feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('when a member asks to send feedback, then the member centre opens at Feedback', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'session-token');
    helpApi({ [authPaths.loginInfo]: memberInfo(), [`GET ${feedbackPaths.member}`]: page([]) });
    const { router } = renderRoutes('/help');
    const card = await screen.findByRole('region', { name: 'Still need help?' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Send us feedback' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=feedback'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
