import type { Generated, Selectable } from 'kysely';

export interface SystemSettingTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

export interface SystemTables {
  system_setting: SystemSettingTable;
}

export type SystemSettingRow = Selectable<SystemSettingTable>;
