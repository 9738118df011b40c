import { describe, expect, it } from 'vitest';
import { matchesRule, patternCatalogue, patternIds, patternRegExp } from './pattern-catalogue.ts';

const rule = (id: keyof typeof patternCatalogue, min = 1, max = 100) => ({ acceptedPattern: patternCatalogue[id], minLength: min, maxLength: max });

describe('the pattern catalogue', () => {
  it('compiles every pattern with the u flag', () => {
    for (const id of patternIds) expect(() => patternRegExp(patternCatalogue[id]), id).not.toThrow();
    expect(patternRegExp('*')).toBeNull();
  });

  it.each([
    ['ANY', 'any thing at all!', true],
    ['LETTER_START_ALNUM', 'player01', true],
    ['LETTER_START_ALNUM', '1player', false],
    ['CHINESE_DIGITS', '张三123', true],
    ['CHINESE_DIGITS', 'abc', false],
    ['EMAIL', 'a.b+c@example.co.uk', true],
    ['EMAIL', 'a@b', false],
    ['ALNUM', 'abc123', true],
    ['ALNUM', 'abc-123', false],
    ['LETTERS_DIGITS', 'abc123', true],
    ['LETTERS_DIGITS', 'abcdef', false],
    ['DIGITS', '0300123', true],
    ['DIGITS', '03001a', false],
    ['ALNUM_UPPER', 'abC1', true],
    ['ALNUM_UPPER', 'abc1', false],
    ['ENGLISH_SPACES', 'Ali Khan', true],
    ['ENGLISH_SPACES', 'Ali Khan2', false],
    ['NO_SPACES', 'line_id.1', true],
    ['NO_SPACES', 'line id', false],
    ['CHINESE_PUNCT', '张三·李四', true],
    ['CHINESE_PUNCT', 'Zhang', false],
    ['DATE', '2026-11-22', true],
    ['DATE', '11-22-2026', true],
    ['DATE', '2026/11/22', false],
    ['KOREAN', '홍길동', true],
    ['KOREAN', 'hong', false],
    ['THAI', 'สมชาย', true],
    ['THAI', 'somchai', false],
    ['THAI_ENGLISH_SPACES', 'สมชาย Somchai', true],
    ['THAI_ENGLISH_SPACES', 'สมชาย1', false],
    ['UPPER_SPACES', 'ALI KHAN', true],
    ['UPPER_SPACES', 'Ali Khan', false],
    ['LETTERS_DIGITS_SYMBOLS', 'P@ss-w0rd!', true],
    ['LETTERS_DIGITS_SYMBOLS', 'pass word', false],
    ['STRONG_PASSWORD', 'Abcdef1!', true],
    ['STRONG_PASSWORD', 'abcdef1!', false],
  ] as const)('%s on %j is %s', (id, value, expected) => {
    expect(matchesRule(value, rule(id))).toBe(expected);
  });

  it('checks lengths in characters, not bytes', () => {
    expect(matchesRule('张三', rule('CHINESE_DIGITS', 2, 2))).toBe(true);
    expect(matchesRule('12345', rule('DIGITS', 6, 6))).toBe(false);
    expect(matchesRule('1234567', rule('DIGITS', 6, 6))).toBe(false);
  });
});
