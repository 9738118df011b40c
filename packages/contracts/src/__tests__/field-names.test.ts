import { describe, expect, it } from 'vitest';
import { fieldIssueMessages, fillMessage } from '../i18n/error-messages.ts';
import { fieldName } from '../i18n/field-names.ts';
import { languageCodes } from '../i18n/languages.ts';

describe('field names in messages', () => {
  it('when a field a person fills in is named, then each language has its own word for it', () => {
    expect(fieldName('EN', 'amount')).toBe('Amount');
    expect(fieldName('UR', 'amount')).toBe('رقم');
    expect(fieldName('ZH', 'paymentPassword')).toBe('支付密码');
    expect(fieldName('TH', 'username')).toBe('ชื่อผู้ใช้');
    expect(fieldName('VI', 'startDate')).toBe('Ngày bắt đầu');
    const names = languageCodes.map((lang) => fieldName(lang, 'newPassword'));
    expect(new Set(names).size).toBe(languageCodes.length);
  });

  it('when an upload, a withdrawal’s proof images, a vendor, a promotion or a transfer’s wallets are wrong, then the field is named in each language', () => {
    for (const field of ['file', 'proofIds', 'vassalage', 'vendor', 'promotionId', 'from', 'to']) {
      for (const lang of languageCodes) expect(fieldName(lang, field), `${lang} ${field}`).not.toBe(field);
    }
    expect(fieldName('UR', 'proofIds.1')).toBe('ثبوت کی تصاویر');
    expect(fieldName('EN', 'file')).toBe('File');
  });

  it('when the field is one of a list, then its number counts from one; a trailing index names the list', () => {
    expect(fieldName('EN', 'tiers.0.rate')).toBe('Rate (1)');
    expect(fieldName('UR', 'tiers.2.upgradeBonus')).toBe('اپ گریڈ بونس (3)');
    expect(fieldName('EN', 'imageIds.4')).toBe('Images');
  });

  it('when the field is not one a person fills in, then the path itself names it', () => {
    expect(fieldName('EN', 'challengeNonce')).toBe('challengeNonce');
    expect(fieldName('UR', 'body.extra.0')).toBe('body.extra.0');
    expect(fieldName('EN', '')).toBe('');
  });

  it('when a message is filled, then the field reads as a word in the sentence', () => {
    expect(fillMessage(fieldIssueMessages.EN.too_big, { field: fieldName('EN', 'amount'), max: '1,500.00' })).toBe('Amount must be at most 1,500.00');
    expect(fillMessage(fieldIssueMessages.ZH.required, { field: fieldName('ZH', 'username') })).toBe('用户名 为必填项');
  });
});
