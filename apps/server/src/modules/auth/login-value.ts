import { isAgentType, type LoginValue, type MemberInfo, TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { cachedPerDatabase } from '../../lib/per-database-cache.ts';
import { getSiteAndFlags, vipLabelOf } from '../system/system.service.ts';
import { unreadMessagesSql } from '../messages/messages.service.ts';
import { availableRewardsSql } from '../rewards/rewards.service.ts';
import { mainBalance } from '../wallet/ledger.ts';
import type { MemberRow } from './auth.table.ts';
import { maskEmail, maskMobile } from './phone.ts';
import type { IssuedSession } from './session.ts';

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;

/** Main wallet balance in major units, read from the ledger in the site's currency. */
export async function walletBalance(db: Db, memberId: bigint): Promise<string> {
  const { site } = await siteAndFlags(db);
  return formatMinor(await mainBalance(db, memberId, site.currency));
}

/**
 * Rewards the member can claim now in the reward centre and unread platform messages, in one
 * statement: every login answer and member info carries both.
 */
export interface MemberCounts {
  rewards: number;
  unread: number;
}

async function memberCounts(db: Db, memberId: bigint): Promise<MemberCounts> {
  const row = (await sql<{ rewards: string; unread: string }>`SELECT ${availableRewardsSql(memberId)} AS rewards, ${unreadMessagesSql(memberId)} AS unread`.execute(db)).rows[0];
  return { rewards: Number(row?.rewards ?? 0), unread: Number(row?.unread ?? 0) };
}


/**
 * Site setting and flags for member info, reused for a second: every login answer needs them, and
 * an operator's change showing up a second later is harmless.
 */
export const siteAndFlags = cachedPerDatabase(1000, (db: Db) => getSiteAndFlags(db));

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** True when the member has a password older than the allowed age (accounts without one never expire). */
export function isPasswordExpired(member: MemberRow, maxAgeDays: number, now = Date.now()): boolean {
  if (!member.password_hash) return false;
  const changed = new Date(member.password_changed_at ?? member.created_at).getTime();
  return now - changed > maxAgeDays * DAY_MS;
}

/**
 * Whether a login must change its password before anything else (spec 01 section 4, login step 4):
 * the default weak password, or an expired one while PWDEXPFORCECHANGE3 is on; never for a login
 * proven by the phone (an SMS code).
 */
export async function passwordChangeForced(
  db: Db,
  member: MemberRow,
  login: { weakPassword: boolean; phoneVerified: boolean },
  passwordMaxAgeDays: number,
): Promise<boolean> {
  if (login.phoneVerified) return false;
  if (login.weakPassword) return true;
  if (!isPasswordExpired(member, passwordMaxAgeDays)) return false;
  const { flags } = await siteAndFlags(db);
  return flags.PWDEXPFORCECHANGE3 === true;
}

/** The member as the client sees it (loginInfo, and the user part of every login answer). */
export async function toMemberInfo(
  db: Db,
  member: MemberRow,
  /** The caller's language: the VIP tier's name is in it. */
  lang: LanguageCode,
  passwordMaxAgeDays = 90,
  /** Whether the caller's session must change its password first. */
  passwordChangeRequired = false,
  /** The main balance in minor units and the counts, when the caller read them already (the login statement does). */
  known: { balance?: bigint | undefined; counts?: MemberCounts | undefined } = {},
): Promise<MemberInfo> {
  const [{ site, flags }, balance, counts] = await Promise.all([
    siteAndFlags(db),
    known.balance === undefined ? walletBalance(db, member.id) : formatMinor(known.balance),
    known.counts ?? memberCounts(db, member.id),
  ]);
  return {
    id: String(member.id),
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE,
    balance,
    currency: site.currency,
    currencySymbol: site.currencySymbol,
    hasVip: member.vip_level > 0,
    vipLabelName: vipLabelOf(site, member.vip_level, lang),
    vipRankLevel: member.vip_level,
    availablePromoCount: counts.rewards,
    unreadMessage: counts.unread,
    availablePromo: { REFERRAL: { enabled: flags.REFERRAL3 === true } },
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: isPasswordExpired(member, passwordMaxAgeDays),
    passwordChangeRequired,
    hasPassword: member.password_hash !== null,
    mobileNum: maskMobile(member.mobile_country, member.mobile_num),
    email: maskEmail(member.email),
    referralCode: member.referral_code,
    lastLoginAt: iso(member.last_login_at),
    lastLoginIp: member.last_login_ip,
    createdAt: new Date(member.created_at).toISOString(),
  };
}

/** The answer of every granted login (username, SMS, remember token, new-address code, trial, registration). */
export async function buildLoginValue(
  db: Db,
  input: {
    member: MemberRow;
    session: IssuedSession;
    weakPassword: boolean;
    phoneVerified: boolean;
    rememberToken: string | null;
    passwordMaxAgeDays: number;
    /** The caller's language. */
    lang: LanguageCode;
    /** The session was opened with a password that must be changed. */
    passwordChangeRequired?: boolean;
    /** The main balance in minor units, when it was read with the login. */
    balance?: bigint;
    /** Claimable rewards and unread messages, when they were read with the login. */
    counts?: MemberCounts;
  },
): Promise<LoginValue> {
  const user = await toMemberInfo(db, input.member, input.lang, input.passwordMaxAgeDays, input.passwordChangeRequired ?? false, { balance: input.balance, counts: input.counts });
  return {
    token: input.session.token,
    expiresAt: input.session.expiresAt.toISOString(),
    firstTimeLogin: user.firstTimeLogin,
    passwordExpired: user.passwordExpired,
    weakPassword: input.weakPassword,
    phoneVerified: input.phoneVerified,
    rememberToken: input.rememberToken,
    user,
  };
}
