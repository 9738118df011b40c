import { housePaths } from '@lumen/contracts/play/house.contract';
import { playPaths } from '@lumen/contracts/play/play.contract';
import type { Lane } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameItem, gameListPage } from '@/features/catalogue/__tests__/catalogue-test-utils.tsx';
import { houseLaunch, kenoOpen } from '@/features/play/__tests__/house-fixtures.ts';
import { clearSession, signIn } from '@/lib/session.ts';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { emptyAnnouncements, memberInfo, permissionValue, vendor } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const BY_CODE = '/wps/relay/GCSGAME_gameByCode';

/** The lottery lanes: TCG and the house keno launch their games from the card; VNL has its own list. */
const lanes: Lane[] = [
  {
    gameCategory: 'LOTT',
    title: 'LOTT',
    gameClassify: [],
    cards: [
      vendor('TCG', 'LOTT', { isGame: 'GAME', gameCode: 'TCG_T0001', nodeId: '3001', displayName: 'TCG Lottery' }),
      vendor('HOUSE', 'LOTT', { isGame: 'GAME', gameCode: 'HOUSE_T0001', nodeId: '9004', displayName: 'Lumen Lottery' }),
    ],
  },
  { gameCategory: 'ELOTT', title: 'ELOTT', gameClassify: [], cards: [vendor('VNL', 'ELOTT', { displayName: 'VN Lottery' })] },
];

function api(extra: Record<string, unknown> = {}) {
  const keno = kenoOpen();
  const launch = { ...houseLaunch(), url: '/lottery?gameCode=HOUSE_T0001', game: keno.game };
  return mockApi({
    '/wps/system/permission': permissionValue(),
    '/wps/relay/GCSGAME_newGameVendor': { lanes },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    '/wps/system/helpCenter': { categories: [] },
    '/wps/member/info': memberInfo(),
    [playPaths.launchGame]: launch,
    [housePaths.open]: keno,
    [BY_CODE]: (call: RecordedCall) => {
      const code = (call.query.get('gameCode') ?? '').toUpperCase();
      if (code === 'HOUSE_T0001') return gameItem(9004, { vassalage: 'HOUSE', gameType: 'LOTT', gameCode: 'HOUSE_T0001', displayName: 'Lumen Keno' });
      if (code === 'TCG_T0001') return gameItem(3001, { vassalage: 'TCG', gameType: 'LOTT', gameCode: 'TCG_T0001', displayName: 'TCG Lottery' });
      throw new Error('GAME_NOT_FOUND');
    },
    [GAME_LIST]: (call: RecordedCall) =>
      call.query.get('vassalage') === 'VNL'
        ? gameListPage(1, 24, 2, (n) => gameItem(7000 + n, { vassalage: 'VNL', gameType: 'ELOTT', gameCode: `VNL_E000${n}`, displayName: `VN Draw ${n}` }))
        : gameListPage(1, 100, 0),
    ...extra,
  });
}

const main = () => within(screen.getByRole('main'));
const at = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  clearSession();
  signIn({ token: 'member-token-0123456789', user: memberInfo() });
});

describe('/lottery?gameCode=', () => {
  it('when a lottery game is named by its code, then it is launched and played on the page, with the lotteries still there to choose another', async () => {
    const { calls } = api();
    const { router } = renderRoutes('/lottery?gameCode=HOUSE_T0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Keno' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Numbers to pick' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === playPaths.launchGame)?.body).toMatchObject({ nodeId: '9004' });

    expect(screen.getByRole('heading', { level: 2, name: 'More lotteries' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: /Lumen Lottery/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(main().getByRole('button', { name: /TCG Lottery/ }));
    await waitFor(() => expect(at(router)).toBe('/lottery?gameCode=TCG_T0001'));
  });

  it('when no game code is given, then the page lists the lottery vendors', async () => {
    const { calls } = api();
    renderRoutes('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await main().findByRole('button', { name: /TCG Lottery/ })).toBeInTheDocument();
    expect(main().getByRole('button', { name: /VN Lottery/ })).toBeInTheDocument();
    expect(calls.some((c) => c.path === playPaths.launchGame)).toBe(false);
  });

  it('when the code names a vendor with its own list, then its games are listed and choosing one opens it', async () => {
    api();
    const { router } = renderRoutes('/vnLottery?gameCode=VNL');
    const start = await screen.findByRole('button', { name: 'Start VN Draw 2' }, { timeout: 5000 });
    await userEvent.setup().click(start);
    await waitFor(() => expect(at(router)).toBe('/vnLottery?gameCode=VNL_E0002'));
  });

  it('when the game cannot be looked up (the connection drops), then the page says so with a retry instead of calling it unavailable, and the retry opens it', async () => {
    let offline = true;
    const { fetchMock } = api();
    const answer = fetchMock.getMockImplementation()!;
    // The lookup gets no answer at all; the rest of the site answers.
    fetchMock.mockImplementation((input, init) => (offline && String(input).includes(BY_CODE) ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init)));
    renderRoutes('/lottery?gameCode=HOUSE_T0001');
    const failure = await main().findByRole('alert', undefined, { timeout: 5000 });
    expect(failure).toHaveTextContent('Network connection problem, please try again');
    expect(screen.queryByText('This game is not available. Choose another lottery below.')).not.toBeInTheDocument();
    offline = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Keno' })).toBeInTheDocument();
  });

  it('when no game has the code, then the page says so above the vendors', async () => {
    api();
    renderRoutes('/seaLottery?gameCode=NOPE_1');
    expect(await screen.findByText('This game is not available. Choose another lottery below.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Southeast Asia Lottery' })).toBeInTheDocument();
    expect(within(main().getByRole('list')).getAllByRole('button')).toHaveLength(3);
  });
});

describe('/lottery vendors', () => {
  it('when the vendors cannot be loaded, then the page says so with a retry instead of "no providers", and the retry lists them', async () => {
    let failing = true;
    api({
      '/wps/relay/GCSGAME_newGameVendor': () => {
        if (failing) throw new Error('INTERNAL');
        return { lanes };
      },
    });
    renderRoutes('/lottery');
    const failure = await main().findByRole('alert', undefined, { timeout: 5000 });
    expect(failure).toHaveTextContent('Unknown error, please try again');
    expect(screen.queryByText('No providers in this category right now.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('button', { name: /TCG Lottery/ })).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/lottery vendors of their own lottery page', () => {
  /** The lottery lanes with the Southeast Asia and Vietnam lotteries, each with its own list of draws. */
  const withRegional = {
    '/wps/relay/GCSGAME_newGameVendor': {
      lanes: lanes.map((l) =>
        l.gameCategory === 'LOTT'
          ? { ...l, cards: [...l.cards, vendor('TCG_SEA', 'LOTT', { displayName: 'SEA Lottery' }), vendor('TCG_LOTTO_VN', 'LOTT', { displayName: 'Vietnam Lottery' })] }
          : l,
      ),
    },
    [GAME_LIST]: (call: RecordedCall) =>
      call.query.get('vassalage') === 'TCG_SEA'
        ? gameListPage(1, 24, 1, (n) => gameItem(8000 + n, { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: `TCG_SEA_000${n}`, displayName: `SEA Draw ${n}` }))
        : gameListPage(1, 100, 0),
  };

  it('when the Southeast Asia lottery is chosen on /lottery, then it opens on /seaLottery with its code and the page’s own title', async () => {
    api(withRegional);
    const { router } = renderRoutes('/lottery');
    await userEvent.setup().click(await main().findByRole('button', { name: /SEA Lottery/ }, { timeout: 5000 }));
    await waitFor(() => expect(at(router)).toBe('/seaLottery?gameCode=TCG_SEA'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia Lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start SEA Draw 1' })).toBeInTheDocument();
  });

  it('when the Vietnam lottery is chosen on /lottery, then it opens on /vnLottery with its code', async () => {
    api(withRegional);
    const { router } = renderRoutes('/lottery');
    await userEvent.setup().click(await main().findByRole('button', { name: /Vietnam Lottery/ }, { timeout: 5000 }));
    await waitFor(() => expect(at(router)).toBe('/vnLottery?gameCode=TCG_LOTTO_VN'));
  });

  it('when the code names a vendor in lower case, then the vendor is found all the same and its games are listed', async () => {
    api(withRegional);
    renderRoutes('/seaLottery?gameCode=tcg_sea');
    expect(await screen.findByRole('button', { name: 'Start SEA Draw 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('This game is not available. Choose another lottery below.')).not.toBeInTheDocument();
    expect(main().getByRole('button', { name: /SEA Lottery/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
