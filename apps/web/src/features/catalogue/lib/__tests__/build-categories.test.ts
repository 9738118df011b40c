import { describe, expect, it } from 'vitest';
import { lane } from '@/test/fixtures.ts';
import { buildCategories, LARGE_DROPDOWN_THRESHOLD, usesLargeDropdown } from '../build-categories.ts';

const codes = (list: ReturnType<typeof buildCategories>) => list.map((c) => c.code);
const rng = Array.from({ length: 24 }, (_, i) => `S${i + 1}`);

describe('buildCategories', () => {
  it('when lanes come in the server order, then HOME is first, PROMO last and the order is kept', () => {
    const result = buildCategories([lane('LIVE', ['AG']), lane('RNG', ['PG']), lane('FISH', ['JDB'])]);
    expect(codes(result)).toEqual(['HOME', 'LIVE', 'RNG', 'FISH', 'PROMO']);
  });

  it('when a crash lane exists, then CRASH is placed right before SPORTS', () => {
    const result = buildCategories([lane('CRASH', ['HOUSE']), lane('RNG', ['PG']), lane('SPORTS', ['IBC']), lane('PVP', ['KY'])]);
    expect(codes(result)).toEqual(['HOME', 'RNG', 'CRASH', 'SPORTS', 'PVP', 'PROMO']);
  });

  it('when sports vendors are configured as esports or cockfight, then they are split out and placed after SPORTS', () => {
    const result = buildCategories([lane('SPORTS', ['IBC', 'IMES', 'SV388', 'SBT']), lane('LIVE', ['AG'])], {
      esportVendors: ['IMES'],
      cockfightVendors: ['SV388'],
    });
    expect(codes(result)).toEqual(['HOME', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'PROMO']);
    expect(result.find((c) => c.code === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['IBC', 'SBT']);
    expect(result.find((c) => c.code === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['IMES']);
    expect(result.find((c) => c.code === 'COCKFIGHT')?.vendors.map((v) => v.vassalage)).toEqual(['SV388']);
  });

  it('when there are slots vendors, then MXWIN holds vendors 12 to 21 and follows RNG', () => {
    const result = buildCategories([lane('RNG', rng), lane('LIVE', ['AG'])]);
    expect(codes(result)).toEqual(['HOME', 'RNG', 'MXWIN', 'LIVE', 'PROMO']);
    expect(result.find((c) => c.code === 'MXWIN')?.vendors.map((v) => v.vassalage)).toEqual(rng.slice(11, 21));
    expect(result.find((c) => c.code === 'RNG')?.vendors).toHaveLength(24);
  });

  it('when a category has no vendor, then it is hidden (and MXWIN needs more than 11 slots vendors)', () => {
    const result = buildCategories([lane('RNG', ['PG', 'PT']), lane('FISH', []), lane('SPORTS', ['IBC'])], { esportVendors: ['IMES'] });
    expect(codes(result)).toEqual(['HOME', 'RNG', 'SPORTS', 'PROMO']);
  });

  it('when nothing is loaded yet, then only HOME and PROMO are listed', () => {
    expect(codes(buildCategories([]))).toEqual(['HOME', 'PROMO']);
  });
});

describe('usesLargeDropdown', () => {
  it('when a category has more than 10 vendors, then its dropdown uses the large layout', () => {
    expect(LARGE_DROPDOWN_THRESHOLD).toBe(10);
    expect(usesLargeDropdown(10)).toBe(false);
    expect(usesLargeDropdown(11)).toBe(true);
  });
});
