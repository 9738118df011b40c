import { describe, expect, it } from 'vitest';
import { i18next, loadLanguage } from '@/i18n/i18n.ts';
import { formatCount } from '../numbers.ts';

describe('formatCount', () => {
  it('when the interface is in English, then thousands are grouped with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('when the interface language changes, then the count follows its grouping', async () => {
    await loadLanguage('VI');
    await i18next.changeLanguage('vi');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
});
