import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { Lane } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameItem } from '@/features/catalogue/__tests__/catalogue-test-utils.tsx';
import { clearSession, TOKEN_KEY } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, lane, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const BY_CODE = '/wps/relay/GCSGAME_gameByCode';

/** The games the server knows by code (any case), as the game-by-code call answers them. */
function api(lanes: Lane[], games: GameItem[], signedIn = false) {
  if (signedIn) sessionStorage.setItem(TOKEN_KEY, 'tok_abcdefghijklmnopqrstuvwxyz');
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': memberInfo(),
    [BY_CODE]: (call: RecordedCall) => {
      const code = (call.query.get('gameCode') ?? '').toUpperCase();
      const game = games.find((g) => g.gameCode?.toUpperCase() === code);
      if (!game) throw new Error('GAME_NOT_FOUND');
      return game;
    },
  });
}

const at = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => clearSession());

describe('/seamless?gameCode=', () => {
  it('when a game is named by its code (any case), then one call finds it and it opens by its nodeId', async () => {
    const { calls } = api([lane('RNG', ['JDB', 'PG'])], [gameItem(1150, { vassalage: 'PG', gameCode: 'PG_S0150' })]);
    const { router } = renderRoutes('/seamless?gameCode=pg_s0150');
    await waitFor(() => expect(at(router)).toBe('/seamless?nodeId=1150'));
    expect(calls.filter((c) => c.path === BY_CODE).map((c) => c.query.get('gameCode'))).toEqual(['pg_s0150']);
  });

  it('when a free trial is asked for, then the game opens in FUN mode', async () => {
    api([lane('RNG', ['PG'])], [gameItem(1003, { vassalage: 'PG', gameCode: 'PG_S0003' })]);
    const { router } = renderRoutes('/seamless?gameCode=PG_S0003&mode=FUN');
    await waitFor(() => expect(at(router)).toBe('/seamless?nodeId=1003&mode=FUN'));
  });

  it('when the code names a lottery game, then the lottery page opens with it', async () => {
    api([lane('LOTT', ['TCG'])], [gameItem(3002, { vassalage: 'TCG', gameCode: 'TCG_T0002', gameType: 'LOTT' })], true);
    const { router } = renderRoutes('/seamless?gameCode=TCG_T0002');
    await waitFor(() => expect(at(router)).toBe('/lottery?gameCode=TCG_T0002'));
  });

  it('when no game has the code, then the page says so instead of showing the lobby', async () => {
    api([lane('RNG', ['PG', 'JDB'])], [gameItem(1001, { vassalage: 'PG', gameCode: 'PG_S0001' })]);
    const { router } = renderRoutes('/seamless?gameCode=NOPE_1');
    expect(await screen.findByText('This game is not available. Choose another one from the lobby.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a game from the lobby to start playing.')).not.toBeInTheDocument();
    expect(at(router)).toBe('/seamless?gameCode=NOPE_1');
  });

  it('when the game cannot be looked up (the connection drops), then the page says so with a retry instead of calling it unavailable, and the retry opens it', async () => {
    let offline = true;
    const { fetchMock } = api([lane('RNG', ['PG'])], [gameItem(1150, { vassalage: 'PG', gameCode: 'PG_S0150' })]);
    const answer = fetchMock.getMockImplementation()!;
    // The lookup gets no answer at all; the rest of the site answers.
    fetchMock.mockImplementation((input, init) => (offline && String(input).includes(BY_CODE) ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init)));
    const { router } = renderRoutes('/seamless?gameCode=PG_S0150');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Network connection problem, please try again');
    expect(screen.queryByText('This game is not available. Choose another one from the lobby.')).not.toBeInTheDocument();
    offline = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(at(router)).toBe('/seamless?nodeId=1150'));
  });

  it('when the address has a nodeId, then no code is looked up', async () => {
    const { calls } = api([lane('RNG', ['PG'])], [gameItem(1005, { vassalage: 'PG', gameCode: 'PG_S0005' })]);
    const { router } = renderRoutes('/seamless?nodeId=1001&gameCode=PG_S0005');
    await screen.findByRole('button', { name: 'Back' });
    expect(at(router)).toBe('/seamless?nodeId=1001&gameCode=PG_S0005');
    expect(calls.filter((c) => c.path === BY_CODE)).toHaveLength(0);
  });
});
