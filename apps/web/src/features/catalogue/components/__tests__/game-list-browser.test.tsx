import { cataloguePaths, type GameClassifyCode } from '@lumen/contracts/catalogue/catalogue.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { vendor } from '@/test/fixtures.ts';
import { gameItem, gameListPage, mockCatalogueApi, renderAt } from '../../__tests__/catalogue-test-utils.tsx';
import { slotFilters } from '../../lib/classify.ts';
import { GameListBrowser } from '../game-list-browser.tsx';

/** 60 games of every vendor; a vendor or sub-filter narrows to 30, each named after its filter. */
function listApi() {
  return mockCatalogueApi({
    [cataloguePaths.gameList]: ({ query }: { query: URLSearchParams }) => {
      const v = query.get('vassalage') ?? 'ALL';
      const c = query.get('gameClassify') ?? '';
      const total = v === 'ALL' && !c ? 60 : 30;
      return gameListPage(Number(query.get('pageNo')), Number(query.get('pageSize')), total, (n) => gameItem(`${n}${v === 'ALL' ? '' : '0'}`, { displayName: `${v}${c} ${n}` }));
    },
  });
}

function Browser() {
  const [vassalage, setVassalage] = useState('');
  const [classify, setClassify] = useState<GameClassifyCode | ''>('');
  return (
    <GameListBrowser
      gameType="RNG"
      pageSize={24}
      vendors={[vendor('PG'), vendor('JDB')]}
      vassalage={vassalage}
      onVendor={setVassalage}
      classifies={slotFilters()}
      classify={classify}
      onClassify={setClassify}
      onLaunch={vi.fn()}
      label="Slots"
    />
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('article');
const pages = (api: ReturnType<typeof listApi>) => api.to(cataloguePaths.gameList).map((c) => [c.query.get('vassalage'), c.query.get('gameClassify'), c.query.get('pageNo')]);

describe('GameListBrowser', () => {
  it('when "load more" is pressed, then the next page is appended; at the last page the button goes', async () => {
    const api = listApi();
    renderAt(<Browser />);
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(cards()[0]).toHaveAccessibleName('ALL 1');
    expect(cards()[47]).toHaveAccessibleName('ALL 48');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 60 of 60')).toBeInTheDocument();
    expect(pages(api)).toEqual([
      [null, null, '1'],
      [null, null, '2'],
      [null, null, '3'],
    ]);
  });

  it('when the vendor or the sub-filter changes, then the list starts again at page 1', async () => {
    const api = listApi();
    renderAt(<Browser />);
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));

    fireEvent.click(within(screen.getByRole('group', { name: 'Slots providers' })).getByRole('button', { name: 'JDB Games' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cards()[0]).toHaveAccessibleName('JDB 1');

    fireEvent.click(within(screen.getByRole('group', { name: 'Game type' })).getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('JDBJP 1'));
    expect(cards()).toHaveLength(24);
    expect(pages(api)).toEqual([
      [null, null, '1'],
      [null, null, '2'],
      ['JDB', null, '1'],
      ['JDB', 'JP', '1'],
    ]);
  });

  it('when the slot sub-filters are offered, then SC, VP, JP, TG, AC and the slots filter show, bingo only with the TY language', () => {
    listApi();
    renderAt(<Browser />);
    const group = screen.getByRole('group', { name: 'Game type' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Scratch', 'Video poker', 'Jackpot', 'Table games', 'Arcade', 'Slots (bet 1+, 25+ lines)']);
    expect(slotFilters(['EN', 'TY'])).toContain('BG');
  });

  it('when the list fails, then a translated error with a retry shows', async () => {
    const api = mockCatalogueApi({
      [cataloguePaths.gameList]: () => {
        throw new Error('VALIDATION_FAILED');
      },
    });
    renderAt(<Browser />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.to(cataloguePaths.gameList)).toHaveLength(2));
  });
});
