import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownToNothing, migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { buildGame, planCatalogue } from '../../src/seed/games.ts';
import { describeDemoData, hasDemoData, seedDemoData } from '../../src/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-app.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t?.drop());

async function tables(): Promise<string[]> {
  const res = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
    t.database.db,
  );
  return res.rows.map((r) => r.table_name).filter((n) => !n.startsWith('kysely_'));
}

async function gameDump() {
  return t.database.db
    .selectFrom('game')
    .select(['id', 'category_code', 'vendor_code', 'game_code', 'name', 'display_name', 'icon_path', 'classify', 'min_bet', 'lines', 'sort', 'hot_score', 'created_at'])
    .orderBy('id')
    .execute();
}

async function counts() {
  const out: Record<string, number> = {};
  for (const table of await tables()) {
    const row = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.database.db);
    out[table] = Number(row.rows[0]?.n);
  }
  return out;
}

describe('migrations', () => {
  it('when migrated up, down and up again, then every table comes and goes cleanly', async () => {
    const up = await migrateToLatest(t.database.db);
    expect(up.results?.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    const created = await tables();
    for (const name of ['system_setting', 'whitelabel_module', 'register_field_rule', 'country', 'region_rule', 'customer_service', 'game_category', 'vendor', 'category_vendor', 'game', 'banner', 'announcement', 'help_category', 'help_item']) {
      expect(created).toContain(name);
    }
    await migrateDownToNothing(t.database.db);
    expect(await tables()).toEqual([]);
    await migrateToLatest(t.database.db);
    expect(await tables()).toEqual(created);
    const again = await migrateToLatest(t.database.db);
    expect(again.results).toEqual([]);
  });

  it('when a game row is read, then its minimum bet is a bigint in minor units', async () => {
    await seedDemoData(t.database.db, { games: 30 });
    const row = await t.database.db.selectFrom('game').select('min_bet').executeTakeFirstOrThrow();
    expect(typeof row.min_bet).toBe('bigint');
  });
});

describe('demo data', () => {
  it('when seeded twice with the same size, then nothing is duplicated', async () => {
    await seedDemoData(t.database.db, { games: 150 });
    const first = await counts();
    const summary = await seedDemoData(t.database.db, { games: 150 });
    expect(await counts()).toEqual(first);
    expect(summary.games).toBe(150);
    expect(first.game).toBe(150);
    expect(first.region_rule).toBe(1);
    expect(first.country).toBeGreaterThan(240);
    expect(await hasDemoData(t.database.db)).toBe(true);
    const described = await describeDemoData(t.database.db);
    expect(described.demoAccounts.map((a) => a.username)).toEqual(['demoplayer', 'demofriend', 'demoagent', 'demosubagent', 'weakpass']);
    expect(described.trialPlay).toBe(true);
  });

  it('when the catalogue shrinks and grows back, then the same games come back with the same ids', async () => {
    const full = await gameDump();
    await seedDemoData(t.database.db, { games: 70 });
    const small = await gameDump();
    expect(small).toHaveLength(70);
    const byId = new Map(full.map((g) => [g.id, g]));
    for (const g of small) expect(g).toEqual(byId.get(g.id));
    await seedDemoData(t.database.db, { games: 150 });
    expect(await gameDump()).toEqual(full);
  });

  it('when the seed data is rebuilt from scratch, then every game is identical (deterministic)', async () => {
    const stored = await gameDump();
    const plan = planCatalogue(150);
    const built = plan.flatMap((slot) => Array.from({ length: slot.count }, (_, i) => buildGame(slot, i + 1)));
    expect(built.map((g) => g.id).sort((a, b) => a - b)).toEqual(stored.map((g) => g.id));
    const first = built.find((g) => g.id === stored[0]?.id);
    expect(first).toMatchObject({ gameCode: stored[0]?.game_code, name: stored[0]?.name, hotScore: stored[0]?.hot_score });
    expect(first?.createdAt.toISOString()).toBe(new Date(stored[0]?.created_at ?? 0).toISOString());
  });

  it('when an operator changed a setting, then seeding again keeps the change', async () => {
    await t.database.db.updateTable('whitelabel_module').set({ enabled: false }).where('code', '=', 'FREEPLAY3').execute();
    await seedDemoData(t.database.db, { games: 150 });
    expect((await describeDemoData(t.database.db)).trialPlay).toBe(false);
  });

  it('when the default catalogue is planned, then it holds 10,000 games with at least 21 slot vendors', () => {
    const plan = planCatalogue(10_000);
    expect(plan.reduce((n, s) => n + s.count, 0)).toBe(10_000);
    expect(plan.filter((s) => s.category === 'RNG').length).toBeGreaterThanOrEqual(21);
    expect(plan.every((s) => s.count > 0)).toBe(true);
  });
});
