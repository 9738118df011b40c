import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LABELS, vipLabelOf, withSiteDefaults } from '../../src/modules/system/system.service.ts';

describe('VIP tier names', () => {
  it('when a site has no names of its own, then levels 1 to 6 get the default tiers, level 0 none, and a level past the list VIP<n>', () => {
    const site = withSiteDefaults({});
    expect(site.vipLabels).toEqual(DEFAULT_VIP_LABELS);
    expect([0, 1, 2, 6, 7].map((level) => vipLabelOf(site, level))).toEqual(['', 'Bronze', 'Silver', 'Crown', 'VIP7']);
  });

  it("when the operator names the tiers, then the site's names are used", () => {
    const site = withSiteDefaults({ vipLabels: ['Star', 'Moon'] });
    expect([1, 2, 3].map((level) => vipLabelOf(site, level))).toEqual(['Star', 'Moon', 'VIP3']);
  });
});
