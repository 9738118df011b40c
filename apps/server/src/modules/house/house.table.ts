import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface HouseSeedTable {
  id: Generated<bigint>;
  owner_kind: 'MEMBER' | 'LAUNCH';
  owner_id: ColumnType<bigint, bigint | number | string, never>;
  server_seed: ColumnType<string, string, never>;
  server_seed_hash: ColumnType<string, string, never>;
  client_seed: string;
  nonce: Generated<number>;
  status: Generated<'ACTIVE' | 'REVEALED'>;
  created_at: Timestamp;
  revealed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface HouseCrashChainTable {
  id: Generated<bigint>;
  seq: number;
  secret: ColumnType<string, string, never>;
  terminal_hash: ColumnType<string, string, never>;
  length: number;
  period_ms: number;
  starts_at: Timestamp;
  created_at: Timestamp;
}

export interface HouseTables {
  house_seed: HouseSeedTable;
  house_crash_chain: HouseCrashChainTable;
}

export type HouseSeedRow = Selectable<HouseSeedTable>;
export type HouseCrashChainRow = Selectable<HouseCrashChainTable>;
