import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDateLocale } from '@/i18n/dates.ts';
import { initI18n } from '@/i18n/i18n.ts';
import { DateField, type DateFieldProps } from '../date-field.tsx';

/** The field as a screen uses it: labelled, holding its value, telling each change. */
function Labelled(props: Omit<DateFieldProps, 'id' | 'onChange'> & { onChange?: (day: string) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <label htmlFor="from">From</label>
      <DateField
        {...props}
        id="from"
        value={value}
        onChange={(day) => {
          setValue(day);
          props.onChange?.(day);
        }}
      />
      <p>elsewhere</p>
    </>
  );
}

describe('date field', () => {
  afterEach(() => setDateLocale('EN'));

  it('when a day is clicked, then it tells that day, shows it in the field and closes with focus back on the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled value="2026-11-21" max="2026-11-27" today="2026-11-27" onChange={onChange} />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveTextContent('11/21/2026');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.click(field);
    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    // The chosen day has focus, so the keyboard starts from it.
    expect(within(calendar).getByRole('button', { name: /Saturday, November 21, 2026, selected/ })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: /Friday, November 27, 2026, today/ })).toBeEnabled();
    // Days after the latest allowed one are shown but cannot be chosen, nor can a later month be reached.
    expect(within(calendar).getByRole('button', { name: /Saturday, November 28, 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(calendar).getByRole('button', { name: /Monday, November 16, 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-11-16');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('11/16/2026');
    expect(field).toHaveFocus();
  });

  it('when the keyboard moves to the next day and presses Enter, then that day is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled value="2026-11-21" today="2026-11-27" onChange={onChange} />);
    await user.click(screen.getByLabelText('From'));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-22');
  });

  it('when the earliest day is set, then earlier days and months cannot be chosen', async () => {
    const user = userEvent.setup();
    render(<Labelled value="2026-11-21" min="2026-11-10" today="2026-11-27" />);
    await user.click(screen.getByLabelText('From'));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /Monday, November 9, 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /Tuesday, November 10, 2026/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('when Escape is pressed or the page is clicked elsewhere, then the calendar closes and nothing changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled value="2026-11-21" onChange={onChange} />);
    const field = screen.getByLabelText('From');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.click(field);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A click on the calendar's own caption keeps it open; tabbing out of it closes it.
    await user.click(field);
    await user.click(screen.getByText('November 2026'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveTextContent('11/21/2026');
  });

  it('when the calendar lined up with the field’s end would leave the screen, then it lines up with the start instead', async () => {
    const user = userEvent.setup();
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect(this.classList.contains('date-field-end') ? { x: -40, y: 0, width: 290, height: 320 } : { x: 10, y: 0, width: 290, height: 320 });
    });
    try {
      render(<Labelled value="2026-11-21" align="end" />);
      await user.click(screen.getByLabelText('From'));
      expect(screen.getByRole('dialog')).toHaveClass('date-field-start');
    } finally {
      rect.mockRestore();
    }
  });

  it('when no day is set, then the field says any day and the calendar opens on the latest allowed month', async () => {
    const user = userEvent.setup();
    render(<Labelled value="" max="2026-03-15" />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveTextContent('Any day');
    await user.click(field);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
  });

  it('when the language is Urdu, then the day reads day first and the calendar is in Urdu, right to left, from Monday', async () => {
    await Promise.all([initI18n('UR'), setDateLocale('UR')]);
    const user = userEvent.setup();
    render(<Labelled value="2026-11-21" today="2026-11-27" />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveTextContent('21/11/2026');
    await user.click(field);
    const calendar = screen.getByRole('dialog', { name: 'تاریخ منتخب کریں' });
    expect(within(calendar).getByRole('grid', { name: 'نومبر 2026' })).toBeInTheDocument();
    expect(calendar.querySelector('.rdp-root')).toHaveAttribute('dir', 'rtl');
    const weekdays = [...calendar.querySelectorAll('.rdp-weekday')].map((w) => w.textContent);
    expect(weekdays).toEqual(['پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ', 'اتوار']);
    expect(within(calendar).getByRole('button', { name: 'اگلا مہینہ' })).toBeInTheDocument();
  });

  it('when the language is Chinese, then the day and the calendar heading read year first', async () => {
    await Promise.all([initI18n('ZH'), setDateLocale('ZH')]);
    const user = userEvent.setup();
    render(<Labelled value="2026-11-21" />);
    const field = screen.getByLabelText('From');
    expect(field).toHaveTextContent('2026/11/21');
    await user.click(field);
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('grid', { name: '2026年11月' })).toBeInTheDocument();
    expect(within(calendar).getByText('2026年11月')).toBeInTheDocument();
  });

  it('when the language is Thai, then the heading and the days count Gregorian years like the field', async () => {
    await Promise.all([initI18n('TH'), setDateLocale('TH')]);
    const user = userEvent.setup();
    render(<Labelled value="2026-11-21" />);
    await user.click(screen.getByLabelText('From'));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('grid', { name: 'พฤศจิกายน 2026' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /21 พฤศจิกายน ค.ศ. 2026/ })).toHaveFocus();
  });
});
