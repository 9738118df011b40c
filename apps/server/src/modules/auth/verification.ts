import { randomUUID } from 'node:crypto';
import { type ChallengeFields, VERIFICATION_CODE_LENGTH } from '@lumen/contracts/auth/auth.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { randomDigits, safeEqualHex, sha256Hex } from '../../lib/secrets.ts';
import { findFlags } from '../system/system.repository.ts';
import * as repo from './account.repository.ts';
import * as members from './member.repository.ts';
import type { CodePurpose } from './auth.table.ts';
import { verifyChallenge } from './challenge.service.ts';
import { normalizeMobile } from './phone.ts';
import { rateAddress } from '../../lib/rate-limit.ts';

/**
 * One-time codes sent by SMS or e-mail: six digits, stored only as a hash, valid for
 * CODE_TTL_MINUTES, a few attempts each, used once. A newer code for the same purpose and
 * destination replaces the older one.
 */

const codeTexts: Record<LanguageCode, { text: string; subject: string }> = {
  EN: { text: 'Your verification code is {code}. It expires in {minutes} minutes.', subject: 'Your verification code' },
  UR: { text: 'آپ کا تصدیقی کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔', subject: 'آپ کا تصدیقی کوڈ' },
  ZH: { text: '您的验证码是 {code}，{minutes} 分钟内有效。', subject: '您的验证码' },
  TH: { text: 'รหัสยืนยันของคุณคือ {code} หมดอายุใน {minutes} นาที', subject: 'รหัสยืนยันของคุณ' },
  VI: { text: 'Mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.', subject: 'Mã xác minh của bạn' },
};

export function codeText(lang: LanguageCode, code: string, minutes: number): string {
  return codeTexts[lang].text.replace('{code}', code).replace('{minutes}', String(minutes));
}

/** The id salts the hash: equal codes never share a hash, and a leaked table does not give codes away by lookup. */
function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: 'SMS' | 'EMAIL';
  /** "+92 3001234567" (see normalizeMobile) or a lower-case e-mail address. */
  target: string;
  ip: string;
  lang: LanguageCode;
}

export async function sendVerificationCode(app: FastifyInstance, input: SendCodeInput): Promise<{ codeId: string; expiredMinutes: number }> {
  const { db } = app.deps.database;
  const minutes = app.deps.config.auth.codeTtlMinutes;
  const id = randomUUID();
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  await repo.insertVerificationCode(db, {
    id,
    purpose: input.purpose,
    channel: input.channel,
    target: input.target,
    code_hash: codeHash(id, code),
    expires_at: new Date(Date.now() + minutes * 60_000),
    ip: input.ip,
  });
  const text = codeText(input.lang, code, minutes);
  if (input.channel === 'SMS') await app.providers.sms.send({ to: input.target, text });
  else await app.providers.mail.send({ to: input.target, subject: codeTexts[input.lang].subject, text });
  return { codeId: id, expiredMinutes: minutes };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a code and uses it up. The newest unused code for the purpose and destination counts (or
 * exactly `codeId`); a wrong guess costs one of its attempts, and with none left it is dead.
 */
export async function consumeVerificationCode(
  db: Kysely<DB>,
  input: { purpose: CodePurpose; target: string; code: string; codeId?: string },
): Promise<void> {
  if (input.codeId !== undefined && !UUID.test(input.codeId)) throw new DomainError('VERIFICATION_CODE_INVALID');
  const row = input.codeId
    ? await repo.findCodeById(db, input.codeId, input.purpose)
    : await repo.findLatestCode(db, input.purpose, input.target);
  if (!row || row.consumed_at || row.attempts >= row.max_attempts) throw new DomainError('VERIFICATION_CODE_INVALID');
  const now = new Date();
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new DomainError('VERIFICATION_CODE_EXPIRED');
  if (!safeEqualHex(codeHash(row.id, input.code.trim()), row.code_hash)) {
    await repo.addCodeAttempt(db, row.id);
    throw new DomainError('VERIFICATION_CODE_INVALID');
  }
  if (!(await repo.consumeCode(db, row.id, now))) throw new DomainError('VERIFICATION_CODE_INVALID');
}

/** Sending limits: per number one a minute and five an hour, per address ten an hour. */
export const CODE_LIMITS = {
  perTargetMinute: { max: 1, windowMs: 60_000 },
  perTargetHour: { max: 5, windowMs: 3_600_000 },
  perIpHour: { max: 10, windowMs: 3_600_000 },
} as const;

/**
 * Counts a code request against the limits, whether or not a code will be sent, so the answer
 * (including a 429) never tells whether an account has the number.
 */
export async function limitCodeRequests(app: FastifyInstance, target: string, ip: string): Promise<void> {
  const { perTargetMinute, perTargetHour, perIpHour } = CODE_LIMITS;
  const [minute, hour, byIp] = await Promise.all([
    app.rates.hit(`code:m:${target}`, perTargetMinute.windowMs),
    app.rates.hit(`code:h:${target}`, perTargetHour.windowMs),
    app.rates.hit(`code:ip:${rateAddress(ip)}`, perIpHour.windowMs),
  ]);
  if (minute > perTargetMinute.max || hour > perTargetHour.max || byIp > perIpHour.max) throw new DomainError('TOO_MANY_REQUESTS');
}

/** Who asks for a code: the address and the language the message is written in. */
export interface CodeCaller {
  ip: string;
  lang: LanguageCode;
}

interface CodeRequest extends ChallengeFields {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * A LOGIN or RESET code for a number. The code goes out only when an account has the number, but
 * the answer, the limits and the work done up to that point are the same either way: the call
 * must not tell who has an account.
 */
async function requestAccountCode(app: FastifyInstance, purpose: 'LOGIN' | 'RESET', flag: string, body: CodeRequest, caller: CodeCaller) {
  const { db } = app.deps.database;
  if (!(await findFlags(db))[flag]) throw new DomainError('FEATURE_DISABLED');
  await verifyChallenge(db, body, caller.ip);
  const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum);
  await limitCodeRequests(app, mobile.target, caller.ip);
  const member = await members.findMemberByMobile(db, mobile.country, mobile.num);
  if (member && member.status === 'ACTIVE') {
    await sendVerificationCode(app, { purpose, channel: 'SMS', target: mobile.target, ip: caller.ip, lang: caller.lang });
  }
  return { expiredMinutes: app.deps.config.auth.codeTtlMinutes };
}

/** getLoginCode: a code to log in with instead of a password (MOBILEVERCODELOGIN3). */
export function requestLoginCode(app: FastifyInstance, body: CodeRequest, caller: CodeCaller) {
  return requestAccountCode(app, 'LOGIN', 'MOBILEVERCODELOGIN3', body, caller);
}

/** A code to set a new password with (CHNGPASSVERIF3). */
export function requestResetCode(app: FastifyInstance, body: CodeRequest, caller: CodeCaller) {
  return requestAccountCode(app, 'RESET', 'CHNGPASSVERIF3', body, caller);
}

/**
 * sendRegPhoneCode: a code proving the number of a new account, needed only when registration
 * checks the number (REGMOBVERF3); otherwise no SMS is paid for. Saying that a number is taken is
 * what the registration form needs; the challenge and the limits keep it from being a lookup service.
 */
export async function requestRegisterCode(
  app: FastifyInstance,
  body: ChallengeFields & { countryDialingCode: string; mobileNo: string; type: 'register' | 'registerMobile' },
  caller: CodeCaller,
): Promise<{ expiredMinutes: number }> {
  const { db } = app.deps.database;
  const flags = await findFlags(db);
  const typeOn = body.type === 'registerMobile' ? flags.MOBILENUMREG3 : flags.USERNAMEREG3;
  if (!typeOn || !flags.REGMOBVERF3) throw new DomainError('FEATURE_DISABLED');
  await verifyChallenge(db, body, caller.ip);
  const mobile = normalizeMobile(body.countryDialingCode, body.mobileNo);
  await limitCodeRequests(app, mobile.target, caller.ip);
  if (await members.findMemberByMobile(db, mobile.country, mobile.num)) throw new DomainError('MOBILE_TAKEN');
  const sent = await sendVerificationCode(app, { purpose: 'REGISTER', channel: 'SMS', target: mobile.target, ip: caller.ip, lang: caller.lang });
  return { expiredMinutes: sent.expiredMinutes };
}
