import { useEffect } from 'react';
import { currentLanguage, hasStoredLanguage } from '@/i18n/i18n.ts';
import { usePermission } from '../api/get-permission.ts';
import { useChangeLanguage } from './use-change-language.ts';

/** A visitor who never chose a language gets the site's default language from its settings. */
export function useSiteDefaultLanguage(): void {
  const permission = usePermission();
  const change = useChangeLanguage();
  const siteDefault = permission.data?.info.defaultLanguage;
  useEffect(() => {
    if (!siteDefault || hasStoredLanguage() || siteDefault === currentLanguage()) return;
    void change(siteDefault, { remember: false });
  }, [siteDefault, change]);
}
