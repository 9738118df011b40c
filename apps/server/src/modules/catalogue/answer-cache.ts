import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { findCatalogueVersion } from './catalogue.repository.ts';

type Db = Kysely<DB>;

/** One serialised envelope, ready to send as is or precompressed. */
export interface PreparedAnswer {
  json: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/** Serialises `ok(value)` once and compresses it at a speed suited to answers built often. */
export async function prepareAnswer(value: unknown): Promise<PreparedAnswer> {
  const json = Buffer.from(JSON.stringify(ok(value)));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  if (json.length < COMPRESS_FROM_BYTES) return { json, br: null, gzip: null, etag };
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzipAsync(json, { level: 6 }),
  ]);
  return { json, br, gzip: gz, etag };
}

const seenEncodings = new Map<string, 'br' | 'gzip' | null>();

/** The best encoding the caller accepts among brotli and gzip (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const text = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  const known = seenEncodings.get(text);
  if (known !== undefined) return known;
  let br = false;
  let gz = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) <= 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  const picked = br ? 'br' : gz ? 'gzip' : null;
  // Browsers send a handful of distinct headers; remember them, but never without bound.
  if (seenEncodings.size < 200) seenEncodings.set(text, picked);
  return picked;
}

/** Sends a prepared answer: 304 on a matching If-None-Match, else compressed when accepted. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, cacheControl = 'no-cache') {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding, accept-language, x-language, cookie')
    .header('etag', answer.etag)
    .header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
  const encoding = answer.br ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send((encoding === 'br' ? answer.br : answer.gzip) as never);
  return reply.send(answer.json as never);
}

interface Entry {
  version: string;
  expiresAt: number;
  answer: Promise<PreparedAnswer>;
  /** The answer once built. */
  ready?: PreparedAnswer;
}

/**
 * Serialised answers keyed by their query, kept while the catalogue version is unchanged and at
 * most `ttlMs`. The version (bumped by every catalogue write) is re-read at most every
 * `checkEveryMs`, so a change made by another instance is followed within seconds. The map is
 * bounded: past `maxEntries` the oldest entry goes.
 */
export class AnswerCache {
  private entries = new Map<string, Entry>();
  private version = '';
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { ttlMs: number; maxEntries: number; checkEveryMs?: number },
  ) {}

  invalidate(): void {
    this.entries.clear();
    this.checkedAt = 0;
  }

  private async currentVersion(): Promise<string> {
    if (Date.now() - this.checkedAt >= (this.options.checkEveryMs ?? 5000)) {
      this.checking ??= findCatalogueVersion(this.db)
        .then((version) => {
          if (version !== this.version) this.entries.clear();
          this.version = version;
          this.checkedAt = Date.now();
        })
        .finally(() => {
          this.checking = undefined;
        });
      await this.checking;
    }
    return this.version;
  }

  /**
   * The answer for `key` when it is built, fresh, and the catalogue version was checked recently;
   * undefined otherwise (then `get` decides). Synchronous, for answering before any other work.
   */
  peek(key: string): PreparedAnswer | undefined {
    const now = Date.now();
    if (now - this.checkedAt >= (this.options.checkEveryMs ?? 5000)) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.version === this.version && hit.expiresAt > now ? hit.ready : undefined;
  }

  /** The answer for `key`, built by `build` (and prepared) when missing or stale. Failures are not kept. */
  async get(key: string, build: () => Promise<unknown>): Promise<PreparedAnswer> {
    const version = await this.currentVersion();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expiresAt > now) return hit.answer;
    if (hit) this.entries.delete(key);
    const answer = build().then(prepareAnswer);
    const entry: Entry = { version, expiresAt: now + this.options.ttlMs, answer };
    answer.then(
      (ready) => {
        entry.ready = ready;
      },
      () => undefined,
    );
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return answer;
  }
}

/**
 * Remembers which cache key a raw request address (with the caller's language) stood for once it
 * was validated, so a repeat of the very same address can be answered from the cache before the
 * query is parsed again. Bounded: cleared when full.
 */
export class RawKeyIndex {
  private keys = new Map<string, string>();
  constructor(private readonly max = 20_000) {}

  static of(lang: string, url: string): string {
    return `${lang}\u0001${url}`;
  }

  get(raw: string): string | undefined {
    return this.keys.get(raw);
  }

  set(raw: string, key: string): void {
    if (this.keys.size >= this.max) this.keys.clear();
    this.keys.set(raw, key);
  }
}
