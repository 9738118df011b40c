/**
 * The demo vendor's settings, from the environment. It stands in for an external vendor, so it
 * shares nothing with the platform but the signing key and the platform's address.
 */

/** The development signing key the platform also uses when SEAMLESS_SECRET is unset (never in production). */
export const DEV_SEAMLESS_SECRET = 'dev-seamless-secret-not-for-production';

export interface VendorConfig {
  port: number;
  host: string;
  /** Where the service calls the platform's seamless-wallet API (server to server). */
  platformUrl: string;
  secret: string;
  /** Origins allowed to frame the game pages (CSP frame-ancestors). */
  frameAncestors: string[];
  /** How long one platform call may take before it counts as failed. */
  timeoutMs: number;
  /** Tries of one platform call (the same transaction id every time). */
  attempts: number;
}

export function loadVendorConfig(env: NodeJS.ProcessEnv = process.env): VendorConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.DEMO_VENDOR_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid DEMO_VENDOR_PORT: ${env.DEMO_VENDOR_PORT}`);
  const secret = env.SEAMLESS_SECRET || (production ? '' : DEV_SEAMLESS_SECRET);
  if (secret.length < 16) throw new Error('SEAMLESS_SECRET (16 characters or more) is required in production');
  const platformUrl = (env.PLATFORM_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, '');
  const platformOrigin = new URL(platformUrl).origin;
  const frameAncestors = env.DEMO_VENDOR_FRAME_ANCESTORS
    ? env.DEMO_VENDOR_FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean)
    : production
      ? [platformOrigin]
      : [platformOrigin, 'http://localhost:*', 'http://127.0.0.1:*'];
  return {
    port,
    host: env.DEMO_VENDOR_HOST || '0.0.0.0',
    platformUrl,
    secret,
    frameAncestors,
    timeoutMs: Number(env.DEMO_VENDOR_TIMEOUT_MS ?? 5000),
    attempts: 3,
  };
}
