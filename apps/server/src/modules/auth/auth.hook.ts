import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import { DomainError } from '../../http/domain-error.ts';
import { createRateCounter, type RateCounter } from '../../lib/rate-limit.ts';
import { sha256Hex } from '../../lib/secrets.ts';
import { type ResolvedSession, resolveSession, SessionHints, type SessionPolicy } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves a session that must change its password first (member info, the change
     * itself, logout). Every other authenticated route answers PASSWORD_CHANGE_REQUIRED to it.
     */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session, once `authenticate` (or `optionalSession`) has run. */
    auth: ResolvedSession | null;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    /** Rate-limit counters: Redis when REDIS_URL is set (shared by all instances), memory otherwise. */
    rates: RateCounter;
    /** preHandler: any live session, trial included; 401 UNAUTHORIZED otherwise. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a live session of a real (non-trial) account; trial answers 403 TRIAL_NOT_ALLOWED. */
    requireRealAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: resolves the session when a token is sent, without requiring one. */
    optionalSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for a route whose one writing statement checks the session itself
     * (liveSessionCheck with `request.auth.sessionId`): as requireRealAccount, except that a session
     * a lookup found live in the last half minute is taken from memory (`checkedBy: 'statement'`).
     * When the statement finds it no longer live, the route calls `sessionRefused`.
     */
    requireRealAccountCheckedByStatement: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Forgets the request's session hint and throws what a lookup answers now (UNAUTHORIZED at least). */
    sessionRefused: (request: FastifyRequest) => Promise<never>;
    /** Session hints of this instance (see SessionHints). */
    sessionHints: SessionHints;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Session resolution for every route that needs a logged-in caller. */
export const authHook = fp<Record<never, never>>(async (app) => {
  const { auth } = app.deps.config;
  const policy: SessionPolicy = { idleMinutes: auth.sessionIdleMinutes, maxHours: auth.sessionMaxHours };
  const { db } = app.deps.database;
  app.decorate('sessionPolicy', policy);
  const rates = await createRateCounter(app.deps.config.redisUrl);
  app.decorate('rates', rates);
  app.addHook('onClose', async () => rates.close());
  app.decorateRequest('auth', null);

  const hints = new SessionHints();
  app.decorate('sessionHints', hints);

  async function load(request: FastifyRequest) {
    const token = bearerToken(request);
    request.auth = token ? await resolveSession(db, token, policy) : null;
  }

  function requireRealSession(request: FastifyRequest) {
    if (!request.auth) throw new DomainError('UNAUTHORIZED');
    if (request.auth.member.type === TRIAL_TYPE) throw new DomainError('TRIAL_NOT_ALLOWED');
    requirePasswordSettled(request);
  }

  /** A session that must change its password may reach only the routes that allow it. */
  function requirePasswordSettled(request: FastifyRequest) {
    if (request.auth?.passwordChangeRequired && request.routeOptions.config.allowPendingPasswordChange !== true) {
      throw new DomainError('PASSWORD_CHANGE_REQUIRED');
    }
  }

  app.decorate('optionalSession', async (request: FastifyRequest) => {
    await load(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await load(request);
    if (!request.auth) throw new DomainError('UNAUTHORIZED');
    requirePasswordSettled(request);
  });
  app.decorate('requireRealAccount', async (request: FastifyRequest) => {
    await load(request);
    requireRealSession(request);
  });
  app.decorate('requireRealAccountCheckedByStatement', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const hash = token && token.length <= 128 ? sha256Hex(token) : null;
    const hint = hash ? hints.get(hash) : null;
    if (hint) request.auth = hint;
    else {
      await load(request);
      if (hash && request.auth) hints.remember(hash, request.auth);
    }
    requireRealSession(request);
  });
  app.decorate('sessionRefused', async (request: FastifyRequest): Promise<never> => {
    const token = bearerToken(request);
    if (token) hints.forget(sha256Hex(token));
    await load(request);
    requireRealSession(request);
    // A lookup finds it live a moment after the statement did not (an expiry between the two clocks).
    throw new DomainError('UNAUTHORIZED');
  });
});
