import type { FieldIssue } from '@lumen/contracts/common/errors';
import { ApiError } from '@/lib/api-client.ts';

/** The field issues of a VALIDATION_FAILED answer. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is FieldIssue => typeof f?.field === 'string' && typeof f?.message === 'string') : [];
}
