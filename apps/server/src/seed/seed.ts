import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { json } from '../lib/translated.ts';
import { bumpCatalogueVersion } from '../modules/catalogue/catalogue.repository.ts';
import { findFlags } from '../modules/system/system.repository.ts';
import { categories, directLaunchCategories, lanes, vendorSeeds } from './data/catalogue-data.ts';
import { announcements, banners, help } from './data/content-data.ts';
import { countrySeeds } from './data/countries.ts';
import {
  customerServices,
  demoRegionRule,
  maintenanceSetting,
  regionPageSetting,
  registerRules,
  siteSetting,
  whitelabelTree,
} from './data/system-data.ts';
import { describeDemoAccounts, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoPlay } from './demo-play.ts';
import { seedDemoRaffles } from './demo-raffles.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoMissions, seedDemoPoints, seedDemoRebateRates, seedDemoRewards } from './demo-rewards.ts';
import { type DemoOperator, describeDemoOperator, seedDemoOperator } from './demo-operator.ts';
import { seedDepositMethods } from './deposit-methods.ts';
import { DEMO_TRANSFER_VENDORS, seedDemoWallet, withDemoBalances } from './demo-wallet.ts';
import { getWalletSettings, walletDefaults } from '../modules/wallet/wallet-settings.ts';
import { buildGame, gameCode, planCatalogue } from './games.ts';

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  note: string;
  /** The main wallet balance with the currency symbol, read from the ledger. */
  balance?: string;
}

export interface SeedSummary {
  games: number;
  vendors: number;
  categories: number;
  banners: number;
  announcements: number;
  helpItems: number;
  countries: number;
  customerServices: number;
}

const SEEDED_AT = 'seeded_at';
const BATCH = 1000;
/** Reference date of the demo content, so two seeds of the same data are identical. */
const CONTENT_EPOCH = Date.UTC(2026, 10, 20, 8, 0, 0);

export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('system_setting').select('key').where('key', '=', SEEDED_AT).executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads the demo data. Deterministic and idempotent: rows are keyed by stable codes and ids, a
 * second run adds nothing, operator changes to settings survive, and `games` sets the size of the
 * game catalogue (growing or shrinking it). `play` also has two downline members play house games
 * (see demo-play.ts): real rounds with random outcomes, once; the start-up seed asks for them,
 * tests that need a quiet catalogue do not.
 */
export async function seedDemoData(db: Kysely<DB>, options: { games: number; play?: boolean }): Promise<SeedSummary> {
  const plan = planCatalogue(Math.max(0, Math.floor(options.games)));
  await db.transaction().execute(async (trx) => {
    await seedSystem(trx);
    await seedCatalogue(trx, plan);
    await seedContent(trx);
    await seedDemoAccounts(trx);
    await seedDemoOperator(trx);
    await seedDemoWallet(trx);
    await seedDepositMethods(trx);
    await seedDemoMessages(trx);
    await seedDemoRewards(trx, (await getWalletSettings(trx)).currency);
    await seedDemoRebateRates(trx);
    await seedDemoMissions(trx);
    await seedDemoPoints(trx);
    await seedDemoContracts(trx);
    await seedDemoRaffles(trx, (await getWalletSettings(trx)).currency);
    await trx
      .insertInto('system_setting')
      .values({ key: SEEDED_AT, value: json(new Date().toISOString()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await bumpCatalogueVersion(trx);
  });
  // After the commit: each round is a transaction of its own, as on the game pages.
  if (options.play) await seedDemoPlay(db);
  return summarise(db);
}

async function summarise(db: Kysely<DB>): Promise<SeedSummary> {
  const count = async (table: keyof DB) =>
    Number((await db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return {
    games: await count('game'),
    vendors: await count('vendor'),
    categories: await count('game_category'),
    banners: await count('banner'),
    announcements: await count('announcement'),
    helpItems: await count('help_item'),
    countries: await count('country'),
    customerServices: await count('customer_service'),
  };
}

async function seedSystem(db: Kysely<DB>) {
  const settings: [string, unknown][] = [
    ['site', siteSetting],
    ['maintenance', maintenanceSetting],
    ['region_page', regionPageSetting],
    ['wallet', walletDefaults],
  ];
  await db
    .insertInto('system_setting')
    .values(settings.map(([key, value]) => ({ key, value: json(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();

  await db
    .insertInto('whitelabel_module')
    .values(whitelabelTree.map((m, i) => ({ code: m.code, parent_code: null, name: m.name, enabled: m.enabled, sort: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('whitelabel_module')
    .values(
      whitelabelTree.flatMap((m) =>
        (m.children ?? []).map((c, i) => ({ code: c.code, parent_code: m.code, name: c.name, enabled: c.enabled, sort: i })),
      ),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db.insertInto('register_field_rule').values(registerRules).onConflict((oc) => oc.column('field').doNothing()).execute();

  await db
    .insertInto('customer_service')
    .values(customerServices.map((c, i) => ({ cs_type: c.csType, name: json(c.name), path: c.path, icon: `cs/${c.csType}.svg`, sort: i })))
    .onConflict((oc) => oc.columns(['cs_type', 'path']).doNothing())
    .execute();

  await db
    .insertInto('country')
    .values(countrySeeds().map((c, i) => ({ code: c.code, dialing_code: c.dialingCode, name: json(c.name), sort: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('region_rule')
    .values({ ...demoRegionRule, enabled: true, created_at: new Date(CONTENT_EPOCH) })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute();
}

async function seedCatalogue(db: Kysely<DB>, plan: ReturnType<typeof planCatalogue>) {
  await db
    .insertInto('game_category')
    .values(categories.map((c, i) => ({ code: c.code, title: json(c.title), classify: json(c.classify), sort: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('vendor')
    .values(
      vendorSeeds().map((v) => ({
        code: v.code,
        name: json(v.name),
        color: v.color,
        accent: v.accent,
        wallet_mode: DEMO_TRANSFER_VENDORS.includes(v.code) ? ('TRANSFER' as const) : ('SEAMLESS' as const),
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('category_vendor')
    .values(
      lanes.flatMap((lane) =>
        lane.vendors.map((vendor, i) => {
          const direct = directLaunchCategories.includes(lane.category);
          return {
            category_code: lane.category,
            vendor_code: vendor,
            sort: i,
            is_game: direct ? ('GAME' as const) : ('VASSALAGE' as const),
            game_code: direct ? gameCode({ category: lane.category, vendor }, 1) : null,
          };
        }),
      ),
    )
    .onConflict((oc) => oc.columns(['category_code', 'vendor_code']).doNothing())
    .execute();

  // Shrink first: games past a slot's share go, so `--games N` also sets a smaller catalogue.
  for (const slot of plan) {
    await db
      .deleteFrom('game')
      .where('category_code', '=', slot.category)
      .where('vendor_code', '=', slot.vendor)
      .where('sort', '>', slot.count)
      .execute();
  }
  const existing = new Set((await db.selectFrom('game').select('id').execute()).map((r) => r.id));
  let batch: Parameters<ReturnType<typeof db.insertInto<'game'>>['values']>[0] & unknown[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto('game').values(batch).onConflict((oc) => oc.column('id').doNothing()).execute();
    batch = [];
  };
  for (const slot of plan) {
    for (let seq = 1; seq <= slot.count; seq++) {
      const g = buildGame(slot, seq);
      if (existing.has(g.id)) continue;
      batch.push({
        id: g.id,
        category_code: g.category,
        vendor_code: g.vendor,
        game_code: g.gameCode,
        name: g.name,
        display_name: json(g.displayName),
        icon_path: g.iconPath,
        classify: g.classify,
        min_bet: g.minBet,
        lines: g.lines,
        has_trial: g.hasTrial,
        sort: g.sort,
        hot_score: g.hotScore,
        created_at: g.createdAt,
      });
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  // HOUSE games are played by the platform's own engines: an older catalogue gets their current
  // kind (dice or slot), limits and lines.
  for (const slot of plan.filter((s) => s.vendor === 'HOUSE')) {
    for (let seq = 1; seq <= slot.count; seq++) {
      const g = buildGame(slot, seq);
      await db
        .updateTable('game')
        .set({ classify: g.classify, min_bet: g.minBet, lines: g.lines, name: g.name, display_name: json(g.displayName) })
        .where('id', '=', g.id)
        .where(sql<boolean>`(classify, min_bet, lines) IS DISTINCT FROM (${g.classify}::text, ${g.minBet}::bigint, ${g.lines}::int)`)
        .execute();
    }
  }
  // Ids are chosen by the seed; keep the identity sequence past them for games added later.
  await sql`select setval(pg_get_serial_sequence('game', 'id'), greatest((select max(id) from game), 1))`.execute(db);
}

async function seedContent(db: Kysely<DB>) {
  await db
    .insertInto('banner')
    .values(
      banners.map((b, i) => ({
        code: b.code,
        group_name: b.group,
        title: json(b.title),
        subtitle: json(b.subtitle),
        theme: b.theme,
        linkage_type: b.linkageType,
        linkage: b.linkage,
        sort: i,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('announcement')
    .values(
      announcements.map((a, i) => ({
        code: a.code,
        type: a.type,
        title: json(a.title),
        content: json(a.content),
        execution: a.execution,
        promotion_type: a.promotionType,
        sort: i,
        published_at: new Date(CONTENT_EPOCH - a.daysAgo * 86_400_000),
        expires_at: null,
        applicable: a.applicable === true,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  await db
    .insertInto('help_category')
    .values(help.map((c, i) => ({ anchor: c.anchor, title: json(c.title), sort: i })))
    .onConflict((oc) => oc.column('anchor').doNothing())
    .execute();
  const ids = new Map((await db.selectFrom('help_category').select(['id', 'anchor']).execute()).map((r) => [r.anchor, r.id]));
  await db
    .insertInto('help_item')
    .values(
      help.flatMap((c) =>
        c.items.map((item, i) => ({
          category_id: ids.get(c.anchor) ?? 0,
          anchor: item.anchor,
          title: json(item.title),
          content: json(item.content),
          sort: i,
        })),
      ),
    )
    .onConflict((oc) => oc.column('anchor').doNothing())
    .execute();
}

export async function describeDemoData(
  db: Kysely<DB>,
): Promise<{ demoAccounts: DemoAccount[]; trialPlay: boolean; operator: DemoOperator | null }> {
  const flags = await findFlags(db);
  return {
    demoAccounts: await withDemoBalances(db, await describeDemoAccounts(db)),
    trialPlay: flags.FREEPLAY3 === true,
    operator: await describeDemoOperator(db),
  };
}
