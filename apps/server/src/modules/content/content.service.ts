import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { Announcement, AnnouncementsValue, Banner, HelpCenterValue } from '@lumen/contracts/system/system.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { translate } from '../../lib/translated.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import type { AnnouncementRow, AnnouncementType, BannerRow, Execution } from './content.table.ts';
import * as repo from './content.repository.ts';

type Db = Kysely<DB>;

export async function getHelpCenter(db: Db, lang: LanguageCode, device: 'WEB' | 'H5'): Promise<HelpCenterValue> {
  const categories = await repo.findHelpCategories(db, device);
  const items = await repo.findHelpItems(
    db,
    categories.map((c) => c.id),
  );
  return {
    categories: categories.map((c) => ({
      id: String(c.id),
      anchor: c.anchor,
      title: translate(c.title, lang),
      items: items
        .filter((i) => i.category_id === c.id)
        .map((i) => ({ id: String(i.id), anchor: i.anchor, title: translate(i.title, lang), content: translate(i.content, lang) })),
    })),
  };
}

export function bannerImagePath(base: string, code: string, lang: LanguageCode): string {
  return `${base}/banners/${code}.svg${lang === 'EN' ? '' : `?language=${lang}`}`;
}

function bannerRowToBanner(row: BannerRow, base: string, lang: LanguageCode): Banner {
  return {
    id: String(row.id),
    groupName: row.group_name,
    title: translate(row.title, lang),
    url: bannerImagePath(base, row.code, lang),
    linkageType: row.linkage_type,
    linkage: row.linkage,
    sort: row.sort,
  };
}

function announcementRowToAnnouncement(row: AnnouncementRow, lang: LanguageCode): Announcement {
  return {
    id: String(row.id),
    type: row.type,
    title: translate(row.title, lang),
    content: translate(row.content, lang),
    execution: row.execution,
    promotionType: row.promotion_type,
    publishedAt: new Date(row.published_at).toISOString(),
    applicable: row.applicable,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}

/**
 * Banners (type B), player notices (PL, with H headlines), popups (PU) and promotions (PR), for
 * one platform and optionally one audience (execution A members, B visitors, F first login).
 */
export async function listAnnouncements(
  db: Db,
  query: { types: AnnouncementType[]; platform: 'W' | 'H5'; execution?: Execution | undefined; lang: LanguageCode },
): Promise<AnnouncementsValue> {
  const wantBanners = query.types.includes('B');
  const [site, bannerRows, rows] = await Promise.all([
    getSite(db),
    wantBanners ? repo.findBanners(db, query.platform) : Promise.resolve([]),
    repo.findAnnouncements(db, {
      types: query.types.filter((t) => t !== 'B'),
      platform: query.platform,
      execution: query.execution,
      now: new Date(),
    }),
  ]);
  const base = imageBase(site);
  const items = rows.map((r) => announcementRowToAnnouncement(r, query.lang));
  return {
    banners: bannerRows.map((b) => bannerRowToBanner(b, base, query.lang)),
    player: items.filter((a) => a.type === 'PL' || a.type === 'H'),
    popup: items.filter((a) => a.type === 'PU'),
    promotion: items.filter((a) => a.type === 'PR'),
  };
}
