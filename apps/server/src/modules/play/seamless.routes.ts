import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  seamlessAuthenticateBodySchema,
  seamlessAuthenticateResponseSchema,
  seamlessBalanceBodySchema,
  seamlessBalanceResponseSchema,
  seamlessCreditBodySchema,
  seamlessDebitBodySchema,
  seamlessPaths,
  seamlessRollbackBodySchema,
} from '@lumen/contracts/play/play.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { seamlessSecretOf } from '../../config.ts';
import { findNul } from '../../http/control-characters.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { fieldIssues } from '../../http/error-handler.ts';
import { HOUSE_VENDOR } from './launch-game.service.ts';
import { isValidSeamlessSignature } from './seamless-signature.ts';
import { findVendor } from './seamless.repository.ts';
import * as seamless from './seamless.service.ts';

const SIGNED_BODY =
  'Body: JSON, signed: header x-signature = hex HMAC-SHA256 of the raw body with the vendor key, header x-vendor = the vendor code. ' +
  'Idempotent by txId: a retry answers the first result; the same txId with other content answers 409 IDEMPOTENCY_CONFLICT. ' +
  'Every answer carries the balance, refusals too once the player is known.';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The seamless-wallet calls the vendors make. Their signature covers the raw body, so this scope
 * keeps JSON bodies as the exact text received (its own parser, not the app's) and validates them
 * with the contract's schemas only after the signature holds. Not wrapped in fastify-plugin: the
 * parser stays in this scope.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  /**
   * The vendor code whose key signed the raw body; SIGNATURE_INVALID when the signature does not
   * hold. Whether a vendor has that code is read with the launch (see the service), or here when
   * the body is refused, so an unknown vendor is told SIGNATURE_INVALID first either way.
   */
  function signedBy(request: FastifyRequest): string {
    const vendorCode = header(request, SEAMLESS_VENDOR_HEADER) ?? '';
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!/^[A-Z0-9_]{1,40}$/.test(vendorCode) || vendorCode === HOUSE_VENDOR) throw new DomainError('SIGNATURE_INVALID');
    if (!isValidSeamlessSignature(seamlessSecretOf(config, vendorCode), raw, header(request, SEAMLESS_SIGNATURE_HEADER))) {
      throw new DomainError('SIGNATURE_INVALID');
    }
    return vendorCode;
  }

  function bodyOf<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
    let json: unknown;
    try {
      json = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      throw validationFailed([fieldIssue(request.lang, 'body', 'invalid')], request.lang);
    }
    // The app-wide NUL check saw only the raw text, where an escaped \u0000 is six plain characters.
    const nul = findNul(json, '');
    if (nul !== null) throw validationFailed([fieldIssue(request.lang, nul || 'body', 'invalid')], request.lang);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw validationFailed(fieldIssues(parsed.error.issues, request.lang, 'body'), request.lang);
    return parsed.data;
  }

  function route<S extends z.ZodType, R>(
    path: string,
    summary: string,
    bodySchema: S,
    response: z.ZodType,
    handle: (caller: seamless.SeamlessCaller, body: z.infer<S>) => Promise<R>,
  ) {
    app.post(
      path,
      { schema: { tags: ['seamless'], summary, description: SIGNED_BODY, response: { 200: response } } },
      async (request) => {
        const vendorCode = signedBy(request);
        let body: z.infer<S>;
        try {
          body = bodyOf(request, bodySchema);
        } catch (error) {
          if (!(await findVendor(db, vendorCode))) throw new DomainError('SIGNATURE_INVALID');
          throw error;
        }
        return ok(await handle({ db, config, vendorCode, lang: request.lang }, body));
      },
    );
  }

  route(
    seamlessPaths.authenticate,
    'Open a launch (once): the player, currency, balance and mode',
    seamlessAuthenticateBodySchema,
    seamlessAuthenticateResponseSchema,
    seamless.authenticate,
  );
  route(seamlessPaths.balance, "The player's balance", seamlessBalanceBodySchema, seamlessBalanceResponseSchema, seamless.balance);
  route(
    seamlessPaths.debit,
    'Take a stake (live launch, real play only)',
    seamlessDebitBodySchema,
    seamlessBalanceResponseSchema,
    seamless.debit,
  );
  route(
    seamlessPaths.credit,
    'Pay a win (0 for a loss); roundEnded settles the round. Accepted after the launch token expired',
    seamlessCreditBodySchema,
    seamlessBalanceResponseSchema,
    seamless.credit,
  );
  route(
    seamlessPaths.rollback,
    'Cancel a debit once (refund); before its debit, a tombstone refuses the late debit. Accepted after the launch token expired',
    seamlessRollbackBodySchema,
    seamlessBalanceResponseSchema,
    seamless.rollback,
  );
};
