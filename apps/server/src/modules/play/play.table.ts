import type { ColumnType, Generated, Selectable } from 'kysely';

type Minor = ColumnType<bigint, bigint | number | string | undefined, bigint | number | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FavoriteGameTable {
  member_id: ColumnType<bigint, bigint | number | string, never>;
  game_id: ColumnType<number, number, never>;
  created_at: Timestamp;
}

export interface GameLaunchTable {
  id: Generated<bigint>;
  token_hash: string;
  member_id: ColumnType<bigint | null, bigint | number | string | null | undefined, never>;
  session_id: ColumnType<string | null, string | null | undefined, never>;
  game_id: ColumnType<number, number, never>;
  vendor_code: string;
  mode: 'REAL' | 'FUN';
  fun_balance: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  currency: string;
  language: Generated<string>;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface GameRoundTable {
  id: Generated<bigint>;
  vendor_code: string;
  round_ref: string;
  member_id: ColumnType<bigint | null, bigint | number | string | null | undefined, never>;
  launch_id: ColumnType<bigint | null, bigint | number | string | null | undefined, bigint | number | string | null>;
  game_id: ColumnType<number | null, number | null | undefined, never>;
  game_code: string;
  category_code: string;
  mode: 'REAL' | 'FUN';
  currency: string;
  stake: Minor;
  win: Minor;
  status: Generated<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>;
  result: ColumnType<unknown, string | undefined, string>;
  summary: Generated<string>;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The manual-rebate claim that counted this round; null while unclaimed. */
  rebate_claim_id: ColumnType<bigint | null, never, bigint | number | string | null>;
  /** Whether the round's stake has earned its points (the points mall). */
  points_counted: ColumnType<boolean, never, boolean>;
}

export interface PlayTables {
  favorite_game: FavoriteGameTable;
  game_launch: GameLaunchTable;
  game_round: GameRoundTable;
}

export type GameLaunchRow = Selectable<GameLaunchTable>;
export type GameRoundRow = Selectable<GameRoundTable>;
