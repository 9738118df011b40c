import { type Kysely, type RawBuilder, sql } from 'kysely';
import { prepare, type Slots } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';
import { MEMBER_COLUMNS, type MemberRow } from './auth.table.ts';

type Db = Kysely<DB>;

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface IssuedSession {
  /** The bearer token; only its hash is stored. */
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  sessionId: string;
  member: MemberRow;
  /** The session must change its password before anything else (see the session table). */
  passwordChangeRequired: boolean;
  /**
   * 'statement': taken from memory (see SessionHints) without a lookup; the route's own statement
   * checks that the session is still live (see liveSessionCheck) and refuses to write otherwise.
   */
  checkedBy?: 'lookup' | 'statement';
}

/** Activity refreshes the idle expiry at most this often, so reads do not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/** A fresh 256-bit token and the expiry times of a session starting now. */
export function newSessionToken(policy: SessionPolicy, now = Date.now()) {
  const token = randomToken();
  const expiresAt = new Date(now + policy.maxHours * 3_600_000);
  const idleExpiresAt = new Date(Math.min(now + policy.idleMinutes * 60_000, expiresAt.getTime()));
  return { token, tokenHash: sha256Hex(token), expiresAt, idleExpiresAt };
}

/** A new session: a fresh 256-bit token at every login. */
export async function createSession(
  db: Db,
  input: { memberId: bigint; ip: string; userAgent?: string },
  policy: SessionPolicy,
): Promise<IssuedSession> {
  const { token, tokenHash, expiresAt, idleExpiresAt } = newSessionToken(policy);
  const row = await db
    .insertInto('session')
    .values({
      token_hash: tokenHash,
      member_id: input.memberId,
      idle_expires_at: idleExpiresAt,
      expires_at: expiresAt,
      revoked_at: null,
      revoke_reason: null,
      ip: input.ip,
      user_agent: (input.userAgent ?? '').slice(0, 512),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt };
}

const sessionByTokenQuery = prepare('session_by_token', (db, p: Slots<{ tokenHash: string }>) =>
  db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .select(MEMBER_COLUMNS.map((column) => `member.${column}` as const))
    .select([
      'session.id as session_id',
      'session.last_seen_at',
      'session.idle_expires_at',
      'session.expires_at',
      'session.revoked_at',
      'session.password_change_required',
    ])
    .where('session.token_hash', '=', p.tokenHash),
);

/** The live session a token stands for, with its member; null when unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<ResolvedSession | null> {
  if (!token || token.length > 128) return null;
  const row = (await sessionByTokenQuery(db, { tokenHash: sha256Hex(token) })).rows[0];
  if (!row || row.revoked_at) return null;
  const now = Date.now();
  const expires = new Date(row.expires_at).getTime();
  if (new Date(row.idle_expires_at).getTime() <= now || expires <= now) return null;
  if (row.status !== 'ACTIVE') return null;
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('session')
      .set({ last_seen_at: new Date(now), idle_expires_at: new Date(Math.min(now + policy.idleMinutes * 60_000, expires)) })
      .where('id', '=', row.session_id)
      .execute();
  }
  const { session_id, last_seen_at: _l, idle_expires_at: _i, expires_at: _e, revoked_at: _r, password_change_required, ...member } = row;
  return { sessionId: session_id, member: member as MemberRow, passwordChangeRequired: password_change_required, checkedBy: 'lookup' };
}

/**
 * Sessions seen live by a lookup in the last `ttlMs`, by token hash, for routes whose one statement
 * re-checks the session itself (liveSessionCheck): such a route needs no lookup of its own, and a
 * session revoked, expired or blocked since (by any instance) is still refused, by the statement,
 * before anything is written. Other routes always look the session up. Each hint is kept at most
 * `ttlMs`, so the idle expiry is still refreshed by a lookup about once a minute of activity.
 */
export class SessionHints {
  readonly #hints = new Map<string, { until: number; session: ResolvedSession }>();

  constructor(
    readonly ttlMs = 30_000,
    readonly capacity = 20_000,
  ) {}

  get(tokenHash: string, now = Date.now()): ResolvedSession | null {
    const hint = this.#hints.get(tokenHash);
    if (!hint) return null;
    if (hint.until <= now) {
      this.#hints.delete(tokenHash);
      return null;
    }
    return hint.session;
  }

  /** Keeps a session a lookup found live (and settled: no pending password change). */
  remember(tokenHash: string, session: ResolvedSession, now = Date.now()): void {
    if (session.passwordChangeRequired) return;
    this.#hints.delete(tokenHash);
    if (this.#hints.size >= this.capacity) {
      // The oldest hint goes first (a Map keeps insertion order).
      const oldest = this.#hints.keys().next();
      if (!oldest.done) this.#hints.delete(oldest.value);
    }
    this.#hints.set(tokenHash, { until: now + this.ttlMs, session: { ...session, checkedBy: 'statement' } });
  }

  forget(tokenHash: string): void {
    this.#hints.delete(tokenHash);
  }

  /** Drops every hint of a session (at logout on this instance). */
  forgetSession(sessionId: string): void {
    for (const [hash, hint] of this.#hints) if (hint.session.sessionId === sessionId) this.#hints.delete(hash);
  }

  get size(): number {
    return this.#hints.size;
  }
}

/**
 * A boolean SQL expression: the session (null: no session, the caller vouches for the actor) is
 * live for its member now: not revoked, not expired (idle or absolute), no pending password change,
 * the member active. The rule of resolveSession and requirePasswordSettled, checked inside a
 * writing statement so that the check and the write are one.
 */
export function liveSessionCheck(sessionId: string | null, memberId: bigint): RawBuilder<boolean> {
  return sql<boolean>`(${sessionId}::uuid IS NULL OR EXISTS (
    SELECT 1 FROM session s JOIN member m ON m.id = s.member_id
    WHERE s.id = ${sessionId}::uuid AND s.member_id = ${memberId.toString()}::bigint AND s.revoked_at IS NULL
      AND s.idle_expires_at > now() AND s.expires_at > now() AND NOT s.password_change_required AND m.status = 'ACTIVE'
  ))`;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('session').set({ revoked_at: new Date(), revoke_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of a member (but `except`), e.g. at a password change. */
export async function revokeMemberSessions(db: Db, memberId: bigint, reason: string, except?: string): Promise<void> {
  let q = db.updateTable('session').set({ revoked_at: new Date(), revoke_reason: reason }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (except) q = q.where('id', '!=', except);
  await q.execute();
}
