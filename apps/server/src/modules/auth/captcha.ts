import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PNG } from 'pngjs';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type RateCounter, rateAddress } from '../../lib/rate-limit.ts';
import { safeEqualHex, sha256Hex } from '../../lib/secrets.ts';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './captcha-font.ts';
import * as repo from './member.repository.ts';

type Db = Kysely<DB>;

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Images per address per minute: a person needs a handful, a solver farm needs thousands. */
export const CAPTCHA_PER_IP_PER_MINUTE = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CaptchaValue {
  captchaId: string;
  image: string;
  expiresAt: string;
}

/** The answer is bound to its id, so a hash cannot be replayed for another captcha. */
function answerHash(id: string, answer: string): string {
  return sha256Hex(`${id}:${answer.trim().toUpperCase()}`);
}

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** A fresh captcha for the caller: the image, and its answer stored only as a hash. */
export async function issueCaptcha(db: Db, rates: RateCounter, ip: string): Promise<CaptchaValue> {
  if ((await rates.hit(`captcha:ip:${rateAddress(ip)}`, 60_000)) > CAPTCHA_PER_IP_PER_MINUTE) {
    throw new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: 60 } });
  }
  const text = randomCaptchaText();
  const { captchaId, expiresAt } = await storeCaptcha(db, ip, text);
  return { captchaId, image: `data:image/png;base64,${renderCaptcha(text).toString('base64')}`, expiresAt: expiresAt.toISOString() };
}

/** Records a captcha whose answer is `text`, valid for CAPTCHA_TTL_MS. */
export async function storeCaptcha(db: Db, ip: string, text: string): Promise<{ captchaId: string; expiresAt: Date }> {
  const captchaId = randomUUID();
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await repo.insertCaptcha(db, { id: captchaId, answerHash: answerHash(captchaId, text), ip, expiresAt });
  return { captchaId, expiresAt };
}

/**
 * Judges a captcha answer (case-insensitive). One use: the captcha is spent whatever the result,
 * so a wrong guess cannot be followed by another on the same image. False when missing, unknown,
 * used, expired or wrong.
 */
export async function checkCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !UUID.test(captchaId)) return false;
  const row = await repo.useCaptcha(db, captchaId);
  if (!row || !answer?.trim()) return false;
  if (new Date(row.expires_at).getTime() <= Date.now()) return false;
  return safeEqualHex(row.answer_hash, answerHash(captchaId, answer));
}

// ---------- drawing ----------

type Rgb = readonly [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const d = this.png.data;
    d[i] = Math.round((d[i] ?? 0) * (1 - alpha) + r * alpha);
    d[i + 1] = Math.round((d[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    d[i + 2] = Math.round((d[i + 2] ?? 0) * (1 - alpha) + b * alpha);
    d[i + 3] = 255;
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, alpha: number) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      this.set(Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps), colour, alpha);
    }
  }
}

/**
 * Draws the text light on a dark background (the site is dark): each character scaled from the
 * bitmap font, slanted and shifted by its own random amount, with crossing lines and dots over it,
 * so the characters do not sit on a grid a script could cut them out of.
 */
export function renderCaptcha(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const hue = randomInt(360);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const shade = 0.09 + (0.05 * x) / CAPTCHA_WIDTH + randomInt(12) / 1000;
      canvas.set(x, y, hslToRgb(hue, 0.3, shade));
    }
  }

  for (let i = 0; i < 3; i++) {
    canvas.line(0, randomInt(CAPTCHA_HEIGHT), CAPTCHA_WIDTH - 1, randomInt(CAPTCHA_HEIGHT), hslToRgb(randomInt(360), 0.5, 0.45), 0.8);
  }

  const scaleX = 3;
  const scaleY = 4;
  const pitch = Math.floor((CAPTCHA_WIDTH - 16) / text.length);
  const glyphHeight = GLYPH_HEIGHT * scaleY;
  [...text].forEach((char, index) => {
    const colour = hslToRgb(randomInt(360), 0.75, 0.72 + randomInt(10) / 100);
    const left = 8 + index * pitch + Math.floor((pitch - GLYPH_WIDTH * scaleX) / 2) + randomInt(7) - 3;
    const top = Math.floor((CAPTCHA_HEIGHT - glyphHeight) / 2) + randomInt(9) - 4;
    const slant = (randomInt(51) - 25) / 100;
    for (let gy = 0; gy < glyphHeight; gy++) {
      const shift = Math.round(slant * (glyphHeight / 2 - gy));
      for (let gx = 0; gx < GLYPH_WIDTH * scaleX; gx++) {
        if (glyphInk(char, Math.floor(gx / scaleX), Math.floor(gy / scaleY))) canvas.set(left + gx + shift, top + gy, colour);
      }
    }
  });

  for (let i = 0; i < 3; i++) {
    canvas.line(randomInt(CAPTCHA_WIDTH), 0, randomInt(CAPTCHA_WIDTH), CAPTCHA_HEIGHT - 1, hslToRgb(randomInt(360), 0.6, 0.6), 0.55);
  }
  for (let i = 0; i < 140; i++) {
    canvas.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), hslToRgb(randomInt(360), 0.5, 0.35 + randomInt(40) / 100), 0.9);
  }
  return PNG.sync.write(canvas.png);
}
