import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

export type GameClassify = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';
export type IsGame = 'VASSALAGE' | 'GAME';

export interface GameCategoryTable {
  code: string;
  title: Json<Translated>;
  classify: ColumnType<string[], string | undefined, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface VendorTable {
  code: string;
  name: Json<Translated>;
  color: Generated<string>;
  accent: Generated<string>;
  maintenance: Generated<boolean>;
  enabled: Generated<boolean>;
  /** TRANSFER: members hold a sub-wallet at this vendor; SEAMLESS: play debits the main wallet. */
  wallet_mode: Generated<'SEAMLESS' | 'TRANSFER'>;
}

export interface CategoryVendorTable {
  category_code: string;
  vendor_code: string;
  sort: Generated<number>;
  is_game: Generated<IsGame>;
  game_code: string | null;
  enabled: Generated<boolean>;
}

export interface GameTable {
  id: Generated<number>;
  category_code: string;
  vendor_code: string;
  game_code: string;
  name: string;
  display_name: Json<Translated>;
  icon_path: string;
  classify: GameClassify | null;
  /** Minor units; read as bigint. */
  min_bet: ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
  lines: Generated<number>;
  is_game: Generated<IsGame>;
  has_trial: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  hot_score: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A game the operator pinned to the top of the hot list, at `position` (1 first). */
export interface HotGamePinTable {
  game_id: number;
  position: number;
  pinned_by: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CatalogueTables {
  game_category: GameCategoryTable;
  vendor: VendorTable;
  category_vendor: CategoryVendorTable;
  game: GameTable;
  hot_game_pin: HotGamePinTable;
}

export type GameCategoryRow = Selectable<GameCategoryTable>;
export type VendorRow = Selectable<VendorTable>;
export type CategoryVendorRow = Selectable<CategoryVendorTable>;
export type GameRow = Selectable<GameTable>;
export type NewGame = Insertable<GameTable>;
