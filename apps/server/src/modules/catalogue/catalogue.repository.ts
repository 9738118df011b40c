import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { json } from '../../lib/translated.ts';

type Db = Kysely<DB>;

const VERSION_KEY = 'catalogue_version';

/** Marks the catalogue as changed, so every instance drops its cached vendor lanes. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  const value = json(randomUUID());
  await db
    .insertInto('system_setting')
    .values({ key: VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

export async function findCatalogueVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('system_setting').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return row ? String(row.value) : '';
}

/** Every shown vendor card with its category and vendor, in category then card order. */
export async function findLaneCards(db: Db) {
  return db
    .selectFrom('category_vendor as cv')
    .innerJoin('game_category as c', 'c.code', 'cv.category_code')
    .innerJoin('vendor as v', 'v.code', 'cv.vendor_code')
    .leftJoin('game as g', (j) => j.onRef('g.vendor_code', '=', 'cv.vendor_code').onRef('g.game_code', '=', 'cv.game_code'))
    .select([
      'cv.category_code',
      'cv.vendor_code',
      'cv.is_game',
      'cv.game_code',
      'c.title as category_title',
      'c.classify',
      'v.name as vendor_name',
      'v.maintenance',
      'g.id as node_id',
    ])
    .where('cv.enabled', '=', true)
    .where('c.enabled', '=', true)
    .where('v.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('cv.sort')
    .orderBy('cv.vendor_code')
    .execute();
}

export async function countGamesByCard(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('game')
    .select(['category_code', 'vendor_code', sql<string>`count(*)`.as('n')])
    .where('enabled', '=', true)
    .groupBy(['category_code', 'vendor_code'])
    .execute();
  return new Map(rows.map((r) => [`${r.category_code}:${r.vendor_code}`, Number(r.n)]));
}

export async function findVendor(db: Db, code: string) {
  return db.selectFrom('vendor').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findGameArt(db: Db, vendorCode: string, gameCode: string) {
  return db
    .selectFrom('game as g')
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.game_code', 'g.name', 'g.display_name', 'g.category_code', 'g.classify', 'g.vendor_code', 'v.color', 'v.accent'])
    .where('g.vendor_code', '=', vendorCode)
    .where('g.game_code', '=', gameCode)
    .executeTakeFirst();
}
