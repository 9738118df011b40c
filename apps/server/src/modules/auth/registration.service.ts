import {
  DEFAULT_WEAK_PASSWORD,
  dialingCodeSchema,
  MEMBER_TYPE,
  type RegisterBody,
  type RegisterValue,
} from '@lumen/contracts/auth/auth.contract';
import { type OptionalRegisterField, registrationFields, registrationSchema } from '@lumen/contracts/auth/registration-rules';
import { ruleMessages } from '@lumen/contracts/auth/rule-messages';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, validationFailed } from '../../http/domain-error.ts';
import { findFlags, findRegisterRules } from '../system/system.repository.ts';
import { type Caller, fieldRulesOf } from '../system/system.service.ts';
import * as repo from './account.repository.ts';
import * as members from './member.repository.ts';
import type { MemberRow } from './auth.table.ts';
import { checkCaptcha } from './captcha.ts';
import { verifyChallenge } from './challenge.service.ts';
import { buildLoginValue, toMemberInfo } from './login-value.ts';
import { hashPassword } from './password-hash.ts';
import { type Mobile, normalizeMobile } from './phone.ts';
import { createSession } from './session.ts';
import { consumeVerificationCode } from './verification.ts';

type Db = Kysely<DB>;

/** The register call's body after the route's schema: defaults applied. */
export type RegisterInput = RegisterBody & { type: 'register' | 'registerMobile'; login: boolean };

export interface RegisterCaller extends Caller {
  userAgent: string;
}

/** The operator's field rules, keyed by field, as the permission call hands them to the client. */
export async function registrationRules(db: Db): Promise<Record<string, FieldRule>> {
  return fieldRulesOf(await findRegisterRules(db));
}

/** Profile fields stored in member.profile when the operator has them enabled. */
const profileFields = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const satisfies readonly OptionalRegisterField[];

const UNIQUE_VIOLATION = '23505';

/** The unique index a failed insert ran into (pg and PGlite both report the constraint name). */
export function violatedIndex(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; detail?: string; message?: string } | null;
  if (e?.code !== UNIQUE_VIOLATION) return null;
  if (e.constraint) return e.constraint;
  const text = `${e.detail ?? ''} ${e.message ?? ''}`;
  if (/mobile/.test(text)) return 'member_mobile_key';
  if (/username/.test(text)) return 'member_username_key';
  return 'unknown';
}

/** VALIDATION_FAILED for the issues of a rules schema (each names its field and carries its reason as `params.key`). */
export function ruleViolations(issues: readonly { path: readonly PropertyKey[]; message: string }[], lang: LanguageCode): DomainError {
  return validationFailed(
    issues.map((i) => ({
      field: String(i.path[0] ?? 'body'),
      issue: String((i as { params?: { key?: string } }).params?.key ?? 'invalid'),
      message: i.message,
    })),
    lang,
  );
}

/**
 * Who an invitation code brings a new member to: an agent's code puts it directly under that agent;
 * while invite friends (REFERRAL3) is on, a member's own code puts it in that member's agent's team
 * (or at the top, like the member). Whoever's code it was is recorded as the one who invited it, an
 * agent too: its invite-friends page counts the friends its code brought. Anything else is refused.
 */
async function inviterOf(db: Db, code: string, flags: Record<string, boolean>): Promise<{ parent: MemberRow | null; referrer: MemberRow | null }> {
  const agent = await repo.findAgentByReferralCode(db, code);
  if (agent) return { parent: agent, referrer: agent };
  const friend = flags.REFERRAL3 === true ? await repo.findMemberByReferralCode(db, code) : undefined;
  if (!friend) throw new DomainError('INVALID_INVITATION_CODE');
  const parent = friend.parent_id === null ? null : ((await members.findMemberById(db, BigInt(friend.parent_id))) ?? null);
  return { parent, referrer: friend };
}

/**
 * Opens an account: the type must be enabled, the operator's rules met and the terms accepted (the
 * same schema the form runs), the challenge solved, the captcha and SMS code right when they apply,
 * the invitation code an agent's; then one transaction writes the member under that agent, with
 * when it accepted the terms, and its first address.
 */
export async function register(app: FastifyInstance, body: RegisterInput, caller: RegisterCaller): Promise<RegisterValue> {
  const { db } = app.deps.database;
  const { auth } = app.deps.config;
  const [flags, rules] = await Promise.all([findFlags(db), registrationRules(db)]);
  const mobileType = body.type === 'registerMobile';
  if (!(mobileType ? flags.MOBILENUMREG3 : flags.USERNAMEREG3)) throw new DomainError('FEATURE_DISABLED');

  // The form's own checks come first, as at login: a refused form spends no challenge, captcha or code.
  const checked = registrationSchema({ rules, type: body.type, lang: caller.lang, flags }).safeParse(body);
  if (!checked.success) throw ruleViolations(checked.error.issues, caller.lang);
  const shown = registrationFields({ rules, type: body.type, flags });
  // Only what the form shows counts: a disabled field sent anyway is dropped here.
  const given = (field: OptionalRegisterField) => (shown.optional.includes(field) ? (body[field]?.trim() ?? '') : '');

  const mobile = shown.mobileNum && body.mobileNum?.trim() ? mobileOf(body, caller.lang) : null;

  await verifyChallenge(db, body, caller.ip);

  // An optional captcha left empty is skipped; one given is checked like a required one.
  const captchaGiven = Boolean(body.captcha?.trim());
  if (shown.captcha && (shown.captchaRequired || captchaGiven) && !(await checkCaptcha(db, body.captchaId, body.captcha))) throw new DomainError('CAPTCHA_INVALID');

  const nickname = mobileType ? (mobile?.num ?? '') : (body.username ?? '').trim();
  const username = nickname.toLowerCase();
  // Refuse taken names before a verification code is spent on them; the unique indexes decide races.
  if (await members.findMemberByUsername(db, username)) throw new DomainError(mobileType ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
  if (mobile && (await members.findMemberByMobile(db, mobile.country, mobile.num))) throw new DomainError('MOBILE_TAKEN');

  const inviteCode = given('affiliateCode') || body.referralCode?.trim() || '';
  const invited = inviteCode ? await inviterOf(db, inviteCode, flags) : null;
  const agent = invited?.parent ?? null;

  const phoneVerified = mobile !== null && shown.verificationCode;
  if (phoneVerified) {
    await consumeVerificationCode(db, { purpose: 'REGISTER', target: mobile.target, code: body.verificationCode ?? '' });
  }

  const password = shown.password ? (body.password ?? '') : null;
  const paymentPassword = given('paymentPassword');
  const [passwordHash, paymentHash] = await Promise.all([
    password === null ? null : hashPassword(password),
    paymentPassword ? hashPassword(paymentPassword) : null,
  ]);
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = given(field);
    if (value) profile[field] = value;
  }
  const email = given('email');
  const now = new Date();

  let member: MemberRow;
  try {
    member = await db.transaction().execute(async (trx) => {
      const id = await members.allocateMemberId(trx);
      const created = await repo.insertMember(trx, {
        id,
        username,
        nickname,
        password_hash: passwordHash,
        password_changed_at: passwordHash ? now : null,
        type: MEMBER_TYPE,
        mobile_country: mobile?.country ?? null,
        mobile_num: mobile?.num ?? null,
        phone_verified: phoneVerified,
        email: email || null,
        profile,
        payment_password_hash: paymentHash,
        parent_id: agent?.id ?? null,
        path: agent ? `${agent.path}.${id}` : String(id),
        referral_code: null,
        recommender_id: given('recommenderId') || null,
        register_ip: caller.ip,
        register_domain: body.domain?.trim() || caller.hostname,
        terms_accepted_at: now,
      });
      await members.upsertKnownIp(trx, created.id, caller.ip);
      if (invited?.referrer) await trx.insertInto('member_referral').values({ member_id: created.id, referrer_id: invited.referrer.id }).execute();
      return created;
    });
  } catch (err) {
    const index = violatedIndex(err);
    if (index === 'member_mobile_key') throw new DomainError('MOBILE_TAKEN', { cause: err });
    if (index === 'member_username_key') throw new DomainError(mobileType ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN', { cause: err });
    throw err;
  }

  const weakPassword = password === DEFAULT_WEAK_PASSWORD;
  if (!body.login) {
    const user = await toMemberInfo(db, member, caller.lang, auth.passwordMaxAgeDays);
    return { token: null, expiresAt: null, firstTimeLogin: user.firstTimeLogin, passwordExpired: user.passwordExpired, weakPassword, phoneVerified, rememberToken: null, user };
  }
  const session = await createSession(db, { memberId: member.id, ip: caller.ip, userAgent: caller.userAgent }, app.sessionPolicy);
  return buildLoginValue(db, { lang: caller.lang, member, session, weakPassword, phoneVerified, rememberToken: null, passwordMaxAgeDays: auth.passwordMaxAgeDays });
}

/** The mobile number of a registration; its digits were checked by the rules, the dialing code here. */
function mobileOf(body: RegisterInput, lang: LanguageCode): Mobile {
  const dialing = body.countryDialingCode?.trim() ?? '';
  if (!dialing) throw validationFailed([{ field: 'countryDialingCode', issue: 'required', message: ruleMessages[lang].required }], lang);
  if (!dialingCodeSchema.safeParse(dialing).success) {
    throw validationFailed([{ field: 'countryDialingCode', issue: 'invalidMobile', message: ruleMessages[lang].invalidMobile }], lang);
  }
  const mobile = normalizeMobile(dialing, body.mobileNum ?? '');
  if (!mobile.num) throw validationFailed([{ field: 'mobileNum', issue: 'invalidMobile', message: ruleMessages[lang].invalidMobile }], lang);
  return mobile;
}

/** The invitation check of the registration form: no code needs none; an agent's code (or a member's, while invite friends is on) is fine; anything else is refused. */
export async function checkAffiliate(db: Db, code: string): Promise<{ valid: true; agent: null }> {
  // The inviter is not named: the check must not turn into a way to look accounts up.
  if (code.trim()) await inviterOf(db, code.trim(), await findFlags(db));
  return { valid: true, agent: null };
}
