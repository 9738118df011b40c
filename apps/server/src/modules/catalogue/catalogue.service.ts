import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { type GameCategory, type GameVendorValue, type Lane, vendorImagePath } from '@lumen/contracts/system/system.contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../lib/translated.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import * as repo from './catalogue.repository.ts';

type Db = Kysely<DB>;


export async function buildLanes(db: Db, lang: LanguageCode): Promise<GameVendorValue> {
  const [site, cards, counts] = await Promise.all([getSite(db), repo.findLaneCards(db), repo.countGamesByCard(db)]);
  const base = imageBase(site);
  const lanes: Lane[] = [];
  let lane: Lane | undefined;
  for (const c of cards) {
    const category = c.category_code as GameCategory;
    if (!lane || lane.gameCategory !== category) {
      lane = { gameCategory: category, title: translate(c.category_title, lang), gameClassify: c.classify, cards: [] };
      lanes.push(lane);
    }
    lane.cards.push({
      vassalage: c.vendor_code,
      displayName: translate(c.vendor_name, lang),
      gameType: category,
      icon: vendorImagePath(base, category, c.vendor_code, 'default'),
      isGame: c.is_game,
      gameCode: c.is_game === 'GAME' ? c.game_code : null,
      nodeId: c.is_game === 'GAME' && c.node_id !== null ? String(c.node_id) : null,
      gameCount: counts.get(`${category}:${c.vendor_code}`) ?? 0,
      maintenance: c.maintenance,
    });
  }
  return { lanes };
}

/** Mixed-win is slots vendors 12 to 21 (counted from 1) in the slots lane's order, as the category menu builds it. */
const MXWIN_FROM = 12;
const MXWIN_TO = 21;

/** The slots vendors shown as mixed-win, in their lane's order. */
export async function mixedWinVendors(db: Db): Promise<string[]> {
  const slots = (await repo.findLaneCards(db)).filter((c) => c.category_code === 'RNG');
  return slots.slice(MXWIN_FROM - 1, MXWIN_TO).map((c) => c.vendor_code);
}

/** One serialised answer, ready to send as is or precompressed. */
export interface CachedAnswer {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function prepare(value: GameVendorValue): Promise<CachedAnswer> {
  const json = Buffer.from(JSON.stringify(ok(value)));
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzipAsync(json, { level: 9 }),
  ]);
  return { json, br, gzip: gz, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * The vendor lanes are read on every page load and change rarely: the serialised answer is kept
 * per language. A change made in this process drops it at once; a change made elsewhere is noticed
 * by a version check at most every `checkEveryMs`.
 */
export class LanesCache {
  private answers = new Map<LanguageCode, Promise<CachedAnswer>>();
  /** The answers once built, for `peek`. */
  private ready = new Map<LanguageCode, CachedAnswer>();
  private version: string | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs = 5000,
  ) {}

  invalidate(): void {
    this.answers.clear();
    this.ready.clear();
    this.version = undefined;
    this.checkedAt = 0;
  }

  private async checkVersion(): Promise<void> {
    const version = await repo.findCatalogueVersion(this.db);
    if (version !== this.version) {
      this.answers.clear();
      this.ready.clear();
      this.version = version;
    }
    this.checkedAt = Date.now();
  }

  /** The built answer when the version was checked recently; undefined when `get` must decide. */
  peek(lang: LanguageCode): CachedAnswer | undefined {
    if (Date.now() - this.checkedAt >= this.checkEveryMs) return undefined;
    return this.ready.get(lang);
  }

  /** The whole envelope, serialised and compressed once per language and catalogue version. */
  async get(lang: LanguageCode): Promise<CachedAnswer> {
    if (Date.now() - this.checkedAt >= this.checkEveryMs) {
      this.checking ??= this.checkVersion().finally(() => {
        this.checking = undefined;
      });
      await this.checking;
    }
    let answer = this.answers.get(lang);
    if (!answer) {
      const building = buildLanes(this.db, lang).then(prepare);
      answer = building;
      building.then(
        (ready) => {
          if (this.answers.get(lang) === building) this.ready.set(lang, ready);
        },
        () => this.answers.delete(lang),
      );
      this.answers.set(lang, answer);
    }
    return answer;
  }
}
