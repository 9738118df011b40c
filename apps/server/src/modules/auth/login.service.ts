import {
  DEFAULT_WEAK_PASSWORD,
  dialingCodeSchema,
  HANDOFF_TTL_MS,
  type HandoffValue,
  isAgentType,
  type LoginValue,
  type loginBodySchema,
  type LoginVerificationValue,
  type MemberInfo,
  mobileNumSchema,
  REMEMBER_MS,
  TRIAL_TYPE,
  verificationCodeSchema,
  type verifyLoginBodySchema,
} from '@lumen/contracts/auth/auth.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';
import { findFlags } from '../system/system.repository.ts';
import type { MemberRow } from './auth.table.ts';
import { checkChallengeAnswer, readChallenge } from './challenge.service.ts';
import {
  accountFailureState,
  captchaNeeded,
  countLoginAttempt,
  enforceLoginGuards,
  ipFailures,
  recordAccountFailure,
  recordIpFailure,
  recordUnknownFailure,
  takeLoginTurn,
  unknownFailureState,
} from './login-guard.ts';
import { buildLoginValue, passwordChangeForced, siteAndFlags, toMemberInfo } from './login-value.ts';
import * as repo from './member.repository.ts';
import { verifyPassword } from './password-hash.ts';
import { maskEmail, maskMobile, normalizeMobile } from './phone.ts';
import { newSessionToken, revokeSession } from './session.ts';
import { consumeVerificationCode, limitCodeRequests, sendVerificationCode } from './verification.ts';

type LoginInput = z.output<typeof loginBodySchema>;
type VerifyLoginInput = z.output<typeof verifyLoginBodySchema>;
type LoginFrom = LoginInput['loginFrom'];

/** Who is logging in, as the routes see it. */
export interface LoginCaller {
  ip: string;
  userAgent: string;
  lang: LanguageCode;
}

/** A new-address ticket lives as long as a person needs to fetch the code and type it. */
export const LOGIN_TICKET_TTL_MS = 10 * 60_000;

function invalidField(lang: LanguageCode, field: string, issue: 'required' | 'invalid_format'): DomainError {
  return validationFailed([fieldIssue(lang, field, issue)], lang);
}

function requireFormat(lang: LanguageCode, field: string, value: string | undefined, schema: z.ZodType<string>): string {
  if (!value) throw invalidField(lang, field, 'required');
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidField(lang, field, 'invalid_format');
  return parsed.data;
}

/**
 * A login whose password changed after its credentials proved right: the credentials shown are the
 * old ones now, and answer as wrong ones do (but count as no failure: they were right when shown).
 */
const passwordChangedSince = () => new DomainError('LOGIN_FAILED', { value: { captcha: false } });

/** Rules that apply once the credentials proved right, whatever they were. */
function assertMayLogIn(member: MemberRow, loginFrom: LoginFrom): void {
  if (member.locked_at !== null) throw new DomainError('ACCOUNT_LOCKED');
  if (member.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED');
  if (loginFrom === 'agent' && !isAgentType(member.type)) throw new DomainError('NOT_AGENT');
}

export async function login(app: FastifyInstance, caller: LoginCaller, body: LoginInput): Promise<LoginValue> {
  return body.type === 'sms' ? loginWithSmsCode(app, caller, body) : loginWithUsername(app, caller, body);
}

/**
 * Username with a password or a remember token. Every step before the credentials are looked at
 * (challenge, lock, wait, captcha) answers the same for an unknown username as for an account, and
 * a wrong credential costs the same argon2 time and counts the same.
 */
async function loginWithUsername(app: FastifyInstance, caller: LoginCaller, body: LoginInput): Promise<LoginValue> {
  const { db } = app.deps.database;
  const username = (body.username ?? '').toLowerCase();
  if (!username) throw invalidField(caller.lang, 'username', 'required');
  const password = body.password ?? '';
  const rememberToken = body.rememberToken ?? '';
  if (!password && !rememberToken) throw invalidField(caller.lang, 'password', 'required');

  await countLoginAttempt(app.rates, caller.ip, app.deps.config.auth.loginAttemptsPerIp);
  const claims = await readChallenge(db, body, caller.ip);
  // The turn is taken before the account's failures are read, so the next login of this name reads
  // what this one leaves behind.
  const giveTurnBack = await takeLoginTurn(app.rates, username);
  try {
    const { challenge, found } = await repo.useChallengeAndFindMember(db, { ...claims, username });
    checkChallengeAnswer(challenge, body);

    const member = found?.member;
    const state = member ? accountFailureState(member) : await unknownFailureState(app.rates, username);
    await enforceLoginGuards(db, state, await ipFailures(app.rates, caller.ip), body);

    // A remember token is spent by the login that shows it, before anything can hold that login up (a
    // new-address code, a password change): whatever follows, it works once, and of logins racing with
    // one token only one goes on. A token a login may keep is issued when the login is granted.
    const proven = password
      ? await verifyPassword(member?.password_hash ?? null, password, member ? { memberId: member.id.toString() } : undefined)
      : await repo.spendRememberToken(db, sha256Hex(rememberToken), member?.id);
    if (!member || !proven) {
      const outcome = member ? await recordAccountFailure(db, member.id) : await recordUnknownFailure(app.rates, username);
      const ipCount = await recordIpFailure(app.rates, caller.ip);
      if (outcome.locked) throw new DomainError('ACCOUNT_LOCKED');
      throw new DomainError('LOGIN_FAILED', { value: { captcha: captchaNeeded(outcome.failures, ipCount) } });
    }

    // The credentials proved right: earlier failures no longer count, whatever follows.
    if (member.failed_login_count > 0) await repo.clearFailedLogins(db, member.id);
    assertMayLogIn(member, body.loginFrom);
    const options: GrantOptions = {
      loginFrom: body.loginFrom,
      remember: body.loginFrom === 'member' && body.remember === true,
      weakPassword: password === DEFAULT_WEAK_PASSWORD,
      phoneVerified: false,
      refused: passwordChangedSince,
    };
    await requireKnownAddress(app, caller, member, options, { any: found?.hasKnownIps ?? false, known: found?.knownHere ?? false });
    return grantLogin(app, caller, member, options);
  } finally {
    await giveTurnBack();
  }
}

/** A code sent to the member's phone: possession of the phone is the proof, so no address check follows. */
async function loginWithSmsCode(app: FastifyInstance, caller: LoginCaller, body: LoginInput): Promise<LoginValue> {
  const { db } = app.deps.database;
  const flags = await findFlags(db);
  if (!flags.MOBILEVERCODELOGIN3) throw new DomainError('FEATURE_DISABLED');
  const mobileNum = requireFormat(caller.lang, 'mobileNum', body.mobileNum, mobileNumSchema);
  const dialing = requireFormat(caller.lang, 'countryDialingCode', body.countryDialingCode, dialingCodeSchema);
  const code = requireFormat(caller.lang, 'verificationCode', body.verificationCode, verificationCodeSchema);

  await countLoginAttempt(app.rates, caller.ip, app.deps.config.auth.loginAttemptsPerIp);
  const mobile = normalizeMobile(dialing, mobileNum);
  await consumeVerificationCode(db, { purpose: 'LOGIN', target: mobile.target, code });
  // A number no account has answers like a wrong code: the answer must not tell which numbers are members.
  const member = await repo.findMemberByMobile(db, mobile.country, mobile.num);
  if (!member) throw new DomainError('VERIFICATION_CODE_INVALID');
  assertMayLogIn(member, body.loginFrom);
  return grantLogin(app, caller, member, {
    loginFrom: body.loginFrom,
    remember: body.loginFrom === 'member' && body.remember === true,
    weakPassword: false,
    phoneVerified: true,
    refused: () => new DomainError('VERIFICATION_CODE_INVALID'),
  });
}

/** The second step of a login from a new address: the ticket from the first step and the code sent. */
export async function verifyLogin(app: FastifyInstance, caller: LoginCaller, body: VerifyLoginInput): Promise<LoginValue> {
  const { db } = app.deps.database;
  await countLoginAttempt(app.rates, caller.ip, app.deps.config.auth.loginAttemptsPerIp);
  const ticket = await repo.findLoginTicket(db, sha256Hex(body.ticket));
  if (!ticket || ticket.consumed_at !== null || ticket.ip !== caller.ip) throw new DomainError('VERIFICATION_CODE_INVALID');
  if (new Date(ticket.expires_at).getTime() <= Date.now()) throw new DomainError('VERIFICATION_CODE_EXPIRED');
  await consumeVerificationCode(db, { purpose: 'NEW_IP', target: ticket.target, code: body.verificationCode, codeId: ticket.code_id });
  // The member is read before the ticket is used: a password change ends the member's tickets, so
  // while this ticket was still live, the password read here is the one its first step proved, and
  // the grant refuses if it changed since (a change landing after the ticket is used).
  const member = await repo.findMemberById(db, ticket.member_id);
  if (!member) throw new DomainError('VERIFICATION_CODE_INVALID');
  if (!(await repo.consumeLoginTicket(db, ticket.id))) throw new DomainError('VERIFICATION_CODE_INVALID');
  assertMayLogIn(member, ticket.login_from);
  // A remember token the first step was made with was spent there; the ticket (used once, above)
  // carries whether to remember, and grantLogin hands a token by the same rules as a direct login.
  return grantLogin(app, caller, member, {
    loginFrom: ticket.login_from,
    remember: ticket.remember,
    weakPassword: ticket.weak_password,
    phoneVerified: false,
    refused: () => new DomainError('VERIFICATION_CODE_INVALID'),
  });
}

interface GrantOptions {
  loginFrom: LoginFrom;
  /** Ask for a remember token; `'keep'` leaves the member's remember tokens as they are (a hand-off). */
  remember: boolean | 'keep';
  weakPassword: boolean;
  phoneVerified: boolean;
  /**
   * The answer when the member's password changed after the login's proof (the member row it was
   * checked against): the grant then opens nothing (see recordGrantedLogin).
   */
  refused: () => DomainError;
}

/**
 * Asks for a code when the account logs in from an address it has not used. An account with no
 * known address yet trusts its first one; one with neither phone nor e-mail cannot be asked.
 */
async function requireKnownAddress(
  app: FastifyInstance,
  caller: LoginCaller,
  member: MemberRow,
  options: GrantOptions,
  address: { any: boolean; known: boolean },
): Promise<void> {
  const { db } = app.deps.database;
  if (!address.any || address.known) return;
  const destination = codeDestination(member);
  if (!destination) return;

  await limitCodeRequests(app, destination.target, caller.ip);
  const { codeId, expiredMinutes } = await sendVerificationCode(app, {
    purpose: 'NEW_IP',
    channel: destination.channel,
    target: destination.target,
    ip: caller.ip,
    lang: caller.lang,
  });
  const ticket = randomToken();
  const held = await repo.insertLoginTicket(db, {
    tokenHash: sha256Hex(ticket),
    memberId: member.id,
    passwordHash: member.password_hash,
    codeId,
    ip: caller.ip,
    loginFrom: options.loginFrom,
    remember: options.remember === true,
    weakPassword: options.weakPassword,
    expiresAt: new Date(Date.now() + LOGIN_TICKET_TTL_MS),
  });
  // The password changed since it was checked: a ticket made now would outlive the change.
  if (!held) throw options.refused();
  const value: LoginVerificationValue = { ticket, channel: destination.channel, target: destination.masked, expiredMinutes };
  throw new DomainError('VERIFICATION_REQUIRED', { value });
}

function codeDestination(member: MemberRow): { channel: 'SMS' | 'EMAIL'; target: string; masked: string } | null {
  if (member.mobile_country && member.mobile_num) {
    const mobile = normalizeMobile(member.mobile_country, member.mobile_num);
    return { channel: 'SMS', target: mobile.target, masked: maskMobile(mobile.country, mobile.num) ?? '' };
  }
  if (member.email) {
    const email = member.email.toLowerCase();
    return { channel: 'EMAIL', target: email, masked: maskEmail(email) ?? '' };
  }
  return null;
}

/** Opens the session and records the login: a new token every time, the address becomes known. */
async function grantLogin(app: FastifyInstance, caller: LoginCaller, member: MemberRow, options: GrantOptions): Promise<LoginValue> {
  const { db } = app.deps.database;
  const session = newSessionToken(app.sessionPolicy);
  const passwordMaxAgeDays = app.deps.config.auth.passwordMaxAgeDays;
  const passwordChangeRequired = await passwordChangeForced(db, member, options, passwordMaxAgeDays);
  let rememberToken: string | null = null;
  let remember: Parameters<typeof repo.recordGrantedLogin>[1]['remember'];
  if (options.loginFrom === 'agent' || options.remember === 'keep') {
    // The agent login has no remember option and leaves the member login's tokens alone; so does a
    // hand-off, which opens a session elsewhere without changing this device's choice.
    remember = { kind: 'keep' };
  } else if (!options.remember) {
    remember = { kind: 'revoke' };
  } else if (passwordChangeRequired) {
    // A login held to a password change earns no token: one would let the next login skip the
    // password, and with it the check of the default one (the change ends every token anyway).
    remember = { kind: 'keep' };
  } else {
    // A new token at every remembered login, for one day from now, as the device's cookies are;
    // the token it was made with ended when it was shown, so a token copied off the device works at most once.
    rememberToken = randomToken();
    remember = { kind: 'issue', tokenHash: sha256Hex(rememberToken), expiresAt: new Date(Date.now() + REMEMBER_MS) };
  }
  const { site } = await siteAndFlags(db);
  const granted = await repo.recordGrantedLogin(db, {
    currency: site.currency,
    memberId: member.id,
    passwordChangeRequired,
    ip: caller.ip,
    userAgent: caller.userAgent,
    session,
    phoneVerified: options.phoneVerified,
    remember,
    passwordHash: member.password_hash,
  });
  if (!granted) throw options.refused();
  const updated = granted.member;
  return buildLoginValue(db, {
    lang: caller.lang,
    member: updated,
    session: { token: session.token, sessionId: granted.sessionId, expiresAt: session.expiresAt },
    weakPassword: options.weakPassword,
    phoneVerified: options.phoneVerified,
    rememberToken,
    passwordMaxAgeDays,
    passwordChangeRequired,
    balance: granted.mainBalance,
    counts: granted.counts,
  });
}

/**
 * A one-time code for the app-download QR: scanned on another device, it opens a new session there
 * for this member (the session token itself never leaves this device). Two minutes, one use, and
 * only while the session that asked for it is live.
 */
export async function issueHandoff(app: FastifyInstance, session: { sessionId: string; member: MemberRow }): Promise<HandoffValue> {
  const code = randomToken();
  const expiresAt = new Date(Date.now() + HANDOFF_TTL_MS);
  await repo.insertHandoff(app.deps.database.db, { codeHash: sha256Hex(code), memberId: session.member.id, sessionId: session.sessionId, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}

/** Spends a hand-off code: a new session for its member, as a login makes (HANDOFF_INVALID when used, expired or its session ended). */
export async function redeemHandoff(app: FastifyInstance, caller: LoginCaller, body: { code: string }): Promise<LoginValue> {
  const { db } = app.deps.database;
  await countLoginAttempt(app.rates, caller.ip, app.deps.config.auth.loginAttemptsPerIp);
  const memberId = await repo.useHandoff(db, sha256Hex(body.code));
  if (memberId === undefined) throw new DomainError('HANDOFF_INVALID');
  const member = await repo.findMemberById(db, memberId);
  if (!member || member.type === TRIAL_TYPE) throw new DomainError('HANDOFF_INVALID');
  assertMayLogIn(member, 'member');
  return grantLogin(app, caller, member, {
    loginFrom: 'member',
    remember: 'keep',
    weakPassword: false,
    phoneVerified: false,
    refused: () => new DomainError('HANDOFF_INVALID'),
  });
}

export async function memberInfo(app: FastifyInstance, member: MemberRow, lang: LanguageCode, passwordChangeRequired = false): Promise<MemberInfo> {
  return toMemberInfo(app.deps.database.db, member, lang, app.deps.config.auth.passwordMaxAgeDays, passwordChangeRequired);
}

/** Fired by the client after a login that said firstTimeLogin; later calls change nothing. */
export async function markFirstLogin(app: FastifyInstance, member: MemberRow): Promise<null> {
  await repo.markFirstLogin(app.deps.database.db, member.id);
  return null;
}

export async function logout(app: FastifyInstance, sessionId: string): Promise<null> {
  await revokeSession(app.deps.database.db, sessionId, 'logout');
  app.sessionHints.forgetSession(sessionId);
  return null;
}
