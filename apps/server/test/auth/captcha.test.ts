import { authPaths, captchaValueSchema } from '@lumen/contracts/auth/auth.contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../src/modules/auth/captcha-font.ts';
import { CAPTCHA_TTL_MS, checkCaptcha, randomCaptchaText, storeCaptcha } from '../../src/modules/auth/captcha.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getCaptcha = (ip: string) => t.app.inject({ method: 'GET', url: authPaths.captcha, remoteAddress: ip });

function decode(image: string): PNG {
  expect(image.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(image.slice('data:image/png;base64,'.length), 'base64'));
}

describe('GET captcha', () => {
  it('when asked, then it answers a 120 x 40 PNG on a dark background, an id and an expiry two minutes out', async () => {
    const res = await getCaptcha('10.50.0.1');
    expect(res.statusCode).toBe(200);
    const value = captchaValueSchema.parse(res.json().value);
    const png = decode(value.image);
    expect([png.width, png.height]).toEqual([120, 40]);
    let luminance = 0;
    let bright = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const l = ((png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0)) / 3;
      luminance += l;
      if (l > 150) bright += 1;
    }
    expect(luminance / (120 * 40)).toBeLessThan(90);
    // The characters are drawn light: a good share of the picture, not a few stray dots.
    expect(bright).toBeGreaterThan(200);
    const ttl = new Date(value.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
    const stored = await t.database.db.selectFrom('captcha').selectAll().where('id', '=', value.captchaId).executeTakeFirstOrThrow();
    expect(stored.ip).toBe('10.50.0.1');
    expect(stored.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when asked twice, then the images and ids differ', async () => {
    const a = (await getCaptcha('10.50.1.1')).json().value;
    const b = (await getCaptcha('10.50.1.1')).json().value;
    expect(a.captchaId).not.toBe(b.captchaId);
    expect(a.image).not.toBe(b.image);
  });

  it('when one address asks more than 30 times a minute, then TOO_MANY_REQUESTS', async () => {
    for (let i = 0; i < 30; i++) expect((await getCaptcha('10.50.2.1')).statusCode).toBe(200);
    const res = await getCaptcha('10.50.2.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await getCaptcha('10.50.2.2')).statusCode).toBe(200);
  });
});

describe('checkCaptcha', () => {
  const db = () => t.database.db;

  it('when the answer is right in any case, then true once, and false afterwards', async () => {
    const { captchaId } = await storeCaptcha(db(), '10.50.3.1', 'K7XA');
    expect(await checkCaptcha(db(), captchaId, ' k7xa ')).toBe(true);
    expect(await checkCaptcha(db(), captchaId, 'K7XA')).toBe(false);
  });

  it('when the answer is wrong, then false, and the captcha is spent', async () => {
    const { captchaId } = await storeCaptcha(db(), '10.50.3.1', 'K7XA');
    expect(await checkCaptcha(db(), captchaId, 'K7XB')).toBe(false);
    expect(await checkCaptcha(db(), captchaId, 'K7XA')).toBe(false);
  });

  it('when it has expired, is missing or is not an id, then false', async () => {
    const { captchaId } = await storeCaptcha(db(), '10.50.3.1', 'K7XA');
    await db().updateTable('captcha').set({ expires_at: new Date(Date.now() - 1) }).where('id', '=', captchaId).execute();
    expect(await checkCaptcha(db(), captchaId, 'K7XA')).toBe(false);
    expect(await checkCaptcha(db(), undefined, 'K7XA')).toBe(false);
    expect(await checkCaptcha(db(), captchaId, undefined)).toBe(false);
    expect(await checkCaptcha(db(), 'not-a-uuid', 'K7XA')).toBe(false);
    expect(await checkCaptcha(db(), '00000000-0000-4000-8000-000000000000', 'K7XA')).toBe(false);
  });

  it('when texts are drawn, then they use only the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(4);
      for (const c of text) expect(CAPTCHA_ALPHABET).toContain(c);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01258BDGILOQSZ6]/);
  });
});
