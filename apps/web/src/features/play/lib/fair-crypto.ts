/** The browser's own cryptography (WebCrypto) for checking house rounds: nothing here trusts the server. */

const encoder = new TextEncoder();

function bytesOf(input: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof input === 'string') return encoder.encode(input) as Uint8Array<ArrayBuffer>;
  return new Uint8Array(input);
}

/** HMAC-SHA256(key, message) as bytes. */
export async function hmacSha256(key: string | Uint8Array, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', bytesOf(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, bytesOf(message)));
}

/** SHA-256 of text or bytes, as lower-case hex. */
export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytesOf(input))));
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex text as bytes; null when it is not hex of whole bytes. */
export function fromHex(hex: string): Uint8Array | null {
  const clean = hex.trim().toLowerCase();
  if (clean.length === 0 || clean.length % 2 !== 0 || !/^[0-9a-f]+$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}
