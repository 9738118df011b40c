import type {
  AnnouncementsValue,
  GameCategory,
  Lane,
  PermissionValue,
  StatusValue,
  VendorCard,
} from '@lumen/contracts/system/system.contract';

export function vendor(code: string, gameType: GameCategory = 'RNG', extra: Partial<VendorCard> = {}): VendorCard {
  const img = `/media/vendors/${gameType}/${code}`;
  return {
    vassalage: code,
    displayName: `${code} Games`,
    gameType,
    icon: `${img}/default.svg`,
    isGame: 'VASSALAGE',
    gameCode: null,
    nodeId: null,
    gameCount: 10,
    maintenance: false,
    ...extra,
  };
}

export function lane(gameCategory: GameCategory, codes: string[]): Lane {
  return { gameCategory, title: gameCategory, gameClassify: [], cards: codes.map((c) => vendor(c, gameCategory)) };
}

export function statusValue(status: 0 | 1 | 2, extra: Partial<StatusValue> = {}): StatusValue {
  return { status, ip: '203.0.113.7', title: '', info: '', until: null, ...extra };
}

export function permissionValue(extra: Partial<PermissionValue['info']> = {}): PermissionValue {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      resources: {},
      whitelabel: [],
      flags: {},
      registerRules: {},
      mainDomain: 'example.test',
      analyticsId: '',
      imageCdn: [],
      launchCdn: [],
      merchantCode: 'M1',
      currency: 'PKR',
      currencySymbol: 'Rs',
      defaultLanguage: 'EN',
      languages: ['EN', 'UR', 'ZH', 'TH', 'VI'],
      esportVendors: [],
      cockfightVendors: [],
      footerVendors: [],
      ...extra,
    },
    location: { ip: '127.0.0.1', country: null },
    maintenance: false,
    regionRestriction: false,
  };
}

export const emptyAnnouncements: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [] };
