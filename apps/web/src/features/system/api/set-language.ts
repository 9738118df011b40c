import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Tells the server the interface language (stored on the session for messages it sends later). */
export function setLanguage(language: LanguageCode) {
  return apiRequest<{ language: LanguageCode }>(systemPaths.language, { method: 'PUT', body: { language } });
}

export const useSetLanguage = () => useMutation({ mutationKey: ['system', 'language'], mutationFn: setLanguage });
