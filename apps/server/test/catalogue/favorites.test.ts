import { cataloguePaths, MAX_FAVORITES } from '@lumen/contracts/catalogue/catalogue.contract';
import { TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 1200 } });
});
afterAll(async () => t?.close());

type Game = { id: number; vendor_code: string; category_code: string };
async function games(category: string, n: number): Promise<Game[]> {
  return t.database.db.selectFrom('game').select(['id', 'vendor_code', 'category_code']).where('category_code', '=', category).orderBy('id').limit(n).execute();
}

const add = (headers: Record<string, string>, g: Game, patch: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: cataloguePaths.addFavorite, headers, payload: { nodeId: String(g.id), vendor: g.vendor_code, gameType: g.category_code, ...patch } });
const remove = (headers: Record<string, string>, nodeId: string) =>
  t.app.inject({ method: 'DELETE', url: `${cataloguePaths.removeFavorite}?nodeId=${encodeURIComponent(nodeId)}`, headers });
const ids = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: cataloguePaths.favoriteIds, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.ids as string[];
};
const fieldsOf = (body: { value: { fields: { field: string }[] } }) => body.value.fields.map((f) => f.field);

describe('favourites', () => {
  it('when a game is added twice, then it is kept once and both answers list it; the list pages it with its item', async () => {
    const m = await memberWithSession(t);
    const [a, b] = await games('RNG', 2);
    const first = await add(m.headers, a!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.ids).toEqual([String(a!.id)]);
    const again = await add(m.headers, a!);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.ids).toEqual([String(a!.id)]);
    await add(m.headers, b!);
    expect(await ids(m.headers)).toEqual([String(b!.id), String(a!.id)]);

    const list = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?clientType=3&platform=html5-desktop&pageNo=1&pageSize=999&gameType=RNG`, headers: m.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    expect(list.json().value.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([String(b!.id), String(a!.id)]);
    expect(list.json().value.content[0]).toMatchObject({ vassalage: b!.vendor_code, gameType: 'RNG' });
  });

  it('when the list is paged or filtered by game type, then it pages and filters over the favourites', async () => {
    const m = await memberWithSession(t);
    for (const g of await games('RNG', 3)) expect((await add(m.headers, g)).statusCode).toBe(200);
    const [live] = await games('LIVE', 1);
    await add(m.headers, live!);
    const page2 = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?pageNo=2&pageSize=3`, headers: m.headers });
    expect(page2.json().value).toMatchObject({ pageNum: 2, totalPages: 2, total: 4 });
    expect(page2.json().value.content).toHaveLength(1);
    const onlyLive = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?gameType=LIVE`, headers: m.headers });
    expect(onlyLive.json().value.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([String(live!.id)]);
    const none = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?gameType=PVP`, headers: m.headers });
    expect(none.json().value).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it("when one is removed, then it is gone; removing one not kept is fine; members never see each other's", async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const [a, b] = await games('FISH', 2);
    await add(m.headers, a!);
    await add(m.headers, b!);
    await add(other.headers, a!);
    const res = await remove(m.headers, String(a!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.ids).toEqual([String(b!.id)]);
    expect((await remove(m.headers, String(a!.id))).statusCode).toBe(200);
    expect((await remove(m.headers, '999999999999')).json().value.ids).toEqual([String(b!.id)]);
    expect(await ids(other.headers)).toEqual([String(a!.id)]);
  });

  it('when the game is unknown, then GAME_NOT_FOUND; when vendor or game type is not the game\'s, then 400 names that field', async () => {
    const m = await memberWithSession(t);
    const [g] = await games('RNG', 1);
    const unknown = await add(m.headers, g!, { nodeId: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    const vendor = await add(m.headers, g!, { vendor: g!.vendor_code === 'PT' ? 'PG' : 'PT' });
    expect(vendor.statusCode).toBe(400);
    expect(fieldsOf(vendor.json())).toEqual(['vendor']);
    const type = await add(m.headers, g!, { gameType: 'LIVE' });
    expect(type.statusCode).toBe(400);
    expect(fieldsOf(type.json())).toEqual(['gameType']);
    expect(await ids(m.headers)).toEqual([]);
  });

  it('when the input is malformed, then 400 names the field', async () => {
    const m = await memberWithSession(t);
    const [g] = await games('RNG', 1);
    const abc = await add(m.headers, g!, { nodeId: 'abc' });
    expect(abc.statusCode).toBe(400);
    expect(fieldsOf(abc.json())).toContain('nodeId');
    const noType = await t.app.inject({ method: 'POST', url: cataloguePaths.addFavorite, headers: m.headers, payload: { nodeId: String(g!.id), vendor: g!.vendor_code } });
    expect(fieldsOf(noType.json())).toContain('gameType');
    const badRemove = await remove(m.headers, 'abc');
    expect(badRemove.statusCode).toBe(400);
    expect(fieldsOf(badRemove.json())).toContain('nodeId');
    const big = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?pageSize=1000`, headers: m.headers });
    expect(big.statusCode).toBe(400);
    expect(fieldsOf(big.json())).toContain('pageSize');
  });

  it('when the member keeps the most favourites allowed, then one more is LIMIT_REACHED, while re-adding a kept one is fine', async () => {
    const m = await memberWithSession(t);
    const all = await t.database.db.selectFrom('game').select(['id', 'vendor_code', 'category_code']).orderBy('id').limit(MAX_FAVORITES + 1).execute();
    expect(all).toHaveLength(MAX_FAVORITES + 1);
    const kept = all.slice(0, MAX_FAVORITES - 1);
    await t.database.db.insertInto('favorite_game').values(kept.map((g) => ({ member_id: m.id, game_id: g.id }))).execute();
    // The last place is taken through the API.
    expect((await add(m.headers, all[MAX_FAVORITES - 1]!)).statusCode).toBe(200);
    const over = await add(m.headers, all[MAX_FAVORITES]!);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('LIMIT_REACHED');
    expect((await add(m.headers, kept[0]!)).statusCode).toBe(200);
    expect(await ids(m.headers)).toHaveLength(MAX_FAVORITES);
    const list = await t.app.inject({ method: 'GET', url: `${cataloguePaths.favoriteList}?pageSize=999`, headers: m.headers });
    expect(list.json().value).toMatchObject({ total: MAX_FAVORITES, totalPages: 1 });
    expect(list.json().value.content).toHaveLength(MAX_FAVORITES);
  });

  it('when a kept game is no longer shown, then its place is free: the member keeping the most may add another', async () => {
    const m = await memberWithSession(t);
    const db = t.database.db;
    const all = await db.selectFrom('game').select(['id', 'vendor_code', 'category_code']).orderBy('id', 'desc').limit(MAX_FAVORITES + 1).execute();
    expect(all).toHaveLength(MAX_FAVORITES + 1);
    const kept = all.slice(0, MAX_FAVORITES);
    await db.insertInto('favorite_game').values(kept.map((g) => ({ member_id: m.id, game_id: g.id }))).execute();
    expect((await add(m.headers, all[MAX_FAVORITES]!)).json().code).toBe('LIMIT_REACHED');
    const hidden = kept[0]!;
    await db.updateTable('game').set({ enabled: false }).where('id', '=', hidden.id).execute();
    try {
      expect(await ids(m.headers)).toHaveLength(MAX_FAVORITES - 1);
      const added = await add(m.headers, all[MAX_FAVORITES]!);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().value.ids).toHaveLength(MAX_FAVORITES);
      expect(added.json().value.ids).toContain(String(all[MAX_FAVORITES]!.id));
      expect(added.json().value.ids).not.toContain(String(hidden.id));
    } finally {
      await db.updateTable('game').set({ enabled: true }).where('id', '=', hidden.id).execute();
    }
  });

  it('when nobody is logged in, then 401; a trial account may keep favourites', async () => {
    const [g] = await games('RNG', 1);
    expect((await t.app.inject({ method: 'GET', url: cataloguePaths.favoriteIds })).statusCode).toBe(401);
    expect((await add({}, g!)).statusCode).toBe(401);
    const trial = await memberWithSession(t, { type: TRIAL_TYPE });
    expect((await add(trial.headers, g!)).statusCode).toBe(200);
    expect(await ids(trial.headers)).toEqual([String(g!.id)]);
  });
});
