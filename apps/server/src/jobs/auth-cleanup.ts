import type { Cron } from 'croner';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { scheduleHourly } from './hourly.ts';

/** Expired or spent rows are kept this long for support questions, then deleted. */
export const AUTH_RETENTION_MS = 7 * 24 * 3_600_000;

export interface AuthCleanupResult {
  sessions: number;
  rememberTokens: number;
  codes: number;
  tickets: number;
  captchas: number;
  challenges: number;
  passwordResets: number;
  trialAccounts: number;
}

/**
 * Deletes what has expired (or was spent) longer than the retention ago: sessions, remember
 * tokens, codes, login tickets, captchas, challenges, reset links, and trial accounts whose last
 * session is gone. Every statement is idempotent, so several instances may run it at once.
 */
export async function purgeExpiredAuthRows(db: Kysely<DB>, now = new Date()): Promise<AuthCleanupResult> {
  const before = new Date(now.getTime() - AUTH_RETENTION_MS);
  const count = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0n);
  const tickets = count(await db.deleteFrom('login_ticket').where('expires_at', '<', before).execute());
  const codes = count(await db.deleteFrom('verification_code').where('expires_at', '<', before).execute());
  const sessions = count(
    await db
      .deleteFrom('session')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('idle_expires_at', '<', before), eb('revoked_at', '<', before)]))
      .execute(),
  );
  const rememberTokens = count(
    await db.deleteFrom('remember_token').where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)])).execute(),
  );
  const captchas = count(await db.deleteFrom('captcha').where('expires_at', '<', before).execute());
  const challenges = count(await db.deleteFrom('challenge').where('expires_at', '<', before).execute());
  const passwordResets = count(await db.deleteFrom('password_reset').where('expires_at', '<', before).execute());
  // A trial account lives as long as its sessions: once none is left, nothing can reach it again.
  const trialAccounts = count(
    await db
      .deleteFrom('member')
      .where('type', '=', 4)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('session').select(sql`1`.as('one')).whereRef('session.member_id', '=', 'member.id'))))
      // One that somehow came to hold a ledger account keeps it (money is never deleted), and does
      // not stop the others from going.
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ledger_account').select(sql`1`.as('one')).whereRef('ledger_account.member_id', '=', 'member.id'))))
      .execute(),
  );
  return { sessions, rememberTokens, codes, tickets, captchas, challenges, passwordResets, trialAccounts };
}

/** Runs the purge every hour (see scheduleHourly). */
export function scheduleAuthCleanup(db: Kysely<DB>, log: { error: (obj: unknown, msg: string) => void }): Cron {
  return scheduleHourly(() => purgeExpiredAuthRows(db), log, 'expired account rows could not be purged');
}
