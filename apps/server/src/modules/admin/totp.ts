import { Secret, TOTP } from 'otpauth';

/** The operator's second factor: RFC 6238 TOTP, SHA1, 30-second steps, 6 digits (what authenticator apps use). */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Lumen operator';

function totpFor(secretBase32: string, username = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads (as text or as a QR code). */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/** The code for a moment (tests, the e2e suite and the CLI's self-check). */
export function totpCode(secretBase32: string, timestamp = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp });
}

/**
 * The time step a code belongs to when it is valid now, one step either side allowed for clock
 * drift; null when it is not valid. The caller refuses a step it has already accepted (replay).
 */
export function matchTotpStep(secretBase32: string, code: string, timestamp = Date.now()): bigint | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return BigInt(Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta);
}
