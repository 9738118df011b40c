import { type Kysely, sql } from 'kysely';
import { prepare, type Slots } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { json } from '../../lib/translated.ts';
import type { RegionRuleRow, WhitelabelModuleRow } from './system.table.ts';

type Db = Kysely<DB>;

export async function findSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('system_setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

const settingsQuery = prepare('settings_by_keys', (db, p: Slots<{ keys: string[] }>) =>
  db.selectFrom('system_setting').select(['key', 'value']).where(sql<boolean>`key = any(${p.keys}::text[])`),
);

export async function findSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const { rows } = await settingsQuery(db, { keys });
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function upsertSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('system_setting')
    .values({ key, value: json(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(value), updated_at: new Date() }))
    .execute();
}

export async function findWhitelabelModules(db: Db): Promise<WhitelabelModuleRow[]> {
  return db.selectFrom('whitelabel_module').selectAll().orderBy('sort').orderBy('code').execute();
}

/** One setting and the whitelabel modules in a single round trip (the login answer needs both). */
export async function findSettingAndModules<T>(db: Db, key: string): Promise<{ setting: T | undefined; modules: WhitelabelModuleRow[] }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('system_setting').select('value').where('key', '=', key).as('setting'),
      sql<WhitelabelModuleRow[] | null>`(SELECT json_agg(m ORDER BY m.sort, m.code) FROM whitelabel_module m)`.as('modules'),
    ])
    .executeTakeFirstOrThrow();
  return { setting: (row.setting ?? undefined) as T | undefined, modules: row.modules ?? [] };
}

/** Effective feature flags: a module is on when it and every module above it are enabled. */
export function flagsFromModules(rows: WhitelabelModuleRow[]): Record<string, boolean> {
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const on = (row: WhitelabelModuleRow, depth = 0): boolean => {
    if (!row.enabled) return false;
    const parent = row.parent_code ? byCode.get(row.parent_code) : undefined;
    return parent && depth < 16 ? on(parent, depth + 1) : true;
  };
  const flags: Record<string, boolean> = {};
  for (const row of rows) if (row.parent_code !== null) flags[row.code] = on(row);
  return flags;
}

export async function findFlags(db: Db): Promise<Record<string, boolean>> {
  return flagsFromModules(await findWhitelabelModules(db));
}

export async function findRegisterRules(db: Db) {
  return db.selectFrom('register_field_rule').selectAll().orderBy('sort').orderBy('field').execute();
}

export async function findCustomerServices(db: Db) {
  return db.selectFrom('customer_service').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
}

export async function findCountries(db: Db) {
  return db.selectFrom('country').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('code').execute();
}

export async function findRegionRules(db: Db, onlyEnabled = false): Promise<RegionRuleRow[]> {
  let q = db.selectFrom('region_rule').selectAll();
  if (onlyEnabled) q = q.where('enabled', '=', true);
  return q.orderBy('id').execute();
}

export async function findRegionRuleByValue(db: Db, kind: 'CIDR' | 'COUNTRY', value: string) {
  return db.selectFrom('region_rule').selectAll().where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
}

export async function insertRegionRule(db: Db, rule: { kind: 'CIDR' | 'COUNTRY'; value: string; note: string; enabled: boolean }) {
  return db.insertInto('region_rule').values(rule).returningAll().executeTakeFirstOrThrow();
}

export async function updateRegionRule(db: Db, id: number, changes: { enabled?: boolean; note?: string }) {
  if (changes.enabled === undefined && changes.note === undefined) {
    return db.selectFrom('region_rule').selectAll().where('id', '=', id).executeTakeFirst();
  }
  return db.updateTable('region_rule').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteRegionRule(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('region_rule').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
