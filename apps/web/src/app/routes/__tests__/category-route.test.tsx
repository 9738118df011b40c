import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameListPage, mockCatalogueApi, renderAt } from '@/features/catalogue/__tests__/catalogue-test-utils.tsx';
import { lane, permissionValue } from '@/test/fixtures.ts';
import { CategoryRoute } from '../category-route.tsx';

describe('category page', () => {
  it('when the vendors cannot be loaded, then the page says so with a retry instead of counting no providers, and the retry brings the vendor filter', async () => {
    let failing = true;
    mockCatalogueApi({
      '/wps/system/permission': permissionValue(),
      '/wps/relay/GCSGAME_newGameVendor': () => {
        if (failing) throw new Error('INTERNAL');
        return { lanes: [lane('RNG', ['PG', 'JDB'])] };
      },
      [cataloguePaths.gameList]: gameListPage(1, 24, 3),
    });
    renderAt(<CategoryRoute />, '/rng');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error, please try again');
    expect(screen.queryByText(/0 providers/)).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Slots providers' })).toBeInTheDocument();
    expect(screen.getByText('2 providers · 20 games')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
