import { describe, expect, it } from 'vitest';
import { rateAddress } from '../../src/lib/rate-limit.ts';

describe('rateAddress', () => {
  it('when the caller is on IPv4, then it counts under its own address, also written IPv4-mapped', () => {
    expect(rateAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('when the caller is on IPv6, then every address of its /64 counts under one key, however it is written', () => {
    const key = rateAddress('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateAddress('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(rateAddress('2001:DB8:1:2:abcd::9%eth0')).toBe(key);
    expect(rateAddress('2001:db8:1:3::1')).not.toBe(key);
    expect(rateAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
