import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@lumen/contracts/wallet/money';
import type { FastifyRequest } from 'fastify';
import { fieldIssue, validationFailed } from '../../http/domain-error.ts';

/** The header's name as clients write it, for messages. */
export const IDEMPOTENCY_FIELD = 'Idempotency-Key';

/**
 * The client's Idempotency-Key for a money request, or a fresh random key when it sent none (the
 * request then simply cannot be replayed). A key of the wrong shape is refused naming the header.
 * Services namespace the key per member and operation before it reaches the ledger.
 */
export function requestKeyFrom(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return randomUUID();
  const value = Array.isArray(raw) ? raw : [raw];
  const parsed = value.length === 1 ? idempotencyKeySchema.safeParse(value[0]) : null;
  if (!parsed?.success) {
    const lang = request.lang ?? 'EN';
    throw validationFailed([fieldIssue(lang, IDEMPOTENCY_FIELD, 'invalid_format')], lang);
  }
  return parsed.data;
}
