import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type RateCounter, rateAddress } from '../../lib/rate-limit.ts';
import type { MemberRow } from './auth.table.ts';
import { checkCaptcha } from './captcha.ts';
import * as repo from './member.repository.ts';

/**
 * Password guessing defences: a captcha after a few failures, growing waits after more, a lock
 * at the end, and ceilings per address. An unknown username walks the same steps (counted in the
 * rate counters instead of a row), so no answer tells whether an account exists.
 */
export const LOGIN_LIMITS = {
  /** Straight failures of one account after which every attempt needs a captcha. */
  captchaAfterFailures: 3,
  /** Failures from one address within `ipFailureWindowMs` after which its attempts need a captcha. */
  captchaAfterIpFailures: 10,
  ipFailureWindowMs: 15 * 60_000,
  /** From this many straight failures the next attempt waits 2^(n - backoffFrom) seconds. */
  backoffFrom: 10,
  maxBackoffMs: 15 * 60_000,
  /** Straight failures that lock an account until its password is recovered. */
  lockAt: 100,
  ipAttemptWindowMs: 15 * 60_000,
  /** How long the failures of an unknown username are remembered. */
  unknownUsernameWindowMs: 24 * 3_600_000,
} as const;

/** The wait before the next attempt after `failures` straight failures; 0 below the threshold. */
export function backoffMs(failures: number): number {
  if (failures < LOGIN_LIMITS.backoffFrom) return 0;
  return Math.min(2 ** Math.min(failures - LOGIN_LIMITS.backoffFrom, 30) * 1000, LOGIN_LIMITS.maxBackoffMs);
}

export function captchaNeeded(failures: number, ipFailures: number): boolean {
  return failures >= LOGIN_LIMITS.captchaAfterFailures || ipFailures >= LOGIN_LIMITS.captchaAfterIpFailures;
}

/** Counts one login attempt of any kind from `ip`; past the ceiling (config LOGIN_ATTEMPTS_PER_IP) the caller is turned away. */
export async function countLoginAttempt(rates: RateCounter, ip: string, ceiling: number): Promise<void> {
  if ((await rates.hit(`login:ip:${rateAddress(ip)}`, LOGIN_LIMITS.ipAttemptWindowMs)) > ceiling) {
    throw new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: LOGIN_LIMITS.ipAttemptWindowMs / 1000, captcha: true } });
  }
}

/** How long a login may hold its username's turn at most: one whose instance stopped frees it then. */
const LOGIN_TURN_MS = 30_000;

/**
 * One login per username at a time, from the step that reads its failures to the one that records
 * the outcome. Logins of one name sent together would otherwise all read the same count before any
 * of them failed: each would pass the captcha, the wait and the lock as if it came first. The turn
 * is counted by name, for an account and an unknown name alike, so the answer tells nothing about
 * which it is. Answers the step that gives the turn back.
 */
export async function takeLoginTurn(rates: RateCounter, username: string): Promise<() => Promise<void>> {
  const key = `login:turn:${username}`;
  if ((await rates.hit(key, LOGIN_TURN_MS)) > 1) {
    await rates.release(key);
    throw new DomainError('LOGIN_IN_PROGRESS');
  }
  return () => rates.release(key);
}

/** Where the account (or unknown username) named at a login stands. */
export interface FailureState {
  failures: number;
  locked: boolean;
  /** True while the wait after the last failure has not passed. */
  waiting: boolean;
}

/** What a credentials failure leaves behind. */
export interface FailureOutcome {
  failures: number;
  locked: boolean;
}

const unknownKey = (username: string) => `login:unknown:${username}`;
const unknownWaitKey = (username: string) => `login:unknown-wait:${username}`;
const ipFailureKey = (ip: string) => `login:ip-fail:${rateAddress(ip)}`;

export function accountFailureState(member: MemberRow, now = Date.now()): FailureState {
  const last = member.last_failed_login_at ? new Date(member.last_failed_login_at).getTime() : null;
  return {
    failures: member.failed_login_count,
    locked: member.locked_at !== null,
    waiting: last !== null && now - last < backoffMs(member.failed_login_count),
  };
}

export async function unknownFailureState(rates: RateCounter, username: string): Promise<FailureState> {
  const [failures, wait] = await Promise.all([rates.peek(unknownKey(username)), rates.peek(unknownWaitKey(username))]);
  return { failures, locked: failures >= LOGIN_LIMITS.lockAt, waiting: wait > 0 };
}

export async function recordAccountFailure(db: Kysely<DB>, memberId: bigint): Promise<FailureOutcome> {
  const { count, locked } = await repo.recordFailedLogin(db, memberId, LOGIN_LIMITS.lockAt);
  return { failures: count, locked };
}

/** The same progression for a name no account has: the wait is a counter that lives as long as the wait. */
export async function recordUnknownFailure(rates: RateCounter, username: string): Promise<FailureOutcome> {
  const failures = Math.min(await rates.hit(unknownKey(username), LOGIN_LIMITS.unknownUsernameWindowMs), LOGIN_LIMITS.lockAt);
  const wait = backoffMs(failures);
  if (wait > 0) {
    await rates.reset(unknownWaitKey(username));
    await rates.hit(unknownWaitKey(username), wait);
  }
  return { failures, locked: failures >= LOGIN_LIMITS.lockAt };
}

export async function ipFailures(rates: RateCounter, ip: string): Promise<number> {
  return rates.peek(ipFailureKey(ip));
}

export async function recordIpFailure(rates: RateCounter, ip: string): Promise<number> {
  return rates.hit(ipFailureKey(ip), LOGIN_LIMITS.ipFailureWindowMs);
}

/**
 * The checks before a password is looked at: locked, still waiting, captcha. None of them counts
 * as a failure. The advised wait is the whole wait of the current step (an upper bound), because
 * an unknown username's remaining time is not known and the two must answer alike.
 */
export async function enforceLoginGuards(
  db: Kysely<DB>,
  state: FailureState,
  ipFailureCount: number,
  captcha: { captchaId?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  if (state.locked) throw new DomainError('ACCOUNT_LOCKED');
  if (state.waiting) {
    throw new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: Math.ceil(backoffMs(state.failures) / 1000), captcha: true } });
  }
  if (captchaNeeded(state.failures, ipFailureCount) && !(await checkCaptcha(db, captcha.captchaId, captcha.captcha))) {
    throw new DomainError('CAPTCHA_INVALID', { value: { captcha: true } });
  }
}
