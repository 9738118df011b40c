import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';

/** The text for a failed call: the server's translated message, else ours for its code. */
export function adminErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === NETWORK_ERROR) return t('common.networkError');
    return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL') });
  }
  return t('errors:INTERNAL');
}

/** The field issues of a VALIDATION_FAILED answer. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is FieldIssue => typeof f?.field === 'string' && typeof f?.message === 'string') : [];
}
