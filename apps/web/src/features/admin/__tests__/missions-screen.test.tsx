import { type AdminMission, adminMissionPaths } from '@lumen/contracts/member/missions.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { MissionsScreen, normalReward, normalTarget } from '../screens/missions-screen.tsx';

const mission = (extra: Pick<AdminMission, 'id' | 'code' | 'title' | 'kind' | 'target' | 'reward'> & Partial<AdminMission>): AdminMission => ({
  gameType: null,
  period: 'DAILY',
  enabled: true,
  claimsThisWeek: 0,
  ...extra,
});
const missions = [
  mission({ id: '1', code: 'DAILY_TURNOVER', title: 'Bet 500 today', kind: 'TURNOVER', target: '500.00', reward: '5.00', claimsThisWeek: 12 }),
  mission({ id: '2', code: 'DAILY_SLOTS', title: 'Play 20 slot rounds', kind: 'ROUNDS', gameType: 'RNG', target: '20', reward: '3.00', claimsThisWeek: 4 }),
  mission({ id: '3', code: 'WEEKLY_DEPOSIT', title: 'Deposit 1,000 this week', kind: 'DEPOSIT', period: 'WEEKLY', target: '1000.00', reward: '25.00' }),
];
const listed = { [`GET ${adminMissionPaths.list}`]: { list: missions } };
const updatePath = (id: string) => adminMissionPaths.update.replace(':id', id);
/** The mission as the server answers a PUT: what it had, with what was sent. */
const updated = (id: string) => (call: WalletCall) => ({ ...missions.find((m) => m.id === id), ...(call.body as object) });

const rowOf = (id: string) => screen.getByTestId(`mission-${id}`);
const targetOf = (title: string) => screen.getByLabelText(`Target of ${title}`);
const rewardOf = (title: string) => screen.getByLabelText(`Reward of ${title}`);
const switchOf = (title: string) => screen.getByRole('switch', { name: `${title} is on` });
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("the operator's missions", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Missions is in its menu and opens the screen with the operator token', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const api = mockWalletApi(listed);
    renderRoutes('/admin/missions');
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Missions' })).toHaveAttribute('href', '/admin/missions');
    expect(await screen.findByTestId('mission-1')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === adminMissionPaths.list)?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when opened, then every mission shows its title, code, period, kind, game type, target, reward, switch and claims; Save waits for a change', async () => {
    mockWalletApi(listed);
    renderPage(<MissionsScreen />);
    const turnover = await screen.findByTestId('mission-1');
    for (const text of ['Bet 500 today', 'DAILY_TURNOVER', 'Daily', 'Turnover', 'All games', '12']) expect(turnover).toHaveTextContent(text);
    const slots = rowOf('2');
    for (const text of ['Play 20 slot rounds', 'DAILY_SLOTS', 'Rounds played', 'Slots', '4']) expect(slots).toHaveTextContent(text);
    expect(rowOf('3')).toHaveTextContent('Weekly');
    expect(rowOf('3')).toHaveTextContent('Deposits');
    expect(targetOf('Bet 500 today')).toHaveValue('500.00');
    expect(targetOf('Play 20 slot rounds')).toHaveValue('20');
    expect(rewardOf('Deposit 1,000 this week')).toHaveValue('25.00');
    expect(switchOf('Bet 500 today')).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('when the list cannot be loaded, then the error shows with a retry that loads it', async () => {
    let fail = true;
    mockWalletApi({
      [`GET ${adminMissionPaths.list}`]: () => {
        if (fail) throw new Refusal('INTERNAL', 'Something went wrong, please try again', null, 500);
        return { list: missions };
      },
    });
    renderPage(<MissionsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('mission-1')).toBeInTheDocument();
  });

  it('when a target and a reward are changed and saved, then one PUT goes to that mission with only those fields, and the desk confirms', async () => {
    const api = mockWalletApi({ ...listed, [`PUT ${updatePath('1')}`]: updated('1') });
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-1');

    await retype(user, targetOf('Bet 500 today'), '750');
    await retype(user, rewardOf('Bet 500 today'), '7.5');
    // The same reward written another way is no change.
    await retype(user, rewardOf('Play 20 slot rounds'), '3');
    expect(within(rowOf('1')).getByText('Was 500.00')).toBeInTheDocument();
    expect(rowOf('2')).not.toHaveAttribute('data-changed');
    expect(screen.getByText('1 mission changed')).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Saved 1 mission.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(api.to(updatePath('1'), 'PUT')[0]?.body).toEqual({ target: '750.00', reward: '7.50' });
    expect(within(rowOf('1')).getByText('Saved')).toBeInTheDocument();
    expect(targetOf('Bet 500 today')).toHaveValue('750.00');
    expect(rewardOf('Bet 500 today')).toHaveValue('7.50');
    expect(save()).toBeDisabled();
  });

  it('when a mission is switched off and saved, then only { enabled: false } is sent, and the row shows it saving', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = mockWalletApi({
      ...listed,
      [`PUT ${updatePath('2')}`]: (call: WalletCall) => new Promise((resolve) => (answer = () => resolve(updated('2')(call)))),
    });
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-2');

    await user.click(switchOf('Play 20 slot rounds'));
    expect(switchOf('Play 20 slot rounds')).not.toBeChecked();
    await user.click(save());

    expect(await within(rowOf('2')).findByText('Saving…')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(api.to(updatePath('2'), 'PUT')[0]?.body).toEqual({ enabled: false });
    answer(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved 1 mission.');
    expect(switchOf('Play 20 slot rounds')).not.toBeChecked();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('when two missions change, then each gets its own PUT', async () => {
    const api = mockWalletApi({ ...listed, [`PUT ${updatePath('1')}`]: updated('1'), [`PUT ${updatePath('3')}`]: updated('3') });
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-1');
    await user.click(switchOf('Bet 500 today'));
    await retype(user, rewardOf('Deposit 1,000 this week'), '30');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved 2 missions.');
    expect(api.to(updatePath('1'), 'PUT').map((c) => c.body)).toEqual([{ enabled: false }]);
    expect(api.to(updatePath('3'), 'PUT').map((c) => c.body)).toEqual([{ reward: '30.00' }]);
  });

  it('when the server refuses a target, then its message shows under that row’s target, and other rows stay clean', async () => {
    mockWalletApi({
      ...listed,
      [`PUT ${updatePath('2')}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', {
          fields: [{ field: 'target', issue: 'too_big', message: 'At most 100000' }],
        });
      },
    });
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-2');
    await retype(user, targetOf('Play 20 slot rounds'), '99999');
    await user.click(save());

    await waitFor(() => expect(targetOf('Play 20 slot rounds')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(rowOf('2')).getByText('At most 100000')).toBeInTheDocument();
    expect(targetOf('Play 20 slot rounds')).toHaveAccessibleDescription('At most 100000');
    expect(rewardOf('Play 20 slot rounds')).toHaveAttribute('aria-invalid', 'false');
    expect(within(rowOf('1')).queryByText('At most 100000')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some missions were not saved; see the messages under them.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // What the operator typed stays; correcting it clears the message.
    expect(targetOf('Play 20 slot rounds')).toHaveValue('99999');
    await retype(user, targetOf('Play 20 slot rounds'), '30');
    expect(within(rowOf('2')).queryByText('At most 100000')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server refuses for another reason, then its message shows on that row', async () => {
    mockWalletApi({
      ...listed,
      [`PUT ${updatePath('3')}`]: () => {
        throw new Refusal('NOT_FOUND', 'Not found', null, 404);
      },
    });
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-3');
    await user.click(switchOf('Deposit 1,000 this week'));
    await user.click(save());
    expect(await within(rowOf('3')).findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a count target is not a whole number or a reward is bad, then it is refused under its field and nothing is sent', async () => {
    const api = mockWalletApi(listed);
    renderPage(<MissionsScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('mission-2');

    await retype(user, targetOf('Play 20 slot rounds'), '2.5');
    await retype(user, rewardOf('Bet 500 today'), '1000000.01');
    await retype(user, targetOf('Deposit 1,000 this week'), '0');
    await user.click(save());

    expect(within(rowOf('2')).getByText('Enter a whole number from 1 to 100000.')).toBeInTheDocument();
    expect(within(rowOf('1')).getByText('Enter an amount above 0 with at most 2 decimals, up to 1,000,000.00.')).toBeInTheDocument();
    expect(within(rowOf('3')).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(targetOf('Play 20 slot rounds')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('when targets and rewards are normalised, then the server form is used', () => {
    expect(normalTarget('TURNOVER', '500')).toBe('500.00');
    expect(normalTarget('DEPOSIT', '12,5')).toBe('12.50');
    expect(normalTarget('DEPOSIT', '0')).toBeNull();
    expect(normalTarget('TURNOVER', '1.234')).toBeNull();
    expect(normalTarget('ROUNDS', ' 20 ')).toBe('20');
    expect(normalTarget('WINS', '100000')).toBe('100000');
    expect(normalTarget('WINS', '100001')).toBeNull();
    expect(normalTarget('ROUNDS', '2.5')).toBeNull();
    expect(normalTarget('ROUNDS', '0')).toBeNull();
    expect(normalReward('7.5')).toBe('7.50');
    expect(normalReward('1000000')).toBe('1000000.00');
    expect(normalReward('1000000.01')).toBeNull();
    expect(normalReward('0')).toBeNull();
  });
});
