import { createHash, randomBytes } from 'node:crypto';
import { LAUNCH_TOKEN_MINUTES, type PlayMode, FUN_START_BALANCE_MINOR } from '@lumen/contracts/play/play.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';

type Db = Kysely<DB>;

/**
 * Launch tokens: a random 256-bit token per launch, bound to the member (or a visitor's free
 * trial), the game and the login session; only its SHA-256 is stored. The token is never the login
 * token. It opens its game once (`openLaunch`), authorises bets until it expires, and keeps
 * identifying the game session afterwards so late wins and rollbacks still settle.
 */

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface LaunchSpec {
  memberId: bigint | null;
  sessionId: string | null;
  gameId: number;
  vendorCode: string;
  mode: PlayMode;
  currency: string;
  language: string;
  ip: string | null;
  /** Defaults to LAUNCH_TOKEN_MINUTES. */
  minutes?: number;
}

export interface Launch {
  id: bigint;
  memberId: bigint | null;
  sessionId: string | null;
  gameId: number;
  gameCode: string;
  categoryCode: string;
  vendorCode: string;
  mode: PlayMode;
  /** Play money left (FUN only). */
  funBalance: bigint | null;
  currency: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
  openedAt: Date | null;
}

/** Creates a launch and returns its token (shown once) with the stored launch. */
export async function createLaunch(db: Db, spec: LaunchSpec): Promise<{ token: string; launch: Launch; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (spec.minutes ?? LAUNCH_TOKEN_MINUTES) * 60_000);
  const row = await db
    .insertInto('game_launch')
    .values({
      token_hash: hashLaunchToken(token),
      member_id: spec.memberId,
      session_id: spec.sessionId,
      game_id: spec.gameId,
      vendor_code: spec.vendorCode,
      mode: spec.mode,
      fun_balance: spec.mode === 'FUN' ? BigInt(FUN_START_BALANCE_MINOR) : null,
      currency: spec.currency,
      language: spec.language,
      ip: spec.ip,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const launch = await findLaunchById(db, row.id);
  if (!launch) throw new Error('launch vanished');
  return { token, launch, expiresAt };
}

function launchQuery(db: Db) {
  return db
    .selectFrom('game_launch as l')
    .innerJoin('game as g', 'g.id', 'l.game_id')
    .select([
      'l.id',
      'l.member_id',
      'l.session_id',
      'l.game_id',
      'g.game_code',
      'g.category_code',
      'l.vendor_code',
      'l.mode',
      'l.fun_balance',
      'l.currency',
      'l.language',
      'l.created_at',
      'l.expires_at',
      'l.opened_at',
    ]);
}

export type LaunchRow = Awaited<ReturnType<ReturnType<typeof launchQuery>['executeTakeFirstOrThrow']>>;

export function launchOf(r: LaunchRow): Launch {
  return {
    id: BigInt(r.id),
    memberId: r.member_id === null ? null : BigInt(r.member_id),
    sessionId: r.session_id,
    gameId: r.game_id,
    gameCode: r.game_code,
    categoryCode: r.category_code,
    vendorCode: r.vendor_code,
    mode: r.mode,
    funBalance: r.fun_balance === null ? null : BigInt(r.fun_balance),
    currency: r.currency,
    language: r.language,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    openedAt: r.opened_at ? new Date(r.opened_at) : null,
  };
}

export async function findLaunchById(db: Db, id: bigint): Promise<Launch | undefined> {
  const row = await launchQuery(db).where('l.id', '=', id.toString() as never).executeTakeFirst();
  return row ? launchOf(row) : undefined;
}

/** The launch a token stands for, expired or not; undefined for an unknown token. */
export async function findLaunch(db: Db, token: string): Promise<Launch | undefined> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) return undefined;
  const row = await launchQuery(db).where('l.token_hash', '=', hashLaunchToken(token)).executeTakeFirst();
  return row ? launchOf(row) : undefined;
}

/**
 * The launch, if it may still take bets: not expired and, for real play, its login session still
 * live (signing out ends real play). Throws LAUNCH_TOKEN_INVALID otherwise.
 */
export async function requirePlayableLaunch(db: Db, token: string): Promise<Launch> {
  const launch = await findLaunch(db, token);
  if (!launch) throw new DomainError('LAUNCH_TOKEN_INVALID');
  return requirePlayable(db, launch);
}

type LoginSession = { revoked_at: Date | string | null; expires_at: Date | string };

/** The login session a real-money launch was made in (null for free trials, or a session gone). */
async function loginSessionOf(db: Db, launch: Launch): Promise<LoginSession | null> {
  if (launch.mode !== 'REAL' || !launch.sessionId) return null;
  return (await db.selectFrom('session').select(['revoked_at', 'expires_at']).where('id', '=', launch.sessionId).executeTakeFirst()) ?? null;
}

/** Whether a real-money launch's login session is open (neither revoked nor expired). */
function loginSessionOpen(launch: Launch, session: LoginSession | null, now = Date.now()): boolean {
  return !!launch.sessionId && !!session && !session.revoked_at && new Date(session.expires_at).getTime() > now;
}

/** Whether the member who made a real-money launch is still signed in in that session (whatever the launch's own expiry). */
export async function launchSignedIn(db: Db, launch: Launch): Promise<boolean> {
  return loginSessionOpen(launch, await loginSessionOf(db, launch));
}

/** `requirePlayableLaunch` for a launch already read (saves reading it again). */
export async function requirePlayable(db: Db, launch: Launch): Promise<Launch> {
  // Only real play depends on its login session; requirePlayableWith checks the rest.
  return requirePlayableWith(launch, await loginSessionOf(db, launch));
}

/**
 * `requirePlayable` for a launch read together with its login session (null when there is none):
 * not expired and, for real play, the session neither revoked nor expired.
 */
export function requirePlayableWith(launch: Launch, session: LoginSession | null): Launch {
  const now = Date.now();
  if (launch.expiresAt.getTime() <= now) throw new DomainError('LAUNCH_TOKEN_INVALID');
  if (launch.mode === 'REAL' && !loginSessionOpen(launch, session, now)) throw new DomainError('LAUNCH_TOKEN_INVALID');
  return launch;
}

/**
 * Marks the launch opened: a token opens its game once. Returns the launch; throws
 * LAUNCH_TOKEN_INVALID when it is unknown, expired, its session ended, or it was opened before.
 */
export async function openLaunch(db: Db, token: string): Promise<Launch> {
  const launch = await requirePlayableLaunch(db, token);
  const opened = await db
    .updateTable('game_launch')
    .set({ opened_at: sql<Date>`now()` })
    .where('id', '=', launch.id.toString() as never)
    .where('opened_at', 'is', null)
    .returning('opened_at')
    .executeTakeFirst();
  if (!opened) throw new DomainError('LAUNCH_TOKEN_INVALID');
  return { ...launch, openedAt: new Date(opened.opened_at as Date) };
}

/**
 * Moves a free-trial launch's play money by `delta` (negative for a stake), never below zero.
 * Returns the new play balance, or null when there is not enough.
 */
export async function moveFunBalance(db: Db, launchId: bigint, delta: bigint): Promise<bigint | null> {
  const row = await db
    .updateTable('game_launch')
    .set({ fun_balance: sql`fun_balance + ${delta.toString()}::bigint` })
    .where('id', '=', launchId.toString() as never)
    .where('mode', '=', 'FUN')
    .where(sql<boolean>`fun_balance + ${delta.toString()}::bigint >= 0`)
    .returning('fun_balance')
    .executeTakeFirst();
  return row && row.fun_balance !== null ? BigInt(row.fun_balance) : null;
}
