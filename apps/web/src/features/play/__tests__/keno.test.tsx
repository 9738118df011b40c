import { kenoRtpPercent } from '@lumen/contracts/play/house-fair';
import { housePaths } from '@lumen/contracts/play/house.contract';
import type { LaunchValue } from '@lumen/contracts/play/play.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { HouseGame } from '../components/house/house-game.tsx';
import { fairness, houseLaunch, kenoOpen, kenoRound, LAUNCH_TOKEN } from './house-fixtures.ts';
import { mockPlayApi, Offline, renderAt } from './play-test-utils.tsx';

const renderKeno = () => renderAt(<HouseGame launch={houseLaunch() as LaunchValue} onBack={() => undefined} />, '/lottery?gameCode=HOUSE_T0001');
const board = () => screen.getByRole('group', { name: 'Numbers to pick' });
/** The board's button of number `n` (the board lists 1 to 40 in order). */
function cell(n: number): HTMLElement {
  const button = board().querySelectorAll('button')[n - 1] as HTMLElement;
  expect(button.querySelector('.keno-cell-number')).toHaveTextContent(String(n));
  return button;
}
const picked = () => within(board()).queryAllByRole('button', { pressed: true }).map((b) => Number(b.textContent));

const PICKS = [3, 17, 25];
const DRAWN = [17, 3, 1, 2, 4, 5, 6, 7, 8, 9];

beforeEach(() => {
  clearSession();
  signIn({ token: 'member-token-0123456789', user: memberInfo() });
});

describe('keno', () => {
  it('when numbers are picked, then a pick toggles and an 11th is refused with a hint', async () => {
    mockPlayApi({ [housePaths.open]: kenoOpen() });
    renderKeno();
    // Eleven picks in a row: no pause between the clicks.
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lumen Keno' })).toBeInTheDocument();
    expect(within(board()).getAllByRole('button')).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    await user.click(cell(7));
    expect(cell(7)).toHaveAttribute('aria-pressed', 'true');
    await user.click(cell(7));
    expect(cell(7)).toHaveAttribute('aria-pressed', 'false');

    for (let n = 1; n <= 10; n++) await user.click(cell(n));
    expect(screen.getByTestId('keno-count')).toHaveTextContent('10 of 10 picked');
    await user.click(cell(11));
    expect(cell(11)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You can pick at most 10 numbers. Tap a picked number to remove it.')).toBeInTheDocument();
    expect(picked()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  it('when quick pick is used, then that many different numbers are picked; clear removes them all', async () => {
    mockPlayApi({ [housePaths.open]: kenoOpen() });
    renderKeno();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Lumen Keno' });
    await user.click(cell(40));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quick pick count' }), '4');
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    const quick = picked();
    expect(quick).toHaveLength(4);
    expect(new Set(quick).size).toBe(4);
    expect(quick.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(screen.getByTestId('keno-count')).toHaveTextContent('4 of 10 picked');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(picked()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('when numbers are picked, then the paytable of that many picks shows each hit count, its pay and the RTP', async () => {
    mockPlayApi({ [housePaths.open]: kenoOpen() });
    renderKeno();
    const user = userEvent.setup();
    expect(await screen.findByText('Pick numbers to see what each number of hits pays.')).toBeInTheDocument();
    for (const n of PICKS) await user.click(cell(n));
    expect(screen.getByRole('heading', { name: 'Paytable for 3 numbers' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('keno-paytable')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['345.00×', '22.90×', '1–', '0–']);
    expect(screen.getByText(`Return to player (RTP): ${kenoRtpPercent(3)}%`)).toBeInTheDocument();
    await user.click(cell(PICKS[0] as number));
    expect(screen.getByRole('heading', { name: 'Paytable for 2 numbers' })).toBeInTheDocument();
  });

  it('when a game is played, then the picks and stake are sent with an Idempotency-Key, the draw shows with its hits, the win and the new balance', async () => {
    const round = kenoRound('K7', 200, PICKS, DRAWN, { ...fairness, serverSeed: null });
    const api = mockPlayApi({
      [housePaths.open]: kenoOpen(),
      [housePaths.kenoPlay]: { round, balance: '53.80', fairness: { ...fairness, nonce: 8 }, replayed: false },
    });
    renderKeno();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Lumen Keno' });
    // Before the draw, its ten places stand empty where the balls will land, and say so.
    const outcome = screen.getByTestId('keno-outcome');
    expect(within(outcome).getByText('The 10 numbers drawn will land here.')).toBeInTheDocument();
    expect(outcome.querySelectorAll('.keno-slot')).toHaveLength(10);
    for (const n of PICKS) await user.click(cell(n));
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.clear(stake);
    await user.type(stake, '2');
    await user.click(screen.getByRole('button', { name: 'Play' }));

    const drawn = await screen.findByRole('list', { name: 'Drawn numbers' });
    const calls = api.to(housePaths.kenoPlay);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ launchToken: LAUNCH_TOKEN, stake: '2', picks: PICKS });
    expect(calls[0]?.headers['idempotency-key']).toMatch(/\S{8,}/);

    expect(within(drawn).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['17 hit', '3 hit', '1', '2', '4', '5', '6', '7', '8', '9']);
    expect(outcome.querySelectorAll('.keno-slot')).toHaveLength(0);
    expect(within(outcome).queryByText('The 10 numbers drawn will land here.')).not.toBeInTheDocument();
    expect(cell(17).className).toContain('is-hit');
    expect(within(board()).getByRole('button', { name: '17, hit' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(board()).getByRole('button', { name: '1, drawn' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(board()).getByRole('button', { name: '25' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Hits: 2 of 3 · pays 2.90×')).toBeInTheDocument();
    expect(screen.getByText('You win')).toHaveTextContent('You win Rs 5.80');
    expect(within(screen.getByTestId('house-balance')).getByText('Rs 53.80')).toBeInTheDocument();
    expect(screen.getByTestId('nonce')).toHaveTextContent('8');
    expect(screen.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', '/verify?roundId=K7');
  });

  it('when a game gets no answer, then "try again" resends it with the same Idempotency-Key; a loss says so', async () => {
    let attempts = 0;
    const round = kenoRound('K8', 100, [40], DRAWN, { ...fairness, serverSeed: null });
    const api = mockPlayApi({
      [housePaths.open]: kenoOpen(),
      [housePaths.kenoPlay]: () => {
        attempts += 1;
        if (attempts === 1) throw new Offline();
        return { round, balance: '49.00', fairness: { ...fairness, nonce: 8 }, replayed: false };
      },
    });
    renderKeno();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Lumen Keno' });
    await user.click(cell(40));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No win this time.')).toBeInTheDocument();
    expect(screen.getByText('Hits: 0 of 1')).toBeInTheDocument();
    await waitFor(() => expect(api.to(housePaths.kenoPlay)).toHaveLength(2));
    const [first, second] = api.to(housePaths.kenoPlay);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual({ launchToken: LAUNCH_TOKEN, stake: '0.10', picks: [40] });
  });
});
