import { createHash, createHmac } from 'node:crypto';
import { fairMessage } from '@lumen/contracts/play/house-fair';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { createLaunch } from '../../src/modules/play/launch.service.ts';
import type { TestApp } from '../support/test-app.ts';

/** The HMAC bytes a verifier computes from a revealed seed: written here independently of the server. */
export function verifierBytes(serverSeedHex: string, clientSeed: string, nonce: number, round = 0): Uint8Array {
  return new Uint8Array(createHmac('sha256', Buffer.from(serverSeedHex, 'hex')).update(fairMessage(clientSeed, nonce, round)).digest());
}

export const sha256Hex = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

type HouseKind = 'SLOT' | 'DICE' | 'KENO' | 'CRASH';

/** A seeded HOUSE game of the given kind: dice (RNG, TG), slot (RNG, other), keno (LOTT) or crash. */
export async function houseGameId(db: Kysely<DB>, kind: HouseKind): Promise<number> {
  let query = db.selectFrom('game').select('id').where('vendor_code', '=', 'HOUSE').orderBy('id');
  if (kind === 'CRASH') query = query.where('category_code', '=', 'CRASH');
  else if (kind === 'KENO') query = query.where('category_code', '=', 'LOTT');
  else if (kind === 'DICE') query = query.where('category_code', '=', 'RNG').where('classify', '=', 'TG');
  else query = query.where('category_code', '=', 'RNG').where((eb) => eb.or([eb('classify', 'is', null), eb('classify', '!=', 'TG')]));
  const row = await query.executeTakeFirstOrThrow();
  return row.id;
}

/** A launch token for a member's real play (bound to their live session) or a visitor's free trial. */
export async function launchToken(
  t: TestApp,
  kind: HouseKind,
  who: { memberId: bigint } | 'visitor',
  options: { minutes?: number; vendorCode?: string; gameId?: number } = {},
): Promise<string> {
  const db = t.database.db;
  const gameId = options.gameId ?? (await houseGameId(db, kind));
  let sessionId: string | null = null;
  if (who !== 'visitor') {
    const session = await db
      .selectFrom('session')
      .select('id')
      .where('member_id', '=', who.memberId as never)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    sessionId = session.id;
  }
  const { token } = await createLaunch(db, {
    memberId: who === 'visitor' ? null : who.memberId,
    sessionId,
    gameId,
    vendorCode: options.vendorCode ?? 'HOUSE',
    mode: who === 'visitor' ? 'FUN' : 'REAL',
    currency: 'PKR',
    language: 'EN',
    ip: null,
    minutes: options.minutes,
  });
  return token;
}

export async function roundCount(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('game_round').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
