import { HOUSE_SLOT, slotEvaluate } from '@lumen/contracts/play/house-slot';
import { housePaths } from '@lumen/contracts/play/house.contract';
import type { LaunchValue } from '@lumen/contracts/play/play.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { testQueryClient } from '@/test/render.tsx';
import { HouseGame } from '../components/house/house-game.tsx';
import { fairness, houseLaunch, LAUNCH_TOKEN, slotOpen, slotRound, winningStops } from './house-fixtures.ts';
import { mockPlayApi, Offline, Refusal, renderAt } from './play-test-utils.tsx';

function renderHouse(mode: 'REAL' | 'FUN' = 'REAL') {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const relaunch = vi.fn();
  const utils = renderAt(<HouseGame launch={houseLaunch(mode) as LaunchValue} onBack={() => undefined} onRelaunch={relaunch} />, '/seamless?nodeId=9001', { queryClient });
  return { ...utils, invalidate, relaunch };
}

describe('the house slot', () => {
  beforeEach(() => {
    clearSession();
    signIn({ token: 'member-token-0123456789', user: memberInfo() });
  });

  it('when a spin wins, then the reels stop on the round, the win and its lines show, the balance follows and the header is refreshed', async () => {
    const stops = winningStops();
    const outcome = slotEvaluate(HOUSE_SLOT, stops);
    const round = slotRound('H1', 100, stops, { serverSeed: null, serverSeedHash: fairness.serverSeedHash, clientSeed: 'lucky', nonce: 7 });
    const api = mockPlayApi({
      [housePaths.open]: slotOpen('REAL', '100.00'),
      [housePaths.slotSpin]: { round, balance: '105.00', fairness: { ...fairness, nonce: 8 }, replayed: false },
    });
    const { invalidate } = renderHouse();
    const user = userEvent.setup();
    expect(within(await screen.findByTestId('house-balance')).getByText('Rs 100.00')).toBeInTheDocument();
    expect(screen.getByTestId('nonce')).toHaveTextContent('7');
    expect(screen.getByRole('combobox', { name: 'Stake' })).toHaveDisplayValue('Rs 1.00');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(/You win/)).toBeInTheDocument();
    const spin = api.to(housePaths.slotSpin)[0]!;
    expect(spin.body).toEqual({ launchToken: LAUNCH_TOKEN, stake: '1.00' });
    expect(spin.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(within(screen.getByTestId('slot-outcome')).getByText(`Rs ${round.win}`)).toBeInTheDocument();
    const first = outcome.lineWins[0]!;
    expect(screen.getByText(new RegExp(`^Line ${first.line}: ${first.count} × `))).toBeInTheDocument();
    expect(within(screen.getByTestId('house-balance')).getByText('Rs 105.00')).toBeInTheDocument();
    expect(screen.getByTestId('nonce')).toHaveTextContent('8');
    expect(screen.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', '/verify?roundId=H1');
    // The reels show the round's window, the winning cells lit.
    const names: Record<string, string> = { WILD: 'Wild', CROWN: 'Crown', GEM: 'Gem', BELL: 'Bell', A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', TEN: 'Ten' };
    outcome.window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        expect(within(screen.getByTestId(`cell-${reel}-${row}`)).getByRole('img')).toHaveAccessibleName(names[symbol]!);
      });
    });
    expect(document.querySelectorAll('.slot-cell.is-win').length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'loginInfo'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('when a spin gets no answer, then "try again" resends it with the same Idempotency-Key and the next spin gets a new one', async () => {
    const stops = [0, 0, 0, 0, 0];
    let attempts = 0;
    const api = mockPlayApi({
      [housePaths.open]: slotOpen('REAL', '100.00'),
      [housePaths.slotSpin]: () => {
        attempts += 1;
        if (attempts === 1) throw new Offline();
        return { round: slotRound(`H${attempts}`, 100, stops, { serverSeed: null, serverSeedHash: fairness.serverSeedHash, clientSeed: 'lucky', nonce: 7 }), balance: '99.00', fairness, replayed: attempts === 2 };
      },
    });
    renderHouse();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No answer from the server');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByTestId('house-balance')).getByText('Rs 99.00')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(api.to(housePaths.slotSpin)).toHaveLength(3));
    const [first, retry, next] = api.to(housePaths.slotSpin).map((c) => c.headers['idempotency-key']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('when the stake is above the balance, then spinning is not offered', async () => {
    mockPlayApi({ [housePaths.open]: slotOpen('FUN', '0.50') });
    renderHouse('FUN');
    expect(await screen.findByText('Play money balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(screen.getByText('Your balance is too low for this stake.')).toBeInTheDocument();
  });

  it('when the paytable is opened, then it shows the declared RTP and each symbol\'s pays', async () => {
    mockPlayApi({ [housePaths.open]: slotOpen() });
    renderHouse();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Paytable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable' });
    expect(within(dialog).getByText(`Declared return to player (RTP): ${(HOUSE_SLOT.declaredRtp * 100).toFixed(2)}%`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(1 + 9);
  });

  it('when the seed is rotated, then the old server seed is revealed and the new hash shows', async () => {
    const revealed = { serverSeed: 'cd'.repeat(32), serverSeedHash: fairness.serverSeedHash, clientSeed: 'lucky', nonceCount: 7 };
    mockPlayApi({
      [housePaths.open]: slotOpen(),
      [housePaths.fairnessRotate]: { revealed, fairness: { serverSeedHash: 'ef'.repeat(32), clientSeed: 'lucky', nonce: 0 } },
      [housePaths.fairnessClientSeed]: (c: { body: unknown }) => ({ ...fairness, clientSeed: (c.body as { clientSeed: string }).clientSeed }),
    });
    renderHouse();
    const user = userEvent.setup();
    const seed = await screen.findByRole('textbox', { name: 'Client seed' });
    await user.clear(seed);
    await user.type(seed, 'bad seed!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use 1 to 64 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent(revealed.serverSeed);
    expect(screen.getByTestId('server-seed-hash')).toHaveTextContent('ef'.repeat(32));
    expect(screen.getByTestId('nonce')).toHaveTextContent('0');
  });

  it('when the game session has expired, then the refusal says so and offers to open the game again', async () => {
    mockPlayApi({
      [housePaths.open]: slotOpen(),
      [housePaths.slotSpin]: () => {
        throw new Refusal('LAUNCH_TOKEN_INVALID', '', 401);
      },
    });
    const { relaunch } = renderHouse();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The game session has expired, please open the game again');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the game again' }));
    expect(relaunch).toHaveBeenCalledTimes(1);
  });

  it('when the screen unmounts and mounts again while opening, then the one-time open is sent once and its answer is used', async () => {
    let answer: (v: unknown) => void = () => undefined;
    let opens = 0;
    const api = mockPlayApi({
      [housePaths.open]: () => {
        opens += 1;
        if (opens > 1) throw new Refusal('LAUNCH_TOKEN_INVALID', '', 401);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const queryClient = testQueryClient();
    const game = <HouseGame launch={houseLaunch() as LaunchValue} onBack={() => undefined} />;
    const first = renderAt(game, '/seamless?nodeId=9001', { queryClient });
    await waitFor(() => expect(api.to(housePaths.open)).toHaveLength(1));
    first.unmount();
    renderAt(game, '/seamless?nodeId=9001', { queryClient });
    answer(slotOpen());
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(api.to(housePaths.open)).toHaveLength(1);
  });
});
