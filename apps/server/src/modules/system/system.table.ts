import type { Generated, Insertable, Selectable } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

export interface SystemSettingTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface WhitelabelModuleTable {
  code: string;
  parent_code: string | null;
  name: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface RegisterFieldRuleTable {
  field: string;
  enabled: Generated<boolean>;
  required: Generated<boolean>;
  pattern_id: Generated<string>;
  accepted_pattern: Generated<string>;
  min_length: Generated<number>;
  max_length: Generated<number>;
  sort: Generated<number>;
}

export interface CountryTable {
  code: string;
  dialing_code: string;
  name: Json<Translated>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface RegionRuleTable {
  id: Generated<number>;
  kind: 'CIDR' | 'COUNTRY';
  value: string;
  note: Generated<string>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  cs_type: string;
  name: Json<Translated>;
  path: string;
  icon: Generated<string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface SystemTables {
  system_setting: SystemSettingTable;
  whitelabel_module: WhitelabelModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  country: CountryTable;
  region_rule: RegionRuleTable;
  customer_service: CustomerServiceTable;
}

export type SystemSettingRow = Selectable<SystemSettingTable>;
export type WhitelabelModuleRow = Selectable<WhitelabelModuleTable>;
export type RegisterFieldRuleRow = Selectable<RegisterFieldRuleTable>;
export type NewRegisterFieldRule = Insertable<RegisterFieldRuleTable>;
export type CountryRow = Selectable<CountryTable>;
export type RegionRuleRow = Selectable<RegionRuleTable>;
export type CustomerServiceRow = Selectable<CustomerServiceTable>;
