import type { Generated, Selectable } from 'kysely';
import type { bannerGroupNames } from '@lumen/contracts/system/system.contract';
import type { Json, Translated } from '../../lib/translated.ts';

export type BannerGroupName = (typeof bannerGroupNames)[number];
export type Platform = 'ALL' | 'W' | 'H5';
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type Execution = 'A' | 'B' | 'F';
export type LinkageType = 'NONE' | 'INTERNAL' | 'EXTERNAL' | 'GAME';

export interface BannerTable {
  id: Generated<number>;
  code: string;
  group_name: BannerGroupName;
  title: Json<Translated>;
  subtitle: Json<Translated>;
  theme: Generated<string>;
  linkage_type: Generated<LinkageType>;
  linkage: Generated<string>;
  platform: Generated<Platform>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  code: string;
  type: AnnouncementType;
  title: Json<Translated>;
  content: Json<Translated>;
  execution: Execution;
  promotion_type: string | null;
  platform: Generated<Platform>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  published_at: Generated<Date>;
  expires_at: Date | null;
  /** Promotions: members may apply for it. */
  applicable: Generated<boolean>;
}

export interface HelpCategoryTable {
  id: Generated<number>;
  anchor: string;
  title: Json<Translated>;
  device: Generated<'ALL' | 'WEB' | 'H5'>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface HelpItemTable {
  id: Generated<number>;
  category_id: number;
  anchor: string;
  title: Json<Translated>;
  content: Json<Translated>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface ContentTables {
  banner: BannerTable;
  announcement: AnnouncementTable;
  help_category: HelpCategoryTable;
  help_item: HelpItemTable;
}

export type BannerRow = Selectable<BannerTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type HelpCategoryRow = Selectable<HelpCategoryTable>;
export type HelpItemRow = Selectable<HelpItemTable>;
