import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the raw body with the vendor's key: what the x-signature header carries. */
export function signSeamlessBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a signature header against the raw body. */
export function isValidSeamlessSignature(secret: string | undefined, rawBody: string, signature: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signSeamlessBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
