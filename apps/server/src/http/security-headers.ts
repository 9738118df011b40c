import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers answers carry. helmet decides them; since none depends on the request (no
 * nonces), they are computed once at start-up instead of rebuilt on every request.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

const hsts = (production: boolean) => (production ? { maxAge: 15552000, includeSubDomains: true } : false);

/** The origin of each address (scheme, host and port), as CSP source lists take it; bad addresses are skipped. */
function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * Pages, the API viewer and media: the full set, with the policy the web app works under.
 * `frameOrigins` are the game vendors whose game pages the app frames.
 */
export function documentSecurityHeaders(production: boolean, frameOrigins: readonly string[] = []): Record<string, string> {
  return computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' also covers ws:/wss: to this host (CSP Level 3); the live-balance browser test relies on it.
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...originsOf(frameOrigins)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts(production),
  });
}

/**
 * JSON answers are never rendered as documents: they get the short set recommended for REST APIs
 * (nothing may load from or frame them, no sniffing, no referrer), not the page policy.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts(production),
  });
}
