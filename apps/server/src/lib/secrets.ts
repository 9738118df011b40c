import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token: 32 bytes (256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256 (they carry 256 bits of entropy, so no salt is needed). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code of `length` digits from a uniform distribution. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
