import { type AdminVipTier, vipAdminPaths } from '@lumen/contracts/member/vip.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockWalletApi, Refusal, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { adminSignIn, adminSignOut } from '../lib/admin-session.ts';
import { normalAmount, placeOf, VipTiersScreen } from '../screens/vip-tiers-screen.tsx';

const badge = { EN: 'VIP label beside your name', UR: 'نام کے ساتھ وی آئی پی لیبل', ZH: '昵称旁显示VIP标签' };
const tiers: AdminVipTier[] = [
  { level: 1, name: 'Bronze', depositRequired: '100.00', turnoverRequired: '1000.00', upgradeBonus: '10.00', perks: [badge], members: 12 },
  {
    level: 2,
    name: 'Silver',
    depositRequired: '1000.00',
    turnoverRequired: '10000.00',
    upgradeBonus: '50.00',
    perks: [badge, { EN: 'Faster withdrawals' }],
    members: 4,
  },
  { level: 3, name: 'Gold', depositRequired: '5000.00', turnoverRequired: '50000.00', upgradeBonus: '200.00', perks: [], members: 0 },
];
const listed = { [`GET ${vipAdminPaths.tiers}`]: { list: tiers } };
/** The ladder as the server answers a PUT: what was sent, with levels, names and members. */
const answer = (call: WalletCall) => ({
  list: (call.body as { tiers: Omit<AdminVipTier, 'level' | 'name' | 'members'>[] }).tiers.map((tier, i) => ({
    ...tier,
    level: i + 1,
    name: tiers[i]?.name ?? `VIP ${i + 1}`,
    members: tiers[i]?.members ?? 0,
  })),
});
/** The body a save of the unchanged ladder sends. */
const sentAsSaved = () => tiers.map(({ depositRequired, turnoverRequired, upgradeBonus, perks }) => ({ depositRequired, turnoverRequired, upgradeBonus, perks }));

const rowOf = (level: number) => screen.getByTestId(`vip-tier-${level}`);
const depositOf = (level: number) => screen.getByLabelText(`Deposits required for level ${level}`);
const turnoverOf = (level: number) => screen.getByLabelText(`Turnover required for level ${level}`);
const bonusOf = (level: number) => screen.getByLabelText(`Upgrade bonus of level ${level}`);
const perkOf = (level: number, perk: number) => screen.getByLabelText(`Perk ${perk} of level ${level}, in English`);
const saveButton = () => screen.getByRole('button', { name: 'Save tiers' });
const putsTo = (api: ReturnType<typeof mockWalletApi>) => api.to(vipAdminPaths.tiers, 'PUT');

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function open(routes: Parameters<typeof mockWalletApi>[0] = listed) {
  const api = mockWalletApi(routes);
  renderPage(<VipTiersScreen />);
  const user = userEvent.setup();
  await screen.findByTestId('vip-tier-1');
  return { api, user };
}

describe("the operator's VIP tiers", () => {
  afterEach(() => adminSignOut());

  it('when the desk is open, then VIP tiers is in its menu and opens the screen with the operator token', async () => {
    adminSignIn('op_token_abcdefghijklmnopqrstuvwxyz', { id: '1', username: 'desk', lastLoginAt: null });
    const api = mockWalletApi(listed);
    renderRoutes('/admin/vip');
    // The desk is a lazy chunk: a cold load takes a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'VIP tiers' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP tiers' })).toHaveAttribute('href', '/admin/vip');
    expect(await screen.findByTestId('vip-tier-1')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === vipAdminPaths.tiers)?.headers.authorization).toBe('Bearer op_token_abcdefghijklmnopqrstuvwxyz');
  });

  it('when opened, then every level shows its name, members, requirements, bonus and perks, the rule of reached levels is stated, and Save waits for a change', async () => {
    await open();
    for (const [level, texts] of [
      [1, ['Level 1', 'Bronze', '12']],
      [2, ['Level 2', 'Silver', '4']],
      [3, ['Level 3', 'Gold', 'No perks yet.']],
    ] as const) {
      for (const text of texts) expect(rowOf(level)).toHaveTextContent(text);
    }
    expect(depositOf(2)).toHaveValue('1000.00');
    expect(turnoverOf(2)).toHaveValue('10000.00');
    expect(bonusOf(2)).toHaveValue('50.00');
    expect(perkOf(2, 1)).toHaveValue('VIP label beside your name');
    expect(perkOf(2, 2)).toHaveValue('Faster withdrawals');
    expect(screen.getByText(/Levels members have reached stay reached/)).toHaveTextContent(
      "each level's upgrade bonus is granted once per member, as a reward to claim in the reward centre",
    );
    // The other languages open on demand; a perk's filled ones count toward its toggle.
    const toggle = screen.getByRole('button', { name: 'Other languages of perk 1 of level 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2/4');
    expect(screen.queryByLabelText('Perk 1 of level 1, in اردو')).not.toBeInTheDocument();
    // Only the top level can be removed.
    expect(within(rowOf(3)).getByRole('button', { name: 'Remove level 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove level 2' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('when fields are edited and saved, then the whole ladder is sent with amounts in the server form and perks in every language given, and the desk confirms', async () => {
    const { api, user } = await open({ ...listed, [`PUT ${vipAdminPaths.tiers}`]: answer });

    await retype(user, bonusOf(2), '75.5');
    expect(within(rowOf(2)).getByText('Was 50.00')).toBeInTheDocument();
    // A translation of level 2's first perk, and one cleared to fall back to English.
    await user.click(screen.getByRole('button', { name: 'Other languages of perk 1 of level 2' }));
    await retype(user, screen.getByLabelText('Perk 1 of level 2, in ไทย'), 'ป้าย VIP');
    await user.clear(screen.getByLabelText('Perk 1 of level 2, in 中文'));
    // Level 2's second perk goes, level 3 gains one.
    await user.click(screen.getByRole('button', { name: 'Remove perk 2 of level 2' }));
    await user.click(within(rowOf(3)).getByRole('button', { name: 'Add perk' }));
    expect(perkOf(3, 1)).toHaveFocus();
    await user.type(perkOf(3, 1), ' Host ');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Saved the VIP ladder: 3 levels.');
    const [expected1, expected2, expected3] = sentAsSaved();
    expect(putsTo(api)).toHaveLength(1);
    expect(putsTo(api)[0]?.body).toEqual({
      tiers: [
        expected1,
        { ...expected2, upgradeBonus: '75.50', perks: [{ EN: badge.EN, UR: badge.UR, TH: 'ป้าย VIP' }] },
        { ...expected3, perks: [{ EN: 'Host' }] },
      ],
    });
    expect(bonusOf(2)).toHaveValue('75.50');
    expect(screen.queryByText(/Was /)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('when a level needs less than the one below, an amount is malformed or a perk has no English, then each is refused under its field and nothing is sent', async () => {
    const { api, user } = await open();

    await retype(user, depositOf(2), '99.99');
    await retype(user, turnoverOf(3), '12.345');
    await retype(user, bonusOf(1), '-5');
    await user.clear(perkOf(2, 2));
    await user.click(saveButton());

    expect(depositOf(2)).toHaveAccessibleDescription('At least 100.00, what level 1 needs.');
    expect(depositOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(turnoverOf(3)).toHaveAccessibleDescription('Enter an amount of 0 or more with at most 2 decimals.');
    expect(bonusOf(1)).toHaveAccessibleDescription('Enter an amount of 0 or more with at most 2 decimals.');
    expect(perkOf(2, 2)).toHaveAccessibleDescription('Enter the perk in English.');
    expect(turnoverOf(2)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('The tiers were not saved; see the messages under the fields.');
    await waitFor(() => expect(bonusOf(1)).toHaveFocus());
    expect(putsTo(api)).toHaveLength(0);

    // A level may need as much as the one below; fixing a field clears its message.
    await retype(user, depositOf(2), '100');
    expect(depositOf(2)).toHaveAttribute('aria-invalid', 'false');
    expect(within(rowOf(2)).queryByText(/At least/)).not.toBeInTheDocument();
  });

  it('when the bonus is above 1,000,000.00, then it is refused before sending', async () => {
    const { api, user } = await open();
    await retype(user, bonusOf(3), '1000000.01');
    await user.click(saveButton());
    expect(bonusOf(3)).toHaveAccessibleDescription('At most 1,000,000.00.');
    expect(putsTo(api)).toHaveLength(0);
  });

  it('when the server refuses fields, then each message shows under the field of the level it names, a perk language opening by itself', async () => {
    const { api, user } = await open({
      ...listed,
      [`PUT ${vipAdminPaths.tiers}`]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', {
          fields: [
            { field: 'tiers.1.turnoverRequired', issue: 'too_small', message: 'Must be at least 1,000.00' },
            { field: 'tiers.0.perks.0.ZH', issue: 'too_big', message: 'Too long' },
          ],
        });
      },
    });
    await retype(user, turnoverOf(2), '20000');
    await user.click(saveButton());

    await waitFor(() => expect(turnoverOf(2)).toHaveAttribute('aria-invalid', 'true'));
    expect(putsTo(api)).toHaveLength(1);
    expect(turnoverOf(2)).toHaveAccessibleDescription('Must be at least 1,000.00');
    expect(within(rowOf(2)).getByText('Must be at least 1,000.00')).toBeInTheDocument();
    expect(turnoverOf(3)).toHaveAttribute('aria-invalid', 'false');
    expect(turnoverOf(1)).toHaveAttribute('aria-invalid', 'false');
    const chinese = within(rowOf(1)).getByLabelText('Perk 1 of level 1, in 中文');
    expect(chinese).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('button', { name: 'Other languages of perk 1 of level 1' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The tiers were not saved; see the messages under the fields.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // What the operator typed stays, to be corrected; correcting it clears the message.
    expect(turnoverOf(2)).toHaveValue('20000');
    await retype(user, turnoverOf(2), '30000');
    expect(turnoverOf(2)).toHaveAttribute('aria-invalid', 'false');
  });

  it('when the server refuses the save for another reason, then its message shows at the foot of the form', async () => {
    const { user } = await open({
      ...listed,
      [`PUT ${vipAdminPaths.tiers}`]: () => {
        throw new Refusal('INTERNAL', 'Something went wrong, please try again', null, 500);
      },
    });
    await retype(user, bonusOf(1), '11');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a level is added at the top, then it starts at the top level’s requirements with no bonus and is sent as the next level', async () => {
    const { api, user } = await open({ ...listed, [`PUT ${vipAdminPaths.tiers}`]: answer });
    await user.click(screen.getByRole('button', { name: 'Add level 4' }));

    const added = rowOf(4);
    expect(added).toHaveTextContent('New');
    expect(depositOf(4)).toHaveValue('5000.00');
    expect(turnoverOf(4)).toHaveValue('50000.00');
    expect(bonusOf(4)).toHaveValue('0.00');
    expect(depositOf(4)).toHaveFocus();
    // The remove button moves to the new top.
    expect(screen.queryByRole('button', { name: 'Remove level 3' })).not.toBeInTheDocument();
    expect(within(added).getByRole('button', { name: 'Remove level 4' })).toBeInTheDocument();

    await retype(user, depositOf(4), '20000');
    await retype(user, turnoverOf(4), '200000');
    await retype(user, bonusOf(4), '800');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Saved the VIP ladder: 4 levels.');
    expect(putsTo(api)[0]?.body).toEqual({
      tiers: [...sentAsSaved(), { depositRequired: '20000.00', turnoverRequired: '200000.00', upgradeBonus: '800.00', perks: [] }],
    });
    expect(rowOf(4)).toHaveTextContent('VIP 4');
  });

  it('when the top level is removed, then the ladder is sent without it; Discard brings it back', async () => {
    const { api, user } = await open({ ...listed, [`PUT ${vipAdminPaths.tiers}`]: answer });
    await user.click(screen.getByRole('button', { name: 'Remove level 3' }));
    expect(screen.queryByTestId('vip-tier-3')).not.toBeInTheDocument();
    expect(within(rowOf(2)).getByRole('button', { name: 'Remove level 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(rowOf(3)).toHaveTextContent('Gold');
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove level 3' }));
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved the VIP ladder: 2 levels.');
    expect(putsTo(api)[0]?.body).toEqual({ tiers: sentAsSaved().slice(0, 2) });
    expect(screen.queryByTestId('vip-tier-3')).not.toBeInTheDocument();
  });

  it('when a level has 6 perks, then no more can be added', async () => {
    const { user } = await open();
    const add = within(rowOf(3)).getByRole('button', { name: 'Add perk' });
    for (let i = 0; i < 6; i += 1) await user.click(add);
    expect(within(rowOf(3)).getByRole('button', { name: 'At most 6 perks' })).toBeDisabled();
    expect(within(rowOf(3)).getAllByLabelText(/^Perk \d of level 3, in English$/)).toHaveLength(6);
  });

  it('when the tiers cannot be loaded, then the error shows with a retry that loads them', async () => {
    let failures = 1;
    mockWalletApi({
      [`GET ${vipAdminPaths.tiers}`]: () => {
        if (failures-- > 0) throw new Refusal('INTERNAL', 'Something went wrong, please try again', null, 500);
        return { list: tiers };
      },
    });
    renderPage(<VipTiersScreen />);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-tier-3')).toBeInTheDocument();
  });

  it('when amounts and field names are read, then the server forms are used', () => {
    expect(normalAmount('0')).toBe('0.00');
    expect(normalAmount(' 12,5 ')).toBe('12.50');
    expect(normalAmount('1.234')).toBeNull();
    expect(normalAmount('-1')).toBeNull();
    expect(normalAmount('')).toBeNull();
    expect(placeOf('tiers.2.depositRequired')).toBe('2.depositRequired');
    expect(placeOf('tiers.0.perks.3.EN')).toBe('0.perks.3.EN');
    expect(placeOf('tiers.0.perks.3')).toBe('0.perks.3.EN');
    expect(placeOf('tiers.4.perks')).toBe('4.perks');
    expect(placeOf('tiers')).toBeNull();
  });
});
