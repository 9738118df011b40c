import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AnnouncementType, Execution } from './content.table.ts';

type Db = Kysely<DB>;

export async function findHelpCategories(db: Db, device: 'WEB' | 'H5') {
  return db
    .selectFrom('help_category')
    .selectAll()
    .where('enabled', '=', true)
    .where('device', 'in', ['ALL', device])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findHelpItems(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom('help_item')
    .selectAll()
    .where('enabled', '=', true)
    .where('category_id', 'in', categoryIds)
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findBanners(db: Db, platform: 'W' | 'H5') {
  return db
    .selectFrom('banner')
    .selectAll()
    .where('enabled', '=', true)
    .where('platform', 'in', ['ALL', platform])
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findBannerByCode(db: Db, code: string) {
  return db.selectFrom('banner').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findAnnouncements(
  db: Db,
  filter: { types: AnnouncementType[]; platform: 'W' | 'H5'; execution?: Execution | undefined; now: Date },
) {
  if (filter.types.length === 0) return [];
  let q = db
    .selectFrom('announcement')
    .selectAll()
    .where('enabled', '=', true)
    .where('type', 'in', filter.types)
    .where('platform', 'in', ['ALL', filter.platform])
    .where('published_at', '<=', filter.now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', filter.now)]));
  if (filter.execution) q = q.where('execution', '=', filter.execution);
  return q.orderBy('sort').orderBy('published_at', 'desc').orderBy('id').execute();
}
