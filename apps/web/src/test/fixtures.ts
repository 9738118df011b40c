import type { MemberInfo } from '@lumen/contracts/auth/auth.contract';
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

/** Member info (loginInfo) of an ordinary member; override what a test is about. */
export function memberInfo(extra: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm1',
    account: 'player01',
    userName: 'player01',
    nickname: 'player01',
    type: 0,
    isAgent: false,
    isTrial: false,
    balance: '0.00',
    currency: 'PKR',
    currencySymbol: 'Rs',
    hasVip: false,
    vipLabelName: '',
    vipRankLevel: 0,
    availablePromoCount: 0,
    unreadMessage: 0,
    availablePromo: {},
    firstTimeLogin: false,
    passwordExpired: false,
    passwordChangeRequired: false,
    hasPassword: true,
    mobileNum: null,
    email: null,
    referralCode: null,
    lastLoginAt: null,
    lastLoginIp: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
