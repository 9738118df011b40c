import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { attachDayjs } from './dates.ts';

/**
 * dayjs as the screens that show dates use it: with localized formats and the interface language's
 * locale. Only those (lazily loaded) screens import it, so the first page downloads no date library;
 * the locale is in place before a screen that imports this module draws.
 */
dayjs.extend(localizedFormat);
await attachDayjs((name) => {
  dayjs.locale(name);
});

export default dayjs;
