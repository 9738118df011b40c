import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';

function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldIssue => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

/**
 * Puts a refusal under the field it concerns: the fields a VALIDATION_FAILED answer names, or the
 * field an error code is about (a wrong payment password, an amount over the balance). Answers
 * whether it placed anything; if not, the form shows the message at its foot.
 */
export function placeServerError<F extends string>(
  t: TFunction,
  error: unknown,
  shown: readonly F[],
  setError: (field: F, message: string) => void,
  codeFields: Partial<Record<string, F>> = {},
): boolean {
  let placed = false;
  for (const issue of fieldIssues(error)) {
    const field = shown.find((f) => f === issue.field);
    if (!field) continue;
    setError(field, issue.message);
    placed = true;
  }
  if (!placed && error instanceof ApiError) {
    const field = codeFields[error.code];
    if (field && shown.includes(field)) {
      setError(field, errorText(t, error));
      placed = true;
    }
  }
  return placed;
}

/** Where wallet refusals belong in the forms. */
export const walletCodeFields = {
  INSUFFICIENT_BALANCE: 'amount',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
} as const;
