import { createHmac } from 'node:crypto';
import { seamlessPaths } from '@lumen/contracts/play/play.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SEAMLESS_SECRET, loadConfig, seamlessSecretOf } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { insertGame, launchReal, seamlessCall } from './play-helpers.ts';

const PLAYER_KEY = 'player-id-key-0123456789';

describe('seamless keys in the configuration', () => {
  it('when nothing is set outside production, then every vendor signs with the development key', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(seamlessSecretOf(config, 'PG')).toBe(DEV_SEAMLESS_SECRET);
    expect(config.demoVendor.url).toBe('http://localhost:8090');
  });

  it('when production has no key, then no vendor has one; a vendor key overrides the shared one', () => {
    expect(seamlessSecretOf(loadConfig({ NODE_ENV: 'production', SEAMLESS_PLAYER_KEY: PLAYER_KEY }), 'PG')).toBeUndefined();
    const config = loadConfig({
      NODE_ENV: 'production',
      SEAMLESS_SECRET: 'shared-key-0123456789',
      SEAMLESS_SECRET_PG: 'pg-only-key-0123456789',
      SEAMLESS_PLAYER_KEY: PLAYER_KEY,
      DEMO_VENDOR_URL: 'https://games.example.com/',
    });
    expect(seamlessSecretOf(config, 'PG')).toBe('pg-only-key-0123456789');
    expect(seamlessSecretOf(config, 'JL')).toBe('shared-key-0123456789');
    expect(config.demoVendor.url).toBe('https://games.example.com');
    expect(() => loadConfig({ SEAMLESS_SECRET: 'short' })).toThrow(/SEAMLESS_SECRET/);
  });

  it('when production has no player key, or one a vendor signs with, then the server refuses to start naming SEAMLESS_PLAYER_KEY', () => {
    const production = { NODE_ENV: 'production', SEAMLESS_SECRET: 'shared-key-0123456789', SEAMLESS_SECRET_PG: 'pg-only-key-0123456789' };
    expect(() => loadConfig(production)).toThrow(/SEAMLESS_PLAYER_KEY .*required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SEAMLESS_PLAYER_KEY/);
    for (const key of ['shared-key-0123456789', 'pg-only-key-0123456789', DEV_SEAMLESS_SECRET]) {
      expect(() => loadConfig({ ...production, SEAMLESS_PLAYER_KEY: key })).toThrow(/SEAMLESS_PLAYER_KEY must differ/);
    }
    expect(loadConfig({ ...production, SEAMLESS_PLAYER_KEY: PLAYER_KEY }).seamless.playerKey).toBe(PLAYER_KEY);
  });

  it('when no player key is set outside production, then it is not the signing key (the install key is used); a signing key is refused', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'development', SEAMLESS_SECRET: 'shared-key-0123456789' }]) {
      const config = loadConfig(env);
      expect(config.seamless.playerKey).toBeUndefined();
      expect(seamlessSecretOf(config, 'PG')).toBeDefined();
    }
    expect(() => loadConfig({ NODE_ENV: 'development', SEAMLESS_SECRET: 'shared-key-0123456789', SEAMLESS_PLAYER_KEY: 'shared-key-0123456789' })).toThrow(
      /SEAMLESS_PLAYER_KEY must differ/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', SEAMLESS_PLAYER_KEY: DEV_SEAMLESS_SECRET })).toThrow(/SEAMLESS_PLAYER_KEY must differ/);
  });
});

describe('the player ids vendors see', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { games: 0 } });
  });
  afterAll(async () => t?.close());

  const idUnder = (key: string | Buffer, vendor: string, memberId: bigint) =>
    `p${createHmac('sha256', key).update(`${vendor}:member:${memberId}`).digest('hex').slice(0, 32)}`;

  it('when no player key is set, then ids are made with the install key, which no vendor holds, and stay the same across launches', async () => {
    const m = await memberWithSession(t);
    const game = await insertGame(t, { vendor: 'PG' });
    const authenticate = async () => {
      const { token } = await launchReal(t, m.headers, game.nodeId);
      const res = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'PG' });
      expect(res.statusCode).toBe(200);
      return res.json().value.playerId as string;
    };
    const playerId = await authenticate();
    // The key every vendor signs with (the development key here) must not be the one behind the id.
    expect(playerId).not.toBe(idUnder(DEV_SEAMLESS_SECRET, 'PG', m.id));
    const stored = await t.database.db.selectFrom('server_key').select('secret').where('name', '=', 'seamless-player').executeTakeFirstOrThrow();
    expect(playerId).toBe(idUnder(Buffer.from(stored.secret, 'base64url'), 'PG', m.id));
    expect(await authenticate()).toBe(playerId);
  });

  it('when a player key is set, then ids are made with it', async () => {
    const base = loadConfig({ NODE_ENV: 'test', SEAMLESS_PLAYER_KEY: PLAYER_KEY });
    const keyed = await createTestApp({ seed: { games: 0 }, config: { seamless: base.seamless } });
    try {
      const m = await memberWithSession(keyed);
      const game = await insertGame(keyed, { vendor: 'PG' });
      const { token } = await launchReal(keyed, m.headers, game.nodeId);
      const res = await seamlessCall(keyed, seamlessPaths.authenticate, { launchToken: token }, { vendor: 'PG' });
      expect(res.json().value.playerId).toBe(idUnder(PLAYER_KEY, 'PG', m.id));
    } finally {
      await keyed.close();
    }
  });
});

describe('seamless calls with vendor keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp({
      seed: { games: 0 },
      config: { seamless: { ...base.seamless, defaultSecret: undefined, vendorSecrets: { JL: 'jl-only-key-0123456789' } } },
    });
  });
  afterAll(async () => t?.close());

  it('when a vendor signs with its own key, then the call is accepted; a vendor without a key is refused whatever it signs with', async () => {
    const m = await memberWithSession(t);
    const jl = await insertGame(t, { vendor: 'JL' });
    const jlLaunch = await launchReal(t, m.headers, jl.nodeId);
    const wrongKey = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: jlLaunch.token }, { vendor: 'JL' });
    expect(wrongKey.json().code).toBe('SIGNATURE_INVALID');
    const ok = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: jlLaunch.token }, { vendor: 'JL', secret: 'jl-only-key-0123456789' });
    expect(ok.statusCode).toBe(200);

    const bgs = await insertGame(t, { vendor: 'BGS' });
    const bgsLaunch = await launchReal(t, m.headers, bgs.nodeId);
    for (const secret of [DEV_SEAMLESS_SECRET, 'jl-only-key-0123456789']) {
      const res = await seamlessCall(t, seamlessPaths.authenticate, { launchToken: bgsLaunch.token }, { vendor: 'BGS', secret });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SIGNATURE_INVALID');
    }
  });
});
