import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatCount } from '@/lib/numbers.ts';

/** The keys of a text field's length messages. */
export interface LengthTexts {
  /** Nothing entered (once trimmed, where the contract trims). */
  required: string;
  /** Fewer characters than the contract takes, with `min` and `length`; without it, too short reads as `required`. */
  tooShort?: string;
  /** More characters than the contract takes, with `max` and `length`. */
  tooLong: string;
}

/**
 * A contract's length issue (too_small or too_big) in the member's words, the counts in the
 * interface language's digits; undefined for any other issue. The length is that of the text the
 * contract checked (trimmed, where it trims).
 */
export function lengthIssueText(t: TFunction, issue: z.core.$ZodRawIssue, texts: LengthTexts): string | undefined {
  const length = typeof issue.input === 'string' ? issue.input.length : 0;
  if (issue.code === 'too_small') {
    return length === 0 || texts.tooShort === undefined
      ? t(texts.required)
      : t(texts.tooShort, { min: formatCount(Number(issue.minimum)), length: formatCount(length) });
  }
  if (issue.code === 'too_big') return t(texts.tooLong, { max: formatCount(Number(issue.maximum)), length: formatCount(length) });
  return undefined;
}
