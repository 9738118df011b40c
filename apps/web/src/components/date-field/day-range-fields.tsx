import { DateField } from './date-field.tsx';

/**
 * A From and a To day of a record filter, each a labelled DateField: neither after `today`, the
 * start not after the end nor the end before the start. `onChange` gets the one day that changed.
 */
export function DayRangeFields({
  id,
  startDate,
  endDate,
  today,
  labels,
  onChange,
}: {
  id: string;
  startDate: string;
  endDate: string;
  /** YYYY-MM-DD: the latest day either may be, and the one the calendars mark as today. */
  today: string;
  labels: { start: string; end: string };
  onChange: (change: { startDate: string } | { endDate: string }) => void;
}) {
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-start`}>
          {labels.start}
        </label>
        <DateField id={`${id}-start`} value={startDate} max={endDate || today} today={today} onChange={(day) => onChange({ startDate: day })} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-end`}>
          {labels.end}
        </label>
        <DateField id={`${id}-end`} value={endDate} min={startDate || undefined} max={today} today={today} align="end" onChange={(day) => onChange({ endDate: day })} />
      </div>
    </>
  );
}
