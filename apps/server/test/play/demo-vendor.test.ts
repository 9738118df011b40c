import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { playPaths, seamlessPaths } from '@lumen/contracts/play/play.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SEAMLESS_SECRET, seamlessSecretOf } from '../../src/config.ts';
import { loadVendorConfig, type VendorConfig } from '../../../demo-vendor/src/config.ts';
import { createVendorService, type VendorService } from '../../../demo-vendor/src/server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, main, memberWithSession, transferCount } from '../wallet/wallet-helpers.ts';
import { insertGame } from './play-helpers.ts';

/**
 * The real demo vendor service against the real platform, both listening on ports: the browser's
 * part (game page, session, spins) is driven with fetch, the money is checked in the ledger.
 */
let t: TestApp;
let vendor: VendorService;
let vendorConfig: VendorConfig;
let vendorUrl: string;
let game: Awaited<ReturnType<typeof insertGame>>;

beforeAll(async () => {
  vendorConfig = { ...loadVendorConfig({ NODE_ENV: 'test' }), host: '127.0.0.1', port: 0, timeoutMs: 5_000 };
  vendor = createVendorService(vendorConfig);
  vendorUrl = (await vendor.listen()).url;
  t = await createTestApp({ seed: { games: 0 }, config: { demoVendor: { url: vendorUrl } } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendorConfig.platformUrl = address;
  game = await insertGame(t, { vendor: 'JL', name: 'Lucky Sevens' });
});
afterAll(async () => {
  await vendor?.close();
  await t?.close();
});

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${vendorUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { success: boolean; code: string; message: string; value: Record<string, unknown> | null } };
};

async function launch(headers: Record<string, string>, mode: 'REAL' | 'FUN') {
  const res = await t.app.inject({ method: 'POST', url: mode === 'REAL' ? playPaths.launchGame : playPaths.launchTrial, headers, payload: { nodeId: game.nodeId } });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.url as string);
  return { url, token: url.searchParams.get('token') as string, vendorCode: url.searchParams.get('vendor') as string };
}

describe('the demo vendor service', () => {
  it('uses the same signing key as the platform by default', () => {
    expect(vendorConfig.secret).toBe(DEV_SEAMLESS_SECRET);
    expect(seamlessSecretOf(t.app.deps.config, 'JL')).toBe(DEV_SEAMLESS_SECRET);
  });

  it('when a member plays rounds for real money, then every stake and win settles in the ledger and each round is recorded', async () => {
    const m = await memberWithSession(t);
    await fund(t.database.db, m.id, 100_000n);
    const { url, token, vendorCode } = await launch(m.headers, 'REAL');
    expect(url.origin).toBe(new URL(vendorUrl).origin);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain('frame-ancestors');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain(game.gameCode);

    const opened = await post('/api/session', { token, vendor: vendorCode, gameCode: game.gameCode, lang: 'EN' });
    expect(opened.status).toBe(200);
    expect(opened.json.value).toMatchObject({ gameName: 'Lucky Sevens', mode: 'REAL', currency: 'PKR', balance: '1000.00' });
    // A reload opens the same session without spending the token again.
    expect((await post('/api/session', { token, vendor: vendorCode, gameCode: game.gameCode })).status).toBe(200);

    let expected = 100_000n;
    const rounds: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const played = await post('/api/play', { token, stake: '10.00' });
      expect(played.status, JSON.stringify(played.json)).toBe(200);
      const v = played.json.value as { roundId: string; win: string; balance: string; winPending: boolean };
      expected += BigInt(Math.round(Number(v.win) * 100)) - 1_000n;
      expect(v.winPending).toBe(false);
      expect(v.balance).toBe((Number(expected) / 100).toFixed(2));
      rounds.push(v.roundId);
    }
    expect(await main(t.database.db, m.id)).toBe(expected);

    const stored = await t.database.db.selectFrom('game_round').selectAll().where('member_id', '=', m.id).execute();
    expect(stored.map((r) => r.round_ref).sort()).toEqual([...rounds].sort());
    expect(stored.every((r) => r.status === 'SETTLED' && BigInt(r.stake) === 1_000n && r.vendor_code === 'JL')).toBe(true);
    expect(stored.every((r) => /^(SEVEN|BAR|BELL|LEMON|CHERRY|BLANK)( (SEVEN|BAR|BELL|LEMON|CHERRY|BLANK)){2} x\d+\.\d{2}$/.test(r.summary))).toBe(true);
  });

  it('when the stake is out of range or more than the balance, then the page gets the refusal and the balance, and nothing moves', async () => {
    const m = await memberWithSession(t);
    await fund(t.database.db, m.id, 500n);
    const { token, vendorCode } = await launch(m.headers, 'REAL');
    await post('/api/session', { token, vendor: vendorCode, gameCode: game.gameCode });
    const tooSmall = await post('/api/play', { token, stake: '0.50' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.json.code).toBe('BET_OUT_OF_RANGE');

    const before = await transferCount(t.database.db);
    const poor = await post('/api/play', { token, stake: '6.00' });
    expect(poor.status).toBe(400);
    expect(poor.json.code).toBe('INSUFFICIENT_BALANCE');
    expect(poor.json.value).toEqual({ balance: '5.00' });
    expect(await transferCount(t.database.db)).toBe(before);
    // The failed debit was followed by its rollback: a tombstone now refuses it for good.
    const tombstones = await t.database.db.selectFrom('seamless_tx').select(['tx_id', 'tombstone']).where('member_id', '=', m.id).where('tombstone', '=', true).execute();
    expect(tombstones).toHaveLength(1);
  });

  it('when a visitor plays a free trial, then the vendor keeps the play money and the ledger never moves', async () => {
    const { token, vendorCode } = await launch({}, 'FUN');
    const opened = await post('/api/session', { token, vendor: vendorCode, gameCode: game.gameCode });
    expect(opened.json.value).toMatchObject({ mode: 'FUN', balance: '2000.00' });
    const before = await transferCount(t.database.db);
    const played = await post('/api/play', { token, stake: '100' });
    expect(played.status).toBe(200);
    const v = played.json.value as { win: string; balance: string };
    expect(v.balance).toBe((2000 - 100 + Number(v.win)).toFixed(2));
    expect(await transferCount(t.database.db)).toBe(before);
  });

  it('when the token is unknown, then the page gets the platform’s refusal', async () => {
    const res = await post('/api/session', { token: 'x'.repeat(43), vendor: 'JL', gameCode: game.gameCode });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('LAUNCH_TOKEN_INVALID');
    const health = await fetch(`${vendorUrl}/healthz`);
    expect(await health.json()).toMatchObject({ ok: true, pendingSettlements: 0 });
  });
});

/** A proxy in front of the platform that holds every debit back for `delayMs` before passing it on. */
async function slowDebitProxy(target: string, delayMs: number) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const forward = () => {
        const out = httpRequest(
          { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            const body: Buffer[] = [];
            answer.on('data', (c: Buffer) => body.push(c));
            answer.on('end', () => {
              if (res.destroyed) return;
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(Buffer.concat(body));
            });
          },
        );
        out.on('error', () => res.destroy());
        out.end(Buffer.concat(chunks));
      };
      if (req.url === seamlessPaths.debit) setTimeout(forward, delayMs);
      else forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

describe('the demo vendor when the platform is slow', () => {
  it('when every try of a debit times out, then the vendor rolls it back and the stake comes back however late the debits land', async () => {
    const proxy = await slowDebitProxy(vendorConfig.platformUrl, 500);
    const slowConfig = { ...vendorConfig, platformUrl: proxy.url, timeoutMs: 250, port: 0 };
    const slow = createVendorService(slowConfig);
    const slowUrl = (await slow.listen()).url;
    try {
      const m = await memberWithSession(t);
      await fund(t.database.db, m.id, 10_000n);
      const { token, vendorCode } = await launch(m.headers, 'REAL');
      const call = async (path: string, body: unknown) => {
        const res = await fetch(`${slowUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, json: (await res.json()) as { code: string } };
      };
      expect((await call('/api/session', { token, vendor: vendorCode, gameCode: game.gameCode })).status).toBe(200);
      const played = await call('/api/play', { token, stake: '10' });
      expect(played.status).toBe(503);
      expect(played.json.code).toBe('VENDOR_UNAVAILABLE');
      // Let every held-back try reach the platform.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await main(t.database.db, m.id)).toBe(10_000n);
      const txs = await t.database.db.selectFrom('seamless_tx').select(['kind', 'tombstone', 'rolled_back_by']).where('member_id', '=', m.id).execute();
      expect(txs.filter((x) => x.kind === 'ROLLBACK')).toHaveLength(1);
      const debits = txs.filter((x) => x.kind === 'DEBIT');
      expect(debits).toHaveLength(1);
      expect(debits[0]?.rolled_back_by).toBeTruthy();
      const rounds = await t.database.db.selectFrom('game_round').select('status').where('member_id', '=', m.id).execute();
      expect(rounds.every((r) => r.status === 'ROLLED_BACK')).toBe(true);
    } finally {
      await slow.close();
      await proxy.close();
    }
  });
});

