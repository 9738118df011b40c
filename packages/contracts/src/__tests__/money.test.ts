import { describe, expect, it } from 'vitest';
import { amountSchema, formatMinor, groupAmount, moneyText, parseAmount, signedAmountSchema, toMinor } from '../wallet/money.ts';

describe('money', () => {
  it('parses decimal amounts exactly into minor units', () => {
    expect(parseAmount('0.01')).toBe(1n);
    expect(parseAmount('10')).toBe(1000n);
    expect(parseAmount('10.5')).toBe(1050n);
    expect(parseAmount(' 1234.56 ')).toBe(123456n);
    expect(parseAmount(0.3)).toBe(30n);
    expect(parseAmount('9999999999999.99')).toBe(999999999999999n);
    expect(parseAmount('-5.25', { signed: true })).toBe(-525n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '01', '1e3', '-1', '+1', '1.', '.5', '10000000000000', ' ', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0.1 + 0.2, {}, []]) {
      expect(parseAmount(bad), String(bad)).toBeNull();
    }
    expect(() => toMinor('x')).toThrow(RangeError);
  });

  it('formats minor units with two decimals, grouped on request', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-123456n)).toBe('-1234.56');
    expect(formatMinor(123456789n, { grouping: true })).toBe('1,234,567.89');
    expect(groupAmount('2500000.00')).toBe('2,500,000.00');
    expect(groupAmount('-0.50')).toBe('-0.50');
  });

  it('writes an amount with its symbol after the sign', () => {
    expect(moneyText('1500.00', 'Rs')).toBe('Rs 1,500.00');
    expect(moneyText('-1500.00', 'Rs')).toBe('-Rs 1,500.00');
    expect(moneyText('0.00', 'Rs')).toBe('Rs 0.00');
    expect(moneyText('-0.50', '')).toBe('-0.50');
  });

  it('round-trips every amount it formats', () => {
    for (const minor of [1n, 99n, 100n, 101n, 123456789n, 999999999999999n]) {
      expect(parseAmount(formatMinor(minor))).toBe(minor);
    }
  });

  it('accepts only positive amounts in requests, and non-zero signed ones for adjustments', () => {
    expect(amountSchema.safeParse('10.00').success).toBe(true);
    expect(amountSchema.safeParse(25).success).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.001', 'ten', '']) {
      const result = amountSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.code).toBe('custom');
    }
    expect(signedAmountSchema.safeParse('-10.50').success).toBe(true);
    expect(signedAmountSchema.safeParse('0').success).toBe(false);
  });
});
