import { cataloguePaths } from '@lumen/contracts/catalogue/catalogue.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVendorConfig } from '../../../demo-vendor/src/config.ts';
import { createVendorService, type VendorService } from '../../../demo-vendor/src/server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';
import { insertGame, setVendor } from './play-helpers.ts';

let t: TestApp;
let vendor: VendorService;
let vendorUrl: string;
beforeAll(async () => {
  vendor = createVendorService({ ...loadVendorConfig({ NODE_ENV: 'test' }), host: '127.0.0.1', port: 0 });
  vendorUrl = (await vendor.listen()).url;
  t = await createTestApp({ seed: { games: 0 }, config: { demoVendor: { url: vendorUrl } } });
});
afterAll(async () => {
  await vendor?.close();
  await t?.close();
});

const launchChat = (modelId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${cataloguePaths.launchChat}?${new URLSearchParams({ modelId })}`, headers });

describe('live chat', () => {
  it('when a member opens a live dealer’s chat, then the chat room is on the vendor, named for the dealer, and it talks back', async () => {
    const game = await insertGame(t, { vendor: 'EVO', category: 'LIVE' });
    const m = await memberWithSession(t);
    const res = await launchChat(`m${game.id}`, { ...m.headers, 'accept-language': 'vi' });
    expect(res.statusCode).toBe(200);
    const chatUrl = new URL(res.json().value.chatUrl as string);
    expect(chatUrl.origin).toBe(new URL(vendorUrl).origin);
    expect(chatUrl.pathname).toBe(`/chat/m${game.id}`);
    // Everyone in the room reads the name: masked, never the login name itself.
    const nickname = chatUrl.searchParams.get('nickname') as string;
    expect(nickname).toBe(`${m.username.slice(0, 2)}***${m.username.slice(-2)}`);
    expect(nickname).not.toContain(m.username);
    expect(chatUrl.searchParams.get('lang')).toBe('VI');
    const dealer = chatUrl.searchParams.get('dealer') as string;
    expect(dealer).toMatch(/^\S+ \S\.$/);

    const page = await fetch(chatUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    expect(await page.text()).toContain(dealer);

    const room = `${vendorUrl}/api/chat/m${game.id}`;
    const sent = await fetch(room, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ author: m.username, text: 'hello', dealer, lang: 'EN' }) });
    const messages = (await sent.json()).value.messages as { author: string; text: string; dealer: boolean }[];
    expect(messages[0]).toMatchObject({ author: m.username, text: 'hello', dealer: false });
    expect(messages[1]).toMatchObject({ author: dealer, dealer: true });
    expect(messages[1]?.text).toContain(m.username);
    const read = await (await fetch(`${room}?after=0`)).json();
    expect(read.value.messages).toHaveLength(2);
    const empty = await fetch(room, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ author: 'x', text: '   ' }) });
    expect(empty.status).toBe(400);
  });

  it("when the chat page is in Urdu, then it draws Urdu in the vendor's own font, which the page's policy lets it load", async () => {
    const game = await insertGame(t, { vendor: 'EVO', category: 'LIVE' });
    const chatUrl = new URL((await launchChat(`m${game.id}`, { 'accept-language': 'ur' })).json().value.chatUrl as string);
    const page = await fetch(chatUrl);
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/@font-face \{ font-family: 'Vendor Arabic';[^}]*url\(\/fonts\/arabic\.woff2\)/);
    const font = await fetch(`${vendorUrl}/fonts/arabic.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const bytes = Buffer.from(await font.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('when a visitor opens it, then it chats as a guest', async () => {
    const game = await insertGame(t, { vendor: 'EVO', category: 'LIVE' });
    const res = await launchChat(`m${game.id}`);
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().value.chatUrl).searchParams.get('nickname')).toBe('Guest');
  });

  it('when the model is unknown or not a live game, then GAME_NOT_FOUND; its vendor under maintenance, then GAME_MAINTENANCE; no model id, then VALIDATION_FAILED', async () => {
    expect((await launchChat('m987654321')).json().code).toBe('GAME_NOT_FOUND');
    expect((await launchChat('dealer-1')).json().code).toBe('GAME_NOT_FOUND');
    const slot = await insertGame(t, { vendor: 'JL', category: 'RNG' });
    expect((await launchChat(`m${slot.id}`)).json().code).toBe('GAME_NOT_FOUND');
    const live = await insertGame(t, { vendor: 'SA', category: 'LIVE' });
    await setVendor(t, 'SA', { maintenance: true });
    try {
      expect((await launchChat(`m${live.id}`)).json().code).toBe('GAME_MAINTENANCE');
    } finally {
      await setVendor(t, 'SA', { maintenance: false });
    }
    const missing = await t.app.inject({ method: 'GET', url: cataloguePaths.launchChat });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('modelId');
  });
});
