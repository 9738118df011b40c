import type { ErrorCode } from '../common/errors.ts';
import * as EN from './error-messages/en.ts';
import * as TH from './error-messages/th.ts';
import * as UR from './error-messages/ur.ts';
import * as VI from './error-messages/vi.ts';
import * as ZH from './error-messages/zh.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Translated texts for every error code and for the field issues a VALIDATION_FAILED answer names.
 * Each language's texts are their own module (error-messages/<code>.ts), so the web app loads only
 * the chosen language's into its `errors` and `validation` namespaces; there is one source.
 */
export const errorMessages: Record<LanguageCode, Record<ErrorCode, string>> = {
  EN: EN.errorTexts,
  UR: UR.errorTexts,
  ZH: ZH.errorTexts,
  TH: TH.errorTexts,
  VI: VI.errorTexts,
};

/** Field issue keys used in VALIDATION_FAILED answers; `{field}`, `{min}`, `{max}` are filled in. */
export type FieldIssueKey =
  | 'required'
  | 'invalid_type'
  | 'too_small'
  | 'too_big'
  | 'invalid_format'
  | 'invalid_value'
  | 'unrecognized_keys'
  | 'amount'
  | 'signed_amount'
  | 'invalid';

export const fieldIssueMessages: Record<LanguageCode, Record<FieldIssueKey, string>> = {
  EN: EN.fieldIssueTexts,
  UR: UR.fieldIssueTexts,
  ZH: ZH.fieldIssueTexts,
  TH: TH.fieldIssueTexts,
  VI: VI.fieldIssueTexts,
};

/** One language's texts, as each error-messages/<code>.ts module exports them. */
export type ErrorTexts = { errorTexts: Record<ErrorCode, string>; fieldIssueTexts: Record<FieldIssueKey, string> };

export function fillMessage(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}
