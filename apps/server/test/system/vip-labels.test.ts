import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LABELS, vipLabelOf, withSiteDefaults } from '../../src/modules/system/system.service.ts';

describe('VIP tier names', () => {
  it('when a site has no names of its own, then levels 1 to 6 get the default tiers, level 0 none, and a level past the list VIP<n>', () => {
    const site = withSiteDefaults({});
    expect(site.vipLabels).toEqual(DEFAULT_VIP_LABELS);
    expect([0, 1, 2, 6, 7].map((level) => vipLabelOf(site, level, 'EN'))).toEqual(['', 'Bronze', 'Silver', 'Crown', 'VIP7']);
    // In each language the site offers.
    expect([1, 2, 6].map((level) => vipLabelOf(site, level, 'UR'))).toEqual(['کانسی', 'چاندی', 'تاج']);
    expect(vipLabelOf(site, 3, 'ZH')).toBe('黄金');
  });

  it("when the operator names the tiers, then the site's names are used", () => {
    const site = withSiteDefaults({ vipLabels: ['Star', { EN: 'Moon', UR: 'چاند' }] });
    expect([1, 2, 3].map((level) => vipLabelOf(site, level, 'EN'))).toEqual(['Star', 'Moon', 'VIP3']);
    // A name in one language stays as it is; a missing language falls back to English.
    expect([1, 2].map((level) => vipLabelOf(site, level, 'UR'))).toEqual(['Star', 'چاند']);
    expect(vipLabelOf(site, 2, 'TH')).toBe('Moon');
  });
});
