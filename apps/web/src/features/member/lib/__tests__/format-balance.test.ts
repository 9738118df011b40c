import { describe, expect, it } from 'vitest';
import { formatBalance } from '../format-balance.ts';

describe('formatBalance', () => {
  it('when an amount has thousands, then they are separated and two decimals shown', () => {
    expect(formatBalance('1234567.5')).toBe('1,234,567.50');
    expect(formatBalance('1000')).toBe('1,000.00');
    expect(formatBalance('999.99')).toBe('999.99');
    expect(formatBalance('0.00')).toBe('0.00');
  });

  it('when an amount is negative or odd, then the sign is kept and unreadable input shows 0.00', () => {
    expect(formatBalance('-12345.678')).toBe('-12,345.67');
    expect(formatBalance('-0.00')).toBe('0.00');
    expect(formatBalance('00012.1')).toBe('12.10');
    expect(formatBalance('abc')).toBe('0.00');
    expect(formatBalance('')).toBe('0.00');
  });

  it('when an amount is beyond floating point precision, then every digit is kept', () => {
    expect(formatBalance('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
  });
});
