import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const KEY = 'test-ops-key-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 80 }, config: { opsApiKey: KEY } });
});
afterAll(async () => t?.close());

const auth = { authorization: `Bearer ${KEY}` };
const ops = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });
const call = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const lanes = '/wps/relay/GCSGAME_newGameVendor';

async function setMaintenance(enabled: boolean) {
  const res = await ops('PUT', '/api/ops/maintenance', {
    enabled,
    title: { EN: 'Upgrade in progress', UR: 'اپ گریڈ جاری ہے' },
    info: { EN: 'Back at noon' },
    until: '2026-12-01T12:00:00Z',
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('operator key', () => {
  it('when the bearer key is missing, then it answers 401', async () => {
    const res = await ops('GET', '/api/ops/maintenance', undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('when the bearer key is wrong, then it answers 401', async () => {
    expect((await ops('GET', '/api/ops/maintenance', undefined, { authorization: `Bearer ${KEY}x` })).statusCode).toBe(401);
    expect((await ops('GET', '/api/ops/maintenance', undefined, { authorization: KEY })).statusCode).toBe(401);
  });

  it('when the key is right, then it shows the maintenance setting', async () => {
    const res = await ops('GET', '/api/ops/maintenance');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ enabled: false, until: null });
  });
});

describe('maintenance', () => {
  it('when maintenance is on, then platform calls answer 503 and system calls still work', async () => {
    await setMaintenance(true);
    try {
      const blocked = await call(lanes, { 'accept-language': 'ur' });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toMatchObject({ success: false, code: 'MAINTENANCE', message: 'سسٹم کی دیکھ بھال جاری ہے' });
      expect((await call('/wps/relay/MCSFE_getListAnnouncements')).statusCode).toBe(503);
      expect((await call('/wps/anything/else')).statusCode).toBe(503);

      const status = (await call('/wps/system/status', { 'accept-language': 'ur' })).json().value;
      expect(status).toMatchObject({ status: 1, title: 'اپ گریڈ جاری ہے', info: 'Back at noon', until: '2026-12-01T12:00:00Z' });
      for (const path of ['/wps/system/permission', '/wps/system/domainRoute', '/wps/system/helpCenter', '/wps/system/countryCode', '/wps/system/status/']) {
        expect((await call(path)).statusCode, path).toBe(200);
      }
      expect((await call('/wps/system/permission')).json().value.maintenance).toBe(true);
      expect((await t.app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'EN' } })).statusCode).toBe(200);
      expect((await call('/healthz')).statusCode).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await call(lanes)).statusCode).toBe(200);
    expect((await call('/wps/system/status')).json().value.status).toBe(0);
  });

  it('when the maintenance body is wrong, then it answers 400 naming the field', async () => {
    const res = await ops('PUT', '/api/ops/maintenance', { enabled: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('enabled');
    const bad = await ops('PUT', '/api/ops/maintenance', { enabled: true, until: 'tomorrow' });
    expect(bad.json().value.fields[0].field).toBe('until');
    const extra = await ops('PUT', '/api/ops/maintenance', { enabled: true, colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().value.fields[0].field).toBe('colour');
  });
});

describe('region restriction', () => {
  it('when a trusted proxy forwards an address in the demo range, then the caller is region-restricted', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const status = (await call('/wps/system/status', headers)).json().value;
    expect(status).toMatchObject({ status: 2, ip: '203.0.113.7', title: 'Not available in your region' });
    const blocked = await call(lanes, headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'REGION_RESTRICTED', value: { status: 2, ip: '203.0.113.7' } });
    const permission = (await call('/wps/system/permission', headers)).json().value;
    expect(permission).toMatchObject({ regionRestriction: true, maintenance: false, location: { ip: '203.0.113.7' } });
  });

  it('when the forwarded address comes from an untrusted peer, then it is ignored', async () => {
    const res = await call('/wps/system/status', { 'x-forwarded-for': '203.0.113.7' }, '198.51.100.20');
    expect(res.json().value).toMatchObject({ status: 0, ip: '198.51.100.20' });
    expect((await call(lanes, { 'x-forwarded-for': '203.0.113.7' }, '198.51.100.20')).statusCode).toBe(200);
  });

  it('when the peer itself is in a blocked range, then no header can hide it', async () => {
    const res = await call('/wps/system/status', { 'x-forwarded-for': '192.0.2.1' }, '203.0.113.99');
    expect(res.json().value).toMatchObject({ status: 2, ip: '203.0.113.99' });
  });

  it('when the address is IPv4-mapped IPv6, then it matches the IPv4 rule', async () => {
    const res = await call('/wps/system/status', { 'x-forwarded-for': '::ffff:203.0.113.8' });
    expect(res.json().value).toMatchObject({ status: 2, ip: '203.0.113.8' });
  });

  it('when an IPv6 range is added, then IPv6 callers in it are blocked and removing it lifts the block', async () => {
    const added = await ops('POST', '/api/ops/region-rules', { kind: 'CIDR', value: '2001:db8:abcd::/48', note: 'test' });
    expect(added.statusCode).toBe(200);
    const rule = added.json().value;
    expect(rule).toMatchObject({ kind: 'CIDR', value: '2001:db8:abcd::/48', enabled: true, note: 'test' });
    const headers = { 'x-forwarded-for': '2001:db8:abcd:12::5' };
    expect((await call('/wps/system/status', headers)).json().value.status).toBe(2);
    expect((await call('/wps/system/status', { 'x-forwarded-for': '2001:db8:abce::5' })).json().value.status).toBe(0);

    const off = await ops('PATCH', `/api/ops/region-rules/${rule.id}`, { enabled: false });
    expect(off.json().value.enabled).toBe(false);
    expect((await call('/wps/system/status', headers)).json().value.status).toBe(0);

    expect((await ops('DELETE', `/api/ops/region-rules/${rule.id}`)).json().value).toEqual({ deleted: true });
    expect((await ops('DELETE', `/api/ops/region-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await ops('PATCH', `/api/ops/region-rules/${rule.id}`, { enabled: true })).statusCode).toBe(404);
  });

  it('when an IPv4-mapped IPv6 range is added, then plain IPv4 callers in it are blocked', async () => {
    const added = (await ops('POST', '/api/ops/region-rules', { kind: 'CIDR', value: '::ffff:198.51.100.0/120' })).json().value;
    try {
      expect((await call('/wps/system/status', { 'x-forwarded-for': '198.51.100.44' })).json().value.status).toBe(2);
    } finally {
      await ops('DELETE', `/api/ops/region-rules/${added.id}`);
    }
  });

  it('when a single address is added, then it is stored as a /32 network and duplicates conflict', async () => {
    const added = await ops('POST', '/api/ops/region-rules', { kind: 'CIDR', value: '192.0.2.77' });
    expect(added.json().value.value).toBe('192.0.2.77/32');
    const again = await ops('POST', '/api/ops/region-rules', { kind: 'CIDR', value: '192.0.2.77/32' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    await ops('DELETE', `/api/ops/region-rules/${added.json().value.id}`);
  });

  it('when a country is blocked, then callers the offline table places there are restricted', async () => {
    const added = await ops('POST', '/api/ops/region-rules', { kind: 'COUNTRY', value: 'US' });
    expect(added.statusCode).toBe(200);
    try {
      const list = (await ops('GET', '/api/ops/region-rules')).json().value;
      expect(list.countryLookup).toBe(true);
      expect(list.rules.map((r: { value: string }) => r.value)).toEqual(expect.arrayContaining(['203.0.113.0/24', 'US']));
      const status = (await call('/wps/system/status', { 'x-forwarded-for': '8.8.8.8' })).json().value;
      expect(status.status).toBe(2);
      const permission = (await call('/wps/system/permission', { 'x-forwarded-for': '8.8.8.8' })).json().value;
      expect(permission.location).toEqual({ ip: '8.8.8.8', country: 'US' });
      expect((await call('/wps/system/status', { 'x-forwarded-for': '39.32.0.1' })).json().value.status).toBe(0);
    } finally {
      await ops('DELETE', `/api/ops/region-rules/${added.json().value.id}`);
    }
  });

  it('when a rule is malformed, then it answers 400 naming the field', async () => {
    for (const body of [
      { kind: 'CIDR', value: '300.1.1.0/24' },
      { kind: 'CIDR', value: '10.0.0.0/33' },
      { kind: 'COUNTRY', value: 'usa' },
    ]) {
      const res = await ops('POST', '/api/ops/region-rules', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.fields[0].field).toBe('value');
    }
    const kind = await ops('POST', '/api/ops/region-rules', { kind: 'ASN', value: '1' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().value.fields[0].field).toBe('kind');
    const id = await ops('DELETE', '/api/ops/region-rules/abc');
    expect(id.statusCode).toBe(400);
    expect(id.json().value.fields[0].field).toBe('id');
  });

  it('when maintenance is on for a region-restricted caller, then maintenance wins', async () => {
    await setMaintenance(true);
    try {
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      expect((await call('/wps/system/status', headers)).json().value.status).toBe(1);
      const blocked = await call(lanes, headers);
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().code).toBe('MAINTENANCE');
    } finally {
      await setMaintenance(false);
    }
  });
});
