import type { CountryItem } from '@lumen/contracts/system/system.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { CountryField } from '../country-field.tsx';
import { countries, mockAuthApi, Refusal } from './auth-test-utils.tsx';

const LOAD_FAILED = 'We could not load this. Please try again.';

function Picker() {
  const [value, setValue] = useState('');
  return <CountryField value={value} onChange={setValue} />;
}

/** A country list the test answers when it chooses. */
function heldList() {
  let answer: (list: CountryItem[]) => void = () => {};
  const list = new Promise<CountryItem[]>((resolve) => {
    answer = resolve;
  });
  return { list, answer: (value: CountryItem[]) => answer(value) };
}

describe('CountryField', () => {
  it('when the country list is still loading, then the picker shows a spinner instead of a bare “+” and its list opens once it is there', async () => {
    const held = heldList();
    mockAuthApi({ [systemPaths.countryCode]: () => held.list });
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(within(picker).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-busy', 'true');
    expect(picker).not.toHaveTextContent('+');

    await user.click(picker);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    held.answer(countries);
    const list = await screen.findByRole('listbox', { name: 'Country code' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(within(picker).queryByRole('status')).not.toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-busy', 'false');
  });

  it('when the country list fails to load, then the picker is marked with the reason, its popup says so and the retry brings the list', async () => {
    let calls = 0;
    mockAuthApi({
      [systemPaths.countryCode]: () => {
        calls++;
        if (calls === 1) throw new Refusal('SYSTEM_ERROR');
        return countries;
      },
    });
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    expect(picker).toHaveAccessibleDescription(LOAD_FAILED);

    await user.click(picker);
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('listbox', { name: 'Country code' });
    expect(within(list).getByRole('option', { name: /Thailand/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(picker).not.toHaveAttribute('aria-invalid');
    expect(picker).toHaveFocus();
    expect(calls).toBe(2);
  });

  it('when the country list comes back empty, then the picker says no country is offered and offers a retry instead of an empty list', async () => {
    let calls = 0;
    mockAuthApi({
      [systemPaths.countryCode]: () => {
        calls++;
        return [];
      },
    });
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));

    await user.click(picker);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No country is offered for phone numbers yet.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
