import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CountrySelect } from '../country-select.tsx';
import { countries } from './auth-test-utils.tsx';

function Picker() {
  const [value, setValue] = useState('+66');
  return <CountrySelect countries={countries} value={value} onChange={setValue} />;
}

describe('CountrySelect', () => {
  it('when the arrows are used, then the list opens on the chosen country, the pointed one is announced and Enter chooses it', async () => {
    mockApi({});
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await user.tab();
    expect(picker).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Country code' });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: /Thailand/ }).id);

    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: /Pakistan/ }).id);
    expect(picker).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).toHaveTextContent('+92');
    expect(picker).not.toHaveAttribute('aria-activedescendant');
  });

  it('when Escape is pressed, then the list closes and the choice stays', async () => {
    mockApi({});
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    expect(screen.getByRole('option', { name: /Thailand/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+66');
  });
});
