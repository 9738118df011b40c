import { decodeCsPath, whitelabelFlagCodes, registerFieldNames } from '@lumen/contracts/system/system.contract';
import { isPatternId, patternCatalogue } from '@lumen/contracts/system/pattern-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 120 } });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/status', () => {
  it('when nothing blocks the caller, then it answers status 0 with the caller IP', async () => {
    const res = await get('/wps/system/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 'OK', value: { status: 0, ip: '127.0.0.1', title: '', info: '', until: null } });
  });
});

describe('GET /wps/system/permission', () => {
  it('when asked, then it returns every whitelabel flag with the demo values', async () => {
    const { value } = (await get('/wps/system/permission')).json();
    for (const code of whitelabelFlagCodes) expect(typeof value.info.flags[code]).toBe('boolean');
    expect(value.info.flags).toMatchObject({
      FREEPLAY3: true,
      MOBILEVERCODELOGIN3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      CHNGPASSVERIF3: true,
      AGENTPOLICY3: true,
      REGMOBVERF3: false,
      PWDEXPFORCECHANGE3: true,
    });
    const tree = value.info.whitelabel as { code: string; children: { code: string }[] }[];
    expect(tree.flatMap((m) => m.children.map((c) => c.code)).sort()).toEqual([...whitelabelFlagCodes].sort());
  });

  it('when asked, then every registration field has a rule whose pattern comes from the catalogue', async () => {
    const { value } = (await get('/wps/system/permission')).json();
    for (const field of registerFieldNames) {
      const rule = value.info.registerRules[field];
      expect(rule, field).toBeDefined();
      expect(isPatternId(rule.patternId)).toBe(true);
      expect(rule.acceptedPattern).toBe(patternCatalogue[rule.patternId as keyof typeof patternCatalogue]);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
  });

  it('when asked twice, then customer-service paths are obscured with a fresh key and decrypt back', async () => {
    const a = (await get('/wps/system/permission')).json().value.info.customerService as { csType: string; path: string }[];
    const b = (await get('/wps/system/permission')).json().value.info.customerService as { csType: string; path: string }[];
    const types = a.map((c) => c.csType);
    expect(types).toEqual(expect.arrayContaining(['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'FACEBOOK', 'YOUTUBE']));
    const facebook = a.find((c) => c.csType === 'FACEBOOK');
    expect(facebook?.path).not.toContain('facebook');
    expect(decodeCsPath(facebook?.path ?? '')).toBe('https://www.facebook.com/example');
    expect(a[0]?.path.slice(-8)).not.toBe(b[0]?.path.slice(-8));
    expect(a.map((c) => decodeCsPath(c.path))).toEqual(b.map((c) => decodeCsPath(c.path)));
  });

  it('when asked, then it carries location, CDN lists, split vendor lists and the host as main domain', async () => {
    const { value } = (await get('/wps/system/permission', { host: 'play.example.test' })).json();
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info).toMatchObject({
      mainDomain: 'play.example.test',
      imageCdn: ['/media'],
      esportVendors: ['IMES'],
      cockfightVendors: ['SV388'],
      footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
      defaultLanguage: 'EN',
    });
    expect(value.info.domainRoute).toEqual(['http://play.example.test']);
    expect(value.info.resources.logo.url).toBe('/media/brand/logo.svg');
  });

  it('when the caller speaks Urdu, then names are translated', async () => {
    const { value } = (await get('/wps/system/permission', { 'accept-language': 'ur-PK,ur;q=0.9' })).json();
    expect(value.info.customerService.find((c: { csType: string }) => c.csType === 'LIVECHAT').name).toBe('لائیو چیٹ');
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('when no routes are configured, then it offers the host the caller used', async () => {
    const res = await get('/wps/system/domainRoute', { host: 'm.example.test:8443', 'x-forwarded-proto': 'https' });
    expect(res.json().value).toEqual({
      mainDomain: 'm.example.test',
      routes: [
        { url: 'https://m.example.test:8443', kind: 'web' },
        { url: 'https://m.example.test:8443', kind: 'api' },
        { url: 'https://m.example.test:8443/media', kind: 'cdn' },
      ],
    });
  });
});

describe('GET /wps/system/countryCode', () => {
  it('when asked, then every ISO country comes with its dialing code and a local flag', async () => {
    const list = (await get('/wps/system/countryCode')).json().value as { countryCode: string; countryDialingCode: string; flag: string; name: string }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.countryCode === 'PK')).toEqual({ countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan', flag: '/media/flags/pk.svg' });
    expect(list.find((c) => c.countryCode === 'US')?.countryDialingCode).toBe('+1');
    for (const c of list) expect(c.countryDialingCode).toMatch(/^\+\d{1,4}$/);
  });

  it('when the caller speaks Urdu, then country names are in Urdu', async () => {
    const list = (await get('/wps/system/countryCode?language=UR')).json().value as { countryCode: string; name: string }[];
    expect(list.find((c) => c.countryCode === 'PK')?.name).toBe('پاکستان');
  });
});

describe('PUT /wps/system/language', () => {
  it('when a language is set, then a lang cookie is returned and later answers use it', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'UR' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ language: 'UR' });
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'UR', path: '/', httpOnly: true, sameSite: 'Lax' });
    const help = await get('/wps/system/helpCenter', { cookie: 'theme=dark; lang=UR' });
    expect(help.json().value.categories[0].title).toBe('ہمارے بارے میں');
    const notFound = await get('/wps/nothing-here', { cookie: 'lang=UR' });
    expect(notFound.json().message).toBe('صفحہ یا چیز نہیں ملی');
  });

  it('when the language is not supported, then it answers 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'XX' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().value.fields[0].field).toBe('language');
  });

  it('when the body is missing, then it answers 400 and never 500', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/system/language' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('operator calls without a configured key', () => {
  it('when OPS_API_KEY is unset, then the operator calls do not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ops/maintenance', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('the OpenAPI document', () => {
  it('lists every system call', async () => {
    const doc = (await get('/docs/json')).json();
    for (const p of ['/wps/system/status', '/wps/system/permission', '/wps/system/domainRoute', '/wps/system/helpCenter', '/wps/system/countryCode', '/wps/system/language', '/wps/relay/GCSGAME_newGameVendor', '/wps/relay/MCSFE_getListAnnouncements', '/api/ops/maintenance', '/api/ops/region-rules']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});
