import {
  authPaths,
  captchaResponseSchema,
  challengeFieldsSchema,
  emptyResponseSchema,
  handoffResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  memberInfoResponseSchema,
  redeemHandoffBodySchema,
  verifyLoginBodySchema,
} from '@lumen/contracts/auth/auth.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { issueCaptcha } from './captcha.ts';
import * as loginService from './login.service.ts';
import { loginFreePlay } from './trial.service.ts';

function callerOf(request: FastifyRequest): loginService.LoginCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', lang: request.lang };
}

/** The session `authenticate` resolved; the preHandler guarantees it. */
function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth;
}

/** Login (username, SMS, remember token, agent), new-address verification, captcha, trial login, logout, member info. */
export const sessionRoutes = fp<Record<never, never>>(
  (async (app) => {
    const tags = ['auth'];
    const security = [{ bearer: [] }];

    app.post(
      authPaths.login,
      {
        schema: {
          tags,
          summary: 'Log in with a username and password (or remember token), or with an SMS code',
          description:
            'Failures answer LOGIN_FAILED with { captcha } (whether the next attempt needs one). A login from an address the account has not used answers VERIFICATION_REQUIRED with a ticket for verifyLogin.',
          body: loginBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(await loginService.login(app, callerOf(request), request.body)),
    );

    app.post(
      authPaths.verifyLogin,
      {
        schema: {
          tags,
          summary: 'Finish a login from a new address with the code that was sent',
          body: verifyLoginBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(await loginService.verifyLogin(app, callerOf(request), request.body)),
    );

    app.post(
      authPaths.logout,
      { preHandler: app.authenticate, config: { allowPendingPasswordChange: true }, schema: { tags, security, summary: 'End this session', response: { 200: emptyResponseSchema } } },
      async (request) => ok(await loginService.logout(app, sessionOf(request).sessionId)),
    );

    app.get(
      authPaths.loginInfo,
      { preHandler: app.authenticate, config: { allowPendingPasswordChange: true }, schema: { tags, security, summary: 'The logged-in member', response: { 200: memberInfoResponseSchema } } },
      async (request) => {
        const session = sessionOf(request);
        return ok(await loginService.memberInfo(app, session.member, request.lang, session.passwordChangeRequired));
      },
    );

    app.post(
      authPaths.firstLogin,
      { preHandler: app.authenticate, config: { allowPendingPasswordChange: true }, schema: { tags, security, summary: 'Mark the first login as seen', response: { 200: emptyResponseSchema } } },
      async (request) => ok(await loginService.markFirstLogin(app, sessionOf(request).member)),
    );

    app.post(
      authPaths.loginFreePlay,
      {
        schema: {
          tags,
          summary: 'Open a trial account and log in to it (FREEPLAY3)',
          body: challengeFieldsSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(await loginFreePlay(app, callerOf(request), request.body)),
    );

    app.post(
      authPaths.handoff,
      {
        preHandler: app.requireRealAccount,
        schema: {
          tags,
          security,
          summary: 'A one-time code (two minutes) that opens a new session for this member on another device: the app-download QR carries it',
          response: { 200: handoffResponseSchema },
        },
      },
      async (request) => ok(await loginService.issueHandoff(app, sessionOf(request))),
    );

    app.post(
      authPaths.redeemHandoff,
      {
        schema: {
          tags,
          summary: 'Open a session with a hand-off code (HANDOFF_INVALID when it is used, expired, or its session ended)',
          body: redeemHandoffBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(await loginService.redeemHandoff(app, callerOf(request), request.body)),
    );

    app.get(
      authPaths.captcha,
      { schema: { tags, summary: 'A captcha image (PNG) and its id; valid two minutes, one use', response: { 200: captchaResponseSchema } } },
      async (request) => ok(await issueCaptcha(app.deps.database.db, app.rates, request.ip)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
