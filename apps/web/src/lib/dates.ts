import utc from 'dayjs/plugin/utc';
import dayjs from '@/i18n/dayjs.ts';

dayjs.extend(utc);

/** A time in the interface language's date format (dayjs follows the chosen language). */
export function formatTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('L LT') : iso;
}

/**
 * A time in UTC, marked so, in the interface language's date format: for lists filtered by UTC days
 * (the records, the agent's reports), so an entry shows under the day it is found by, wherever the
 * browser is.
 */
export function formatUtcTime(iso: string): string {
  const d = dayjs.utc(iso);
  return d.isValid() ? `${d.format('L LT')} UTC` : iso;
}

/** A calendar day (YYYY-MM-DD) in the interface language's short format. */
export function formatDay(day: string): string {
  const d = dayjs(day);
  return d.isValid() ? d.format('L') : day;
}

/** YYYY-MM-DD of today minus `daysAgo`, in UTC, the site's time zone, as the records count days. */
export function isoDay(daysAgo = 0, now = new Date()): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** Both days chosen (YYYY-MM-DD, which compares as text) and the first after the second. */
export function isBackwardRange(startDate: string, endDate: string): boolean {
  return startDate !== '' && endDate !== '' && startDate > endDate;
}
