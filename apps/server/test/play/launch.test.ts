import { launchValueSchema, playPaths, seamlessPaths } from '@lumen/contracts/play/play.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { insertGame, setFreePlay, setVendor } from './play-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 }, config: { demoVendor: { url: 'http://vendor.test:8090' } } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
type Headers = Record<string, string>;

const launchReal = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: playPaths.launchGame, headers, payload: payload as Record<string, unknown> });
const trialPost = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: playPaths.launchTrial, headers, payload: payload as Record<string, unknown> });
const trialGet = (headers: Headers, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${playPaths.launchTrial}?${new URLSearchParams(query)}`, headers });

async function launchRow(token: string) {
  const { hashLaunchToken } = await import('../../src/modules/play/launch.service.ts');
  return db().selectFrom('game_launch').selectAll().where('token_hash', '=', hashLaunchToken(token)).executeTakeFirstOrThrow();
}

describe('real-money launch', () => {
  it('when a member launches a vendor game, then the answer is the vendor page carrying a one-time token, and the launch is bound to member, session and game', async () => {
    const m = await memberWithSession(t);
    const game = await insertGame(t, { vendor: 'JL', name: 'Lucky Lanterns' });
    const res = await launchReal(m.headers, { nodeId: game.nodeId, language: 'UR' });
    expect(res.statusCode).toBe(200);
    const value = launchValueSchema.parse(res.json().value);
    expect(value).toMatchObject({ mode: 'REAL', kind: 'EXTERNAL' });
    expect(value.game).toMatchObject({ nodeId: game.nodeId, gameCode: game.gameCode, vassalage: 'JL', displayName: 'Lucky Lanterns (UR)' });
    const url = new URL(value.url);
    expect(url.origin).toBe('http://vendor.test:8090');
    expect(url.pathname).toBe(`/game/${game.gameCode}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: value.launchToken, vendor: 'JL', lang: 'UR', mode: 'REAL' });
    expect(value.launchToken).not.toBe(m.token);
    expect(value.url).not.toContain(m.token);
    expect(new Date(value.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const row = await launchRow(value.launchToken);
    expect(BigInt(row.member_id as bigint)).toBe(m.id);
    expect(row.session_id).toBeTruthy();
    expect(row).toMatchObject({ game_id: game.id, vendor_code: 'JL', mode: 'REAL', currency: 'PKR', language: 'UR', fun_balance: null });
    expect(row.ip).toBeTruthy();
    const session = await db().selectFrom('session').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.session_id).toBe(session.id);
  });

  it('when a member launches a house game, then it runs in the app’s own game screen', async () => {
    const m = await memberWithSession(t);
    const game = await insertGame(t, { vendor: 'HOUSE' });
    const value = launchValueSchema.parse((await launchReal(m.headers, { nodeId: game.nodeId })).json().value);
    expect(value).toMatchObject({ kind: 'HOUSE', mode: 'REAL', url: `/seamless?nodeId=${game.id}` });
    expect(value.launchToken.length).toBeGreaterThanOrEqual(40);
  });

  it('when a visitor launches for real, then 401; when a trial account does, then TRIAL_NOT_ALLOWED', async () => {
    const game = await insertGame(t, { vendor: 'JL' });
    const visitor = await launchReal({}, { nodeId: game.nodeId });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHORIZED');
    const trial = await memberWithSession(t, { type: 4 });
    const res = await launchReal(trial.headers, { nodeId: game.nodeId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect(await db().selectFrom('game_launch').select('id').where('game_id', '=', game.id).execute()).toEqual([]);
  });

  it('when the game is unknown, disabled, or its vendor disabled, then GAME_NOT_FOUND; under maintenance, then GAME_MAINTENANCE', async () => {
    const m = await memberWithSession(t);
    const unknown = await launchReal(m.headers, { nodeId: '987654321' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_NOT_FOUND');
    const disabled = await insertGame(t, { vendor: 'JL', enabled: false });
    expect((await launchReal(m.headers, { nodeId: disabled.nodeId })).json().code).toBe('GAME_NOT_FOUND');

    const game = await insertGame(t, { vendor: 'BGS' });
    await setVendor(t, 'BGS', { enabled: false });
    try {
      expect((await launchReal(m.headers, { nodeId: game.nodeId })).json().code).toBe('GAME_NOT_FOUND');
    } finally {
      await setVendor(t, 'BGS', { enabled: true });
    }
    await setVendor(t, 'BGS', { maintenance: true });
    try {
      const res = await launchReal(m.headers, { nodeId: game.nodeId });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('GAME_MAINTENANCE');
      const trial = await trialPost({}, { nodeId: game.nodeId });
      expect(trial.json().code).toBe('GAME_MAINTENANCE');
    } finally {
      await setVendor(t, 'BGS', { maintenance: false });
    }
    expect((await launchReal(m.headers, { nodeId: game.nodeId })).statusCode).toBe(200);
  });

  it('when the node id is not a number or missing, then VALIDATION_FAILED naming nodeId', async () => {
    const m = await memberWithSession(t);
    for (const payload of [{ nodeId: 'abc' }, {}, { nodeId: '1', language: 'XX' }]) {
      const res = await launchReal(m.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      const fields = (res.json().value.fields as { field: string }[]).map((f) => f.field);
      expect(fields).toContain('language' in payload ? 'language' : 'nodeId');
    }
    const trial = await trialGet({}, { nodeId: '12x' });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().value.fields[0].field).toBe('nodeId');
  });
});

describe('free-trial launch', () => {
  it('when a visitor asks for a free trial (GET or POST), then a FUN launch with play money and no member', async () => {
    const game = await insertGame(t, { vendor: 'JL' });
    const got = await trialGet({}, { nodeId: game.nodeId, language: 'ZH' });
    expect(got.statusCode).toBe(200);
    const value = launchValueSchema.parse(got.json().value);
    expect(value).toMatchObject({ mode: 'FUN', kind: 'EXTERNAL' });
    expect(new URL(value.url).searchParams.get('mode')).toBe('FUN');
    expect(new URL(value.url).searchParams.get('lang')).toBe('ZH');
    const row = await launchRow(value.launchToken);
    expect(row).toMatchObject({ member_id: null, session_id: null, mode: 'FUN' });
    expect(BigInt(row.fun_balance as bigint)).toBe(200_000n);

    const posted = await trialPost({}, { nodeId: game.nodeId });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().value.launchToken).not.toBe(value.launchToken);

    const house = await insertGame(t, { vendor: 'HOUSE' });
    const houseValue = launchValueSchema.parse((await trialPost({}, { nodeId: house.nodeId })).json().value);
    expect(houseValue).toMatchObject({ kind: 'HOUSE', mode: 'FUN', url: `/seamless?nodeId=${house.id}&mode=FUN` });
  });

  it('when a member or a trial account asks for a free trial, then the launch is theirs', async () => {
    const game = await insertGame(t, { vendor: 'JL' });
    for (const m of [await memberWithSession(t), await memberWithSession(t, { type: 4 })]) {
      const res = await trialPost(m.headers, { nodeId: game.nodeId });
      expect(res.statusCode).toBe(200);
      const row = await launchRow(res.json().value.launchToken);
      expect(BigInt(row.member_id as bigint)).toBe(m.id);
      expect(row.mode).toBe('FUN');
    }
  });

  it('when free play (FREEPLAY3) is off, then a visitor gets FEATURE_DISABLED and a member still may try', async () => {
    const game = await insertGame(t, { vendor: 'JL' });
    await setFreePlay(t, false);
    try {
      const res = await trialPost({}, { nodeId: game.nodeId });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
      expect((await trialGet({}, { nodeId: game.nodeId })).json().code).toBe('FEATURE_DISABLED');
      const m = await memberWithSession(t);
      expect((await trialPost(m.headers, { nodeId: game.nodeId })).statusCode).toBe(200);
    } finally {
      await setFreePlay(t, true);
    }
  });

  it('when the game offers no free trial, then TRIAL_UNAVAILABLE', async () => {
    const game = await insertGame(t, { vendor: 'JL', hasTrial: false });
    const res = await trialPost({}, { nodeId: game.nodeId });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TRIAL_UNAVAILABLE');
    const m = await memberWithSession(t);
    expect((await launchReal(m.headers, { nodeId: game.nodeId })).statusCode).toBe(200);
  });
});

describe('page policy', () => {
  it('when a page is served, then it may frame the vendor’s game pages and nothing else outside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favorite' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' http:\/\/vendor\.test:8090(;|$)/);
  });
});

describe('API document', () => {
  it('when the OpenAPI document is built, then it lists the launch and seamless-wallet calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining([playPaths.launchGame, playPaths.launchTrial, ...Object.values(seamlessPaths)]));
  });
});

