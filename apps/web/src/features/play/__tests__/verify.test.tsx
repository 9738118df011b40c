import { createHmac } from 'node:crypto';
import { fairMessage, kenoDrawFromBytes } from '@lumen/contracts/play/house-fair';
import { housePaths, houseRoundPath } from '@lumen/contracts/play/house.contract';
import { playPaths } from '@lumen/contracts/play/play.contract';
import { systemPaths } from '@lumen/contracts/system/system.paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import VerifyRoute from '@/app/routes/verify.tsx';
import { clearSession, signIn } from '@/lib/session.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { chainedCrashRound, houseLaunch, seededDiceRound, seededKenoRound, seededSlotRound } from './house-fixtures.ts';
import { mockPlayApi, Refusal, renderAt } from './play-test-utils.tsx';

const SERVER_SEED = '3f6c1a9be2d44e0f8a7b5c6d7e8f90123456789abcdef0fedcba9876543210aa';

const renderVerify = (path: string) => renderAt(<VerifyRoute />, path, { modals: 'probe' });

/** The keno draw of a bet, as the server makes it: HMAC byte rounds 0 and 1 one after the other. */
function kenoDraw(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const round = (r: number) => createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(fairMessage(clientSeed, nonce, r)).digest();
  return kenoDrawFromBytes(new Uint8Array([...round(0), ...round(1)]));
}
const numbersIn = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => Number.parseInt(li.textContent ?? '', 10));

describe('the verify page', () => {
  beforeEach(() => clearSession());

  it('when a revealed round is opened, then the browser recomputes it and says verified', async () => {
    const round = seededSlotRound('H42', SERVER_SEED, 'my-seed', 5);
    const api = mockPlayApi({ [houseRoundPath('H42')]: round, [systemPaths.permission]: permissionValue() });
    renderVerify('/verify?roundId=H42');
    const verdict = await screen.findByTestId('verdict');
    // The site's own currency is written with its symbol, as everywhere else.
    expect(await screen.findByText(`Rs ${round.stake}`)).toBeInTheDocument();
    expect(within(verdict).getByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(within(verdict).getByText(round.fairness.serverSeedHash)).toBeInTheDocument();
    expect(within(verdict).getByText(round.slot.stops.join(','))).toBeInTheDocument();
    // The lookup is public: no token is sent.
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('when the recorded outcome differs from the seeds, then it says mismatch and shows both', async () => {
    const round = seededSlotRound('H43', SERVER_SEED, 'my-seed', 6);
    const forged = { ...round, slot: { ...round.slot, stops: round.slot.stops.map((s, i) => (i === 0 ? (s + 1) % 24 : s)) } };
    mockPlayApi({ [houseRoundPath('H43')]: forged });
    renderVerify('/verify?roundId=H43');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
    expect(within(verdict).getByText(`recorded ${forged.slot.stops.join(',')}, computed ${round.slot.stops.join(',')}`)).toBeInTheDocument();
  });

  it('when the seed hash shown before play does not match the revealed seed, then it is a mismatch', async () => {
    const round = seededSlotRound('H44', SERVER_SEED, 'my-seed', 1);
    mockPlayApi({ [houseRoundPath('H44')]: { ...round, fairness: { ...round.fairness, serverSeedHash: '00'.repeat(32) } } });
    renderVerify('/verify?roundId=H44');
    expect(await screen.findByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
  });

  it('when the seed is not revealed yet, then the page explains that rotating reveals it', async () => {
    const round = seededSlotRound('H45', SERVER_SEED, 'my-seed', 2);
    mockPlayApi({ [houseRoundPath('H45')]: { ...round, fairness: { ...round.fairness, serverSeed: null } } });
    renderVerify('/verify?roundId=H45');
    expect(await screen.findByText('The server seed of this round is not revealed yet.')).toBeInTheDocument();
    expect(screen.getByText(/Rotating the seed/)).toBeInTheDocument();
    // A visitor cannot rotate anyone's seed.
    expect(screen.queryByRole('button', { name: 'Rotate my seed now' })).not.toBeInTheDocument();
  });

  it('when a round id is typed, then that round is looked up', async () => {
    const round = seededSlotRound('H46', SERVER_SEED, 'abc', 0);
    mockPlayApi({ [houseRoundPath('H46')]: round });
    const { router } = renderVerify('/verify');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Round ID' }), 'bad id!');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the round ID');
    await user.clear(screen.getByRole('textbox', { name: 'Round ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Round ID' }), 'H46');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?roundId=H46');
  });

  it('when seeds are pasted by hand, then the same outcome is computed', async () => {
    const round = seededSlotRound('H47', SERVER_SEED, 'hand', 9);
    mockPlayApi({});
    renderVerify(`/verify?serverSeed=${SERVER_SEED}&clientSeed=hand&nonce=9`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Compute' }));
    expect(await screen.findByTestId('manual-hash')).toHaveTextContent(round.fairness.serverSeedHash);
    expect(screen.getByText(`Reel stops ${round.slot.stops.join(', ')}; ${round.slot.totalMultiplier}× the line bet`)).toBeInTheDocument();
  });

  it('when a dice round is opened, then its roll and result are recomputed', async () => {
    const round = seededDiceRound('D1', SERVER_SEED, 'dice-seed', 3, 'UNDER', 5_000);
    mockPlayApi({ [houseRoundPath('D1')]: round });
    renderVerify('/verify?roundId=D1');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(within(verdict).getByTestId('computed')).toHaveTextContent(round.dice.roll);
    // The recorded result in words, from the round's outcome.
    const multiplier = Number(round.dice.multiplier).toFixed(2);
    const words = round.dice.won ? `Under 50.00, rolled ${round.dice.roll}: won at ${multiplier}×` : `Under 50.00, rolled ${round.dice.roll}: lost`;
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('when a dice round claims a win its roll does not give, then it is a mismatch', async () => {
    const round = seededDiceRound('D2', SERVER_SEED, 'dice-seed', 4, 'OVER', 5_000);
    mockPlayApi({ [houseRoundPath('D2')]: { ...round, dice: { ...round.dice, won: !round.dice.won } } });
    renderVerify('/verify?roundId=D2');
    expect(await screen.findByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
  });

  it('when a keno round is opened, then its draw is recomputed from the seeds and its picks, draw and hits are shown', async () => {
    const drawn = kenoDraw(SERVER_SEED, 'keno-seed', 11);
    const missed = Array.from({ length: 40 }, (_, i) => i + 1).find((n) => !drawn.includes(n)) as number;
    const picks = [drawn[7] as number, missed, drawn[2] as number];
    const round = seededKenoRound('K1', SERVER_SEED, 'keno-seed', 11, picks, 100);
    expect(round.keno.drawn).toEqual(drawn);
    mockPlayApi({ [houseRoundPath('K1')]: round });
    renderVerify('/verify?roundId=K1');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(numbersIn(within(verdict).getByRole('list', { name: 'Drawn numbers' }))).toEqual(drawn);
    const hitsCheck = within(verdict).getByText('Hits').closest('li') as HTMLElement;
    expect(hitsCheck).toHaveTextContent(`${picks[0]},${picks[2]}`);
    expect(within(verdict).getByText(round.win)).toBeInTheDocument();

    const facts = screen.getByTestId('keno-facts');
    expect(numbersIn(within(facts).getByRole('list', { name: 'Picked numbers' }))).toEqual(picks);
    expect(numbersIn(within(facts).getByRole('list', { name: 'Drawn numbers' }))).toEqual(drawn);
    expect(within(facts).getByText(`${picks[0]}, ${picks[2]}`)).toBeInTheDocument();
  });

  it('when a keno round records a draw its seeds do not give, then it is a mismatch', async () => {
    const round = seededKenoRound('K2', SERVER_SEED, 'keno-seed', 12, [1, 2, 3]);
    const forged = [...round.keno.drawn].reverse();
    mockPlayApi({ [houseRoundPath('K2')]: { ...round, keno: { ...round.keno, drawn: forged } } });
    renderVerify('/verify?roundId=K2');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
    expect(within(verdict).getByText(`recorded ${forged.join(',')}, computed ${round.keno.drawn.join(',')}`)).toBeInTheDocument();
  });

  it('when keno seeds are pasted by hand, then the draw is computed', async () => {
    mockPlayApi({});
    renderVerify(`/verify?serverSeed=${SERVER_SEED}&clientSeed=hand&nonce=3`);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Keno');
    await user.click(screen.getByRole('button', { name: 'Compute' }));
    expect(numbersIn(await screen.findByRole('list', { name: 'Drawn numbers' }))).toEqual(kenoDraw(SERVER_SEED, 'hand', 3));
  });

  it('when a crash round is opened, then its point comes from its hash and the hash leads to the published chain hash', async () => {
    const { round, chains } = chainedCrashRound('C1', '9b'.repeat(32), 12);
    mockPlayApi({ [houseRoundPath('C1')]: round, [housePaths.crashChains]: chains });
    renderVerify('/verify?roundId=C1');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(within(verdict).getByText('Leads to the published chain hash')).toBeInTheDocument();
    expect(within(verdict).getByTestId('computed')).toHaveTextContent(`${round.crash.crashPoint}×`);
  });

  it('when a crash round is not from the published chain, then it is a mismatch', async () => {
    const { round, chains } = chainedCrashRound('C2', '9b'.repeat(32), 12);
    mockPlayApi({ [houseRoundPath('C2')]: { ...round, crash: { ...round.crash, roundNumber: 11 } }, [housePaths.crashChains]: chains });
    renderVerify('/verify?roundId=C2');
    expect(await screen.findByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
  });

  it('when the round’s chain is not among the published chains, then it is a mismatch, not verified without the chain', async () => {
    const { round, chains } = chainedCrashRound('C4', '9b'.repeat(32), 12);
    mockPlayApi({ [houseRoundPath('C4')]: { ...round, crash: { ...round.crash, chainId: 'unpublished' } }, [housePaths.crashChains]: chains });
    renderVerify('/verify?roundId=C4');
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Mismatch: the recomputed result differs from the recorded one')).toBeInTheDocument();
    expect(within(verdict).queryByText('Verified: this round was played fairly')).not.toBeInTheDocument();
  });

  it('when the published chains cannot be loaded, then a crash round is not called verified and a retry checks it against its chain', async () => {
    const { round, chains } = chainedCrashRound('C3', '9b'.repeat(32), 12);
    let chainsDown = true;
    const api = mockPlayApi({
      [houseRoundPath('C3')]: round,
      [housePaths.crashChains]: () => {
        if (chainsDown) throw new Refusal('INTERNAL', '', 500);
        return chains;
      },
    });
    renderVerify('/verify?roundId=C3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error, please try again');
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified: this round was played fairly')).not.toBeInTheDocument();

    chainsDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const verdict = await screen.findByTestId('verdict');
    expect(within(verdict).getByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(within(verdict).getByText('Leads to the published chain hash')).toBeInTheDocument();
    expect(api.to(housePaths.crashChains)).toHaveLength(2);
  });

  it('when a crash hash too short to give a point is pasted by hand, then the hash’s rule is shown, not the seed’s', async () => {
    mockPlayApi({});
    renderVerify('/verify');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Crash');
    await user.type(screen.getByRole('textbox', { name: 'Round hash' }), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Compute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The round hash is 64 hexadecimal characters (0-9, a-f).');
    expect(screen.queryByText('The server seed is 64 hexadecimal characters (0-9, a-f).')).not.toBeInTheDocument();
  });

  it('when a member\'s own unrevealed round is opened, then "rotate my seed" reveals it and the round verifies', async () => {
    signIn({ token: 'member-token-0123456789', user: memberInfo() });
    const round = seededSlotRound('H50', SERVER_SEED, 'mine', 4);
    let revealed = false;
    const api = mockPlayApi({
      [houseRoundPath('H50')]: () => (revealed ? round : { ...round, fairness: { ...round.fairness, serverSeed: null } }),
      [playPaths.launchGame]: houseLaunch(),
      [housePaths.fairness]: { serverSeedHash: round.fairness.serverSeedHash, clientSeed: 'mine', nonce: 12 },
      [housePaths.fairnessRotate]: () => {
        revealed = true;
        return { revealed: { serverSeed: SERVER_SEED, serverSeedHash: round.fairness.serverSeedHash, clientSeed: 'mine', nonceCount: 12 }, fairness: { serverSeedHash: 'ee'.repeat(32), clientSeed: 'mine', nonce: 0 } };
      },
    });
    renderVerify('/verify?roundId=H50');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rotate my seed now' }));
    expect(await screen.findByText('Verified: this round was played fairly')).toBeInTheDocument();
    expect(api.to(playPaths.launchGame)[0]?.body).toMatchObject({ nodeId: '9001' });
    expect(api.to(housePaths.fairnessRotate)).toHaveLength(1);
  });

  it('when the active seed is not the one of the round, then nothing is rotated and the page says so', async () => {
    signIn({ token: 'member-token-0123456789', user: memberInfo() });
    const round = seededSlotRound('H51', SERVER_SEED, 'mine', 4);
    const api = mockPlayApi({
      [houseRoundPath('H51')]: { ...round, fairness: { ...round.fairness, serverSeed: null } },
      [playPaths.launchGame]: houseLaunch(),
      [housePaths.fairness]: { serverSeedHash: '12'.repeat(32), clientSeed: 'mine', nonce: 12 },
    });
    renderVerify('/verify?roundId=H51');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rotate my seed now' }));
    expect(await screen.findByText(/not your active seed/)).toBeInTheDocument();
    expect(api.to(housePaths.fairnessRotate)).toHaveLength(0);
  });
});
