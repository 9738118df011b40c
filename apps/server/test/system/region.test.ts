import { describe, expect, it } from 'vitest';
import { canonicalCidr, compileRules, inRanges, normalizeIp } from '../../src/modules/system/region.ts';

describe('region matching', () => {
  it('normalises IPv4-mapped IPv6 and zone ids', () => {
    expect(normalizeIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeIp('not-an-ip')).toBe('not-an-ip');
  });

  it('canonicalises ranges and single addresses', () => {
    expect(canonicalCidr('203.0.113.77/24')).toBe('203.0.113.0/24');
    expect(canonicalCidr('2001:DB8::1/32')).toBe('2001:db8::/32');
    expect(canonicalCidr('192.0.2.1')).toBe('192.0.2.1/32');
    expect(canonicalCidr('2001:db8::1')).toBe('2001:db8::1/128');
    expect(canonicalCidr('1.2.3.4/40')).toBeNull();
  });

  it('matches IPv4, IPv6 and IPv4 against IPv4-mapped ranges, never across kinds otherwise', () => {
    const { ranges } = compileRules([
      { kind: 'CIDR', value: '203.0.113.0/24' },
      { kind: 'CIDR', value: '2001:db8::/32' },
      { kind: 'CIDR', value: '::ffff:198.51.100.0/120' },
      { kind: 'COUNTRY', value: 'us' },
    ]);
    expect(inRanges('203.0.113.1', ranges)).toBe(true);
    expect(inRanges('203.0.114.1', ranges)).toBe(false);
    expect(inRanges('2001:db8:1::1', ranges)).toBe(true);
    expect(inRanges('2001:db9::1', ranges)).toBe(false);
    expect(inRanges('198.51.100.7', ranges)).toBe(true);
    expect(inRanges('::ffff:203.0.113.9', ranges)).toBe(true);
    expect(inRanges('garbage', ranges)).toBe(false);
  });
});
