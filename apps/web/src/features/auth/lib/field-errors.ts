import type { FieldIssue } from '@lumen/contracts/common/errors';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The field issues of a VALIDATION_FAILED answer (each with its translated message), so a form can
 * show them under their fields. Empty for any other failure.
 */
export function serverFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldIssue => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

/** Puts the server's field messages under the fields the form shows; answers whether any was placed. */
export function applyServerFieldErrors(error: unknown, shown: readonly string[], setError: (field: string, message: string) => void): boolean {
  let placed = false;
  for (const issue of serverFieldIssues(error)) {
    if (!shown.includes(issue.field)) continue;
    setError(issue.field, issue.message);
    placed = true;
  }
  return placed;
}
