import { isLanguageCode, type LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/system/api/get-permission.ts';

const noFlags: Record<string, boolean> = {};
const noRules: Record<string, FieldRule> = {};

/**
 * What the account forms need from the operator's settings: the whitelabel flags, the registration
 * field rules, and the interface language the rule messages are written in. The one place the
 * account feature reads the permission call.
 */
export function useAuthSettings() {
  const { i18n } = useTranslation();
  const permission = usePermission();
  const upper = (i18n.resolvedLanguage ?? i18n.language ?? 'en').toUpperCase();
  const lang: LanguageCode = isLanguageCode(upper) ? upper : upper === 'ZH-CN' ? 'ZH' : 'EN';
  return {
    // Settled either way: without the settings the forms fall back to the built-in rules.
    ready: permission.isSuccess || permission.isError,
    flags: permission.data?.info.flags ?? noFlags,
    rules: permission.data?.info.registerRules ?? noRules,
    lang,
  };
}
