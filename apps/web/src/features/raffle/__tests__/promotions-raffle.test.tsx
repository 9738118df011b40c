import { TRIAL_TYPE } from '@lumen/contracts/auth/account-types';
import { authPaths } from '@lumen/contracts/auth/auth.paths';
import { activityPaths } from '@lumen/contracts/member/activity.contract';
import { type Raffle, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import type { Announcement } from '@lumen/contracts/system/system.contract';
import { systemPaths } from '@lumen/contracts/system/system.paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { mockWalletApi, Refusal, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { clearSession, getSession, TOKEN_KEY } from '@/lib/session.ts';
import { emptyAnnouncements, memberInfo, permissionValue } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render.tsx';
import { DAY, drawnRaffle, fromNow, HOUR, raffle, SEED_HASH } from './raffle-fixtures.ts';

afterEach(() => {
  clearSession();
  closeTrialWarning();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const promotion = (id: string, title: string, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'PR',
  title,
  content: `<p>${title}: the rules.</p>`,
  execution: 'A',
  promotionType: 'EVENT',
  publishedAt: '2026-11-01T00:00:00.000Z',
  applicable: false,
  expiresAt: null,
  ...extra,
});

const promotions = [
  promotion('1', 'Grand draw'),
  promotion('2', 'Weekend draw'),
  promotion('3', 'Deposit match', { applicable: true }),
  promotion('4', 'No draw here'),
];

type Answer = Raffle[] | ((call: WalletCall) => unknown);

/** The site around the promotions page, and the raffles as the server keeps them. */
function siteApi(options: { member?: 'member' | 'trial' | 'visitor'; raffles?: Answer; balance?: () => string; extra?: Record<string, unknown> } = {}) {
  const who = options.member ?? 'member';
  const balance = options.balance ?? (() => '100.00');
  if (who !== 'visitor') sessionStorage.setItem(TOKEN_KEY, 'session-token');
  const raffles = options.raffles ?? [];
  return mockWalletApi({
    [systemPaths.permission]: permissionValue(),
    [systemPaths.announcements]: { ...emptyAnnouncements, promotion: promotions },
    [authPaths.loginInfo]: who === 'trial' ? memberInfo({ isTrial: true, type: TRIAL_TYPE }) : () => memberInfo({ balance: balance() }),
    [`GET ${activityPaths.applications}`]: { list: [], pageNo: 1, totalPages: 0, total: 0 },
    [`GET ${rafflePaths.list}`]: typeof raffles === 'function' ? raffles : () => ({ list: raffles }),
    ...options.extra,
  });
}

const card = (title: string) => screen.getByRole('listitem', { name: title });
const panel = (title: string) => within(card(title)).getByRole('region', { name: /^Lucky draw/ });

async function openPage() {
  renderRoutes('/promotions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 12_000 })).toBeInTheDocument();
  await screen.findByRole('listitem', { name: 'Grand draw' });
}

describe('raffles on the promotions page: who sees what', { timeout: 20_000 }, () => {
  it('when a visitor opens the page, then the raffle shows its window, prizes and entries with Join, which opens the login; the list is asked without a token and nothing is joined', async () => {
    const api = siteApi({ member: 'visitor', raffles: [raffle('11', '1', { myTurnover: null })] });
    await openPage();
    // Named with its promotion, so two draws on the page are two distinct regions.
    const draw = await within(card('Grand draw')).findByRole('region', { name: 'Lucky draw: Grand draw' });
    expect(draw).toHaveTextContent('1 × 1,000.00, 5 × 100.00');
    expect(draw).toHaveTextContent('1,234');
    expect(draw).toHaveTextContent('Entry window');
    expect(draw).toHaveTextContent(/Closes in\s*2 days\s*0[23]:[0-5]\d:[0-5]\d/);
    expect(within(draw).queryByRole('progressbar')).not.toBeInTheDocument();
    // Only the promotion with a raffle carries one.
    expect(within(card('No draw here')).queryByRole('region', { name: /^Lucky draw/ })).not.toBeInTheDocument();

    await userEvent.setup().click(within(draw).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, { timeout: 8000 })).toBeInTheDocument();
    expect(api.to(rafflePaths.join)).toHaveLength(0);
    const list = api.calls.find((c) => c.path === rafflePaths.list);
    expect(list?.headers.authorization).toBeUndefined();
  });

  it('when a trial account presses Join, then it is told a real account is needed and nothing is joined', async () => {
    const api = siteApi({ member: 'trial', raffles: [raffle('11', '1', { myTurnover: null })] });
    await openPage();
    const user = userEvent.setup();
    await user.click(await within(card('Grand draw')).findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' }, { timeout: 8000 })).toHaveTextContent('A real account is needed, please register first');
    expect(api.to(rafflePaths.join)).toHaveLength(0);
    expect(api.calls.filter((c) => c.path === rafflePaths.list).every((c) => c.headers.authorization === undefined)).toBe(true);
  });

  it("when a member opens the page, then the list is asked with the member's token and their turnover shows as a progress bar", async () => {
    const api = siteApi({ raffles: [raffle('11', '1', { state: 'PROCESS', myTurnover: '2000.00' })] });
    await openPage();
    const bar = await within(card('Grand draw')).findByRole('progressbar', { name: 'Your turnover' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '2,000.00 / 5,000.00');
    expect(api.calls.find((c) => c.path === rafflePaths.list)?.headers.authorization).toBe('Bearer session-token');
  });

  it('when the member’s turnover is past what qualifies, then the bar is full and reads the required turnover over itself', async () => {
    siteApi({ raffles: [raffle('11', '1', { state: 'JOINED', myTurnover: '12000.00' })] });
    await openPage();
    const bar = await within(card('Grand draw')).findByRole('progressbar', { name: 'Your turnover' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '5,000.00 / 5,000.00');
    expect(screen.getByTestId('raffle-1-turnover')).toHaveTextContent(/^5,000\.00 \/ 5,000\.00$/);
  });
});

describe('raffles: each state', { timeout: 20_000 }, () => {
  const states: [string, Raffle, { button: string; enabled: boolean; note: RegExp | string }][] = [
    ['coming soon', raffle('1', '1', { state: 'COMING_SOON', opensAt: fromNow(5 * HOUR), closesAt: fromNow(3 * DAY) }), { button: 'Coming soon', enabled: false, note: 'Entries open' }],
    ['open', raffle('1', '1', { state: 'JOIN' }), { button: 'Join', enabled: true, note: 'Join, and have 5,000.00 in real-money turnover while the raffle is open, to qualify.' }],
    ['joined below the turnover', raffle('1', '1', { state: 'PROCESS', myTurnover: '1999.50' }), { button: 'In process', enabled: false, note: 'Play 3,000.50 more in turnover before it closes to qualify.' }],
    ['closed, being drawn', raffle('1', '1', { state: 'PROCESS', closesAt: fromNow(-60_000), myTurnover: '6000.00' }), { button: 'In process', enabled: false, note: 'The winners are being drawn.' }],
    ['joined and qualified', raffle('1', '1', { state: 'JOINED', myTurnover: '6000.00' }), { button: 'Joined', enabled: false, note: 'You qualify.' }],
    ['won', drawnRaffle('1', '1', { state: 'CLAIM', myPrize: '500.00' }), { button: 'Claim prize', enabled: true, note: 'You won Rs 500.00! Claim it by' }],
    ['claimed', drawnRaffle('1', '1', { state: 'CLAIMED', myPrize: '500.00' }), { button: 'Claimed', enabled: false, note: 'You received Rs 500.00.' }],
    ['ended, not won', drawnRaffle('1', '1', { state: 'CLOSE' }), { button: 'Closed', enabled: false, note: 'This draw has ended.' }],
    ['ended, claim window passed', drawnRaffle('1', '1', { state: 'CLOSE', myPrize: '500.00' }), { button: 'Closed', enabled: false, note: 'The time to claim this prize has passed.' }],
  ];
  for (const [name, answer, expected] of states) {
    it(`when the raffle is ${name}, then the card shows ${expected.button} ${expected.enabled ? 'to press' : 'disabled'} and says why`, async () => {
      siteApi({ raffles: [answer] });
      await openPage();
      const draw = await within(card('Grand draw')).findByRole('region', { name: /^Lucky draw/ });
      const button = within(draw).getByRole('button', { name: expected.button });
      if (expected.enabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
      expect(draw).toHaveTextContent(expected.note);
      // Only the state's own button.
      expect(within(draw).getAllByRole('button').filter((b) => b.closest('.raffle-action'))).toHaveLength(1);
      if (answer.state === 'COMING_SOON') expect(draw).toHaveTextContent(/Opens in\s*0[45]:[0-5]\d:[0-5]\d/);
    });
  }
});

describe('raffles: joining', { timeout: 20_000 }, () => {
  it('when the member presses Join, then the raffle id is sent and the card shows the new state at once', async () => {
    let joined = false;
    const api = siteApi({
      raffles: () => ({ list: [raffle('11', '1', joined ? { state: 'PROCESS', entries: 1235 } : {})] }),
      extra: {
        [`POST ${rafflePaths.join}`]: () => {
          joined = true;
          return raffle('11', '1', { state: 'PROCESS', entries: 1235 });
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    await user.click(await within(card('Grand draw')).findByRole('button', { name: 'Join' }));
    expect(api.to(rafflePaths.join)[0]?.body).toEqual({ raffleId: '11' });
    const draw = panel('Grand draw');
    expect(await within(draw).findByRole('button', { name: 'In process' })).toBeDisabled();
    expect(within(draw).getByRole('status')).toHaveTextContent('You are in the draw.');
    expect(draw).toHaveTextContent('1,235');
    expect(within(draw).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('when the raffle closed before the join reached the server, then its translated refusal shows and the raffles reload', async () => {
    let refused = false;
    const api = siteApi({
      raffles: () => ({ list: [raffle('11', '1', refused ? { state: 'CLOSE', closesAt: fromNow(-1000) } : {})] }),
      extra: {
        [`POST ${rafflePaths.join}`]: () => {
          refused = true;
          throw new Refusal('RAFFLE_NOT_OPEN', 'This lucky draw is not open for entries', null, 409);
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    await user.click(await within(card('Grand draw')).findByRole('button', { name: 'Join' }));
    expect(await within(panel('Grand draw')).findByRole('alert')).toHaveTextContent('This lucky draw is not open for entries');
    expect(await within(panel('Grand draw')).findByRole('button', { name: 'Closed' })).toBeDisabled();
    expect(api.calls.filter((c) => c.path === rafflePaths.list).length).toBeGreaterThan(1);
  });
});

describe('raffles: claiming a prize', { timeout: 20_000 }, () => {
  it('when the member claims a won prize, then it is paid, the amount shows, the balance follows and the member info and raffles reload', async () => {
    let claimed = false;
    const api = siteApi({
      balance: () => (claimed ? '600.00' : '100.00'),
      raffles: () => ({ list: [drawnRaffle('11', '1', { state: claimed ? 'CLAIMED' : 'CLAIM', myPrize: '500.00' })] }),
      extra: {
        [rafflePaths.claim]: () => {
          claimed = true;
          return { raffleId: '11', amount: '500.00', transferId: '900', balance: '600.00', replayed: false };
        },
      },
    });
    await openPage();
    const user = userEvent.setup();
    const loginInfoCalls = () => api.calls.filter((c) => c.path === authPaths.loginInfo).length;
    const claim = await within(card('Grand draw')).findByRole('button', { name: 'Claim prize' });
    await waitFor(() => expect(getSession().member?.balance).toBe('100.00'));
    const before = loginInfoCalls();
    await user.click(claim);
    expect(api.to(rafflePaths.claim)[0]?.body).toEqual({ raffleId: '11' });
    const draw = panel('Grand draw');
    expect(await within(draw).findByText('Rs 500.00 was added to your main wallet.')).toBeInTheDocument();
    expect(await within(draw).findByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(getSession().member?.balance).toBe('600.00');
    // As after any money movement, the member info (balance, counts) is read again.
    await waitFor(() => expect(loginInfoCalls()).toBeGreaterThan(before));
    expect(api.to(rafflePaths.claim)).toHaveLength(1);
  });

  it('when Claim prize is double-clicked, then one claim goes and only its own answer shows', async () => {
    let calls = 0;
    const api = siteApi({
      raffles: () => ({ list: [drawnRaffle('11', '1', { state: calls > 0 ? 'CLAIMED' : 'CLAIM', myPrize: '500.00' })] }),
      extra: {
        [rafflePaths.claim]: () => {
          calls += 1;
          return { raffleId: '11', amount: '500.00', transferId: '900', balance: '600.00', replayed: calls > 1 };
        },
      },
    });
    await openPage();
    const claim = await within(card('Grand draw')).findByRole('button', { name: 'Claim prize' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    const draw = panel('Grand draw');
    expect(await within(draw).findByText('Rs 500.00 was added to your main wallet.')).toBeInTheDocument();
    expect(within(draw).queryByText(/already claimed/)).not.toBeInTheDocument();
    expect(api.to(rafflePaths.claim)).toHaveLength(1);
  });

  it('when the claim window passed, then the translated refusal shows and nothing is credited', async () => {
    siteApi({
      raffles: [drawnRaffle('11', '1', { state: 'CLAIM', myPrize: '500.00' })],
      extra: {
        [rafflePaths.claim]: () => {
          throw new Refusal('RAFFLE_CLAIM_EXPIRED', 'The time to claim this prize has passed', null, 409);
        },
      },
    });
    await openPage();
    await userEvent.setup().click(await within(card('Grand draw')).findByRole('button', { name: 'Claim prize' }));
    expect(await within(panel('Grand draw')).findByRole('alert')).toHaveTextContent('The time to claim this prize has passed');
    expect(getSession().member?.balance).toBe('100.00');
  });
});

describe('raffles: after the draw', { timeout: 20_000 }, () => {
  it('when the raffle was drawn, then the winners show with masked names and amounts, with when and from how many', async () => {
    siteApi({ raffles: [drawnRaffle('11', '1')] });
    await openPage();
    const draw = await within(card('Grand draw')).findByRole('region', { name: /^Lucky draw/ });
    const winners = within(draw).getByRole('group', { name: 'Winners' });
    const rows = within(winners).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['de****er1,000.00', 'pl****01100.00']);
    expect(winners).toHaveTextContent('from 42 qualified entries');
  });

  it('when the member verifies the revealed seed, then its SHA-256 is computed here and said to match the published hash', async () => {
    siteApi({ raffles: [drawnRaffle('11', '1')] });
    await openPage();
    const draw = await within(card('Grand draw')).findByRole('region', { name: /^Lucky draw/ });
    const user = userEvent.setup();
    await user.click(within(draw).getByText('Fairness'));
    expect(draw).toHaveTextContent(SEED_HASH);
    await user.click(within(draw).getByRole('button', { name: 'Verify' }));
    expect(await within(draw).findByText('Match: the seed hashes to the published value.')).toBeInTheDocument();
  });

  it('when the revealed seed does not hash to the published value, then Verify says it does not match', async () => {
    siteApi({ raffles: [drawnRaffle('11', '1', { seed: 'not-the-seed' })] });
    await openPage();
    const draw = await within(card('Grand draw')).findByRole('region', { name: /^Lucky draw/ });
    const user = userEvent.setup();
    await user.click(within(draw).getByText('Fairness'));
    await user.click(within(draw).getByRole('button', { name: 'Verify' }));
    expect(await within(draw).findByText('Mismatch: the seed does not hash to the published value.')).toBeInTheDocument();
  });

  it('when the raffle is not drawn yet, then the published hash shows and the seed is to come, with nothing to verify', async () => {
    siteApi({ raffles: [raffle('11', '1')] });
    await openPage();
    const draw = await within(card('Grand draw')).findByRole('region', { name: /^Lucky draw/ });
    expect(draw).toHaveTextContent(SEED_HASH);
    expect(draw).toHaveTextContent('Revealed after the draw.');
    expect(within(draw).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(draw).queryByRole('group', { name: 'Winners' })).not.toBeInTheDocument();
  });
});

describe('raffles: loading, failure, sharing a card', { timeout: 20_000 }, () => {
  it('when the raffles fail to load, then it is said once above the promotions with a retry that brings them', async () => {
    let fail = true;
    siteApi({
      raffles: () => {
        if (fail) throw new Refusal('INTERNAL', 'Something went wrong on our side', null, 500);
        return { list: [raffle('11', '1')] };
      },
    });
    await openPage();
    expect(await screen.findByText('The lucky draws could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').filter((a) => a.textContent?.includes('Something went wrong on our side'))).toHaveLength(1);
    fail = false;
    // The page's own retry (the footer may offer one for its lists too).
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Grand draw')).findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByText('The lucky draws could not be loaded.')).not.toBeInTheDocument();
  });

  it('when the raffles are still loading, then the cards show a placeholder', async () => {
    siteApi({ raffles: () => new Promise(() => undefined) });
    await openPage();
    expect(within(card('Grand draw')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('when a promotion open to applications also has a raffle, then its card offers both Apply and the draw', async () => {
    siteApi({ raffles: [raffle('13', '3')] });
    await openPage();
    const both = card('Deposit match');
    expect(await within(both).findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(await within(both).findByRole('region', { name: /^Lucky draw/ })).toBeInTheDocument();
    expect(within(both).getByRole('button', { name: 'Join' })).toBeEnabled();
  });
});
