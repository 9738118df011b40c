import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session.ts';
import { deferred, gameItem, logIn, mockCatalogueApi, renderAt } from '../../__tests__/catalogue-test-utils.tsx';
import { AccountGameScreen } from '../account-game-screen.tsx';

afterEach(() => clearSession());

describe('account game lists', () => {
  it('when a member has favourites, then /favorite lists them (every one at once) and a removed one leaves at once', async () => {
    logIn();
    const held = deferred<{ ids: string[] }>();
    const api = mockCatalogueApi({
      [cataloguePaths.favoriteList]: { content: [gameItem(1), gameItem(2)], pageNum: 1, totalPages: 1, total: 2 },
      [cataloguePaths.favoriteIds]: { ids: ['1', '2'] },
      [`DELETE ${cataloguePaths.removeFavorite}`]: () => held.promise,
    });
    renderAt(<AccountGameScreen kind="FAV" onLaunch={vi.fn()} />, '/favorite');
    expect(await screen.findByRole('article', { name: 'Game 1' })).toBeInTheDocument();
    expect(api.to(cataloguePaths.favoriteList)[0]?.query.get('pageSize')).toBe('999');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Game 1 from favourites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Game 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Game 2' })).toBeInTheDocument();
  });

  it('when there are no favourites, then the empty state invites to explore', async () => {
    logIn();
    mockCatalogueApi({
      [cataloguePaths.favoriteList]: { content: [], pageNum: 1, totalPages: 0, total: 0 },
      [cataloguePaths.favoriteIds]: { ids: [] },
    });
    renderAt(<AccountGameScreen kind="FAV" onLaunch={vi.fn()} />, '/favorite');
    expect(await screen.findByText(/You have no favourite games yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore games' })).toHaveAttribute('href', '/');
  });

  it('when a member opens /recent, then the recent games show and start launches them', async () => {
    logIn();
    mockCatalogueApi({ [cataloguePaths.recentGames]: { list: [gameItem(9, { displayName: 'Recent Nine' })] } });
    const onLaunch = vi.fn();
    renderAt(<AccountGameScreen kind="RECENT" onLaunch={onLaunch} />, '/recent');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Recent Nine' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: '9' }), 'REAL');
  });

  it('when the list fails, then a translated error with retry shows', async () => {
    logIn();
    mockCatalogueApi({
      // Not UNAUTHORIZED: a 401 to a member call ends the session instead.
      [cataloguePaths.recentGames]: () => {
        throw new Error('INTERNAL');
      },
    });
    renderAt(<AccountGameScreen kind="RECENT" onLaunch={vi.fn()} />, '/recent');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
