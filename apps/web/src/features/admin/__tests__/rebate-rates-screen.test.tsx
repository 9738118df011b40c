import { rebatePaths } from '@lumen/contracts/member/rebate.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { normalRate, RebateRatesScreen } from '../screens/rebate-rates-screen.tsx';

const rates = (values: Record<string, string>) => ({ list: Object.entries(values).map(([gameType, ratePercent]) => ({ gameType, ratePercent })) });
const saved = { RNG: '0.80', LIVE: '0.50', FISH: '0.30', PVP: '0.00' };

const rateOf = (name: string) => screen.getByLabelText(`Rebate rate for ${name}, in percent`);
const rowOf = (code: string) => screen.getByTestId(`rate-${code}`);

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("the operator's rebate rates", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then Rebate rates is in its menu and opens the screen with the operator token', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const api = mockWalletApi({ [`GET ${rebatePaths.rates}`]: rates(saved) });
    renderRoutes('/admin/rebate');
    expect(await screen.findByRole('heading', { name: 'Rebate rates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rebate rates' })).toHaveAttribute('href', '/admin/rebate');
    expect(await screen.findByTestId('rate-RNG')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === rebatePaths.rates)?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when opened, then every game type shows with its name, code and rate, and Save waits for a change', async () => {
    mockWalletApi({ [`GET ${rebatePaths.rates}`]: rates(saved) });
    renderPage(<RebateRatesScreen />);
    const slots = await screen.findByTestId('rate-RNG');
    expect(slots).toHaveTextContent('Slots');
    expect(slots).toHaveTextContent('RNG');
    expect(rateOf('Slots')).toHaveValue('0.80');
    expect(rateOf('Live Casino')).toHaveValue('0.50');
    expect(rateOf('Fishing')).toHaveValue('0.30');
    expect(rateOf('Card Games')).toHaveValue('0.00');
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
  });

  it('when rates are changed and saved, then only the changed ones go, written with 2 decimals, the desk confirms and shows the saved rates', async () => {
    const api = mockWalletApi({
      [`GET ${rebatePaths.rates}`]: rates(saved),
      [`PUT ${rebatePaths.rates}`]: () => rates({ ...saved, RNG: '1.20', FISH: '0.00' }),
    });
    renderPage(<RebateRatesScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('rate-RNG');

    await retype(user, rateOf('Slots'), '1.2');
    // The same rate written another way is no change.
    await retype(user, rateOf('Live Casino'), '0.5');
    await retype(user, rateOf('Fishing'), '0');
    expect(within(rowOf('RNG')).getByText('Was 0.80 %')).toBeInTheDocument();
    expect(rowOf('LIVE')).not.toHaveAttribute('data-changed');
    expect(screen.getByText('2 rates changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved the rates of 2 game types.');
    expect(api.to(rebatePaths.rates, 'PUT')).toHaveLength(1);
    expect(api.to(rebatePaths.rates, 'PUT')[0]?.body).toEqual({
      rates: [
        { gameType: 'RNG', ratePercent: '1.20' },
        { gameType: 'FISH', ratePercent: '0.00' },
      ],
    });
    expect(rateOf('Slots')).toHaveValue('1.20');
    expect(rateOf('Fishing')).toHaveValue('0.00');
    expect(rateOf('Live Casino')).toHaveValue('0.50');
    expect(screen.queryByText(/Was /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
  });

  it('when a rate is above 3.00, has more than 2 decimals or is no number, then it is refused under its row and nothing is sent', async () => {
    const api = mockWalletApi({ [`GET ${rebatePaths.rates}`]: rates(saved) });
    renderPage(<RebateRatesScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('rate-RNG');
    const message = 'Enter a percent from 0 to 3.00 with at most 2 decimals.';

    await retype(user, rateOf('Slots'), '3.5');
    await retype(user, rateOf('Fishing'), '0.125');
    await retype(user, rateOf('Card Games'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    for (const code of ['RNG', 'FISH', 'PVP']) expect(within(rowOf(code)).getByText(message)).toBeInTheDocument();
    expect(within(rowOf('LIVE')).queryByText(message)).not.toBeInTheDocument();
    expect(rateOf('Slots')).toHaveAttribute('aria-invalid', 'true');
    expect(rateOf('Slots')).toHaveFocus();
    expect(api.to(rebatePaths.rates, 'PUT')).toHaveLength(0);

    // Fixing a rate clears its message; 3.00 itself is allowed.
    await retype(user, rateOf('Slots'), '3');
    expect(within(rowOf('RNG')).queryByText(message)).not.toBeInTheDocument();
  });

  it('when the server refuses a rate, then its message shows under the row that rate was sent for, and no confirmation shows', async () => {
    const api = mockWalletApi({
      [`GET ${rebatePaths.rates}`]: rates(saved),
      [`PUT ${rebatePaths.rates}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', {
          fields: [{ field: 'rates.1.ratePercent', issue: 'too_big', message: 'At most 3.00' }],
        });
      },
    });
    renderPage(<RebateRatesScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('rate-RNG');
    await retype(user, rateOf('Slots'), '1');
    await retype(user, rateOf('Fishing'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));

    // rates.1 is the second rate sent: Fishing's.
    expect(api.to(rebatePaths.rates, 'PUT')[0]?.body).toEqual({
      rates: [
        { gameType: 'RNG', ratePercent: '1.00' },
        { gameType: 'FISH', ratePercent: '2.50' },
      ],
    });
    await waitFor(() => expect(rateOf('Fishing')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(rowOf('FISH')).getByText('At most 3.00')).toBeInTheDocument();
    expect(rateOf('Fishing')).toHaveAccessibleDescription('At most 3.00');
    expect(within(rowOf('RNG')).queryByText('At most 3.00')).not.toBeInTheDocument();
    expect(rateOf('Slots')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Some rates were not saved; see the messages under them.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // What the operator typed stays, to be corrected; correcting it clears the message.
    expect(rateOf('Slots')).toHaveValue('1');
    await retype(user, rateOf('Fishing'), '2');
    expect(within(rowOf('FISH')).queryByText('At most 3.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server refuses the save for another reason, then its message shows at the foot of the form', async () => {
    mockWalletApi({
      [`GET ${rebatePaths.rates}`]: rates(saved),
      [`PUT ${rebatePaths.rates}`]: () => {
        throw new Refusal('INTERNAL', 'Something went wrong, please try again', null, 500);
      },
    });
    renderPage(<RebateRatesScreen />);
    const user = userEvent.setup();
    await screen.findByTestId('rate-RNG');
    await retype(user, rateOf('Slots'), '1');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(rateOf('Slots')).toHaveAttribute('aria-invalid', 'false');
  });

  it('when a rate is normalised, then the server form is used', () => {
    expect(normalRate('0.8')).toBe('0.80');
    expect(normalRate(' 1 ')).toBe('1.00');
    expect(normalRate('0,25')).toBe('0.25');
    expect(normalRate('3.00')).toBe('3.00');
    expect(normalRate('3.01')).toBeNull();
    expect(normalRate('.5')).toBeNull();
    expect(normalRate('-1')).toBeNull();
    expect(normalRate('')).toBeNull();
  });
});
