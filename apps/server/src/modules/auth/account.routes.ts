import {
  affiliateBodySchema,
  affiliateResponseSchema,
  authPaths,
  challengeResponseSchema,
  changePasswordBodySchema,
  emptyResponseSchema,
  forgetPasswordBodySchema,
  forgetPasswordResponseSchema,
  getPasswordByPhoneBodySchema,
  getPasswordByPhoneResponseSchema,
  loginCodeBodySchema,
  registerBodySchema,
  registerCodeBodySchema,
  registerResponseSchema,
  resetCodeBodySchema,
  resetPasswordBodySchema,
  smsCodeResponseSchema,
} from '@lumen/contracts/auth/auth.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { rateAddress } from '../../lib/rate-limit.ts';
import { createProviders } from '../../providers/index.ts';
import { callerOf } from '../system/system.routes.ts';
import { issueChallenge } from './challenge.service.ts';
import * as passwords from './password.service.ts';
import { checkAffiliate, register } from './registration.service.ts';
import { requestLoginCode, requestRegisterCode, requestResetCode } from './verification.ts';

/** Challenges handed to one address per minute: plenty for people, a ceiling for scripts. */
const CHALLENGES_PER_MINUTE = 60;
/** Invitation-code checks per address per minute: a form needs a few, guessing codes needs many. */
const AFFILIATE_CHECKS_PER_MINUTE = 30;

const codeCaller = (request: FastifyRequest) => ({ ip: request.ip, lang: request.lang });

/** Challenge, SMS codes, registration, affiliate check, password recovery and change. */
export const accountRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const { auth } = app.deps.config;
    const tags = ['auth'];
    const security = [{ bearer: [] }];
    app.decorate('providers', createProviders(app.deps));

    app.get(
      authPaths.challenge,
      { schema: { tags, summary: 'A proof-of-work challenge for the next protected call', response: { 200: challengeResponseSchema } } },
      async (request) => {
        if ((await app.rates.hit(`challenge:${rateAddress(request.ip)}`, 60_000)) > CHALLENGES_PER_MINUTE) throw new DomainError('TOO_MANY_REQUESTS');
        return ok(await issueChallenge(db, { ip: request.ip, difficulty: auth.challengeDifficulty }));
      },
    );

    app.post(
      authPaths.loginCode,
      { schema: { tags, summary: 'getLoginCode: an SMS code to log in with', body: loginCodeBodySchema, response: { 200: smsCodeResponseSchema } } },
      async (request) => ok(await requestLoginCode(app, request.body, codeCaller(request))),
    );

    app.post(
      authPaths.registerCode,
      { schema: { tags, summary: 'sendRegPhoneCode: an SMS code proving a new account\'s number', body: registerCodeBodySchema, response: { 200: smsCodeResponseSchema } } },
      async (request) => ok(await requestRegisterCode(app, request.body, codeCaller(request))),
    );

    app.post(
      authPaths.resetCode,
      { schema: { tags, summary: 'An SMS code to set a new password with', body: resetCodeBodySchema, response: { 200: smsCodeResponseSchema } } },
      async (request) => ok(await requestResetCode(app, request.body, codeCaller(request))),
    );

    app.post(
      authPaths.register,
      { schema: { tags, summary: 'Open an account (by username or by mobile number)', body: registerBodySchema, response: { 200: registerResponseSchema } } },
      async (request) =>
        ok(await register(app, request.body, { ...callerOf(request), userAgent: request.headers['user-agent'] ?? '' })),
    );

    app.post(
      authPaths.affiliate,
      { schema: { tags, summary: 'Check an invitation code before registering', body: affiliateBodySchema, response: { 200: affiliateResponseSchema } } },
      async (request) => {
        if ((await app.rates.hit(`affiliate:${rateAddress(request.ip)}`, 60_000)) > AFFILIATE_CHECKS_PER_MINUTE) throw new DomainError('TOO_MANY_REQUESTS');
        return ok(await checkAffiliate(db, request.body.code));
      },
    );

    // The platform's clients send this one form-urlencoded; the parser is scoped to it alone, so
    // no other call accepts a body a cross-site HTML form could post.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(text as string)));
      });
      scope.withTypeProvider<ZodTypeProvider>().post(
        authPaths.forgetPassword,
        { schema: { tags, summary: 'forgetPassword: a reset link by e-mail', body: forgetPasswordBodySchema, response: { 200: forgetPasswordResponseSchema } } },
        async (request) => ok(await passwords.forgetPassword(app, request.body, callerOf(request))),
      );
    });

    app.post(
      authPaths.resetPassword,
      { schema: { tags, summary: 'Set a new password through the e-mailed link', body: resetPasswordBodySchema, response: { 200: emptyResponseSchema } } },
      async (request) => ok(await passwords.resetPassword(db, request.body, request.lang)),
    );

    app.post(
      authPaths.getPasswordByPhone,
      { schema: { tags, summary: 'getPasswordByPhone: set a new password with an SMS code', body: getPasswordByPhoneBodySchema, response: { 200: getPasswordByPhoneResponseSchema } } },
      async (request) => ok(await passwords.resetPasswordByPhone(db, request.body, { lang: request.lang, ip: request.ip })),
    );

    app.post(
      authPaths.changePassword,
      {
        preHandler: app.requireRealAccount,
        config: { allowPendingPasswordChange: true },
        schema: { tags, security, summary: 'changePassword of the logged-in account', body: changePasswordBodySchema, response: { 200: emptyResponseSchema } },
      },
      async (request) => {
        // requireRealAccount has set it; the check keeps the types honest.
        if (!request.auth) throw new DomainError('UNAUTHORIZED');
        return ok(await passwords.changePassword(app, request.auth, request.body, request.lang));
      },
    );
  }) satisfies FastifyPluginAsyncZod,
);
