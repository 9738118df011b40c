import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session.ts';
import { DEFAULT_GAME_ICON } from '@/components/game-card/default-game-icon.ts';
import { deferred, gameItem, logIn, mockCatalogueApi, renderAt } from '../../__tests__/catalogue-test-utils.tsx';
import { GameGrid } from '../game-grid.tsx';

const heart = (name: string) => screen.getByRole('button', { name: new RegExp(`(Add|Remove) ${name} (to|from) favourites`) });
const modals = () => screen.getByTestId('modals').textContent;

let now = 10_000;
function clockAt(ms: number) {
  now = ms;
}

describe('favourite toggle', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it('when a visitor taps the heart, then the login popup opens and no favourite is asked or changed', async () => {
    const api = mockCatalogueApi({ [cataloguePaths.favoriteIds]: { ids: [] } });
    renderAt(<GameGrid games={[gameItem(7)]} onLaunch={vi.fn()} />);
    fireEvent.click(heart('Game 7'));
    expect(modals()).toBe('login');
    expect(api.calls.filter((c) => c.path.includes('Favorite'))).toEqual([]);
  });

  it('when the server sends numeric ids, then they are compared as strings with the cards nodeIds', async () => {
    logIn();
    mockCatalogueApi({ [cataloguePaths.favoriteIds]: { ids: [7] } });
    renderAt(<GameGrid games={[gameItem(7), gameItem(8)]} onLaunch={vi.fn()} />);
    await waitFor(() => expect(heart('Game 7')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a member adds a game, then the heart fills before the server answers and the body carries the nodeId as a string', async () => {
    logIn();
    const held = deferred<{ ids: string[] }>();
    const api = mockCatalogueApi({ [cataloguePaths.favoriteIds]: { ids: [] }, [`POST ${cataloguePaths.addFavorite}`]: () => held.promise });
    renderAt(<GameGrid games={[gameItem(8, { vassalage: 'JDB', gameType: 'FISH' })]} onLaunch={vi.fn()} />);
    await waitFor(() => expect(api.to(cataloguePaths.favoriteIds)).toHaveLength(1));
    await act(async () => {});
    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.to(cataloguePaths.addFavorite, 'POST')).toHaveLength(1));
    expect(api.to(cataloguePaths.addFavorite)[0]?.body).toEqual({ nodeId: '8', vendor: 'JDB', gameType: 'FISH' });
    await act(async () => held.resolve({ ids: ['8'] }));
    expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'true');
  });

  it('when the server refuses a favourite, then the member is told why and the heart shows what the server keeps', async () => {
    logIn();
    const api = mockCatalogueApi({
      [cataloguePaths.favoriteIds]: { ids: [] },
      [`POST ${cataloguePaths.addFavorite}`]: () => {
        throw new Error('GAME_NOT_FOUND');
      },
    });
    renderAt(<GameGrid games={[gameItem(8)]} onLaunch={vi.fn()} />);
    await waitFor(() => expect(api.to(cataloguePaths.favoriteIds)).toHaveLength(1));
    await act(async () => {});
    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(modals()).toBe('warning'));
    await waitFor(() => expect(api.to(cataloguePaths.favoriteIds)).toHaveLength(2));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('when a member removes a game, then it drops at once and the server is told afterwards', async () => {
    logIn();
    const held = deferred<{ ids: string[] }>();
    const api = mockCatalogueApi({ [cataloguePaths.favoriteIds]: { ids: ['8', '9'] }, [`DELETE ${cataloguePaths.removeFavorite}`]: () => held.promise });
    renderAt(<GameGrid games={[gameItem(8), gameItem(9)]} onLaunch={vi.fn()} />);
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'false'));
    expect(heart('Game 9')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to(cataloguePaths.removeFavorite, 'DELETE')).toHaveLength(1));
    expect(api.to(cataloguePaths.removeFavorite)[0]?.query.get('nodeId')).toBe('8');
    await act(async () => held.resolve({ ids: ['9'] }));
    expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the heart is tapped again within a second, then that tap is dropped (not delayed); after a second it acts', async () => {
    logIn();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    clockAt(10_000);
    const api = mockCatalogueApi({
      [cataloguePaths.favoriteIds]: { ids: [] },
      [`POST ${cataloguePaths.addFavorite}`]: { ids: ['8'] },
      [`DELETE ${cataloguePaths.removeFavorite}`]: { ids: [] },
    });
    renderAt(<GameGrid games={[gameItem(8)]} onLaunch={vi.fn()} />);
    await waitFor(() => expect(api.to(cataloguePaths.favoriteIds)).toHaveLength(1));
    await act(async () => {});

    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'true'));
    clockAt(10_600);
    fireEvent.click(heart('Game 8'));
    clockAt(10_999);
    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.to(cataloguePaths.addFavorite)).toHaveLength(1));
    // Nothing was queued to run when the second is over.
    clockAt(12_500);
    await act(async () => {});
    expect(api.to(cataloguePaths.removeFavorite)).toHaveLength(0);

    fireEvent.click(heart('Game 8'));
    await waitFor(() => expect(heart('Game 8')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.to(cataloguePaths.removeFavorite, 'DELETE')).toHaveLength(1));
    expect(api.to(cataloguePaths.addFavorite)).toHaveLength(1);
  });

  it('when a visitor sees games, then the favourite ids are not asked for', async () => {
    const api = mockCatalogueApi({ [cataloguePaths.favoriteIds]: { ids: ['1'] } });
    renderAt(<GameGrid games={[gameItem(1)]} onLaunch={vi.fn()} />);
    await act(async () => {});
    expect(api.to(cataloguePaths.favoriteIds)).toHaveLength(0);
    expect(heart('Game 1')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('game card', () => {
  it('when a card shows, then it names the game’s vendor by its name, not its code', () => {
    mockCatalogueApi({});
    renderAt(<GameGrid games={[gameItem(8, { vassalage: 'HOUSE', vendorName: 'Lumen Originals' })]} onLaunch={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Game 8' });
    expect(within(card).getByText('Lumen Originals')).toBeInTheDocument();
    expect(within(card).queryByText('HOUSE')).not.toBeInTheDocument();
  });

  it('when the art fails, then the plain icon is tried, then the default icon', () => {
    mockCatalogueApi({});
    renderAt(<GameGrid games={[gameItem(5)]} onLaunch={vi.fn()} />);
    const img = screen.getByRole('img', { name: 'Game 5' });
    expect(img).toHaveAttribute('src', '/media/games/5/show.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/media/games/5/icon.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });

  it('when a game offers a free trial, then start plays for real and free trial for fun; maintenance disables both', () => {
    mockCatalogueApi({});
    const onLaunch = vi.fn();
    renderAt(<GameGrid games={[gameItem(5), gameItem(6, { hasTrial: false }), gameItem(7, { maintenance: true })]} onLaunch={onLaunch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Game 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Game 5 for free' }));
    expect(onLaunch.mock.calls.map(([g, mode]) => [g.nodeId, mode])).toEqual([
      ['5', 'REAL'],
      ['5', 'FUN'],
    ]);
    expect(screen.queryByRole('button', { name: 'Try Game 6 for free' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Game 7' })).toBeDisabled();
    expect(screen.getByRole('article', { name: 'Game 7' })).toHaveTextContent('Under maintenance');
  });
});

describe('game card names', () => {
  it('when the name is translated, then the game’s own name shows under it (the vendor in its tooltip); an untranslated name is not repeated', () => {
    renderAt(
      <GameGrid
        games={[gameItem(5, { displayName: 'لومن کینو', gameName: 'Lumen Keno', vendorName: 'Lumen' }), gameItem(6, { vendorName: 'PG Soft' })]}
        onLaunch={vi.fn()}
      />,
    );
    const translated = screen.getByRole('article', { name: 'لومن کینو' });
    expect(within(translated).getByTestId('game-card-original')).toHaveTextContent('Lumen Keno');
    expect(within(translated).getByTestId('game-card-original')).toHaveAttribute('title', 'Lumen Keno · Lumen');
    // Screen readers, which skip tooltips, are told the vendor as text.
    expect(within(translated).getByTestId('game-card-original')).toHaveTextContent('Lumen Keno · Lumen');
    const plain = screen.getByRole('article', { name: 'Game 6' });
    expect(within(plain).queryByTestId('game-card-original')).toBeNull();
    expect(plain.textContent?.match(/Game 6/g)).toHaveLength(1);
    expect(plain).toHaveTextContent('PG Soft');
  });
});
