import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../http/domain-error.ts';
import { bearerToken } from '../auth/auth.hook.ts';
import { type OperatorSession, resolveOperatorSession } from './operator.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator's session, once `authenticateOperator` has run. */
    operator: OperatorSession | null;
  }
  interface FastifyInstance {
    /**
     * preHandler: a live operator session; 401 UNAUTHORIZED otherwise. Operator tokens live in their
     * own table, so a member's token never opens an operator route (and the other way round).
     */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
  }
}

export const operatorHook = fp<Record<never, never>>(async (app) => {
  const { db } = app.deps.database;
  app.decorateRequest('operator', null);
  app.decorate('authenticateOperator', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.operator = token ? await resolveOperatorSession(db, token) : null;
    if (!request.operator) throw new DomainError('UNAUTHORIZED');
  });
});

/** The session `authenticateOperator` resolved; the preHandler guarantees it. */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new DomainError('UNAUTHORIZED');
  return request.operator;
}
