import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** dayjs locales, fetched on demand like the message files. */
const locales: Record<LanguageCode, () => Promise<unknown>> = {
  EN: async () => undefined,
  UR: () => import('dayjs/locale/ur'),
  ZH: () => import('dayjs/locale/zh-cn'),
  TH: () => import('dayjs/locale/th'),
  VI: () => import('dayjs/locale/vi'),
};

const dayjsNames: Record<LanguageCode, string> = { EN: 'en', UR: 'ur', ZH: 'zh-cn', TH: 'th', VI: 'vi' };

export async function setDateLocale(code: LanguageCode): Promise<void> {
  await locales[code]();
  dayjs.locale(dayjsNames[code]);
}
