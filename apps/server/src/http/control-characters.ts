import type { FastifyInstance } from 'fastify';
import { fieldIssue } from './domain-error.ts';
import { sendError } from './error-handler.ts';

/**
 * PostgreSQL text cannot hold NUL, and no field of this API has a use for it: a request carrying
 * one anywhere (query, path values, JSON body) is refused as a validation failure naming the field,
 * before any route sees it, instead of failing later in the database. The path of the first one
 * found ('' for the value itself), or null; a scope that parses its own bodies (the signed seamless
 * calls) runs it on what it parsed.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : key.replaceAll('\u0000', '');
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function refuseNulCharacters(app: FastifyInstance) {
  // Callback style: this runs on every request, and most carry nothing to look at.
  app.addHook('preValidation', (request, reply, done) => {
    const field = findNul(request.query, '') ?? findNul(request.params, '') ?? findNul(request.body, '');
    if (field === null) return done();
    const name = field || 'body';
    void sendError(reply, 'VALIDATION_FAILED', request.lang, { fields: [fieldIssue(request.lang, name, 'invalid')] });
  });
}
