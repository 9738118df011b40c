import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret in an address: a session handed over (`?token=` on a page,
 * the spec's hand-over), an e-mailed reset link's token (also `?token=`), and an app-download
 * hand-off code. Whoever reads the logs must not be able to replay them.
 */
const SECRET_PARAMS = new Set(['token', 'handoff']);

/** The address with the value of every secret parameter replaced; the rest as it came. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  const parts = url.slice(query + 1, end).split('&');
  let changed = false;
  const kept = parts.map((part) => {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is logged as it came.
    }
    if (!SECRET_PARAMS.has(decoded.toLowerCase()) || eq < 0) return part;
    changed = true;
    return `${name}=[redacted]`;
  });
  return changed ? `${url.slice(0, query + 1)}${kept.join('&')}${url.slice(end)}` : url;
}

/** The request as the log shows it: pino's usual fields, with secrets taken out of the address. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
