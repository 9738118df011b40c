import { housePaths } from '@lumen/contracts/play/house.contract';
import type { LaunchValue } from '@lumen/contracts/play/play.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { HouseGame } from '../components/house/house-game.tsx';
import { fairness, houseLaunch, LAUNCH_TOKEN } from './house-fixtures.ts';
import { mockPlayApi, Offline, Refusal, renderAt } from './play-test-utils.tsx';

const open = (engine: 'DICE' | 'CRASH') => ({
  engine,
  game: houseLaunch().game,
  mode: 'REAL',
  currency: 'PKR',
  balance: '50.00',
  fairness: engine === 'DICE' ? fairness : null,
  slot: null,
  dice: engine === 'DICE' ? { edgePercent: 1, minChancePercent: 1, maxChancePercent: 95, minStake: '0.10', maxStake: '1000.00' } : null,
  keno: null,
  crash: engine === 'CRASH' ? { bettingMs: 6000, runMaxMs: 15000, pauseMs: 3000, periodMs: 24000, edgePercent: 1, maxMultiplier: '100.00', minStake: '0.10', maxStake: '1000.00' } : null,
  expiresAt: '2026-11-24T12:00:00.000Z',
});

const renderHouse = (onRelaunch?: () => void) => renderAt(<HouseGame launch={houseLaunch() as LaunchValue} onBack={() => undefined} onRelaunch={onRelaunch} />, '/seamless?nodeId=9001');

beforeEach(() => {
  clearSession();
  signIn({ token: 'member-token-0123456789', user: memberInfo() });
});

describe('dice', () => {
  it('when the side and target change, then chance and payout follow; a roll sends them and shows the result', async () => {
    const api = mockPlayApi({
      [housePaths.open]: open('DICE'),
      [housePaths.diceRoll]: {
        round: {
          roundId: 'D9', nodeId: '9001', gameName: 'Dice', mode: 'REAL', currency: 'PKR', stake: '2.00', win: '3.96', status: 'SETTLED', summary: '12.34', createdAt: '2026-11-24T10:00:00.000Z',
          engine: 'DICE', fairness: { ...fairness, serverSeed: null }, dice: { direction: 'OVER', target: '49.99', roll: '72.10', multiplier: '1.9800', won: true },
        },
        balance: '51.96',
        fairness: { ...fairness, nonce: 8 },
        replayed: false,
      },
    });
    renderHouse();
    const user = userEvent.setup();
    expect(await screen.findByTestId('dice-chance')).toHaveTextContent('50.00%');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('1.9800×');
    await user.click(screen.getByRole('radio', { name: 'Roll over' }));
    expect(screen.getByRole('slider', { name: 'Target' })).toHaveValue('4999');
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.clear(stake);
    await user.type(stake, '5000');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The stake must be from Rs 0.10 to Rs 1,000.00.');
    await user.clear(stake);
    await user.type(stake, '2');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByTestId('dice-roll')).toHaveTextContent('72.10');
    expect(api.to(housePaths.diceRoll)[0]?.body).toEqual({ launchToken: LAUNCH_TOKEN, stake: '2', direction: 'OVER', target: '49.99' });
    expect(within(screen.getByTestId('house-balance')).getByText('Rs 51.96')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', '/verify?roundId=D9');
  });
});

describe('crash', () => {
  afterEach(() => vi.useRealTimers());

  const state = (phase: 'BETTING' | 'RUNNING', bet: unknown = null, balance = '50.00') => {
    const now = Date.now();
    const runAt = phase === 'BETTING' ? now + 4_000 : now - 1_000;
    return {
      serverTime: new Date(now).toISOString(),
      round: { chainId: 'c1', roundNumber: 77, phase, bettingAt: new Date(runAt - 6_000).toISOString(), runAt: new Date(runAt).toISOString(), nextAt: new Date(runAt + 18_000).toISOString(), multiplier: '1.00', crashPoint: null, crashedAt: null, hash: null },
      bet,
      history: [{ chainId: 'c1', roundNumber: 76, crashPoint: '3.21', hash: 'aa'.repeat(32) }],
      terminalHash: 'ff'.repeat(32),
      balance,
    };
  };
  const bet = (cashout: string | null) => ({
    roundId: 'C77', nodeId: '9001', gameName: 'Crash', mode: 'REAL', currency: 'PKR', stake: '5.00', win: cashout ? '7.50' : '0.00', status: cashout ? 'SETTLED' : 'OPEN', summary: '', createdAt: '2026-11-24T10:00:00.000Z',
    engine: 'CRASH', fairness: null, crash: { chainId: 'c1', roundNumber: 77, autoCashout: '2.00', cashout, crashPoint: null, hash: null },
  });

  it('when the chain has just started, then the crash points say none has crashed yet instead of an empty list', async () => {
    mockPlayApi({ [housePaths.open]: open('CRASH'), [housePaths.crashState]: () => ({ ...state('BETTING'), history: [] }) });
    renderHouse();
    expect(await screen.findByText('No round has crashed yet in this chain: the first crash point shows here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent crash points' })).not.toBeInTheDocument();
  });

  it('when a bet of a thousand rides the round, then the bet line shows it grouped like every other amount', async () => {
    mockPlayApi({ [housePaths.open]: open('CRASH'), [housePaths.crashState]: () => state('RUNNING', { ...bet(null), stake: '1000.00' }, '0.00') });
    renderHouse();
    expect(await screen.findByTestId('crash-my-bet')).toHaveTextContent('Your bet of Rs 1,000.00 is in this round.');
  });

  it('when betting is open, then a bet with auto cash-out is placed; while running, cash out pays', async () => {
    let current = state('BETTING');
    const api = mockPlayApi({
      [housePaths.open]: open('CRASH'),
      [housePaths.crashState]: () => current,
      [housePaths.crashBet]: () => {
        current = state('RUNNING', bet(null), '45.00');
        return { bet: bet(null), balance: '45.00', replayed: false };
      },
      [housePaths.crashCashout]: () => {
        current = state('RUNNING', bet('1.50'), '52.50');
        return { bet: bet('1.50'), balance: '52.50', replayed: false };
      },
    });
    renderHouse();
    const user = userEvent.setup();
    expect(await screen.findByText(/Betting open: the round starts in/)).toBeInTheDocument();
    expect(screen.getByText('3.21×')).toBeInTheDocument();
    expect(screen.queryByText(/No round has crashed yet/)).not.toBeInTheDocument();
    expect(screen.getByTestId('terminal-hash')).toHaveTextContent('ff'.repeat(32));
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.clear(stake);
    await user.type(stake, '5');
    await user.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(api.to(housePaths.crashBet)).toHaveLength(1));
    expect(api.to(housePaths.crashBet)[0]?.body).toEqual({ launchToken: LAUNCH_TOKEN, stake: '5', autoCashout: '2.00' });
    expect(api.to(housePaths.crashBet)[0]?.headers['idempotency-key']).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /Cash out/ }));
    expect(await screen.findByText('Cashed out at 1.50×')).toBeInTheDocument();
    expect(within(screen.getByTestId('house-balance')).getByText('Rs 52.50')).toBeInTheDocument();
  });

  it('when the polls fail after a round has shown, then the multiplier stops and the failure offers a retry until a poll is answered again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: 'round' | 'offline' | 'crashed' = 'round';
    const running = state('RUNNING');
    const crashedRound = { ...running, round: { ...running.round, phase: 'CRASHED', multiplier: '1.37', crashPoint: '1.37', crashedAt: running.serverTime, hash: 'bb'.repeat(32) } };
    const api = mockPlayApi({
      [housePaths.open]: open('CRASH'),
      [housePaths.crashState]: () => {
        if (answer === 'offline') throw new Offline();
        return answer === 'crashed' ? crashedRound : running;
      },
    });
    renderHouse();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByTestId('crash-multiplier')).toBeInTheDocument();
    expect(screen.getByText('Running: cash out before it crashes')).toBeInTheDocument();

    answer = 'offline';
    // A poll and its two retries find no server.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network connection problem, please try again');
    expect(screen.queryByTestId('crash-multiplier')).not.toBeInTheDocument();
    expect(screen.queryByText('Running: cash out before it crashes')).not.toBeInTheDocument();

    answer = 'crashed';
    const polls = api.to(housePaths.crashState).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent('1.37×');
    expect(api.to(housePaths.crashState).length).toBeGreaterThan(polls);
    expect(screen.getByText('Crashed at 1.37×')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the game session expires during a round, then the multiplier stops and the page offers to open the game again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let expired = false;
    const relaunch = vi.fn();
    mockPlayApi({
      [housePaths.open]: open('CRASH'),
      [housePaths.crashState]: () => {
        if (expired) throw new Refusal('LAUNCH_TOKEN_INVALID', '', 401);
        return state('RUNNING');
      },
    });
    renderHouse(relaunch);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByTestId('crash-multiplier')).toBeInTheDocument();

    expired = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The game session has expired, please open the game again');
    expect(screen.queryByTestId('crash-multiplier')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the game again' }));
    expect(relaunch).toHaveBeenCalledTimes(1);
  });
});
