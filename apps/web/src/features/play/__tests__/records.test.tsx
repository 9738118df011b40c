import { playPaths } from '@lumen/contracts/play/play.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n.ts';
import { BettingRecordPage } from '../screens/betting-record-page.tsx';
import { ProfitLossPage } from '../screens/profit-loss-page.tsx';
import { mockPlayApi, Refusal, renderAt } from './play-test-utils.tsx';
import { permissionValue } from '@/test/fixtures.ts';
import { inTimeZone } from '@/test/time-zone.ts';

const balance = { [walletPaths.balance]: { balance: '1000.00', currency: 'PKR', currencySymbol: 'Rs' } };
const vendors = {
  [systemPaths.gameVendor]: {
    lanes: [
      { gameCategory: 'RNG', title: 'RNG', gameClassify: [], cards: [{ vassalage: 'HOUSE', displayName: 'House Games', gameType: 'RNG', icon: '', isGame: 'VASSALAGE', gameCode: null, nodeId: null, gameCount: 3, maintenance: false }, { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', icon: '', isGame: 'VASSALAGE', gameCode: null, nodeId: null, gameCount: 9, maintenance: false }] },
      { gameCategory: 'CRASH', title: 'CRASH', gameClassify: [], cards: [{ vassalage: 'HOUSE', displayName: 'House Games', gameType: 'CRASH', icon: '', isGame: 'VASSALAGE', gameCode: null, nodeId: null, gameCount: 1, maintenance: false }] },
    ],
  },
};

function round(id: number, extra: Record<string, unknown> = {}) {
  return {
    roundId: String(id),
    gameName: `Lucky Reels ${id}`,
    gameCode: 'HOUSE_SLOT',
    nodeId: '9001',
    vassalage: 'HOUSE',
    gameType: 'RNG',
    mode: 'REAL',
    stake: '10.00',
    win: '25.00',
    profit: '15.00',
    status: 'SETTLED',
    result: 'A K Q J 10',
    outcome: null,
    verifiable: true,
    createdAt: '2026-11-24T09:00:00.000Z',
    settledAt: '2026-11-24T09:00:00.000Z',
    ...extra,
  };
}

describe('betting record', () => {
  // Today is 20 November 2026 (only the clock is faked: the calendars and the default days follow it).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('when rounds exist, then rows, totals and paging show, and filters go back to page one', async () => {
    const api = mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.bettingRecord]: (c: { query: URLSearchParams }) => {
        const page = Number(c.query.get('pageNo'));
        return {
          list: [round(page * 100 + 1), round(page * 100 + 2, { status: 'ROLLED_BACK', win: '0.00', profit: '-10.00', verifiable: false, vassalage: 'PG', gameName: 'Fortune Ox' })],
          pageNo: page,
          totalPages: 3,
          total: 45,
          totals: { count: 45, stake: '1450.00', win: '1200.50', profit: '-249.50' },
        };
      },
    });
    renderAt(<BettingRecordPage />);
    const user = userEvent.setup();
    const row = await screen.findByTestId('bet-101');
    expect(within(row).getByText('Lucky Reels 101')).toBeInTheDocument();
    // The vendor by its name, as the vendor filter lists it.
    expect(await within(row).findByText('House Games')).toBeInTheDocument();
    expect(within(screen.getByTestId('bet-102')).getByText('PG Soft')).toBeInTheDocument();
    expect(within(row).getByText('Rs 10.00')).toBeInTheDocument();
    expect(within(row).getByText('+Rs 15.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/verify?roundId=101');
    const cancelled = screen.getByTestId('bet-102');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();
    const totals = screen.getByTestId('bet-totals');
    expect(within(totals).getByText('45')).toBeInTheDocument();
    expect(within(totals).getByText('Rs 1,450.00')).toBeInTheDocument();
    expect(within(totals).getByText('-Rs 249.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByTestId('bet-201')).toBeInTheDocument();
    expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('pageNo')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'CRASH');
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('gameType')).toBe('CRASH'));
    expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('pageNo')).toBe('1');
    // Only the vendors of the chosen type are offered.
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    expect(within(vendor).queryByRole('option', { name: 'PG Soft' })).not.toBeInTheDocument();
    await user.selectOptions(vendor, 'HOUSE');
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('vassalage')).toBe('HOUSE'));

    await user.click(screen.getByLabelText('From'));
    await user.click(within(screen.getByRole('dialog', { name: 'Choose a date' })).getByRole('button', { name: /Sunday, November 1, 2026/ }));
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('startDate')).toBe('2026-11-01'));

    // Real-money rounds by default; free-trial rounds on request.
    expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('mode')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Money' }), 'FUN');
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('mode')).toBe('FUN'));
  });

  it('when e-sports, cockfight or mixed-win is chosen, then the vendor filter offers that category’s vendors as the menus arrange them', async () => {
    const card = (vassalage: string, gameType: string) => ({ vassalage, displayName: `${vassalage} name`, gameType, icon: '', isGame: 'VASSALAGE', gameCode: null, nodeId: null, gameCount: 3, maintenance: false });
    const slots = Array.from({ length: 13 }, (_, i) => card(`S${i + 1}`, 'RNG'));
    const api = mockPlayApi({
      ...balance,
      [systemPaths.permission]: permissionValue({ esportVendors: ['ESX'], cockfightVendors: ['CFX'] }),
      [systemPaths.gameVendor]: {
        lanes: [
          { gameCategory: 'RNG', title: 'RNG', gameClassify: [], cards: slots },
          { gameCategory: 'SPORTS', title: 'SPORTS', gameClassify: [], cards: [card('SBX', 'SPORTS'), card('ESX', 'SPORTS'), card('CFX', 'SPORTS')] },
        ],
      },
      [playPaths.bettingRecord]: { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } },
    });
    renderAt(<BettingRecordPage />);
    const user = userEvent.setup();
    const type = screen.getByRole('combobox', { name: 'Game type' });
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    const offered = () => within(vendor).getAllByRole('option').map((o) => o.getAttribute('value'));
    await waitFor(() => expect(offered()).toContain('ESX'));
    await user.selectOptions(type, 'ESPORTS');
    await waitFor(() => expect(offered()).toEqual(['', 'ESX']));
    await user.selectOptions(type, 'COCKFIGHT');
    await waitFor(() => expect(offered()).toEqual(['', 'CFX']));
    await user.selectOptions(type, 'SPORTS');
    await waitFor(() => expect(offered()).toEqual(['', 'SBX']));
    await user.selectOptions(type, 'MXWIN');
    await waitFor(() => expect(offered()).toEqual(['', 'S12', 'S13']));
    await user.selectOptions(vendor, 'S12');
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('vassalage')).toBe('S12'));
    expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('gameType')).toBe('MXWIN');
  });

  it('when house rounds are listed, then each outcome is put in words in the member’s language, and a vendor’s round shows its own words', async () => {
    const slot = { definitionId: 'lucky-reels', stops: [3, 5, 1, 2, 7], window: [], totalMultiplier: 7, lineWins: [
      { line: 2, symbol: 'GEM', count: 3, multiplier: 5 },
      { line: 4, symbol: 'A', count: 3, multiplier: 2 },
    ] };
    const rounds = [
      round(1, { outcome: { engine: 'SLOT', slot } }),
      round(2, { outcome: { engine: 'SLOT', slot: { ...slot, lineWins: [], totalMultiplier: 0 } } }),
      round(3, { outcome: { engine: 'DICE', dice: { direction: 'UNDER', target: '50.00', roll: '43.21', multiplier: '1.9800', won: true } } }),
      round(4, { outcome: { engine: 'DICE', dice: { direction: 'OVER', target: '75.00', roll: '12.00', multiplier: '3.9600', won: false } } }),
      round(5, { outcome: { engine: 'KENO', keno: { picks: [1, 2, 3], drawn: [1, 9, 3, 11, 12, 13, 14, 15, 16, 17], hits: [1, 3], multiplier: '2.50', won: true } } }),
      round(6, { outcome: { engine: 'CRASH', crash: { roundNumber: 41, cashout: '2.00', crashPoint: null } } }),
      round(7, { outcome: { engine: 'CRASH', crash: { roundNumber: 42, cashout: null, crashPoint: '1.37' } } }),
      round(8, { status: 'OPEN', outcome: { engine: 'CRASH', crash: { roundNumber: 43, cashout: null, crashPoint: null } } }),
      round(9, { vassalage: 'PG', verifiable: false, result: 'Free spins x3', outcome: null }),
    ];
    mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.bettingRecord]: { list: rounds, pageNo: 1, totalPages: 1, total: rounds.length, totals: { count: 9, stake: '90.00', win: '0.00', profit: '-90.00' } },
    });
    renderAt(<BettingRecordPage />);
    const words = async (id: number, text: string) => expect(await within(await screen.findByTestId(`bet-${id}`)).findByText(text)).toBeInTheDocument();
    await words(1, 'Reel stops 3-5-1-2-7: 3 × Gem on line 2, 3 × Ace on line 4; 7× the line bet');
    await words(2, 'Reel stops 3-5-1-2-7: no win');
    await words(3, 'Under 50.00, rolled 43.21: won at 1.98×');
    await words(4, 'Over 75.00, rolled 12.00: lost');
    await words(5, 'Drawn 1 9 3 11 12 13 14 15 16 17: 2 of 3 picks hit, won at 2.50×');
    await words(6, 'Round 41: cashed out at 2.00×');
    await words(7, 'Round 42: crashed at 1.37× before the cash-out, lost');
    await words(8, 'Round 43: bet placed, the round is running');
    await words(9, 'Free spins x3');
  });

  it('when the interface is in Urdu, then a house round’s outcome is in Urdu', async () => {
    await initI18n('UR');
    mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.bettingRecord]: {
        list: [round(1, { outcome: { engine: 'DICE', dice: { direction: 'UNDER', target: '50.00', roll: '43.21', multiplier: '1.9800', won: true } } })],
        pageNo: 1,
        totalPages: 1,
        total: 1,
        totals: { count: 1, stake: '10.00', win: '25.00', profit: '15.00' },
      },
    });
    renderAt(<BettingRecordPage />);
    expect(await within(await screen.findByTestId('bet-1')).findByText('50.00 سے کم، 43.21 آیا: 1.98 گنا پر جیت')).toBeInTheDocument();
  });

  it('when the browser is in another time zone, then a round’s time shows in UTC, marked so, on the day the filters find it under', async () => {
    // Pakistan is five hours ahead of UTC: 23:30 on 1 March UTC is 04:30 on 2 March there.
    await inTimeZone('Asia/Karachi', async () => {
    mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.bettingRecord]: {
        list: [round(1, { createdAt: '2026-03-01T23:30:00.000Z', settledAt: '2026-03-01T23:30:00.000Z' })],
        pageNo: 1,
        totalPages: 1,
        total: 1,
        totals: { count: 1, stake: '10.00', win: '25.00', profit: '15.00' },
      },
    });
    renderAt(<BettingRecordPage />);
    const row = await screen.findByTestId('bet-1');
    expect(within(row).getByText('03/01/2026 11:30 PM UTC')).toHaveAttribute('datetime', '2026-03-01T23:30:00.000Z');
      expect(within(row).queryByText(/03\/02\/2026/)).not.toBeInTheDocument();
    });
  });

  it('when the end day is chosen, then the start calendar offers no later day', async () => {
    mockPlayApi({ ...balance, ...vendors, [playPaths.bettingRecord]: { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } } });
    renderAt(<BettingRecordPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No rounds for these filters.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('To'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Tuesday, November 17, 2026/ }));
    await user.click(screen.getByLabelText('From'));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /Tuesday, November 17, 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /Wednesday, November 18, 2026/ })).toBeDisabled();
  });

  it('when the days span more than a record covers, then it says how many it may and asks nothing', async () => {
    const api = mockPlayApi({ ...balance, ...vendors, [playPaths.bettingRecord]: { list: [], pageNo: 1, totalPages: 0, total: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } } });
    renderAt(<BettingRecordPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('No rounds for these filters.')).toBeInTheDocument();
    const calls = api.to(playPaths.bettingRecord).length;
    // Today is November 20: August 22 to November 20 is 91 days.
    await user.click(screen.getByLabelText('From'));
    for (let i = 0; i < 3; i++) await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous month' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Saturday, August 22, 2026/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 90 days.');
    expect(api.to(playPaths.bettingRecord).length).toBe(calls);
    // Ninety days exactly is fine.
    await user.click(screen.getByLabelText('From'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Sunday, August 23, 2026/ }));
    await waitFor(() => expect(screen.queryByText('Choose at most 90 days.')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to(playPaths.bettingRecord).at(-1)?.query.get('startDate')).toBe('2026-08-23'));
  });

  it('when the record cannot be loaded, then the error shows with a retry that loads it', async () => {
    let fail = true;
    mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.bettingRecord]: () => {
        if (fail) throw new Refusal('INTERNAL', '', 500);
        return { list: [round(1)], pageNo: 1, totalPages: 1, total: 1, totals: { count: 1, stake: '10.00', win: '25.00', profit: '15.00' } };
      },
    });
    renderAt(<BettingRecordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error, please try again');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bet-1')).toBeInTheDocument();
  });
});

describe('profit and loss', () => {
  it('when there were rounds, then each day and game type shows with the totals', async () => {
    const api = mockPlayApi({
      ...balance,
      ...vendors,
      [playPaths.profitLoss]: {
        rows: [
          { day: '2026-11-24', gameType: 'RNG', count: 12, stake: '120.00', win: '80.00', profit: '-40.00' },
          { day: '2026-11-23', gameType: 'CRASH', count: 3, stake: '30.00', win: '95.00', profit: '65.00' },
        ],
        totals: { count: 15, stake: '150.00', win: '175.00', profit: '25.00' },
      },
    });
    renderAt(<ProfitLossPage />);
    expect(await screen.findByRole('cell', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Crash' })).toBeInTheDocument();
    expect(screen.getByText('-Rs 40.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('profit-totals')).getByText('+Rs 25.00')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'RNG');
    await waitFor(() => expect(api.to(playPaths.profitLoss).at(-1)?.query.get('gameType')).toBe('RNG'));
  });
});
