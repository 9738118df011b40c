import { type ContractParty, OFFERABLE_AGENTS_LIMIT, type OfferContractBody, salaryPaths } from '@lumen/contracts/agent/salary.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockWalletApi, Offline, renderPage, type WalletCall } from '@/features/wallet/__tests__/wallet-test-utils.tsx';
import { i18next, loadLanguage } from '@/i18n/i18n.ts';
import { offerableAgentsSearch } from '../api/salary.ts';
import { OfferContractForm } from '../components/offer-contract-form.tsx';
import { agentSearch, contract } from './salary-fixtures.ts';

const kids: ContractParty[] = [
  { id: '31', username: 'kid31' },
  { id: '32', username: 'kid32' },
  { id: '40', username: 'kid40' },
  { id: '50', username: 'boss50' },
];

/** The agent centre's offer form, its search answered by `search` (the agents above, by default). */
function renderForm(search: (call: WalletCall) => unknown = agentSearch(kids)) {
  const api = mockWalletApi({ [`GET ${salaryPaths.offerableAgents}`]: search });
  const submit = vi.fn(async (body: OfferContractBody) => contract('60', { status: 'OFFERED', downline: kids.find((k) => k.id === body.downlineId) ?? kids[0]! }));
  renderPage(<OfferContractForm kind="DAILY_WAGE" agents={offerableAgentsSearch} partyLabel="Downline agent" maxOfferRate="1.50" submit={submit} />);
  const picker = screen.getByRole('combobox', { name: /^Downline agent/ });
  return { api, submit, picker, user: userEvent.setup(), searches: () => api.to(salaryPaths.offerableAgents, 'GET').map((c) => c.query.get('username')) };
}

/** Types into the picker from the keyboard alone (no click, which would open it on the first agents). */
async function typeInto(picker: HTMLElement, user: ReturnType<typeof userEvent.setup>, text: string) {
  act(() => picker.focus());
  await user.keyboard(text);
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('agent picker in the offer form', () => {
  it('when a name is typed, then the server is asked once typing pauses, with the prefix in lower case, and its matches show; a click chooses one for the offer', async () => {
    const { picker, user, submit, searches } = renderForm();
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await typeInto(picker, user, 'Kid3');
    expect(await screen.findByText('2 agents found.')).toBeInTheDocument();
    // Four letters, fewer requests (one, unless the machine stalls past the pause between two keys),
    // and the last one is for all that was typed.
    expect(searches().length).toBeLessThan(4);
    expect(searches().at(-1)).toBe('kid3');
    expect(options()).toEqual(['kid31', 'kid32']);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Downline agent' }).id);

    await user.click(screen.getByRole('option', { name: 'kid32' }));
    expect(picker).toHaveValue('kid32');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Rate (%), tier 1' }), '1');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ downlineId: '32' });
    // The offer went: the picker is empty for the next one.
    expect(await screen.findByText(/Contract offered to kid32/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Downline agent/ })).toHaveValue('');
  });

  it('when the arrows move through the matches, then the one pointed at is announced, Enter chooses it without sending the form, and Escape closes the list', async () => {
    const { picker, user, submit } = renderForm();
    await typeInto(picker, user, 'kid');
    await screen.findByText('3 agents found.');
    expect(picker).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'kid31' });
    expect(picker).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'kid40' }).id);
    // Round the end to the first, and back up to the last.
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'kid40' }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(picker).toHaveValue('kid32');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(submit).not.toHaveBeenCalled();

    // ArrowDown opens it again; Escape closes it and keeps the choice.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'kid32' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('kid32');
  });

  it('when the text is changed after a choice, then the choice is dropped and the form asks for an agent', async () => {
    const { picker, user, submit } = renderForm();
    await typeInto(picker, user, 'kid4');
    await user.click(await screen.findByRole('option', { name: 'kid40' }));
    await user.type(picker, '9');
    await user.type(screen.getByRole('textbox', { name: 'Rate (%), tier 1' }), '1');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('Choose an agent.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('when nothing matches, then the list says so in the interface language', async () => {
    const { picker, user } = renderForm();
    await typeInto(picker, user, 'zz');
    expect(await screen.findByText('No agent\'s username starts with “zz”.')).toBeInTheDocument();
    expect(options()).toEqual([]);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });

  it('when nothing matches in Urdu, then the empty state is the Urdu text', async () => {
    await loadLanguage('UR');
    await act(() => i18next.changeLanguage('ur'));
    const { picker, user } = renderForm();
    await typeInto(picker, user, 'zz');
    expect(await screen.findByText('کسی ایجنٹ کا صارف نام “\u200ezz\u200e” سے شروع نہیں ہوتا۔')).toBeInTheDocument();
  });

  it('when the search fails, then the reason shows with a retry (reached with Tab too) that asks again and shows the matches', async () => {
    let fail = true;
    const answer = agentSearch(kids);
    const { picker, user, searches } = renderForm((call) => {
      if (fail) throw new Offline();
      return answer(call);
    });
    await typeInto(picker, user, 'kid3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network connection problem, please try again');
    expect(options()).toEqual([]);
    fail = false;
    // The retry is the next stop after the input, and the list stays open on the way to it.
    await user.tab();
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'kid31' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches()).toEqual(['kid3', 'kid3']);
    expect(picker).toHaveFocus();
  });

  it('when more agents match than the server answers, then the first ones show with a hint to type more', async () => {
    const many = Array.from({ length: OFFERABLE_AGENTS_LIMIT + 5 }, (_, i) => ({ id: String(100 + i), username: `agent${String(i).padStart(2, '0')}` }));
    const answer = agentSearch(many);
    const { picker, user } = renderForm((call) => ({ list: answer(call).list.slice(0, OFFERABLE_AGENTS_LIMIT) }));
    await typeInto(picker, user, 'agent');
    expect(await screen.findByText(`The first ${OFFERABLE_AGENTS_LIMIT} by username. Type more of the name to narrow them.`)).toBeInTheDocument();
    expect(options()).toHaveLength(OFFERABLE_AGENTS_LIMIT);
    await user.keyboard('2');
    expect(await screen.findByText('5 agents found.')).toBeInTheDocument();
    expect(options()).toEqual(['agent20', 'agent21', 'agent22', 'agent23', 'agent24']);
  });
});
