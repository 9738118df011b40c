import type { AdminLoginBody, AdminLoginValue, Operator } from '@lumen/contracts/admin/admin.contract';
import { operatorUsernameSchema } from '@lumen/contracts/admin/admin.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type RateCounter, rateAddress } from '../../lib/rate-limit.ts';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { OperatorRow } from './admin.table.ts';
import { recordAudit } from './audit.ts';
import { matchTotpStep, newTotpSecret, otpauthUri } from './totp.ts';

type Db = Kysely<DB>;

/** Operator sessions: 30 minutes without activity, 12 hours at most. */
export const OPERATOR_SESSION = { idleMinutes: 30, maxHours: 12 } as const;
/** Activity refreshes the idle expiry at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Login attempts allowed in a 15-minute window: attempts per address, failures per username from
 * one address, failures per username from all addresses together, and wrong codes after a right
 * password per username. Password failures are counted per username and address so that a
 * stranger's wrong guesses cannot lock an operator out of the desk; the higher ceiling across
 * addresses still stops guessing spread over many addresses. A wrong code comes from someone who
 * holds the password, so those are counted per operator from anywhere, with a low ceiling. An
 * IPv6 address counts by its /64 (rateAddress).
 */
export const OPERATOR_LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAddress: 30,
  failuresPerUsernameAndAddress: 5,
  failuresPerUsername: 100,
  codeFailuresPerUsername: 5,
  /**
   * Refused attempts are audited once per username and address, and for at most this many
   * usernames per address, in each window: a script hammering the login cannot fill the audit log
   * (which keeps every row) and bury the operators' own actions.
   */
  throttleNotesPerAddress: 10,
} as const;

export interface OperatorCaller {
  ip: string;
}

export function operatorView(row: Pick<OperatorRow, 'id' | 'username' | 'last_login_at'>): Operator {
  return {
    id: String(row.id),
    username: row.username,
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}

// ---------- accounts ----------

export interface CreatedOperator {
  id: bigint;
  username: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A random password of 20 characters from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = Buffer.from(randomToken(32), 'base64url');
  let out = '';
  for (const byte of bytes) {
    // 224 = 4 * 56: values above it would bias the alphabet.
    if (byte < 224) out += alphabet[byte % alphabet.length];
    if (out.length === 20) break;
  }
  return out.length === 20 ? out : generatePassword();
}

/**
 * Creates an operator; the password and TOTP secret are generated unless given (the demo operator
 * has fixed ones). USERNAME_TAKEN when the name is in use.
 */
export async function createOperator(
  db: Db,
  input: { username: string; password?: string; totpSecret?: string },
): Promise<CreatedOperator> {
  const parsed = operatorUsernameSchema.safeParse(input.username);
  if (!parsed.success) throw new Error('an operator name is 3 to 32 letters, digits or underscores, starting with a letter');
  const username = parsed.data;
  const password = input.password ?? generatePassword();
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const row = await db
    .insertInto('operator')
    .values({ username, password_hash: await hashPassword(password), totp_secret: totpSecret, last_login_at: null })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('USERNAME_TAKEN');
  return { id: BigInt(row.id), username, password, totpSecret, otpauthUri: otpauthUri(totpSecret, username) };
}

// ---------- login ----------

const ipKey = (ip: string) => `admin-login:ip:${rateAddress(ip)}`;
const userKey = (username: string) => `admin-login:user:${username}`;
const userIpKey = (username: string, ip: string) => `admin-login:user-ip:${username}:${rateAddress(ip)}`;
const codeKey = (username: string) => `admin-login:code:${username}`;
const throttleNoteKey = (username: string, ip: string) => `admin-login:throttle-note:${username}:${rateAddress(ip)}`;
const throttleNotesKey = (ip: string) => `admin-login:throttle-notes:${rateAddress(ip)}`;

async function countFailure(rates: RateCounter, username: string, ip: string, kind: 'password' | 'code'): Promise<void> {
  const { windowMs } = OPERATOR_LOGIN_LIMITS;
  await rates.hit(userIpKey(username, ip), windowMs);
  await rates.hit(kind === 'code' ? codeKey(username) : userKey(username), windowMs);
}

/**
 * Password, then the TOTP code. A wrong password (or an unknown or disabled operator) answers
 * LOGIN_FAILED; a right password with a wrong, stale or already used code answers TOTP_INVALID.
 * Attempts are limited per address, failures per username and address and, more loosely, per
 * username; every attempt is in the audit log.
 */
export async function loginOperator(db: Db, rates: RateCounter, caller: OperatorCaller, body: AdminLoginBody): Promise<AdminLoginValue> {
  const username = body.username.trim().toLowerCase();
  const subject = `operator:${username.slice(0, 40)}`;
  const { windowMs, perAddress, failuresPerUsernameAndAddress, failuresPerUsername, codeFailuresPerUsername } = OPERATOR_LOGIN_LIMITS;

  const attempts = await rates.hit(ipKey(caller.ip), windowMs);
  const failures = await rates.peek(userIpKey(username, caller.ip));
  const failuresEverywhere = await rates.peek(userKey(username));
  const codeFailures = await rates.peek(codeKey(username));
  if (
    attempts > perAddress ||
    failures >= failuresPerUsernameAndAddress ||
    failuresEverywhere >= failuresPerUsername ||
    codeFailures >= codeFailuresPerUsername
  ) {
    const firstForName = (await rates.hit(throttleNoteKey(username, caller.ip), windowMs)) === 1;
    if (firstForName && (await rates.hit(throttleNotesKey(caller.ip), windowMs)) <= OPERATOR_LOGIN_LIMITS.throttleNotesPerAddress) {
      await recordAudit(db, {
        operatorId: null,
        action: 'LOGIN_THROTTLED',
        subject,
        detail: { attempts, failures, failuresEverywhere, codeFailures },
        ip: caller.ip,
      });
    }
    throw new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: windowMs / 1000 } });
  }

  const operator = await db.selectFrom('operator').selectAll().where('username', '=', username).executeTakeFirst();
  const passwordOk = await verifyPassword(operator?.password_hash, body.password, { operatorId: operator?.id.toString() });
  if (!operator || !passwordOk || operator.status !== 'ACTIVE') {
    await countFailure(rates, username, caller.ip, 'password');
    const reason = !operator ? 'unknown' : !passwordOk ? 'password' : 'disabled';
    await recordAudit(db, { operatorId: operator?.id ?? null, action: 'LOGIN_FAILED', subject, detail: { reason }, ip: caller.ip });
    throw new DomainError('LOGIN_FAILED');
  }

  const now = Date.now();
  const step = matchTotpStep(operator.totp_secret, body.code.trim(), now);
  // The step is taken atomically: of two logins with the same code, one wins.
  const taken =
    step === null
      ? undefined
      : await db
          .updateTable('operator')
          .set({ totp_last_step: step.toString() })
          .where('id', '=', operator.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .returning('id')
          .executeTakeFirst();
  if (!taken) {
    await countFailure(rates, username, caller.ip, 'code');
    await recordAudit(db, {
      operatorId: operator.id,
      action: 'LOGIN_TOTP_INVALID',
      subject,
      detail: { reason: step === null ? 'wrong' : 'reused' },
      ip: caller.ip,
    });
    throw new DomainError('TOTP_INVALID');
  }

  const token = randomToken();
  const expiresAt = new Date(now + OPERATOR_SESSION.maxHours * 3_600_000);
  const idleExpiresAt = new Date(now + OPERATOR_SESSION.idleMinutes * 60_000);
  const updated = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('operator_session')
      .values({ token_hash: sha256Hex(token), operator_id: operator.id, idle_expires_at: idleExpiresAt, expires_at: expiresAt, ip: caller.ip })
      .execute();
    const row = await trx
      .updateTable('operator')
      .set({ last_login_at: new Date(now) })
      .where('id', '=', operator.id)
      .returning(['id', 'username', 'last_login_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { operatorId: operator.id, action: 'LOGIN', subject, ip: caller.ip });
    return row;
  });
  await rates.reset(userIpKey(username, caller.ip));
  await rates.reset(userKey(username));
  await rates.reset(codeKey(username));
  return { token, expiresAt: expiresAt.toISOString(), operator: operatorView(updated) };
}

// ---------- sessions ----------

export interface OperatorSession {
  sessionId: bigint;
  operator: Operator & { idValue: bigint };
}

/** The live operator session a token stands for; null when unknown, revoked, expired or disabled. */
export async function resolveOperatorSession(db: Db, token: string): Promise<OperatorSession | null> {
  if (!token || token.length > 128) return null;
  const row = await db
    .selectFrom('operator_session as s')
    .innerJoin('operator as o', 'o.id', 's.operator_id')
    .select(['s.id as session_id', 's.last_seen_at', 's.idle_expires_at', 's.expires_at', 's.revoked_at', 'o.id', 'o.username', 'o.status', 'o.last_login_at'])
    .where('s.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.status !== 'ACTIVE') return null;
  const now = Date.now();
  const expires = new Date(row.expires_at).getTime();
  if (new Date(row.idle_expires_at).getTime() <= now || expires <= now) return null;
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('operator_session')
      .set({ last_seen_at: new Date(now), idle_expires_at: new Date(Math.min(now + OPERATOR_SESSION.idleMinutes * 60_000, expires)) })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { sessionId: BigInt(row.session_id), operator: { ...operatorView(row), idValue: BigInt(row.id) } };
}

export async function logoutOperator(db: Db, session: OperatorSession, ip: string): Promise<null> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('operator_session').set({ revoked_at: new Date() }).where('id', '=', session.sessionId).where('revoked_at', 'is', null).execute();
    await recordAudit(trx, { operatorId: session.operator.idValue, action: 'LOGOUT', subject: `operator:${session.operator.username}`, ip });
  });
  return null;
}
