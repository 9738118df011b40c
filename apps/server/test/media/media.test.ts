import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 60 } });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectSvg(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
  expect(res.body.startsWith('<svg')).toBe(true);
  expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
}

describe('/media/', () => {
  it('when a game icon is asked for, then it is an SVG tile with the game name, the same every time', async () => {
    const game = await t.database.db.selectFrom('game').select(['vendor_code', 'game_code', 'name', 'icon_path']).orderBy('id').executeTakeFirstOrThrow();
    const res = await get(`/media/${game.icon_path}`);
    expectSvg(res);
    expect(res.body).toContain(game.vendor_code);
    expect(res.body).toContain('linearGradient');
    expect(res.body).toContain(`aria-label="${game.name}"`);
    expect((await get(`/media/${game.icon_path}`)).body).toBe(res.body);
  });

  it('when vendor logos are asked for, then all five variants exist', async () => {
    const bodies = new Set<string>();
    for (const variant of ['default', 'active', 'white', 'colour', 'purple']) {
      const res = await get(`/media/vendors/RNG/PG/${variant}.svg`);
      expectSvg(res);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(5);
  });

  it('when banners are asked for, then the art carries the title in the language asked for', async () => {
    const en = await get('/media/banners/home-welcome.svg');
    expectSvg(en);
    expect(en.body).toContain('Welcome Bonus 100%');
    const ur = await get('/media/banners/home-welcome.svg?language=UR');
    expect(ur.body).toContain('خوش آمدید بونس 100%');
    expect(ur.body).toContain('direction="rtl"');
    // Urdu is drawn in the site's Noto Sans Arabic, embedded as a subset (a device may have no Arabic-script font); Latin text in the device's fonts.
    expect(ur.body).toMatch(/@font-face\{font-family:'Banner Arabic';font-weight:100 900;src:url\(data:font\/woff;base64,d09GR/);
    expect(ur.body).toContain('font-family="&apos;Banner Arabic&apos;, ');
    expect(en.body).not.toContain('@font-face');
    // Drawn on a phone, the few-pixel subtitle is left out.
    expect(en.body).toContain('@media (max-width:599px){.banner-sub{display:none}.banner-cta{transform:scale(1.6);transform-box:fill-box;transform-origin:left center}}');
    expect(ur.body).toContain('transform-origin:right center');
    expect(en.body).toMatch(/<text class="banner-sub"[^>]*>Double your first deposit up to Rs 10,000<\/text>/);
    // The address names the language: a browser (or a shared cache) asking in another language, or
    // with another language remembered, gets the picture its address names.
    const elsewhere = await t.app.inject({ method: 'GET', url: '/media/banners/home-welcome.svg', headers: { 'accept-language': 'ur-PK,ur;q=0.9', cookie: 'lang=UR', 'x-language': 'UR' } });
    expect(elsewhere.body).toBe(en.body);
    const urAgain = await t.app.inject({ method: 'GET', url: '/media/banners/home-welcome.svg?language=UR', headers: { 'accept-language': 'en' } });
    expect(urAgain.body).toBe(ur.body);
    // A banner that leads somewhere invites the click; the sign-in popups' banners lead nowhere.
    expect(en.body).toContain('Play now');
    const login = await get('/media/banners/login-side.svg');
    expectSvg(login);
    expect(login.body).toContain('Your games are waiting');
    expect(login.body).not.toContain('Welcome back');
    expect(login.body).toContain('viewBox="0 0 720 200"');
    expect(login.body).not.toContain('Play now');
  });

  it('when a flag, a customer-service icon or a brand mark is asked for, then it is served locally', async () => {
    const flag = await get('/media/flags/pk.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(flag.headers['cache-control']).toContain('immutable');
    for (const url of ['/media/cs/FACEBOOK.svg', '/media/cs/YOUTUBE.svg', '/media/brand/logo.svg', '/media/brand/avatar.svg', '/media/brand/game.svg', '/media/brand/sports.svg']) {
      expectSvg(await get(url));
    }
  });

  it('when a name is unknown or malformed, then it answers the 404 envelope and never touches the disk', async () => {
    for (const url of [
      '/media/games/PG/NOPE_S9999.svg',
      '/media/games/NOPE/PG_S0001.svg',
      '/media/games/PG/PG_S0001.png',
      '/media/vendors/RNG/PG/gold.svg',
      '/media/vendors/NOPE/PG/default.svg',
      '/media/vendors/RNG/ZZZ/default.svg',
      '/media/banners/nope.svg',
      '/media/flags/zz.svg',
      '/media/flags/..%2f..%2fpackage.json',
      '/media/flags/%2e%2e%2fcountry.json',
      '/media/flags/..%5C..%5Cpackage.json',
      '/media/brand/..%2f..%2f..%2fpackage.json',
      '/media/cs/UNKNOWN.svg',
      '/media/nothing',
      '/media/../package.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
