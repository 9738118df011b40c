import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Offline, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { RewardsScreen } from '../screens/rewards-screen.tsx';

const granted = (id: string, username: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  title: username ? 'VIP thanks' : 'Festival bonus',
  amount: '1000.00',
  username,
  claims: 3,
  claimedAmount: '3000.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  createdBy: 'desk',
  ...extra,
});
const page = (list: unknown[]) => ({ list, pageNo: 1, totalPages: list.length ? 1 : 0, total: list.length });

describe("the operator's rewards", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Rewards is in its menu and opens the screen with the operator token', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const api = mockWalletApi({ [`GET ${rewardPaths.grant}`]: page([granted('1', null)]) });
    renderRoutes('/admin/rewards');
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/admin/rewards');
    expect(await screen.findByTestId('granted-1')).toBeInTheDocument();
    const list = api.calls.find((c) => c.path === rewardPaths.grant && c.method === 'GET');
    expect(list?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
    expect(list?.query.get('pageNo')).toBe('1');
  });

  it('when the member, title or amount is missing, then the form says so and grants nothing', async () => {
    const api = mockWalletApi({ [`GET ${rewardPaths.grant}`]: page([]) });
    renderPage(<RewardsScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('No rewards granted yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals, up to 1,000,000.00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Valid for (days)'));
    await user.type(screen.getByLabelText('Valid for (days)'), '400');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 365.')).toBeInTheDocument();
    expect(api.to(rewardPaths.grant)).toHaveLength(0);
  });

  it('when granted to one member, then the username, English title and amount go with 7 days, the desk confirms and the list reloads', async () => {
    let list = [granted('1', null)];
    const api = mockWalletApi({
      [`GET ${rewardPaths.grant}`]: () => page(list),
      [`POST ${rewardPaths.grant}`]: () => {
        list = [granted('2', 'alice', { amount: '250.00', claims: 0, claimedAmount: '0.00' }), ...list];
        return { id: '2', expiresAt: '2026-12-04T10:00:00.000Z' };
      },
    });
    renderPage(<RewardsScreen />);
    const user = userEvent.setup();
    const first = await screen.findByTestId('granted-1');
    expect(first).toHaveTextContent('Festival bonus');
    expect(first).toHaveTextContent('Everyone');
    expect(first).toHaveTextContent('1,000.00');
    expect(first).toHaveTextContent('3,000.00');
    expect(screen.getByRole('radio', { name: 'One member' })).toBeChecked();

    await user.type(screen.getByLabelText('Member (username)'), ' alice ');
    await user.type(screen.getByLabelText('Title (English)'), 'VIP thanks');
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Granted 250\.00 to alice; claimable until 2026-12-0\d/);
    expect(api.to(rewardPaths.grant)[0]?.body).toEqual({ username: 'alice', title: { EN: 'VIP thanks' }, amount: '250', validDays: 7 });
    const added = await screen.findByTestId('granted-2');
    expect(added).toHaveTextContent('alice');
    expect(added).toHaveTextContent('250.00');
    // The form is empty again, ready for the next grant.
    expect(screen.getByLabelText('Title (English)')).toHaveValue('');
    expect(screen.getByLabelText('Valid for (days)')).toHaveValue('7');
  });

  it('when a grant’s answer is lost and it is sent again, then it goes with the same Idempotency-Key; the next grant gets a new one', async () => {
    let lose = true;
    const api = mockWalletApi({
      [`GET ${rewardPaths.grant}`]: () => page([]),
      [`POST ${rewardPaths.grant}`]: () => {
        if (lose) throw new Offline();
        return { id: '7', expiresAt: '2026-12-04T10:00:00.000Z' };
      },
    });
    renderPage(<RewardsScreen />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member (username)'), 'alice');
    await user.type(screen.getByLabelText('Title (English)'), 'Lost answer');
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));
    await waitFor(() => expect(api.to(rewardPaths.grant)).toHaveLength(1));
    lose = false;
    await user.click(await screen.findByRole('button', { name: 'Grant reward' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Granted 25\.00 to alice/);
    const [first, again] = api.to(rewardPaths.grant);
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);

    await user.type(screen.getByLabelText('Member (username)'), 'alice');
    await user.type(screen.getByLabelText('Title (English)'), 'Lost answer');
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));
    await waitFor(() => expect(api.to(rewardPaths.grant)).toHaveLength(3));
    expect(api.to(rewardPaths.grant)[2]?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('when granted to every member, then no username goes, the text and days do, and the desk says it went to everyone', async () => {
    const api = mockWalletApi({
      [`GET ${rewardPaths.grant}`]: page([]),
      [`POST ${rewardPaths.grant}`]: { id: '3', expiresAt: '2026-12-27T10:00:00.000Z' },
    });
    renderPage(<RewardsScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member (username)'), 'bob');
    await user.click(screen.getByRole('radio', { name: 'Every member' }));
    expect(screen.queryByLabelText('Member (username)')).not.toBeInTheDocument();
    expect(screen.getByText('Every member registered now receives it; members who join later do not.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (English)'), 'Festival bonus');
    await user.type(screen.getByLabelText('Text (English, optional)'), 'Happy holidays!');
    await user.type(screen.getByLabelText('Amount'), '1000.50');
    await user.clear(screen.getByLabelText('Valid for (days)'));
    await user.type(screen.getByLabelText('Valid for (days)'), '30');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Granted 1,000\.50 to every member; claimable until 2026-12-2\d/);
    expect(api.to(rewardPaths.grant)[0]?.body).toEqual({ title: { EN: 'Festival bonus' }, body: { EN: 'Happy holidays!' }, amount: '1000.50', validDays: 30 });
  });

  it('when the server refuses a field, then its message shows under that field and no confirmation shows', async () => {
    const api = mockWalletApi({
      [`GET ${rewardPaths.grant}`]: page([]),
      [`POST ${rewardPaths.grant}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', {
          fields: [
            { field: 'username', issue: 'invalid_value', message: 'No such member' },
            { field: 'title.EN', issue: 'too_big', message: 'Too long' },
          ],
        });
      },
    });
    renderPage(<RewardsScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member (username)'), 'ghost');
    await user.type(screen.getByLabelText('Title (English)'), 'Hello');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Grant reward' }));

    const username = screen.getByLabelText('Member (username)');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(within(username.closest('.field') as HTMLElement).getByText('No such member')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Title (English)').closest('.field') as HTMLElement).getByText('Too long')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.to(rewardPaths.grant)[0]?.body).toMatchObject({ username: 'ghost', amount: '10' });
  });
});
