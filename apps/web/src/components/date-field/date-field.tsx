import { CalendarDays } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, type Formatters, type Labels } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import dayjs from '@/i18n/dayjs.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import 'react-day-picker/style.css';
import './date-field.css';

/** A day as the API takes it (YYYY-MM-DD) to a local midnight, and back; '' and bad text are no day. */
export const dayToDate = (day: string): Date | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = dayjs(day);
  return d.isValid() ? d.toDate() : undefined;
};
export const dateToDay = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

export interface DateFieldProps {
  /** The button's id, for the field's <label htmlFor>. */
  id: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The earliest and latest days that can be chosen (YYYY-MM-DD); the others show but are disabled. */
  min?: string | undefined;
  max?: string | undefined;
  /** The day the calendar marks as today (YYYY-MM-DD): the site's day, which may not be the device's. */
  today?: string | undefined;
  /** Which edge of the field the calendar lines up with: the start (default) or the end, for a field at the row's end. */
  align?: 'start' | 'end';
}

/**
 * A day picker that reads in the interface language: the chosen day in the language's own order
 * (dayjs's `L`: 21/11/2026 in Urdu, 2026/11/21 in Chinese) rather than the browser's, and a calendar
 * with the language's month and weekday names, first day of the week and direction. The calendar
 * opens under the field (on its other edge when the asked-for one would leave the screen); Escape,
 * a click elsewhere or focus moving out closes it, and after Escape or a choice focus returns to the field.
 */
export function DateField({ id, value, onChange, min, max, today, align = 'start' }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The edge the calendar lines up with: the one asked for, unless the calendar would then leave the screen.
  const [side, setSide] = useState(align);
  const popover = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const selected = dayToDate(value);
  const first = dayToDate(min ?? '');
  const last = dayToDate(max ?? '');
  const todayDate = dayToDate(today ?? '');

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // Focus that leaves the field and its calendar (Tab past the last day) closes the calendar.
    const leave = (e: FocusEvent) => {
      if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    const box = wrapper.current;
    box?.addEventListener('keydown', onKey);
    box?.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('pointerdown', away);
      box?.removeEventListener('keydown', onKey);
      box?.removeEventListener('focusout', leave);
    };
  }, [open]);

  useLayoutEffect(() => {
    const box = popover.current?.getBoundingClientRect();
    if (!open || !box) return setSide(align);
    if (box.left < 0 || box.right > document.documentElement.clientWidth) setSide((s) => (s === 'start' ? 'end' : 'start'));
  }, [open, align]);

  // dayjs carries the interface language (i18n/dayjs.ts); the week starts where the language's does.
  const weekStartsOn = ((dayjs.Ls[dayjs.locale()]?.weekStart ?? 0) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  // Month and day in the language's own pattern ("2026年11月", not "十一月 2026"), on the Gregorian
  // calendar the field shows (Thai would otherwise count Buddhist years).
  const locale = languageInfo(currentLanguage()).locale;
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', calendar: 'gregory' });
  const monthYear = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', calendar: 'gregory' });
  const formatters: Partial<Formatters> = {
    formatCaption: (month) => monthYear.format(month),
    formatWeekdayName: (day) => dayjs(day).format('dd'),
  };
  const labels: Partial<Labels> = {
    labelNav: () => t('dateField.navigation'),
    labelGrid: (month) => monthYear.format(month),
    labelPrevious: () => t('dateField.previousMonth'),
    labelNext: () => t('dateField.nextMonth'),
    labelWeekday: (day) => dayjs(day).format('dddd'),
    labelDayButton: (day, modifiers) =>
      [longDate.format(day), modifiers.today ? t('dateField.today') : '', modifiers.selected ? t('dateField.selected') : ''].filter(Boolean).join(', '),
  };
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  return (
    <div className="date-field" ref={wrapper}>
      <button
        ref={button}
        id={id}
        type="button"
        className="input date-field-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={selected ? undefined : 'date-field-empty'}>{selected ? dayjs(selected).format('L') : t('dateField.anyDay')}</span>
        <CalendarDays size={18} aria-hidden className="date-field-icon" />
      </button>
      {open && (
        <div ref={popover} className={`date-field-popover date-field-${side}`} role="dialog" aria-label={t('dateField.choose')} tabIndex={-1}>
          <DayPicker
            mode="single"
            required
            autoFocus
            selected={selected}
            defaultMonth={selected ?? last ?? todayDate}
            onSelect={(day: Date) => {
              onChange(dateToDay(day));
              setOpen(false);
              button.current?.focus();
            }}
            disabled={disabled}
            startMonth={first}
            endMonth={last}
            today={todayDate}
            weekStartsOn={weekStartsOn}
            dir={i18n.dir()}
            formatters={formatters}
            labels={labels}
          />
        </div>
      )}
    </div>
  );
}
