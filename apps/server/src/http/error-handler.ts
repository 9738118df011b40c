import { randomUUID } from 'node:crypto';
import { type ErrorCode, type FieldIssue, errorStatus } from '@lumen/contracts/common/errors';
import {
  errorMessages,
  type FieldIssueKey,
  fieldIssueMessages,
  fillMessage,
} from '@lumen/contracts/i18n/error-messages';
import { fieldName } from '@lumen/contracts/i18n/field-names';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from './domain-error.ts';
import { requestLanguage } from './language.ts';

interface ZodLikeIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  keys?: string[];
  values?: unknown[];
  params?: { issue?: unknown };
}

const customIssueKeys: ReadonlySet<string> = new Set<FieldIssueKey>(['amount', 'signed_amount']);

function issueKey(issue: ZodLikeIssue): FieldIssueKey {
  switch (issue.code) {
    case 'invalid_type':
      // zod does not echo the input by default; its message says when the value was missing.
      return /received undefined/.test(issue.message ?? '') ? 'required' : 'invalid_type';
    case 'too_small':
      return 'too_small';
    case 'too_big':
      return 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
      return 'invalid_value';
    case 'unrecognized_keys':
      return 'unrecognized_keys';
    case 'custom': {
      const named = issue.params?.issue;
      return typeof named === 'string' && customIssueKeys.has(named) ? (named as FieldIssueKey) : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/** Turns zod issues into fields the client can show: name, stable key, translated text. */
export function fieldIssues(
  issues: ZodLikeIssue[],
  lang: LanguageCode,
  part: string | undefined,
): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const key = issueKey(issue);
    const names =
      key === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((k) => [...(issue.path ?? []), k].join('.'))
        : [(issue.path ?? []).map(String).join('.') || part || 'body'];
    for (const field of names) {
      out.push({
        field,
        issue: key,
        message: fillMessage(fieldIssueMessages[lang][key], {
          // An unknown key is named as sent; a known field by its name in the language.
          field: key === 'unrecognized_keys' ? field : fieldName(lang, field),
          min: issue.minimum === undefined ? undefined : String(issue.minimum),
          max: issue.maximum === undefined ? undefined : String(issue.maximum),
        }),
      });
    }
  }
  return out;
}

function envelope(code: ErrorCode, lang: LanguageCode, value: unknown, detail?: string) {
  return { success: false, code, message: detail ?? errorMessages[lang][code], value };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'BAD_REQUEST';
  }
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  lang: LanguageCode,
  value: unknown = null,
  detail?: string,
) {
  return reply.status(errorStatus[code]).send(envelope(code, lang, value, detail));
}

/** One error handler for the whole API: 4xx name what is wrong, 5xx reveal nothing but an id. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? requestLanguage(request);

    if (error instanceof DomainError) {
      if (error.status >= 500) request.log.error({ err: error }, 'domain error');
      return sendError(reply, error.code, lang, error.value, error.detail);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error as { validationContext?: string }).validationContext;
      const issues = error.validation.map(
        (v): ZodLikeIssue => ({
          ...(v.params as Omit<ZodLikeIssue, 'code' | 'path'>),
          code: v.keyword,
          message: v.message,
          path: v.instancePath.split('/').filter(Boolean),
        }),
      );
      const fields = fieldIssues(issues, lang, part);
      const detail = `${errorMessages[lang].VALIDATION_FAILED}: ${fields.map((f) => f.message).join('; ')}`;
      return sendError(reply, 'VALIDATION_FAILED', lang, { fields }, detail);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      // Malformed bodies (bad JSON, wrong content type, too large) are the client's to fix.
      if (code === 'BAD_REQUEST' || code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'PAYLOAD_TOO_LARGE') {
        const fields: FieldIssue[] = [{ field: 'body', issue: 'invalid', message: error.message }];
        return sendError(reply, code, lang, { fields });
      }
      return sendError(reply, code, lang);
    }

    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unexpected error');
    return sendError(reply, 'INTERNAL', lang, { errorId });
  });
}
