import { seamlessPaths } from '@lumen/contracts/play/play.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SEAMLESS_SECRET, loadConfig, seamlessSecretOf } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { insertGame, launchReal, seamlessCall } from './play-helpers.ts';

describe('seamless keys in the configuration', () => {
  it('when nothing is set outside production, then every vendor signs with the development key', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(seamlessSecretOf(config, 'PG')).toBe(DEV_SEAMLESS_SECRET);
    expect(config.demoVendor.url).toBe('http://localhost:8090');
  });

  it('when production has no key, then no vendor has one; a vendor key overrides the shared one', () => {
    expect(seamlessSecretOf(loadConfig({ NODE_ENV: 'production' }), 'PG')).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'production', SEAMLESS_SECRET: 'shared-key-0123456789', SEAMLESS_SECRET_PG: 'pg-only-key-0123456789', DEMO_VENDOR_URL: 'https://games.example.com/' });
    expect(seamlessSecretOf(config, 'PG')).toBe('pg-only-key-0123456789');
    expect(seamlessSecretOf(config, 'JL')).toBe('shared-key-0123456789');
    expect(config.demoVendor.url).toBe('https://games.example.com');
    expect(() => loadConfig({ SEAMLESS_SECRET: 'short' })).toThrow(/SEAMLESS_SECRET/);
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
