// The system calls' plain values (no schemas), for code that must not load zod to use them.

/** Paths of the system calls (kept as the platform's clients know them). */
export const systemPaths = {
  status: '/wps/system/status',
  permission: '/wps/system/permission',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  countryCode: '/wps/system/countryCode',
  language: '/wps/system/language',
  gameVendor: '/wps/relay/GCSGAME_newGameVendor',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
} as const;

/** Variants of a vendor logo; the client builds each path with `vendorImagePath`. */
export const vendorImageVariants = ['default', 'active', 'white', 'colour', 'purple'] as const;
export type VendorImageVariant = (typeof vendorImageVariants)[number];

/** Vendor logo path from the image base (a CDN from the permission call), game type and vendor code. */
export function vendorImagePath(base: string, gameType: string, vendor: string, variant: VendorImageVariant): string {
  return `${base}/vendors/${gameType}/${vendor}/${variant}.svg`;
}

// ---------- customer-service path encryption ----------
/**
 * Customer-service paths travel obscured so that scrapers do not harvest them. The last 8
 * characters are the key; the rest is base64 of the path's UTF-8 bytes XOR the key.
 */
export function encodeCsPath(plain: string, key: string): string {
  if (key.length !== 8) throw new Error('key must be 8 characters');
  const bytes = new TextEncoder().encode(plain);
  const k = new TextEncoder().encode(key);
  const out = bytes.map((b, i) => b ^ (k[i % k.length] ?? 0));
  return `${toBase64(out)}${key}`;
}

export function decodeCsPath(encoded: string): string {
  if (encoded.length < 9) return '';
  const key = new TextEncoder().encode(encoded.slice(-8));
  const bytes = fromBase64(encoded.slice(0, -8));
  return new TextDecoder().decode(bytes.map((b, i) => b ^ (key[i % key.length] ?? 0)));
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
