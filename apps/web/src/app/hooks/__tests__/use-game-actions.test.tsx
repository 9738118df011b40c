import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTrialWarning, useTrialWarningOpen } from '@/features/member/lib/trial-warning.ts';
import { closeVendorPopup, useVendorPopup } from '@/features/catalogue/lib/vendor-popup.ts';
import { useModalStack } from '@/lib/modal-store.ts';
import { clearSession, signIn } from '@/lib/session.ts';
import { getPermissionQueryOptions } from '@/features/system/api/get-permission.ts';
import { memberInfo, permissionValue } from '@/test/fixtures.ts';
import { testQueryClient } from '@/test/render.tsx';
import { decideLaunch, type Launchable, useGameActions } from '../use-game-actions.ts';

const game = (extra: Partial<Launchable> = {}): Launchable => ({ nodeId: '42', gameCode: 'G42', vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', ...extra });
const member = { loggedIn: true, isTrial: false, visitorTrials: true };
const visitor = { loggedIn: false, isTrial: false, visitorTrials: true };
const trial = { loggedIn: true, isTrial: true, visitorTrials: true };
/** A visitor on a site with free play (FREEPLAY3) off. */
const visitorNoFreePlay = { ...visitor, visitorTrials: false };
const memberNoFreePlay = { ...member, visitorTrials: false };

describe('decideLaunch', () => {
  const table: [string, Launchable, 'REAL' | 'FUN', typeof member, ReturnType<typeof decideLaunch>][] = [
    ['a lottery game', game({ gameType: 'LOTT', vassalage: 'TCG', gameCode: 'L1' }), 'REAL', member, { kind: 'navigate', to: '/lottery?gameCode=L1' }],
    ['an e-lottery game', game({ gameType: 'ELOTT', vassalage: 'GW', gameCode: 'E 2' }), 'REAL', member, { kind: 'navigate', to: '/lottery?gameCode=E%202' }],
    ['TCG_LOTTO_VN', game({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' }), 'REAL', member, { kind: 'navigate', to: '/vnLottery?gameCode=VN1' }],
    ['TCG_SEA', game({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: 'SEA1' }), 'REAL', member, { kind: 'navigate', to: '/seaLottery?gameCode=SEA1' }],
    ['a slots vendor with its own list', game({ isGame: 'VASSALAGE', nodeId: null, gameCode: null, vassalage: 'JDB' }), 'REAL', visitor, { kind: 'navigate', to: '/rng?vassalage=JDB' }],
    ['a live vendor with its own list', game({ isGame: 'VASSALAGE', nodeId: null, gameCode: null, vassalage: 'AG', gameType: 'LIVE' }), 'REAL', visitor, { kind: 'vendorPopup', vassalage: 'AG', gameType: 'LIVE' }],
    ['a game, for real', game(), 'REAL', member, { kind: 'navigate', to: '/seamless?nodeId=42' }],
    ['a game, as a free trial', game(), 'FUN', member, { kind: 'navigate', to: '/seamless?nodeId=42&mode=FUN' }],
    ['a game, for real, by a visitor', game(), 'REAL', visitor, { kind: 'login' }],
    ['a game, as a free trial, by a visitor', game(), 'FUN', visitor, { kind: 'navigate', to: '/seamless?nodeId=42&mode=FUN' }],
    ['a game, for real, by a trial account', game(), 'REAL', trial, { kind: 'trialWarning' }],
    ['a game, as a free trial, by a trial account', game(), 'FUN', trial, { kind: 'navigate', to: '/seamless?nodeId=42&mode=FUN' }],
    ['a lottery, by a visitor', game({ gameType: 'LOTT', gameCode: 'L1' }), 'REAL', visitor, { kind: 'login' }],
    ['a lottery, by a trial account', game({ gameType: 'LOTT', gameCode: 'L1' }), 'REAL', trial, { kind: 'trialWarning' }],
    ['a lottery, as a free trial', game({ gameType: 'LOTT', gameCode: 'L1' }), 'FUN', member, { kind: 'navigate', to: '/lottery?gameCode=L1&mode=FUN' }],
    ['a lottery, as a free trial, by a visitor', game({ gameType: 'LOTT', gameCode: 'L1' }), 'FUN', visitor, { kind: 'navigate', to: '/lottery?gameCode=L1&mode=FUN' }],
    ['a lottery, as a free trial, by a trial account', game({ gameType: 'LOTT', gameCode: 'L1' }), 'FUN', trial, { kind: 'navigate', to: '/lottery?gameCode=L1&mode=FUN' }],
    ['TCG_SEA, as a free trial', game({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: 'SEA1' }), 'FUN', member, { kind: 'navigate', to: '/seaLottery?gameCode=SEA1&mode=FUN' }],
    ['a game, as a free trial, by a visitor without free play', game(), 'FUN', visitorNoFreePlay, { kind: 'login' }],
    ['a lottery, as a free trial, by a visitor without free play', game({ gameType: 'LOTT', gameCode: 'L1' }), 'FUN', visitorNoFreePlay, { kind: 'login' }],
    ['a game, as a free trial, by a member without free play for visitors', game(), 'FUN', memberNoFreePlay, { kind: 'navigate', to: '/seamless?nodeId=42&mode=FUN' }],
    ['a vendor card launching one game', game({ isGame: 'GAME', nodeId: '77', vassalage: 'IBC', gameType: 'SPORTS' }), 'REAL', member, { kind: 'navigate', to: '/seamless?nodeId=77' }],
  ];
  for (const [name, input, mode, session, expected] of table) {
    it(`when ${name} is chosen (${mode}), then ${JSON.stringify(expected)}`, () => {
      expect(decideLaunch(input, mode, session)).toEqual(expected);
    });
  }
});

function Harness({ target, mode }: { target: Launchable; mode: 'REAL' | 'FUN' }) {
  const { launchGame } = useGameActions();
  const location = useLocation();
  const modals = useModalStack();
  const warning = useTrialWarningOpen();
  const popup = useVendorPopup();
  return (
    <>
      <button type="button" onClick={() => launchGame(target, mode)}>
        go
      </button>
      <output data-testid="state">{JSON.stringify({ at: `${location.pathname}${location.search}`, modals: modals.map((m) => m.kind), warning, popup: popup?.vassalage ?? null })}</output>
    </>
  );
}

function run(target: Launchable, mode: 'REAL' | 'FUN' = 'REAL', freePlay = true) {
  const router = createMemoryRouter([{ path: '*', element: <Harness target={target} mode={mode} /> }], { initialEntries: ['/'] });
  const queryClient = testQueryClient();
  queryClient.setQueryData(getPermissionQueryOptions().queryKey, permissionValue({ flags: { FREEPLAY3: freePlay } }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  return JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { at: string; modals: string[]; warning: boolean; popup: string | null };
}

describe('useGameActions().launchGame', () => {
  afterEach(() => {
    clearSession();
    closeTrialWarning();
    closeVendorPopup();
  });

  it('when a visitor starts a game for real, then the login popup opens and the page stays', () => {
    expect(run(game())).toMatchObject({ at: '/', modals: ['login'] });
  });

  it('when a member starts a game, then /seamless opens with its nodeId', () => {
    signIn({ token: 'test-session-token-0001', user: memberInfo() });
    expect(run(game())).toMatchObject({ at: '/seamless?nodeId=42', modals: [] });
  });

  it('when a trial account starts a game for real, then "a real account is needed" shows; a free trial opens', () => {
    signIn({ token: 'test-session-token-0001', user: memberInfo({ type: 4, isTrial: true }) });
    expect(run(game())).toMatchObject({ at: '/', warning: true });
  });

  it('when a trial account starts a free trial, then the game opens in FUN mode', () => {
    signIn({ token: 'test-session-token-0001', user: memberInfo({ type: 4, isTrial: true }) });
    expect(run(game(), 'FUN')).toMatchObject({ at: '/seamless?nodeId=42&mode=FUN', warning: false });
  });

  it('when a visitor starts a free trial, then the game opens in FUN mode while the site offers free play, else the login popup opens', () => {
    expect(run(game(), 'FUN')).toMatchObject({ at: '/seamless?nodeId=42&mode=FUN', modals: [] });
    cleanup();
    expect(run(game(), 'FUN', false)).toMatchObject({ at: '/', modals: ['login'] });
  });

  it('when a member starts a lottery game’s free trial, then its lottery page opens in FUN mode', () => {
    signIn({ token: 'test-session-token-0001', user: memberInfo() });
    expect(run(game({ gameType: 'LOTT', gameCode: 'HOUSE_K1' }), 'FUN')).toMatchObject({ at: '/lottery?gameCode=HOUSE_K1&mode=FUN', modals: [] });
  });

  it('when a vendor with its own list is chosen outside slots, then its game-list popup opens', () => {
    expect(run(game({ isGame: 'VASSALAGE', nodeId: null, vassalage: 'AG', gameType: 'LIVE' }))).toMatchObject({ at: '/', popup: 'AG' });
  });
});
