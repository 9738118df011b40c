import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type {
  CreateRegionRuleBody,
  Maintenance,
  PutMaintenanceBody,
  RegionRule,
} from '@lumen/contracts/system/ops.contract';
import {
  type CountryItem,
  type CustomerService,
  encodeCsPath,
  type FieldRule,
  type PermissionValue,
  type StatusValue,
  type WhitelabelModule,
} from '@lumen/contracts/system/system.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import type { AccessState } from './access.ts';
import { ensureGeoIp, lookupCountry } from './geoip.ts';
import { canonicalCidr } from './region.ts';
import * as repo from './system.repository.ts';
import type { RegionRuleRow, RegisterFieldRuleRow, WhitelabelModuleRow } from './system.table.ts';

type Db = Kysely<DB>;

export interface SiteSetting {
  mainDomain: string;
  analyticsId: string;
  imageCdn: string[];
  launchCdn: string[];
  domainRoutes: { url: string; kind: 'web' | 'api' | 'app' | 'cdn' }[];
  merchantCode: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  esportVendors: string[];
  cockfightVendors: string[];
  footerVendors: string[];
  resources: Record<string, { labelNameEn: string; url: string }>;
  /** The VIP tiers' names, level 1 first, in one language or several; a level past the list is called VIP<n>. */
  vipLabels: (string | Translated)[];
}

/** VIP tier names a site starts with, in every language it offers (the operator's own replace them in the site setting). */
export const DEFAULT_VIP_LABELS: Translated[] = [
  { EN: 'Bronze', UR: 'کانسی', ZH: '青铜', TH: 'บรอนซ์', VI: 'Đồng' },
  { EN: 'Silver', UR: 'چاندی', ZH: '白银', TH: 'ซิลเวอร์', VI: 'Bạc' },
  { EN: 'Gold', UR: 'سونا', ZH: '黄金', TH: 'โกลด์', VI: 'Vàng' },
  { EN: 'Platinum', UR: 'پلاٹینم', ZH: '铂金', TH: 'แพลทินัม', VI: 'Bạch kim' },
  { EN: 'Diamond', UR: 'ہیرا', ZH: '钻石', TH: 'ไดมอนด์', VI: 'Kim cương' },
  { EN: 'Crown', UR: 'تاج', ZH: '皇冠', TH: 'คราวน์', VI: 'Vương miện' },
];

/** The name of a member's VIP tier in `lang` (a name in one language stays as it is); empty below level 1. */
export function vipLabelOf(site: Pick<SiteSetting, 'vipLabels'>, level: number, lang: LanguageCode): string {
  if (level < 1) return '';
  const label = site.vipLabels[level - 1];
  if (label === undefined) return `VIP${level}`;
  return typeof label === 'string' ? label : translate(label, lang) || `VIP${level}`;
}

/** A VIP tier's name in every language (a name in one language for all of them). */
export function vipLabelTranslated(site: Pick<SiteSetting, 'vipLabels'>, level: number): Translated {
  const label = site.vipLabels[level - 1];
  if (label === undefined) return { EN: `VIP${level}` };
  return typeof label === 'string' ? { EN: label } : label;
}

const siteDefaults: SiteSetting = {
  mainDomain: '',
  analyticsId: '',
  imageCdn: ['/media'],
  launchCdn: ['/'],
  domainRoutes: [],
  merchantCode: 'LUMEN',
  currency: 'PKR',
  currencySymbol: 'Rs',
  defaultLanguage: 'EN',
  languages: ['EN', 'UR'],
  esportVendors: [],
  cockfightVendors: [],
  footerVendors: [],
  resources: {},
  vipLabels: DEFAULT_VIP_LABELS,
};

export async function getSite(db: Db): Promise<SiteSetting> {
  return withSiteDefaults(await repo.findSetting<Partial<SiteSetting>>(db, 'site'));
}

export function withSiteDefaults(stored: Partial<SiteSetting> | undefined): SiteSetting {
  return { ...siteDefaults, ...stored };
}

/** The site setting and the effective feature flags, read together. */
export async function getSiteAndFlags(db: Db): Promise<{ site: SiteSetting; flags: Record<string, boolean> }> {
  const { setting, modules } = await repo.findSettingAndModules<Partial<SiteSetting>>(db, 'site');
  return { site: withSiteDefaults(setting), flags: repo.flagsFromModules(modules) };
}

/** The base every media path the server hands out starts with. */
export function imageBase(site: SiteSetting): string {
  return (site.imageCdn[0] ?? '/media').replace(/\/$/, '');
}

/** Who is asking, as the routes see it. */
export interface Caller {
  ip: string;
  lang: LanguageCode;
  /** Host name the caller used, without port. */
  hostname: string;
  /** Origin the caller used, e.g. https://example.com:8443. */
  origin: string;
}

export async function getStatus(access: AccessState, caller: Caller): Promise<StatusValue> {
  const v = await access.evaluate(caller.ip);
  if (v.maintenance) {
    const m = v.snapshot.maintenance;
    return { status: 1, ip: v.ip, title: translate(m.title, caller.lang), info: translate(m.info, caller.lang), until: m.until };
  }
  if (v.regionRestricted) {
    const r = v.snapshot.regionPage;
    return { status: 2, ip: v.ip, title: translate(r.title, caller.lang), info: translate(r.info, caller.lang), until: null };
  }
  return { status: 0, ip: v.ip, title: '', info: '', until: null };
}

/** Registration field rules as the API names them, keyed by field. */
export function fieldRulesOf(rows: RegisterFieldRuleRow[]): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  for (const r of rows) {
    rules[r.field] = {
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    };
  }
  return rules;
}

export function moduleTree(rows: WhitelabelModuleRow[]): WhitelabelModule[] {
  const children = new Map<string | null, WhitelabelModuleRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_code) ?? [];
    list.push(row);
    children.set(row.parent_code, list);
  }
  const build = (parent: string | null, depth: number): WhitelabelModule[] =>
    depth > 16
      ? []
      : (children.get(parent) ?? []).map((r) => ({ code: r.code, name: r.name, enabled: r.enabled, children: build(r.code, depth + 1) }));
  return build(null, 0);
}

/** A fresh 8-character key per answer, so the same path never looks the same twice. */
function csKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

function domainRoutes(site: SiteSetting, caller: Caller) {
  if (site.domainRoutes.length > 0) return site.domainRoutes;
  return [
    { url: caller.origin, kind: 'web' as const },
    { url: caller.origin, kind: 'api' as const },
    { url: `${caller.origin}${imageBase(site)}`, kind: 'cdn' as const },
  ];
}

export async function getDomainRoute(db: Db, caller: Caller) {
  const site = await getSite(db);
  return { mainDomain: site.mainDomain || caller.hostname, routes: domainRoutes(site, caller) };
}

export async function getPermission(db: Db, access: AccessState, caller: Caller): Promise<PermissionValue> {
  const [site, modules, rules, services, verdict] = await Promise.all([
    getSite(db),
    repo.findWhitelabelModules(db),
    repo.findRegisterRules(db),
    repo.findCustomerServices(db),
    access.evaluate(caller.ip),
    ensureGeoIp(),
  ]);
  const key = csKey();
  const base = imageBase(site);
  const customerService: CustomerService[] = services.map((s) => ({
    csType: s.cs_type,
    name: translate(s.name, caller.lang),
    path: encodeCsPath(s.path, key),
    icon: `${base}/${s.icon}`,
  }));
  const registerRules = fieldRulesOf(rules);
  const resources: PermissionValue['info']['resources'] = {};
  for (const [name, res] of Object.entries(site.resources)) {
    // Media resources follow the configured image base.
    resources[name] = { labelNameEn: res.labelNameEn, url: res.url.startsWith('/media/') ? `${base}${res.url.slice(6)}` : res.url };
  }
  return {
    info: {
      customerService,
      domainRoute: domainRoutes(site, caller)
        .filter((r) => r.kind === 'web')
        .map((r) => r.url),
      resources,
      whitelabel: moduleTree(modules),
      flags: repo.flagsFromModules(modules),
      registerRules,
      mainDomain: site.mainDomain || caller.hostname,
      analyticsId: site.analyticsId,
      imageCdn: site.imageCdn,
      launchCdn: site.launchCdn,
      merchantCode: site.merchantCode,
      currency: site.currency,
      currencySymbol: site.currencySymbol,
      defaultLanguage: site.defaultLanguage,
      languages: site.languages,
      esportVendors: site.esportVendors,
      cockfightVendors: site.cockfightVendors,
      footerVendors: site.footerVendors,
    },
    location: { ip: verdict.ip, country: verdict.country ?? lookupCountry(verdict.ip) },
    maintenance: verdict.maintenance,
    regionRestriction: verdict.regionRestricted,
  };
}

export async function listCountries(db: Db, lang: LanguageCode): Promise<CountryItem[]> {
  const site = await getSite(db);
  const base = imageBase(site);
  const rows = await repo.findCountries(db);
  return rows.map((c) => ({
    countryCode: c.code,
    countryDialingCode: c.dialing_code,
    name: translate(c.name, lang),
    flag: `${base}/flags/${c.code.toLowerCase()}.svg`,
  }));
}

// ---------- operator switches ----------

export async function getMaintenance(access: AccessState): Promise<Maintenance> {
  access.invalidate();
  return (await access.snapshot()).maintenance;
}

export async function setMaintenance(db: Db, access: AccessState, body: PutMaintenanceBody): Promise<Maintenance> {
  const current = await getMaintenance(access);
  const next: Maintenance = {
    enabled: body.enabled,
    title: body.title ?? current.title,
    info: body.info ?? current.info,
    until: body.until === undefined ? current.until : body.until,
  };
  await repo.upsertSetting(db, 'maintenance', next);
  access.invalidate();
  return next;
}

function regionRuleRowToRule(row: RegionRuleRow): RegionRule {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    note: row.note,
    enabled: row.enabled,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listRegionRules(db: Db) {
  const rows = await repo.findRegionRules(db);
  return { rules: rows.map(regionRuleRowToRule), countryLookup: await ensureGeoIp() };
}

export async function addRegionRule(db: Db, access: AccessState, body: CreateRegionRuleBody): Promise<RegionRule> {
  const value = body.kind === 'CIDR' ? canonicalCidr(body.value) : body.value.toUpperCase();
  if (!value) throw new DomainError('VALIDATION_FAILED', { value: { fields: [{ field: 'value', issue: 'invalid_format', message: 'value is not an IP range' }] } });
  if (await repo.findRegionRuleByValue(db, body.kind, value)) throw new DomainError('CONFLICT', { value: { field: 'value', existing: value } });
  const row = await repo.insertRegionRule(db, { kind: body.kind, value, note: body.note, enabled: body.enabled });
  access.invalidate();
  return regionRuleRowToRule(row);
}

export async function changeRegionRule(db: Db, access: AccessState, id: number, changes: { enabled?: boolean; note?: string }) {
  const row = await repo.updateRegionRule(db, id, changes);
  if (!row) throw new DomainError('NOT_FOUND');
  access.invalidate();
  return regionRuleRowToRule(row);
}

export async function removeRegionRule(db: Db, access: AccessState, id: number) {
  if (!(await repo.deleteRegionRule(db, id))) throw new DomainError('NOT_FOUND');
  access.invalidate();
  return { deleted: true };
}
