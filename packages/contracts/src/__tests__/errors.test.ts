import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus, isErrorCode } from '../common/errors.ts';
import { errorMessages, fieldIssueMessages, fillMessage } from '../i18n/error-messages.ts';
import { languageCodes } from '../i18n/languages.ts';

describe('the error catalogue', () => {
  it('gives every code a 4xx or 5xx status', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code]).toBeLessThan(600);
    }
  });

  it('has a message for every code in every language, each different from English outside EN', () => {
    for (const lang of languageCodes) {
      for (const code of errorCodes) {
        expect(errorMessages[lang][code], `${lang}.${code}`).toBeTruthy();
        if (lang !== 'EN') expect(errorMessages[lang][code], `${lang}.${code}`).not.toBe(errorMessages.EN[code]);
      }
      expect(Object.keys(errorMessages[lang]).sort()).toEqual([...errorCodes].sort());
      expect(Object.keys(fieldIssueMessages[lang]).sort()).toEqual(Object.keys(fieldIssueMessages.EN).sort());
    }
  });

  it('keeps the placeholders of field messages in every language', () => {
    for (const lang of languageCodes) {
      for (const [key, text] of Object.entries(fieldIssueMessages[lang])) {
        const expected = fieldIssueMessages.EN[key as keyof (typeof fieldIssueMessages)['EN']].match(/\{\w+\}/g)?.sort();
        expect(text.match(/\{\w+\}/g)?.sort(), `${lang}.${key}`).toEqual(expected);
      }
    }
  });

  it('recognises only known codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillMessage('{field} must be {min} to {max}', { field: 'username', min: 4, max: 16 })).toBe(
      'username must be 4 to 16',
    );
    expect(fillMessage('{field} {other}', { field: 'a' })).toBe('a {other}');
  });
});
