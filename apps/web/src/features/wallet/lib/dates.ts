import dayjs from '@/i18n/dayjs.ts';

/** A time in the interface language's date format (dayjs follows the chosen language). */
export function formatTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('L LT') : iso;
}

/** YYYY-MM-DD of today minus `days`, in the site's time zone (UTC). */
export function isoDay(daysAgo = 0, now = new Date()): string {
  const d = new Date(now.getTime() - daysAgo * 86_400_000);
  return d.toISOString().slice(0, 10);
}
