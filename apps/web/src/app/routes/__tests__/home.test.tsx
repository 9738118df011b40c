import { cataloguePaths, type RankEntry } from '@lumen/contracts/catalogue/catalogue.contract';
import type { Lane } from '@lumen/contracts/system/system.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, gameItem, gameListPage, logIn, mockCatalogueApi, renderAt } from '@/features/catalogue/__tests__/catalogue-test-utils.tsx';
import { clearSession } from '@/lib/session.ts';
import { setGameType } from '@/lib/ui-store.ts';
import { emptyAnnouncements, lane, permissionValue } from '@/test/fixtures.ts';
import HomeRoute from '../home.tsx';

const slots = Array.from({ length: 24 }, (_, i) => `S${i + 1}`);

function homeApi(lanes: Lane[], extra: Record<string, unknown> = {}) {
  return mockCatalogueApi({
    '/wps/system/permission': permissionValue({ esportVendors: ['IMES'], cockfightVendors: ['SV388'] }),
    '/wps/relay/GCSGAME_newGameVendor': { lanes },
    '/wps/relay/MCSFE_getListAnnouncements': emptyAnnouncements,
    [cataloguePaths.gameList]: ({ query }: { query: URLSearchParams }) => {
      const type = query.get('gameType') ?? '';
      const v = query.get('vassalage') ?? '';
      if (v === 'SV388') return gameListPage(1, 12, 0);
      return gameListPage(Number(query.get('pageNo')), Number(query.get('pageSize')), 30, (n) =>
        gameItem(`${type.length}${n}`, { displayName: `${type}${v ? `/${v}` : ''} ${n}`, gameType: type as never, vassalage: v || 'PG' }),
      );
    },
    [cataloguePaths.hotGames]: { list: [gameItem(901, { displayName: 'Hot One' })] },
    [cataloguePaths.recentGames]: { list: [gameItem(801, { displayName: 'Played Before' })] },
    [cataloguePaths.rankList]: { list: [] },
    ...extra,
  });
}

const row = (name: string) => screen.getByRole('region', { name });
const tabs = () => within(screen.getByRole('tablist', { name: 'Game menu' })).getAllByRole('tab').map((t) => t.textContent);

afterEach(() => {
  clearSession();
  setGameType('HOME');
});

describe('home page', () => {
  it('when lanes load, then the tabs are HOME, FAV, then the server order with CRASH before sports and esports and cockfight after it', async () => {
    homeApi([lane('LIVE', ['AG']), lane('SPORTS', ['IBC', 'IMES', 'SV388']), lane('RNG', ['PG']), lane('CRASH', ['HOUSE'])]);
    renderAt(<HomeRoute />);
    await screen.findByRole('tab', { name: 'Live Casino' });
    expect(tabs()).toEqual(['Home', 'Favourites', 'Live Casino', 'Crash', 'Sports', 'E-Sports', 'Cockfight', 'Slots']);
  });

  it('when a visitor chooses FAV, then the login popup opens; a member goes to /favorite', async () => {
    homeApi([lane('RNG', ['PG'])]);
    renderAt(<HomeRoute />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(screen.getByTestId('modals')).toHaveTextContent('login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when a member chooses FAV, then /favorite opens', async () => {
    logIn();
    homeApi([lane('RNG', ['PG'])]);
    renderAt(<HomeRoute />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/favorite');
  });

  it('when a category has no vendor, then it has no row; rows of RNG, FISH, LIVE and PVP show only with vendors', async () => {
    homeApi([lane('RNG', ['PG']), lane('FISH', []), lane('LIVE', ['AG']), lane('PVP', [])]);
    renderAt(<HomeRoute />);
    await screen.findByRole('region', { name: 'Slots' });
    expect(screen.getByRole('region', { name: 'Live Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fishing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Card Games' })).not.toBeInTheDocument();
  });

  it('when a category has many vendors, then the lobby row offers All and the first 5; its tab offers them all', async () => {
    homeApi([lane('RNG', slots)]);
    renderAt(<HomeRoute />);
    const chips = within(await screen.findByRole('group', { name: 'Slots providers' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'S1 Games', 'S2 Games', 'S3 Games', 'S4 Games', 'S5 Games']);
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Slots providers' })).getAllByRole('button')).toHaveLength(25));
  });

  it('when slots have more than 11 vendors, then MXWIN offers vendors 12 to 21, one vendor at a time from the slots list', async () => {
    const api = homeApi([lane('RNG', slots)]);
    renderAt(<HomeRoute />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Mix & Win' }));
    const group = await screen.findByRole('group', { name: 'Mix & Win providers' });
    expect(within(group).getAllByRole('button').map((c) => c.textContent)).toEqual(slots.slice(11, 21).map((s) => `${s} Games`));
    await waitFor(() => expect(api.to(cataloguePaths.gameList).some((c) => c.query.get('vassalage') === 'S12' && c.query.get('gameType') === 'RNG')).toBe(true));
  });

  it('when the lobby row pages, then 12 games a page come from the server and a new vendor goes back to page 1', async () => {
    const api = homeApi([lane('RNG', ['PG', 'JDB'])]);
    renderAt(<HomeRoute />);
    const slotsRow = await screen.findByRole('region', { name: 'Slots' });
    await waitFor(() => expect(within(slotsRow).getAllByRole('article')).toHaveLength(12));
    const previous = within(slotsRow).getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    fireEvent.click(within(slotsRow).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(slotsRow).getAllByRole('article')[0]).toHaveAccessibleName('RNG 13'));
    fireEvent.click(within(slotsRow).getByRole('button', { name: 'JDB Games' }));
    await waitFor(() => expect(within(slotsRow).getAllByRole('article')[0]).toHaveAccessibleName('RNG/JDB 1'));
    const rng = api.to(cataloguePaths.gameList).filter((c) => c.query.get('gameType') === 'RNG');
    expect(rng.map((c) => [c.query.get('vassalage'), c.query.get('pageNo'), c.query.get('pageSize')])).toEqual([
      [null, '1', '12'],
      [null, '2', '12'],
      ['JDB', '1', '12'],
    ]);
  });

  it('when a cockfight vendor has no games, then its row says so', async () => {
    homeApi([lane('SPORTS', ['IBC', 'SV388'])]);
    renderAt(<HomeRoute />);
    const cock = await screen.findByRole('region', { name: 'Cockfight' });
    expect(await within(cock).findByText('No games here yet.')).toBeInTheDocument();
  });

  it('when the sports entrance is clicked, then the first sports game launches (visitors get the login popup)', async () => {
    logIn();
    homeApi([lane('SPORTS', ['IBC'])]);
    renderAt(<HomeRoute />);
    const entrance = await screen.findByRole('button', { name: /^SPORTS\/IBC 1/ });
    fireEvent.click(entrance);
    expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=61');
  });

  it('when the first sports game is on its way, then a placeholder stands where the entrance goes, and the entrance follows', async () => {
    logIn();
    const held = deferred<unknown>();
    homeApi([lane('SPORTS', ['IBC'])], {
      [cataloguePaths.gameList]: () => held.promise,
    });
    renderAt(<HomeRoute />);
    const sports = await screen.findByRole('region', { name: 'Sports' });
    expect(sports.querySelector('[aria-busy="true"] .skeleton')).toBeInTheDocument();
    expect(within(sports).queryByRole('button', { name: /Play now/ })).not.toBeInTheDocument();
    held.resolve(gameListPage(1, 1, 3, (n) => gameItem(n, { displayName: `Sports Game ${n}`, gameType: 'SPORTS', vassalage: 'IBC' })));
    expect(await within(sports).findByRole('button', { name: /^Sports Game 1/ })).toBeEnabled();
    expect(sports.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('when the first sports game cannot be loaded, then the sports row says so with a retry, and the retry brings the entrance', async () => {
    logIn();
    let failing = true;
    homeApi([lane('SPORTS', ['IBC'])], {
      [cataloguePaths.gameList]: () => {
        if (failing) throw new Error('INTERNAL');
        return gameListPage(1, 1, 3, (n) => gameItem(n, { displayName: `Sports Game ${n}`, gameType: 'SPORTS', vassalage: 'IBC' }));
      },
    });
    renderAt(<HomeRoute />);
    const sports = await screen.findByRole('region', { name: 'Sports' });
    const failure = await within(sports).findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error, please try again');
    expect(within(sports).queryByRole('button', { name: /Play now/ })).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(sports).findByRole('button', { name: /^Sports Game 1/ })).toBeEnabled();
    expect(within(sports).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the sports vendor has no games, then the sports row says so instead of offering a dead entrance', async () => {
    homeApi([lane('SPORTS', ['IBC'])], { [cataloguePaths.gameList]: gameListPage(1, 1, 0) });
    renderAt(<HomeRoute />);
    const sports = await screen.findByRole('region', { name: 'Sports' });
    expect(await within(sports).findByText('No games here yet.')).toBeInTheDocument();
    expect(within(sports).queryByRole('button', { name: /Play now/ })).not.toBeInTheDocument();
  });

  it('when a visitor is on the lobby, then HOT shows and RECENT does not; a member also sees RECENT', async () => {
    homeApi([lane('RNG', ['PG'])]);
    const { unmount } = renderAt(<HomeRoute />);
    expect(await within(await screen.findByRole('region', { name: 'Hot Games' })).findByRole('article', { name: 'Hot One' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently Played' })).not.toBeInTheDocument();
    unmount();
    logIn();
    renderAt(<HomeRoute />);
    expect(await within(await screen.findByRole('region', { name: 'Recently Played' })).findByRole('article', { name: 'Played Before' })).toBeInTheDocument();
  });

  it('when the categories cannot be loaded, then the lobby says so with a retry where their rows go, and the retry brings the rows', async () => {
    let failing = true;
    homeApi([], {
      '/wps/relay/GCSGAME_newGameVendor': () => {
        if (failing) throw new Error('INTERNAL');
        return { lanes: [lane('LIVE', ['AG'])] };
      },
    });
    renderAt(<HomeRoute />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error, please try again');
    expect(screen.getByRole('region', { name: 'Hot Games' })).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Live Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when More is pressed on a lobby row, then the category page opens', async () => {
    homeApi([lane('LIVE', ['AG'])]);
    renderAt(<HomeRoute />);
    await screen.findByRole('region', { name: 'Live Casino' });
    fireEvent.click(within(row('Live Casino')).getByRole('button', { name: 'More' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });

  it('when More is pressed on the Recently Played row, then the recent games page opens', async () => {
    homeApi([lane('RNG', ['PG'])]);
    logIn();
    renderAt(<HomeRoute />);
    await within(await screen.findByRole('region', { name: 'Recently Played' })).findByRole('article', { name: 'Played Before' });
    fireEvent.click(within(row('Recently Played')).getByRole('button', { name: 'More' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recent');
  });
});

describe('winner board', () => {
  const entry = (rank: number, amount: string, name: string): RankEntry => ({
    rank,
    customerName: name,
    winAmount: amount,
    game: gameItem(500 + rank, { displayName: `Win Game ${rank}` }),
    wonAt: `2026-11-2${rank % 10}T00:00:00.000Z`,
  });

  it('when winners load, then they are ordered by amount, the top three with medals, amounts with the currency symbol, two decimals and separators; a click launches', async () => {
    logIn();
    homeApi([lane('RNG', ['PG'])], {
      [cataloguePaths.rankList]: { list: [entry(1, '950.00', 'aa***1'), entry(2, '1234567.50', 'bb***2'), entry(3, '12000.00', 'cc***3'), entry(4, '5.10', 'dd***4'), entry(5, '88.00', 'ee***5')] },
    });
    renderAt(<HomeRoute />);
    const board = await screen.findByRole('region', { name: 'Winner board' });
    await waitFor(() => expect(within(board).getAllByRole('button')).toHaveLength(5));
    const rows = within(board).getAllByRole('button');
    const shown = (r: HTMLElement, part: string) => r.querySelector(`.winner-${part}`)?.textContent;
    expect(rows.map((r) => [shown(r, 'rank'), shown(r, 'name'), shown(r, 'amount'), shown(r, 'game')])).toEqual([
      ['1', 'bb***2', 'Rs 1,234,567.50', 'Win Game 2'],
      ['2', 'cc***3', 'Rs 12,000.00', 'Win Game 3'],
      ['3', 'aa***1', 'Rs 950.00', 'Win Game 1'],
      ['4', 'ee***5', 'Rs 88.00', 'Win Game 5'],
      ['5', 'dd***4', 'Rs 5.10', 'Win Game 4'],
    ]);
    // Each row is named by what it shows.
    expect(rows[0]).toHaveAccessibleName(/Win Game 2.*bb\*\*\*2.*Rs 1,234,567\.50/);
    const medals = rows.map((r) => r.querySelector('[data-medal]')?.getAttribute('data-medal') ?? null);
    expect(medals).toEqual(['gold', 'silver', 'bronze', null, null]);
    expect(rows[0]).toHaveTextContent('Rs 1,234,567.50');
    fireEvent.click(rows[1] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=503');
  });
});
