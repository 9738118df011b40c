import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath } from '../system/system.contract.ts';

describe('customer-service path encryption', () => {
  it('decodes what it encodes, with the key in the last 8 characters', () => {
    const plain = 'https://t.me/platform_support?start=web';
    const encoded = encodeCsPath(plain, 'k3y-AbC9');
    expect(encoded.endsWith('k3y-AbC9')).toBe(true);
    expect(encoded).not.toContain('t.me');
    expect(decodeCsPath(encoded)).toBe(plain);
  });

  it('round-trips non-ASCII text', () => {
    const plain = 'mailto:support@example.com?subject=مدد 帮助';
    expect(decodeCsPath(encodeCsPath(plain, '12345678'))).toBe(plain);
  });

  it('rejects keys that are not 8 characters and decodes garbage to empty', () => {
    expect(() => encodeCsPath('x', 'short')).toThrow();
    expect(decodeCsPath('abc')).toBe('');
  });
});
