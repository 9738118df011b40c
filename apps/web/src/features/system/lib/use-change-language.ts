import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadDateLocale, setDateLocale } from '@/i18n/dates.ts';
import { applyDocumentLanguage, hasStoredLanguage, i18next, loadLanguage, toI18nLanguage } from '@/i18n/i18n.ts';
import { setApiLanguage } from '@/lib/api-client.ts';
import { clearSessionCache } from '@/lib/session-cache.ts';
import { useSetLanguage } from '../api/set-language.ts';

/**
 * Switches the interface language: remembers it (hisLang and lang), swaps the texts and the date
 * locale, mirrors the page for right-to-left scripts, tells the server, and drops the lists cached
 * for the old language so they load again in the new one. The site status is among them: the
 * server words the maintenance and region titles in the asked language, and refetching in the
 * background keeps the status page up meanwhile.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const { mutate: tellServer } = useSetLanguage();

  return useCallback(
    /**
     * `remember: false` applies a language without recording it as the visitor's choice, and gives
     * way to a choice the visitor made while its texts loaded.
     */
    async (code: LanguageCode, { remember = true }: { remember?: boolean } = {}) => {
      // What the switch fetches comes first (texts and date locale load on first use): should a
      // fetch fail (offline, or a newer release replaced the files), the page, the stored choice and
      // the calls' language all stay as they were, and the caller can try again.
      await Promise.all([loadLanguage(code), loadDateLocale(code)]);
      if (!remember && hasStoredLanguage()) return;
      if (remember) {
        try {
          localStorage.setItem('hisLang', code);
          localStorage.setItem('lang', code);
        } catch {
          // Without storage the choice lasts for this visit only.
        }
      }
      setApiLanguage(code);
      await Promise.all([i18next.changeLanguage(toI18nLanguage(code)), setDateLocale(code)]);
      applyDocumentLanguage(code);
      clearSessionCache();
      if (remember) tellServer(code);
      await queryClient.invalidateQueries();
    },
    [queryClient, tellServer],
  );
}
