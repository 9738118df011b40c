/**
 * The validation pattern catalogue: stable ids the server puts in registration field rules
 * (`patternId`) and the regular expression source each stands for (`acceptedPattern`).
 * Lengths are not part of the patterns: rules carry minLength and maxLength separately.
 * Sources are written for the `u` flag; `ANY` is the lone `*` that means any characters.
 */
export const patternCatalogue = {
  ANY: '*',
  LETTER_START_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\p{Script=Han}0-9]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCT: '^[\\p{Script=Han}\\p{P}]+$',
  DATE: '^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$',
  KOREAN: '^\\p{Script=Hangul}+$',
  THAI: '^\\p{Script=Thai}+$',
  THAI_ENGLISH_SPACES: '^[\\p{Script=Thai}A-Za-z ]+$',
  UPPER_SPACES: '^(?=.*[A-Z])[A-Z ]+$',
  LETTERS_DIGITS_SYMBOLS: '^[\\x21-\\x7E]+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
} as const;

export type PatternId = keyof typeof patternCatalogue;
export const patternIds = Object.keys(patternCatalogue) as PatternId[];
export const PATTERN_FLAGS = 'u';

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'string' && Object.hasOwn(patternCatalogue, value);
}

/** The compiled pattern of an accepted-pattern source; null for `*` (any characters). */
export function patternRegExp(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  return new RegExp(source, PATTERN_FLAGS);
}

/** True when `value` satisfies a field's pattern and length bounds (counted in code points). */
export function matchesRule(value: string, rule: { acceptedPattern: string; minLength: number; maxLength: number }): boolean {
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return false;
  const re = patternRegExp(rule.acceptedPattern);
  return re === null || re.test(value);
}
