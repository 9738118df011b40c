import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type ipaddr from 'ipaddr.js';
import { parseIp } from './region.ts';
import { processLog } from '../../lib/process-log.ts';

/**
 * Offline IP-to-country lookup from the range tables of @ip-location-db/geo-whois-asn-country
 * (regional-registry data, CC BY 4.0 by the NRO). Nothing is fetched: the tables ship in the npm
 * package and are read once, on first use. IPv6 ranges are kept at /64 precision.
 */
interface Table {
  v4Start: Uint32Array;
  v4End: Uint32Array;
  v4Country: Uint16Array;
  v6Start: BigUint64Array;
  v6End: BigUint64Array;
  v6Country: Uint16Array;
  codes: string[];
}

let loading: Promise<Table | null> | undefined;
let table: Table | null = null;

function packageDir(): string | null {
  try {
    const require = createRequire(import.meta.url);
    return path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country/package.json'));
  } catch {
    return null;
  }
}

function parseRows(text: string, onRow: (start: string, end: string, cc: string) => void) {
  let pos = 0;
  while (pos < text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl === -1) nl = text.length;
    const c1 = text.indexOf(',', pos);
    const c2 = text.indexOf(',', c1 + 1);
    if (c1 > pos && c2 > c1 && c2 < nl) onRow(text.slice(pos, c1), text.slice(c1 + 1, c2), text.slice(c2 + 1, nl).trim());
    pos = nl + 1;
  }
}

async function load(): Promise<Table | null> {
  const dir = packageDir();
  if (!dir) {
    // Country rules then never match: the operator must hear of it, not find out from a visitor.
    processLog.error({ package: '@ip-location-db/geo-whois-asn-country' }, 'the country data is not installed: country region rules cannot match anyone');
    return null;
  }
  const [v4Text, v6Text] = await Promise.all([
    readFile(path.join(dir, 'geo-whois-asn-country-ipv4-num.csv'), 'utf8'),
    readFile(path.join(dir, 'geo-whois-asn-country-ipv6-num.csv'), 'utf8'),
  ]);
  const codes: string[] = [];
  const index = new Map<string, number>();
  const codeOf = (cc: string) => {
    let i = index.get(cc);
    if (i === undefined) {
      i = codes.length;
      codes.push(cc);
      index.set(cc, i);
    }
    return i;
  };
  const v4: [number, number, number][] = [];
  parseRows(v4Text, (s, e, cc) => v4.push([Number(s), Number(e), codeOf(cc)]));
  const v6: [bigint, bigint, number][] = [];
  parseRows(v6Text, (s, e, cc) => v6.push([BigInt(s) >> 64n, BigInt(e) >> 64n, codeOf(cc)]));
  v4.sort((a, b) => a[0] - b[0]);
  v6.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    v4Start: Uint32Array.from(v4, (r) => r[0]),
    v4End: Uint32Array.from(v4, (r) => r[1]),
    v4Country: Uint16Array.from(v4, (r) => r[2]),
    v6Start: BigUint64Array.from(v6, (r) => r[0]),
    v6End: BigUint64Array.from(v6, (r) => r[1]),
    v6Country: Uint16Array.from(v6, (r) => r[2]),
    codes,
  };
}

/** Loads the table once; resolves to false when it is not installed. */
export async function ensureGeoIp(): Promise<boolean> {
  loading ??= load().then((t) => {
    table = t;
    return t;
  });
  return (await loading) !== null;
}

function search<T extends number | bigint>(starts: ArrayLike<T>, key: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as T) <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** ISO country code of an address, or null when unknown or the table is not loaded yet. */
export function lookupCountry(ip: string): string | null {
  if (!table) return null;
  const addr = parseIp(ip);
  if (!addr) return null;
  if (addr.kind() === 'ipv4') {
    const b = (addr as ipaddr.IPv4).octets;
    const n = (((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0)) >>> 0;
    const i = search(table.v4Start, n);
    if (i < 0 || n > (table.v4End[i] ?? 0)) return null;
    return table.codes[table.v4Country[i] ?? 0] ?? null;
  }
  const parts = (addr as ipaddr.IPv6).parts;
  let high = 0n;
  for (let k = 0; k < 4; k++) high = (high << 16n) | BigInt(parts[k] ?? 0);
  const i = search(table.v6Start, high);
  if (i < 0 || high > (table.v6End[i] ?? 0n)) return null;
  return table.codes[table.v6Country[i] ?? 0] ?? null;
}
