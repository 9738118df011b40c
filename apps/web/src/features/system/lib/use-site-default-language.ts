import { useEffect } from 'react';
import { currentLanguage, hasStoredLanguage } from '@/i18n/i18n.ts';
import { usePermission } from '../api/get-permission.ts';
import { useChangeLanguage } from './use-change-language.ts';

/** Waits before each new try after a failed one: as the app's queries retry, twice, after 1 s and then 2 s. */
const RETRY_DELAYS = [1000, 2000] as const;

/**
 * A visitor who never chose a language gets the site's default language from its settings. Should
 * its texts not load, the page stays in the language it has (nothing switches until they are all
 * there) and tries again a little later, twice; after that the visitor still has the language
 * select, which reports a failure of its own.
 */
export function useSiteDefaultLanguage(): void {
  const permission = usePermission();
  const change = useChangeLanguage();
  const siteDefault = permission.data?.info.defaultLanguage;
  useEffect(() => {
    if (!siteDefault) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (failures: number) => {
      // Checked on every try: the visitor may have chosen a language meanwhile.
      if (stopped || hasStoredLanguage() || siteDefault === currentLanguage()) return;
      try {
        await change(siteDefault, { remember: false });
      } catch {
        const delay = RETRY_DELAYS[failures];
        if (delay !== undefined && !stopped) timer = setTimeout(() => void attempt(failures + 1), delay);
      }
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [siteDefault, change]);
}
