import { emailRule, passwordIssue, ruleOf } from '@lumen/contracts/auth/registration-rules';
import { patternMessage, ruleMessages } from '@lumen/contracts/auth/rule-messages';
import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { matchesRule } from '@lumen/contracts/system/pattern-catalogue';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, validationFailed } from '../../http/domain-error.ts';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';
import { findFlags } from '../system/system.repository.ts';
import { type Caller, getSite, type SiteSetting } from '../system/system.service.ts';
import * as repo from './account.repository.ts';
import * as members from './member.repository.ts';
import type { MemberRow } from './auth.table.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { normalizeMobile } from './phone.ts';
import { registrationRules } from './registration.service.ts';
import { revokeMemberSessions } from './session.ts';
import { consumeVerificationCode } from './verification.ts';
import { rateAddress } from '../../lib/rate-limit.ts';

type Db = Kysely<DB>;

/** A reset link works for an hour, once. */
export const RESET_LINK_TTL_MS = 3_600_000;

/** Recovery mails asked for: per address and per account, an hour each. */
const FORGET_LIMITS = { perIp: 10, perUsername: 3, windowMs: 3_600_000 } as const;
/** Wrong current passwords on the change form: a member guessing their own password, not a script. */
const CHANGE_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

const resetMails: Record<LanguageCode, { subject: string; text: string }> = {
  EN: {
    subject: 'Reset your password',
    text: 'A new password was asked for the account {username}. Open this link within 60 minutes to choose one (it works once):\n{link}\nIf you did not ask for it, ignore this message: your password stays as it is.',
  },
  UR: {
    subject: 'اپنا پاس ورڈ دوبارہ ترتیب دیں',
    text: 'اکاؤنٹ {username} کے لیے نیا پاس ورڈ مانگا گیا ہے۔ نیا پاس ورڈ چننے کے لیے یہ لنک 60 منٹ کے اندر کھولیں (یہ ایک بار کام کرتا ہے):\n{link}\nاگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کریں: آپ کا پاس ورڈ نہیں بدلے گا۔',
  },
  ZH: {
    subject: '重置您的密码',
    text: '账户 {username} 申请了重置密码。请在 60 分钟内打开以下链接设置新密码（仅可使用一次）：\n{link}\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
  },
  TH: {
    subject: 'ตั้งรหัสผ่านใหม่',
    text: 'มีการขอรหัสผ่านใหม่สำหรับบัญชี {username} เปิดลิงก์นี้ภายใน 60 นาทีเพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว):\n{link}\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้ รหัสผ่านของคุณจะไม่เปลี่ยน',
  },
  VI: {
    subject: 'Đặt lại mật khẩu',
    text: 'Tài khoản {username} vừa yêu cầu mật khẩu mới. Mở liên kết này trong vòng 60 phút để chọn mật khẩu (chỉ dùng được một lần):\n{link}\nNếu không phải bạn yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
  },
};

/** The new password against the operator's password rule, and its confirmation when there is one. */
function checkNewPassword(rules: Record<string, FieldRule>, lang: LanguageCode, password: string, confirm: string | undefined) {
  const fields: FieldIssue[] = [];
  const problem = passwordIssue(rules, lang, password);
  if (problem) fields.push({ field: 'newPassword', issue: problem.key, message: problem.message });
  if (confirm !== undefined && confirm !== password) {
    fields.push({ field: 'confirmNewPassword', issue: 'inconsistent', message: ruleMessages[lang].inconsistent });
  }
  if (fields.length > 0) throw validationFailed(fields, lang);
}

/**
 * Sets a password that proves control of the account: clears the lock, ends every session and remember
 * token but `keepSession`, and every login held for a new-address code (each proved the old password,
 * or a remember token now ended, and would otherwise open a session with the code for minutes yet).
 */
async function replacePassword(db: Db, memberId: bigint, password: string, reason: string, keepSession?: string): Promise<MemberRow> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const member = await repo.updatePassword(trx, memberId, passwordHash, now);
    if (!member) throw new DomainError('RESET_LINK_INVALID');
    // A statement of its own after the update, not part of it: see endLoginTickets.
    await members.endLoginTickets(trx, memberId, now);
    await revokeMemberSessions(trx, memberId, reason, keepSession);
    // The session that changed it may go on: a change it was held to is done.
    if (keepSession) await trx.updateTable('session').set({ password_change_required: false }).where('id', '=', keepSession).execute();
    await repo.revokeRememberTokens(trx, memberId, now);
    return member;
  });
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Where a reset link points. Never simply the caller's Host header: a caller could name its own
 * server and have the member mailed a link that hands it the token. PUBLIC_URL when set; else the
 * caller's origin when its host is the site's main domain, one of its web routes, or this machine
 * (development and the demo); else the main domain over https; null when nothing can be trusted.
 */
export function resetLinkOrigin(publicUrl: string | undefined, site: Pick<SiteSetting, 'mainDomain' | 'domainRoutes'>, caller: Pick<Caller, 'hostname' | 'origin'>): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const mainDomain = site.mainDomain.trim().toLowerCase();
  const known = new Set([mainDomain, ...site.domainRoutes.filter((r) => r.kind === 'web').map((r) => hostOf(r.url))]);
  known.delete('');
  const host = caller.hostname.toLowerCase();
  if (known.has(host) || LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost')) return caller.origin.replace(/\/+$/, '');
  return mainDomain ? `https://${mainDomain}` : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * forgetPassword by e-mail: when the username and e-mail belong to one account, a one-hour,
 * one-use link goes to that address. The answer is the same whether or not they did.
 */
export async function forgetPassword(app: FastifyInstance, body: { username: string; email: string }, caller: Caller): Promise<{ sent: true }> {
  const { db } = app.deps.database;
  const rules = await registrationRules(db);
  const fields: FieldIssue[] = [];
  const m = ruleMessages[caller.lang];
  const username = body.username.trim();
  const email = body.email.trim();
  const usernameRule = ruleOf(rules, 'username');
  const mailRule = emailRule(rules);
  if (!username) fields.push({ field: 'username', issue: 'required', message: m.required });
  else if (!matchesRule(username, usernameRule)) {
    fields.push({ field: 'username', issue: 'pattern', message: patternMessage(caller.lang, usernameRule.patternId, usernameRule.minLength, usernameRule.maxLength) });
  }
  if (!email) fields.push({ field: 'email', issue: 'required', message: m.required });
  else if (!matchesRule(email, mailRule)) {
    fields.push({ field: 'email', issue: 'pattern', message: patternMessage(caller.lang, mailRule.patternId, mailRule.minLength, mailRule.maxLength) });
  }
  if (fields.length > 0) throw validationFailed(fields, caller.lang);

  const [byIp, byName] = await Promise.all([
    app.rates.hit(`forget:ip:${rateAddress(caller.ip)}`, FORGET_LIMITS.windowMs),
    app.rates.hit(`forget:user:${username.toLowerCase()}`, FORGET_LIMITS.windowMs),
  ]);
  if (byIp > FORGET_LIMITS.perIp || byName > FORGET_LIMITS.perUsername) throw new DomainError('TOO_MANY_REQUESTS');

  const member = await members.findMemberByUsername(db, username);
  if (member?.status !== 'ACTIVE' || !member.email || member.email.toLowerCase() !== email.toLowerCase()) return { sent: true };

  const origin = resetLinkOrigin(app.deps.config.auth.publicUrl, await getSite(db), caller);
  if (origin === null) {
    // The answer stays the same (it must not tell that the account exists); the operator is told.
    app.log.error({ member: member.id.toString() }, 'no reset link sent: set PUBLIC_URL or the site main domain, the caller host is not one of the site');
    return { sent: true };
  }
  const token = randomToken();
  await repo.insertPasswordReset(db, {
    token_hash: sha256Hex(token),
    member_id: member.id,
    ip: caller.ip,
    expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${origin}/resetPassword?token=${encodeURIComponent(token)}`;
  const mail = resetMails[caller.lang];
  await app.providers.mail.send({
    to: member.email,
    subject: mail.subject,
    text: mail.text.replace('{username}', member.nickname).replace('{link}', link),
  });
  return { sent: true };
}

/** The page behind the e-mailed link: a new password, once, within the hour. */
export async function resetPassword(
  db: Db,
  body: { token: string; newPassword: string; confirmNewPassword: string },
  lang: LanguageCode,
): Promise<null> {
  checkNewPassword(await registrationRules(db), lang, body.newPassword, body.confirmNewPassword);
  const tokenHash = sha256Hex(body.token.trim());
  // Spend the link first: two submissions of one link cannot both set a password.
  const memberId = await repo.usePasswordReset(db, tokenHash, new Date());
  if (memberId === undefined) throw new DomainError('RESET_LINK_INVALID');
  await replacePassword(db, memberId, body.newPassword, 'password-reset');
  return null;
}

/**
 * getPasswordByPhone: the RESET code sent to the account's number sets a new password; the answer
 * names the account so the client can log in with it. The code proved the phone from the caller's
 * address, so that address becomes known: the automatic login that follows is not asked for a
 * second code (which the per-number limit would refuse within the minute anyway).
 */
export async function resetPasswordByPhone(
  db: Db,
  body: { newPassword: string; confirmNewPassword?: string | undefined; countryDialingCode: string; mobileNum: string; verificationCode: string },
  caller: { lang: LanguageCode; ip: string },
): Promise<{ username: string }> {
  const { lang } = caller;
  if (!(await findFlags(db)).CHNGPASSVERIF3) throw new DomainError('FEATURE_DISABLED');
  checkNewPassword(await registrationRules(db), lang, body.newPassword, body.confirmNewPassword);
  const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum);
  await consumeVerificationCode(db, { purpose: 'RESET', target: mobile.target, code: body.verificationCode });
  const member = await members.findMemberByMobile(db, mobile.country, mobile.num);
  // Codes go only to numbers with an account; one that has gone since is the same dead end.
  if (!member) throw new DomainError('VERIFICATION_CODE_INVALID');
  await replacePassword(db, member.id, body.newPassword, 'password-reset');
  await members.upsertKnownIp(db, member.id, caller.ip);
  return { username: member.username };
}

/**
 * changePassword of a logged-in real account: the current password when it has one, the rule, the
 * confirmation. Every other session and every remember token ends; this session goes on.
 */
export async function changePassword(
  app: FastifyInstance,
  auth: { sessionId: string; member: MemberRow },
  body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
  lang: LanguageCode,
): Promise<null> {
  const { db } = app.deps.database;
  const { member } = auth;
  if (member.password_hash && !body.oldPassword) {
    throw validationFailed([{ field: 'oldPassword', issue: 'required', message: ruleMessages[lang].required }], lang);
  }
  checkNewPassword(await registrationRules(db), lang, body.newPassword, body.confirmNewPassword);
  if (member.password_hash) {
    if ((await app.rates.hit(`change-password:${member.id}`, CHANGE_LIMIT.windowMs)) > CHANGE_LIMIT.max) throw new DomainError('TOO_MANY_REQUESTS');
    if (!(await verifyPassword(member.password_hash, body.oldPassword ?? '', { memberId: member.id.toString() }))) throw new DomainError('PASSWORD_INCORRECT');
  }
  await replacePassword(db, member.id, body.newPassword, 'password-change', auth.sessionId);
  return null;
}
