import { type DeskRaffle, rafflePaths } from '@lumen/contracts/member/raffle.contract';
import type { Announcement } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { localToIso, RafflesScreen } from '../screens/raffles-screen.tsx';

const HASH = 'a3f1c0de9b8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a4938271605f4e';

const promotion = (id: string, title: string): Announcement => ({
  id,
  type: 'PR',
  title,
  content: '<p>Rules</p>',
  execution: 'A',
  promotionType: 'EVENT',
  publishedAt: '2026-11-01T00:00:00.000Z',
  applicable: false,
  expiresAt: null,
});

const deskRaffle = (id: string, promotionId: string, extra: Partial<DeskRaffle> = {}): DeskRaffle => ({
  id,
  promotionId,
  title: `Promotion ${promotionId}`,
  opensAt: '2026-11-20T10:00:00.000Z',
  closesAt: '2026-11-27T10:00:00.000Z',
  turnoverRequired: '5000.00',
  prizes: [
    { amount: '1000.00', count: 1 },
    { amount: '100.00', count: 5 },
  ],
  claimDays: 7,
  entries: 12,
  seedHash: HASH,
  drawnAt: null,
  qualified: null,
  winners: 0,
  claimed: 0,
  paid: '0.00',
  ...extra,
});

const promotions = [promotion('1', 'Grand draw'), promotion('2', 'Weekend draw'), promotion('3', 'Deposit match')];

function deskApi(options: { raffles?: () => DeskRaffle[]; create?: (body: unknown) => unknown } = {}) {
  return mockWalletApi({
    [`GET ${rafflePaths.deskPromotions}`]: { list: promotions.map((p) => ({ id: p.id, title: p.title })) },
    [`GET ${rafflePaths.desk}`]: () => ({ list: options.raffles?.() ?? [] }),
    ...(options.create ? { [`POST ${rafflePaths.desk}`]: (call: { body: unknown }) => options.create?.(call.body) } : {}),
  });
}

/** A datetime-local value this many days from now, at 20:00. */
function localDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T20:00`;
}

async function setWindow(user: ReturnType<typeof userEvent.setup>, opens: string, closes: string) {
  await user.clear(screen.getByLabelText('Opens at'));
  await user.type(screen.getByLabelText('Opens at'), opens);
  await user.clear(screen.getByLabelText('Closes at'));
  await user.type(screen.getByLabelText('Closes at'), closes);
}

describe("the operator's raffles", { timeout: 20_000 }, () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Raffles is in its menu and lists every raffle with its window, entries, draw, payouts and seed hash', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const api = deskApi({
      raffles: () => [
        deskRaffle('2', '2', { drawnAt: '2026-11-27T10:00:05.000Z', qualified: 9, winners: 6, claimed: 4, paid: '1300.00' }),
        deskRaffle('1', '1'),
      ],
    });
    renderRoutes('/admin/raffles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raffles' }, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raffles' })).toHaveAttribute('href', '/admin/raffles');
    const drawn = await screen.findByTestId('raffle-2');
    expect(drawn).toHaveTextContent('Promotion 2');
    expect(drawn).toHaveTextContent(/1 × 1,000.00,\s*5 × 100.00/);
    expect(drawn).toHaveTextContent('9 qualified');
    expect(drawn).toHaveTextContent('1,300.00');
    expect(within(drawn).getByTitle(HASH)).toHaveTextContent(HASH.slice(0, 12));
    expect(screen.getByTestId('raffle-1')).toHaveTextContent('Not drawn yet');
    const list = api.calls.find((c) => c.path === rafflePaths.desk && c.method === 'GET');
    expect(list?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
    // The promotions come from the desk's own call (the public one gives a caller without a session only the visitors').
    const promos = api.calls.find((c) => c.path === rafflePaths.deskPromotions);
    expect(promos?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when a promotion already has a raffle, then it cannot be picked again', async () => {
    deskApi({ raffles: () => [deskRaffle('1', '1')] });
    renderPage(<RafflesScreen />);
    await screen.findByTestId('raffle-1');
    expect(screen.getByRole('option', { name: 'Grand draw (has a raffle)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Weekend draw' })).toBeEnabled();
  });

  it('when the form is sent empty or wrong, then each field says what is wrong and nothing is created', async () => {
    const api = deskApi({ create: () => deskRaffle('9', '2') });
    renderPage(<RafflesScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('No raffles yet.')).toBeInTheDocument();
    await setWindow(user, localDay(5), localDay(2));
    await user.clear(screen.getByLabelText('Turnover required'));
    await user.type(screen.getByLabelText('Turnover required'), '12.345');
    await user.clear(screen.getByLabelText('Days to claim'));
    await user.type(screen.getByLabelText('Days to claim'), '91');
    await user.clear(screen.getByLabelText('Prize tier 1 winners'));
    await user.type(screen.getByLabelText('Prize tier 1 winners'), '0');
    await user.click(screen.getByRole('button', { name: 'Create raffle' }));

    expect(await screen.findByText('Choose a promotion.')).toBeInTheDocument();
    expect(screen.getByText('Closing must be after opening.')).toBeInTheDocument();
    expect(screen.getByText('Enter 0 or more, with at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of days from 1 to 90.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 1,000.')).toBeInTheDocument();
    expect(api.to(rafflePaths.desk)).toHaveLength(0);
  });

  it('when the prize tiers add up to more than the most winners, then the form says so', async () => {
    const api = deskApi({ create: () => deskRaffle('9', '2') });
    renderPage(<RafflesScreen />);
    const user = userEvent.setup();
    await screen.findByText('No raffles yet.');
    await user.selectOptions(screen.getByLabelText('Promotion'), 'Weekend draw');
    await user.type(screen.getByLabelText('Prize tier 1 amount'), '10');
    await user.clear(screen.getByLabelText('Prize tier 1 winners'));
    await user.type(screen.getByLabelText('Prize tier 1 winners'), '800');
    await user.click(screen.getByRole('button', { name: 'Add prize tier' }));
    await user.type(screen.getByLabelText('Prize tier 2 amount'), '5');
    await user.clear(screen.getByLabelText('Prize tier 2 winners'));
    await user.type(screen.getByLabelText('Prize tier 2 winners'), '300');
    await user.click(screen.getByRole('button', { name: 'Create raffle' }));
    expect(await screen.findByText('At most 1,000 winners in all.')).toBeInTheDocument();
    expect(api.to(rafflePaths.desk)).toHaveLength(0);
  });

  it('when the raffle is filled in with two prize tiers, then the body carries the promotion, times with offset, amounts and days; the desk confirms and the list reloads', async () => {
    let list: DeskRaffle[] = [];
    const api = deskApi({
      raffles: () => list,
      create: () => {
        list = [deskRaffle('9', '2', { title: 'Weekend draw' })];
        return list[0];
      },
    });
    renderPage(<RafflesScreen />);
    const user = userEvent.setup();
    await screen.findByText('No raffles yet.');
    const opens = localDay(1);
    const closes = localDay(8);
    await user.selectOptions(screen.getByLabelText('Promotion'), 'Weekend draw');
    await setWindow(user, opens, closes);
    await user.clear(screen.getByLabelText('Turnover required'));
    await user.type(screen.getByLabelText('Turnover required'), '5000');
    await user.type(screen.getByLabelText('Prize tier 1 amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add prize tier' }));
    await user.click(screen.getByRole('button', { name: 'Add prize tier' }));
    await user.type(screen.getByLabelText('Prize tier 2 amount'), '100.5');
    await user.clear(screen.getByLabelText('Prize tier 2 winners'));
    await user.type(screen.getByLabelText('Prize tier 2 winners'), '5');
    // The third row was a slip: removed again.
    await user.click(screen.getByRole('button', { name: 'Remove prize tier 3' }));
    expect(screen.queryByLabelText('Prize tier 3 amount')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Days to claim'));
    await user.type(screen.getByLabelText('Days to claim'), '14');
    await user.click(screen.getByRole('button', { name: 'Create raffle' }));

    await waitFor(() => expect(api.to(rafflePaths.desk)).toHaveLength(1));
    const body = api.to(rafflePaths.desk)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      promotionId: '2',
      opensAt: localToIso(opens),
      closesAt: localToIso(closes),
      turnoverRequired: '5000.00',
      prizes: [
        { amount: '1000.00', count: 1 },
        { amount: '100.50', count: 5 },
      ],
      claimDays: 14,
    });
    expect(String(body.opensAt)).toMatch(/^\d{4}-\d\d-\d\dT20:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(String(body.opensAt))).toBe(new Date(opens).getTime());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Raffle created on Weekend draw; entries open \d{4}-/);
    expect(await screen.findByTestId('raffle-9')).toHaveTextContent('Weekend draw');
    // The form is empty again.
    expect(screen.getByLabelText('Promotion')).toHaveValue('');
    expect(screen.queryByLabelText('Prize tier 2 amount')).not.toBeInTheDocument();
  });

  it('when the server refuses fields, then each message shows under the field it names', async () => {
    deskApi({
      create: () => {
        throw new Refusal('VALIDATION_FAILED', 'Validation failed', {
          fields: [
            { field: 'promotionId', issue: 'invalid', message: 'This promotion already has a raffle' },
            { field: 'closesAt', issue: 'invalid', message: 'closesAt is not valid' },
            { field: 'prizes.0.amount', issue: 'amount', message: 'amount must be an amount' },
          ],
        });
      },
    });
    renderPage(<RafflesScreen />);
    const user = userEvent.setup();
    await screen.findByText('No raffles yet.');
    await user.selectOptions(screen.getByLabelText('Promotion'), 'Grand draw');
    await user.type(screen.getByLabelText('Prize tier 1 amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Create raffle' }));

    const promotionField = screen.getByLabelText('Promotion').closest('.field') as HTMLElement;
    expect(await within(promotionField).findByText('This promotion already has a raffle')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Closes at').closest('.field') as HTMLElement).getByText('closesAt is not valid')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Prize tier 1 amount').closest('.field') as HTMLElement).getByText('amount must be an amount')).toBeInTheDocument();
    expect(screen.getByLabelText('Promotion')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the raffles fail to load, then the table says so with a retry', async () => {
    mockWalletApi({
      [`GET ${rafflePaths.deskPromotions}`]: { list: promotions.map((p) => ({ id: p.id, title: p.title })) },
      [`GET ${rafflePaths.desk}`]: () => {
        throw new Refusal('INTERNAL', 'Something went wrong on our side', null, 500);
      },
    });
    renderPage(<RafflesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
