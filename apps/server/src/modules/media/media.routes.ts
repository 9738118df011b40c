import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, pickLanguage } from '@lumen/contracts/i18n/languages';
import { gameCategoryCodes } from '@lumen/contracts/system/system.contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/domain-error.ts';
import { translate } from '../../lib/translated.ts';
import { flagDir } from '../../lib/flags.ts';
import { dealerAvatarSvg } from './dealer-avatar.svg.ts';
import { findGameArt, findVendor } from '../catalogue/catalogue.repository.ts';
import { findBannerByCode } from '../content/content.repository.ts';
import { bannerFonts } from './banner-fonts.ts';
import {
  bannerSvg,
  brandSvg,
  customerServiceIconSvg,
  gameIconSvg,
  knownCustomerServiceIcons,
  playNow,
  vendorLogoSvg,
  vendorLogoVariants,
  type VendorLogoVariant,
} from './media.svg.ts';

const SVG = 'image/svg+xml; charset=utf-8';
/** Generated pictures are pure functions of their data: cache for a month. Flags never change. */
const GENERATED_CACHE = 'public, max-age=2592000';
const STATIC_CACHE = 'public, max-age=31536000, immutable';

/** Names are checked against strict patterns before any lookup: no path ever reaches the disk unchecked. */
const codePattern = /^[A-Z0-9_]{1,32}$/;
const gameFilePattern = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const slugFilePattern = /^([a-z0-9-]{1,64})\.svg$/;
const flagFilePattern = /^([a-z]{2})\.svg$/;

/** Keeps the most recently drawn pictures; drops the oldest past `limit`. */
class SvgCache {
  private map = new Map<string, string>();
  constructor(private readonly limit: number) {}
  get(key: string) {
    return this.map.get(key);
  }
  set(key: string, value: string) {
    if (this.map.size >= this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, value);
  }
}

function notFound(): never {
  throw new DomainError('NOT_FOUND');
}

function sendSvg(reply: FastifyReply, body: string, cache = GENERATED_CACHE) {
  // Pictures may be served through an image CDN on another origin: let any page embed them.
  return reply
    .header('content-type', SVG)
    .header('cache-control', cache)
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(body);
}

const anyParams = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, z.string().max(200)])));
const imageResponse = { 200: z.string().describe('SVG image') };

/** Pictures under /media/: game tiles, vendor logos, banners, flags, customer-service and brand marks. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const cache = new SvgCache(4000);
  const flags = new Map<string, string>();
  const schema = (params: z.ZodType, summary: string) => ({ tags: ['media'], summary, params, response: imageResponse });

  app.get('/media/games/:vendor/:file', { schema: schema(anyParams('vendor', 'file'), 'Game tile') }, async (request, reply) => {
    const { vendor, file } = request.params as { vendor: string; file: string };
    const code = gameFilePattern.exec(file)?.[1];
    if (!codePattern.test(vendor) || !code) notFound();
    const key = `g:${vendor}/${code}`;
    let svg = cache.get(key);
    if (!svg) {
      const game = await findGameArt(db, vendor, code);
      if (!game) notFound();
      svg = gameIconSvg({
        gameCode: game.game_code,
        name: game.display_name.EN || game.name,
        vendor: game.vendor_code,
        category: game.category_code,
        classify: game.classify,
        color: game.color,
        accent: game.accent,
      });
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  });

  app.get(
    '/media/vendors/:gameType/:vendor/:file',
    { schema: schema(anyParams('gameType', 'vendor', 'file'), 'Vendor logo: default, active, white, colour or purple') },
    async (request, reply) => {
      const { gameType, vendor, file } = request.params as { gameType: string; vendor: string; file: string };
      const variant = slugFilePattern.exec(file)?.[1] as VendorLogoVariant | undefined;
      if (!(gameCategoryCodes as readonly string[]).includes(gameType) || !codePattern.test(vendor) || !variant || !vendorLogoVariants.includes(variant)) {
        notFound();
      }
      const key = `v:${vendor}/${variant}`;
      let svg = cache.get(key);
      if (!svg) {
        const row = await findVendor(db, vendor);
        if (!row) notFound();
        const label = /^[A-Z0-9]{1,6}$/.test(row.code) ? row.code : row.name.EN;
        svg = vendorLogoSvg({ code: row.code, label, color: row.color, accent: row.accent, variant });
        cache.set(key, svg);
      }
      return sendSvg(reply, svg);
    },
  );

  app.get('/media/banners/:file', { schema: schema(anyParams('file'), 'Banner art, in the language asked for') }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const code = slugFilePattern.exec(file)?.[1];
    if (!code) notFound();
    // The address alone names the language (`?language=`, English without it), never the caller's
    // cookie or Accept-Language: the picture is cached for a month, by shared caches too, per address.
    const { language } = request.query as { language?: unknown };
    const lang = typeof language === 'string' ? pickLanguage(language) : DEFAULT_LANGUAGE;
    const key = `b:${code}:${lang}`;
    let svg = cache.get(key);
    if (!svg) {
      const banner = await findBannerByCode(db, code);
      if (!banner) notFound();
      const text = {
        title: translate(banner.title, lang),
        subtitle: translate(banner.subtitle, lang),
        cta: banner.linkage_type === 'NONE' ? '' : (playNow[lang] ?? playNow.EN ?? 'Play now'),
      };
      // The site's faces for this text; should that fail, the art is drawn in the device's fonts.
      const fonts = await bannerFonts(text.title + text.subtitle + text.cta).catch((error: unknown) => {
        request.log.warn({ err: error, banner: code }, 'banner fonts could not be embedded');
        return undefined;
      });
      svg = bannerSvg({ code: banner.code, group: banner.group_name, ...text, theme: banner.theme, rtl: lang === 'UR', ...(fonts ? { fonts } : {}) });
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  });

  app.get('/media/flags/:file', { schema: schema(anyParams('file'), 'Country flag (4:3)') }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const cc = flagFilePattern.exec(file)?.[1];
    if (!cc) notFound();
    let svg = flags.get(cc);
    if (svg === undefined) {
      try {
        svg = await readFile(path.join(flagDir, `${cc}.svg`), 'utf8');
      } catch {
        notFound();
      }
      flags.set(cc, svg);
    }
    return sendSvg(reply, svg, STATIC_CACHE);
  });

  app.get('/media/cs/:file', { schema: schema(anyParams('file'), 'Customer-service channel icon') }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = /^([A-Z0-9_]{1,32})\.svg$/.exec(file)?.[1];
    if (!type || !knownCustomerServiceIcons.includes(type)) notFound();
    return sendSvg(reply, customerServiceIconSvg(type));
  });

  app.get('/media/dealers/:file', { schema: schema(anyParams('file'), 'Live dealer portrait (m<game id>.svg)') }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const modelId = /^(m[0-9]{1,10})\.svg$/.exec(file)?.[1];
    if (!modelId) notFound();
    const key = `d:${modelId}`;
    let svg = cache.get(key);
    if (!svg) {
      svg = dealerAvatarSvg(modelId);
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  });

  app.get('/media/brand/:file', { schema: schema(anyParams('file'), 'Logo, site icon, default avatar, default game tile, sports entrance') }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = slugFilePattern.exec(file)?.[1];
    const svg = name ? brandSvg(name) : null;
    if (!svg) notFound();
    return sendSvg(reply, svg);
  });
};
