import { type ErrorCode, errorStatus } from '@lumen/contracts/common/errors';

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
