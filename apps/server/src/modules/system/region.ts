import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The caller's address in canonical form; IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes plain IPv4. */
export function normalizeIp(raw: string): string {
  const parsed = parseIp(raw);
  return parsed ? parsed.toString() : raw;
}

export function parseIp(raw: string): Address | null {
  const text = raw.trim().replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return null;
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

/** A CIDR range or a single address in canonical network form, or null when it is not one. */
export function canonicalCidr(value: string): string | null {
  try {
    const [addr, bits] = value.includes('/') ? ipaddr.parseCIDR(value) : [ipaddr.parse(value), value.includes(':') ? 128 : 32];
    const network = addr.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${addr}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${addr}/${bits}`);
    return `${network.toString()}/${bits}`;
  } catch {
    return null;
  }
}

export interface CompiledRules {
  ranges: [Address, number][];
  countries: Set<string>;
}

export function compileRules(rules: { kind: 'CIDR' | 'COUNTRY'; value: string }[]): CompiledRules {
  const ranges: [Address, number][] = [];
  const countries = new Set<string>();
  for (const rule of rules) {
    if (rule.kind === 'COUNTRY') {
      countries.add(rule.value.toUpperCase());
      continue;
    }
    const cidr = canonicalCidr(rule.value);
    if (cidr) ranges.push(ipaddr.parseCIDR(cidr));
  }
  return { ranges, countries };
}

/** True when the address lies in one of the ranges (IPv4 also checked against IPv4-mapped IPv6 ranges). */
export function inRanges(ip: string, ranges: [Address, number][]): boolean {
  if (ranges.length === 0) return false;
  const addr = parseIp(ip);
  if (!addr) return false;
  const mapped = addr.kind() === 'ipv4' ? (addr as ipaddr.IPv4).toIPv4MappedAddress() : null;
  for (const range of ranges) {
    const kind = range[0].kind();
    if (kind === addr.kind() && addr.match(range)) return true;
    if (mapped && kind === 'ipv6' && mapped.match(range)) return true;
  }
  return false;
}
