import { type ErrorCode, errorStatus, type FieldIssue } from '@lumen/contracts/common/errors';
import { errorMessages, type FieldIssueKey, fieldIssueMessages, fillMessage } from '@lumen/contracts/i18n/error-messages';
import { fieldName } from '@lumen/contracts/i18n/field-names';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';

/**
 * A business rule said no. The error handler turns it into the envelope with the status from the
 * contracts' table and the message translated into the caller's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;
  /** Overrides the translated message, for texts that carry request-specific detail. */
  readonly detail: string | undefined;

  constructor(code: ErrorCode, options: { value?: unknown; detail?: string; cause?: unknown } = {}) {
    super(options.detail ?? code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = errorStatus[code];
    this.value = options.value ?? null;
    this.detail = options.detail;
  }
}

/**
 * VALIDATION_FAILED for a rule a route schema cannot say, in the shape the error handler gives
 * schema failures: `{ fields: [{ field, issue, message }] }`, with the messages in the detail.
 */
export function validationFailed(fields: FieldIssue[], lang: LanguageCode): DomainError {
  const detail = `${errorMessages[lang].VALIDATION_FAILED}: ${fields.map((f) => f.message).join('; ')}`;
  return new DomainError('VALIDATION_FAILED', { value: { fields }, detail });
}

/** One field failing one of the standard field issues ("{field} is required", ...). */
export function fieldIssue(
  lang: LanguageCode,
  field: string,
  issue: FieldIssueKey,
  params: { min?: string; max?: string } = {},
): FieldIssue {
  return { field, issue, message: fillMessage(fieldIssueMessages[lang][issue], { field: fieldName(lang, field), ...params }) };
}
