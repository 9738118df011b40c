import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';

/** The text for a failed call: the server's translated message, else ours for its code. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === NETWORK_ERROR) return t('common.networkError');
    return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL') });
  }
  return t('errors:INTERNAL');
}
