import type { Maintenance } from '@lumen/contracts/system/ops.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sendError } from '../../http/error-handler.ts';
import type { Translated } from '../../lib/translated.ts';
import { ensureGeoIp, lookupCountry } from './geoip.ts';
import { type CompiledRules, compileRules, inRanges, normalizeIp } from './region.ts';
import { findRegionRules, findSettings } from './system.repository.ts';

export interface AccessSnapshot {
  maintenance: Maintenance;
  regionPage: { title: Translated; info: Translated };
  rules: CompiledRules;
}

export interface AccessVerdict {
  ip: string;
  country: string | null;
  maintenance: boolean;
  regionRestricted: boolean;
  snapshot: AccessSnapshot;
}

const emptyText: Translated = { EN: '' };
const defaultMaintenance: Maintenance = { enabled: false, title: emptyText, info: emptyText, until: null };

/**
 * Maintenance and region rules, held in memory so the gate costs no query per request. Writes in
 * this process invalidate at once; writes elsewhere (another instance, the seed script) are seen
 * within `ttlMs`.
 */
export class AccessState {
  private current: AccessSnapshot | undefined;
  /** What the current snapshot was built from: a reload that finds the same keeps the snapshot and its verdicts. */
  private source = '';
  private loadedAt = 0;
  private pending: Promise<AccessSnapshot> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs = 3000,
  ) {}

  invalidate(): void {
    this.current = undefined;
    this.source = '';
    this.pending = undefined;
  }

  async snapshot(): Promise<AccessSnapshot> {
    if (this.current && Date.now() - this.loadedAt < this.ttlMs) return this.current;
    this.pending ??= this.load().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async load(): Promise<AccessSnapshot> {
    const [settings, rules] = await Promise.all([
      findSettings(this.db, ['maintenance', 'region_page']),
      findRegionRules(this.db, true),
    ]);
    const source = JSON.stringify([settings.get('maintenance'), settings.get('region_page'), rules.map((r) => [r.kind, r.value])]);
    if (this.current && source === this.source) {
      this.loadedAt = Date.now();
      return this.current;
    }
    const compiled = compileRules(rules);
    // Country rules need the IP-to-country table; it is read once, the first time one exists.
    if (compiled.countries.size > 0) await ensureGeoIp();
    const snapshot: AccessSnapshot = {
      maintenance: { ...defaultMaintenance, ...(settings.get('maintenance') as Partial<Maintenance> | undefined) },
      regionPage: (settings.get('region_page') as AccessSnapshot['regionPage'] | undefined) ?? { title: emptyText, info: emptyText },
      rules: compiled,
    };
    this.current = snapshot;
    this.source = source;
    this.loadedAt = Date.now();
    return snapshot;
  }

  /** Verdicts per address for the current snapshot: most traffic comes from few addresses. */
  private verdicts = new WeakMap<AccessSnapshot, Map<string, AccessVerdict>>();

  async evaluate(rawIp: string): Promise<AccessVerdict> {
    return this.verdictFor(await this.snapshot(), rawIp);
  }

  /** The verdict without waiting, when the rules in memory are fresh (almost every request). */
  evaluateNow(rawIp: string): AccessVerdict | undefined {
    if (!this.current || Date.now() - this.loadedAt >= this.ttlMs) return undefined;
    return this.verdictFor(this.current, rawIp);
  }

  private verdictFor(snapshot: AccessSnapshot, rawIp: string): AccessVerdict {
    let known = this.verdicts.get(snapshot);
    if (!known || known.size > 10_000) {
      known = new Map();
      this.verdicts.set(snapshot, known);
    }
    let verdict = known.get(rawIp);
    if (!verdict) {
      verdict = this.judge(snapshot, rawIp);
      known.set(rawIp, verdict);
    }
    return verdict;
  }

  private judge(snapshot: AccessSnapshot, rawIp: string): AccessVerdict {
    const ip = normalizeIp(rawIp);
    const country = lookupCountry(ip);
    const regionRestricted =
      inRanges(ip, snapshot.rules.ranges) || (country !== null && snapshot.rules.countries.has(country));
    return { ip, country, maintenance: snapshot.maintenance.enabled, regionRestricted, snapshot };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessState;
  }
}

const gatedPrefixes = ['/wps/', '/lgw/', '/lotto/'];
/** The calls the maintenance and region pages themselves need. */
const exemptPaths = new Set<string>([
  systemPaths.status,
  systemPaths.permission,
  systemPaths.domainRoute,
  systemPaths.helpCenter,
  systemPaths.countryCode,
  systemPaths.language,
]);

export function isGatedPath(url: string): boolean {
  // Runs on every request: no split, and the path is cut out only for gated prefixes.
  const query = url.indexOf('?');
  let end = query === -1 ? url.length : query;
  if (end > 1 && url.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  for (const prefix of gatedPrefixes) {
    if (end >= prefix.length && url.startsWith(prefix)) return !exemptPaths.has(end === url.length ? url : url.slice(0, end));
  }
  return false;
}

/**
 * While maintenance is on every platform call except the system ones answers 503 MAINTENANCE;
 * a caller from a blocked range or country gets 403 REGION_RESTRICTED. Maintenance wins.
 */
export function registerAccessGate(app: FastifyInstance): void {
  app.decorate('access', new AccessState(app.deps.database.db));
  const apply = (verdict: AccessVerdict, request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (verdict.maintenance) return sendError(reply, 'MAINTENANCE', request.lang, { status: 1 });
    if (verdict.regionRestricted) return sendError(reply, 'REGION_RESTRICTED', request.lang, { status: 2, ip: verdict.ip });
    done();
  };
  // Callback style: the common case (fresh rules, known address) decides without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isGatedPath(request.url)) return done();
    const now = app.access.evaluateNow(request.ip);
    if (now) return apply(now, request, reply, done);
    app.access.evaluate(request.ip).then((verdict) => apply(verdict, request, reply, done), done);
  });
}
