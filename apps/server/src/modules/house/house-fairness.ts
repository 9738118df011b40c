import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FairnessState, RevealedSeed } from '@lumen/contracts/play/house.contract';
import { fairMessage } from '@lumen/contracts/play/house-fair';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Launch } from '../play/launch.service.ts';
import type { HouseSeedRow } from './house.table.ts';

type Db = Kysely<DB>;

/**
 * Provably-fair seeds. Real play keeps one active seed per member; a free-trial launch has its
 * own. The server seed is 32 random bytes (hex); its SHA-256 (of the bytes) is shown before play;
 * each bet's bytes are HMAC-SHA256 keyed by those bytes over `${clientSeed}:${nonce}:${round}`.
 */
export interface SeedOwner {
  kind: 'MEMBER' | 'LAUNCH';
  id: bigint;
}

export function ownerOf(launch: Launch): SeedOwner {
  return launch.mode === 'REAL' && launch.memberId !== null ? { kind: 'MEMBER', id: launch.memberId } : { kind: 'LAUNCH', id: launch.id };
}

export function seedHash(serverSeedHex: string): string {
  return createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');
}

export function fairBytes(serverSeedHex: string, clientSeed: string, nonce: number, round = 0): Uint8Array {
  return new Uint8Array(createHmac('sha256', Buffer.from(serverSeedHex, 'hex')).update(fairMessage(clientSeed, nonce, round)).digest());
}

export function fairnessOf(seed: HouseSeedRow): FairnessState {
  return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
}

async function insertSeedIfNone(db: Db, owner: SeedOwner, clientSeed?: string): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  await sql`
    INSERT INTO house_seed (owner_kind, owner_id, server_seed, server_seed_hash, client_seed)
    VALUES (${owner.kind}, ${owner.id.toString()}::bigint, ${serverSeed}, ${seedHash(serverSeed)}, ${clientSeed ?? randomBytes(8).toString('hex')})
    ON CONFLICT (owner_kind, owner_id) WHERE status = 'ACTIVE' DO NOTHING`.execute(db);
}

function activeSeed(db: Db, owner: SeedOwner) {
  return db
    .selectFrom('house_seed')
    .selectAll()
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id.toString() as never)
    .where('status', '=', 'ACTIVE');
}

/** The owner's active seed, created on first use. */
export async function ensureActiveSeed(db: Db, owner: SeedOwner): Promise<HouseSeedRow> {
  const found = await activeSeed(db, owner).executeTakeFirst();
  if (found) return found;
  await insertSeedIfNone(db, owner);
  return await activeSeed(db, owner).executeTakeFirstOrThrow();
}

/** The active seed, locked for this transaction: bets of one owner take nonces one at a time. */
export async function lockActiveSeed(trx: Db, owner: SeedOwner): Promise<HouseSeedRow> {
  const found = await activeSeed(trx, owner).forUpdate().executeTakeFirst();
  if (found) return found;
  await insertSeedIfNone(trx, owner);
  return await activeSeed(trx, owner).forUpdate().executeTakeFirstOrThrow();
}

export async function advanceNonce(trx: Db, seedId: bigint | string): Promise<void> {
  await trx.updateTable('house_seed').set({ nonce: sql`nonce + 1` }).where('id', '=', seedId as never).execute();
}

export async function setClientSeed(db: Db, owner: SeedOwner, clientSeed: string): Promise<FairnessState> {
  return await db.transaction().execute(async (trx) => {
    const seed = await lockActiveSeed(trx, owner);
    const row = await trx
      .updateTable('house_seed')
      .set({ client_seed: clientSeed })
      .where('id', '=', seed.id as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return fairnessOf(row);
  });
}

/** Reveals the active seed and starts a new one (keeping the client seed unless a new one is given). */
export async function rotateSeed(db: Db, owner: SeedOwner, clientSeed?: string): Promise<{ revealed: RevealedSeed; fairness: FairnessState }> {
  return await db.transaction().execute(async (trx) => {
    const old = await lockActiveSeed(trx, owner);
    await trx
      .updateTable('house_seed')
      .set({ status: 'REVEALED', revealed_at: sql<Date>`now()` })
      .where('id', '=', old.id as never)
      .execute();
    await insertSeedIfNone(trx, owner, clientSeed ?? old.client_seed);
    const next = await activeSeed(trx, owner).executeTakeFirstOrThrow();
    return {
      revealed: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, nonceCount: old.nonce },
      fairness: fairnessOf(next),
    };
  });
}

export async function findSeedById(db: Db, id: string): Promise<HouseSeedRow | undefined> {
  return await db.selectFrom('house_seed').selectAll().where('id', '=', id as never).executeTakeFirst();
}
