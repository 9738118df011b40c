import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findFlags } from '../modules/system/system.repository.ts';
import { DomainError } from './domain-error.ts';

/** The signed-in member's id; UNAUTHORIZED when the route's hooks let a visitor through. */
export function memberIdOf(request: FastifyRequest): bigint {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth.member.id;
}

/** A preHandler that answers FEATURE_DISABLED while the operator has the flag off. */
export function requireFeature(db: Kysely<DB>, flag: string): () => Promise<void> {
  return async () => {
    if ((await findFlags(db))[flag] !== true) throw new DomainError('FEATURE_DISABLED');
  };
}
