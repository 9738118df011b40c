import { formatTime } from '@/lib/dates.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Closer than this, a time reads relative ("in 3 days"); further, as a date. */
const RELATIVE_WITHIN = 7 * DAY;

/**
 * A time still ahead, for "expires ...": relative in the interface language while it is within a
 * week ("in 5 hours", "3 天后"), else the date and time; a time already past reads as a date.
 */
export function whenText(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ahead = at - now;
  if (ahead <= 0 || ahead >= RELATIVE_WITHIN) return formatTime(iso);
  const format = new Intl.RelativeTimeFormat(languageInfo(currentLanguage()).locale, { numeric: 'auto' });
  if (ahead < HOUR) return format.format(Math.max(1, Math.round(ahead / MINUTE)), 'minute');
  if (ahead < 2 * DAY) return format.format(Math.round(ahead / HOUR), 'hour');
  return format.format(Math.round(ahead / DAY), 'day');
}
