import { patternCatalogue, type PatternId } from '@lumen/contracts/system/pattern-catalogue';
import type { WhitelabelFlag } from '@lumen/contracts/system/system.contract';
import type { Translated } from '../../lib/translated.ts';
import { cockfightVendors, esportVendors, footerVendors } from './catalogue-data.ts';

export interface ModuleSeed {
  code: string;
  name: string;
  enabled: boolean;
  children?: { code: WhitelabelFlag; name: string; enabled: boolean }[];
}

/** The whitelabel module tree: groups, each holding feature flags. */
export const whitelabelTree: ModuleSeed[] = [
  {
    code: 'ACCOUNT',
    name: 'Registration and login',
    enabled: true,
    children: [
      { code: 'USERNAMEREG3', name: 'Register with a username', enabled: true },
      { code: 'MOBILENUMREG3', name: 'Register with a mobile number', enabled: true },
      { code: 'MOBILENUMPASSREG3', name: 'Mobile registration sets a password', enabled: true },
      { code: 'REGMOBVERF3', name: 'Verify the mobile number by SMS on registration', enabled: false },
      { code: 'MOBILEVERCODELOGIN3', name: 'Log in with an SMS code', enabled: true },
      { code: 'CHNGPASSVERIF3', name: 'Recover the password by mobile number', enabled: true },
      { code: 'PWDEXPFORCECHANGE3', name: 'Force a change of an expired password', enabled: true },
      { code: 'FREEPLAY3', name: 'Trial play', enabled: true },
    ],
  },
  {
    code: 'MEMBER',
    name: 'Member features',
    enabled: true,
    children: [
      { code: 'REFERRAL3', name: 'Invite friends', enabled: true },
      { code: 'VIP3', name: 'VIP levels', enabled: true },
      { code: 'POINTMALL3', name: 'Points mall', enabled: true },
      { code: 'MISSION3', name: 'Missions', enabled: true },
      { code: 'MANUALREBATE3', name: 'Manual rebate', enabled: true },
    ],
  },
  {
    code: 'AGENT',
    name: 'Agents',
    enabled: true,
    children: [
      { code: 'AGENTPOLICY3', name: 'Agent policy and consolidated contracts', enabled: true },
      { code: 'CONTRACT3', name: 'Contracts', enabled: true },
      { code: 'SALARY3', name: 'Daily salary', enabled: true },
      { code: 'HOURSALARY3', name: 'Hourly salary', enabled: true },
      { code: 'REALTIMESALARY3', name: 'Real-time salary', enabled: true },
      { code: 'DIVIDEND3', name: 'Dividends', enabled: true },
    ],
  },
];

interface RuleSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
}

/** Registration field rules: every field of registerFieldNames, plus username and password. */
const ruleSeeds: RuleSeed[] = [
  { field: 'username', enabled: true, required: true, patternId: 'LETTER_START_ALNUM', minLength: 6, maxLength: 16 },
  { field: 'password', enabled: true, required: true, patternId: 'NO_SPACES', minLength: 6, maxLength: 20 },
  { field: 'payeeName', enabled: true, required: false, patternId: 'ENGLISH_SPACES', minLength: 2, maxLength: 50 },
  { field: 'email', enabled: true, required: false, patternId: 'EMAIL', minLength: 6, maxLength: 64 },
  { field: 'qqNum', enabled: false, required: false, patternId: 'DIGITS', minLength: 5, maxLength: 12 },
  { field: 'mobileNum', enabled: true, required: true, patternId: 'DIGITS', minLength: 7, maxLength: 15 },
  { field: 'recommenderId', enabled: false, required: false, patternId: 'ALNUM', minLength: 4, maxLength: 20 },
  { field: 'affiliateCode', enabled: true, required: false, patternId: 'ALNUM', minLength: 4, maxLength: 20 },
  { field: 'paymentPassword', enabled: false, required: false, patternId: 'DIGITS', minLength: 6, maxLength: 6 },
  { field: 'line', enabled: false, required: false, patternId: 'NO_SPACES', minLength: 4, maxLength: 30 },
  { field: 'whatsapp', enabled: false, required: false, patternId: 'DIGITS', minLength: 7, maxLength: 15 },
  { field: 'facebook', enabled: false, required: false, patternId: 'NO_SPACES', minLength: 5, maxLength: 50 },
  { field: 'wechat', enabled: false, required: false, patternId: 'LETTER_START_ALNUM', minLength: 6, maxLength: 20 },
  { field: 'idNumber', enabled: false, required: false, patternId: 'ALNUM', minLength: 6, maxLength: 20 },
  { field: 'captcha', enabled: false, required: true, patternId: 'ALNUM', minLength: 4, maxLength: 4 },
  { field: 'verificationCode', enabled: false, required: false, patternId: 'DIGITS', minLength: 6, maxLength: 6 },
];

export const registerRules = ruleSeeds.map((r, i) => ({
  field: r.field,
  enabled: r.enabled,
  required: r.required,
  pattern_id: r.patternId,
  accepted_pattern: patternCatalogue[r.patternId],
  min_length: r.minLength,
  max_length: r.maxLength,
  sort: i,
}));

export const customerServices: { csType: string; name: Translated; path: string }[] = [
  { csType: 'LIVECHAT', name: { EN: 'Live chat', UR: 'لائیو چیٹ', ZH: '在线客服', TH: 'แชทสด', VI: 'Trò chuyện trực tuyến' }, path: '/support/chat' },
  { csType: 'TELEGRAM', name: { EN: 'Telegram', UR: 'ٹیلیگرام' }, path: 'https://t.me/example_support' },
  { csType: 'WHATSAPP', name: { EN: 'WhatsApp', UR: 'واٹس ایپ' }, path: 'https://wa.me/15550100100' },
  { csType: 'LINE', name: { EN: 'LINE' }, path: 'https://line.me/R/ti/p/@example' },
  { csType: 'EMAIL', name: { EN: 'E-mail', UR: 'ای میل', ZH: '电子邮件', TH: 'อีเมล', VI: 'Email' }, path: 'mailto:support@example.com' },
  { csType: 'FACEBOOK', name: { EN: 'Facebook', UR: 'فیس بک' }, path: 'https://www.facebook.com/example' },
  { csType: 'YOUTUBE', name: { EN: 'YouTube', UR: 'یوٹیوب' }, path: 'https://www.youtube.com/@example' },
];

/** Site-wide settings, operator-owned once seeded. Empty domains mean "the host the caller used". */
export const siteSetting = {
  mainDomain: '',
  analyticsId: '',
  imageCdn: ['/media'],
  launchCdn: ['/'],
  domainRoutes: [] as { url: string; kind: 'web' | 'api' | 'app' | 'cdn' }[],
  merchantCode: 'LUMEN',
  currency: 'PKR',
  currencySymbol: 'Rs',
  defaultLanguage: 'EN',
  languages: ['EN', 'UR', 'ZH', 'TH', 'VI'],
  esportVendors,
  cockfightVendors,
  footerVendors,
  resources: {
    logo: { labelNameEn: 'Logo', url: '/media/brand/logo.svg' },
    icon: { labelNameEn: 'Site icon', url: '/media/brand/icon.svg' },
    avatar: { labelNameEn: 'Default avatar', url: '/media/brand/avatar.svg' },
    gameFallback: { labelNameEn: 'Default game icon', url: '/media/brand/game.svg' },
    sportsEntrance: { labelNameEn: 'Sports entrance', url: '/media/brand/sports.svg' },
    appDownload: { labelNameEn: 'App download', url: '/help' },
  },
};
export type SiteSetting = typeof siteSetting;

export const maintenanceSetting = {
  enabled: false,
  title: {
    EN: 'Scheduled maintenance',
    UR: 'طے شدہ دیکھ بھال',
    ZH: '系统维护中',
    TH: 'ปิดปรับปรุงระบบตามกำหนด',
    VI: 'Bảo trì định kỳ',
  },
  info: {
    EN: 'We are upgrading the platform to serve you better. Your balance and data are safe. Please come back shortly.',
    UR: 'ہم آپ کی بہتر خدمت کے لیے پلیٹ فارم کو اپ گریڈ کر رہے ہیں۔ آپ کا بیلنس اور ڈیٹا محفوظ ہے۔ براہ کرم تھوڑی دیر بعد واپس آئیں۔',
    ZH: '我们正在升级平台以便更好地为您服务。您的余额和数据安全无虞，请稍后再来。',
    TH: 'เรากำลังปรับปรุงระบบเพื่อให้บริการที่ดียิ่งขึ้น ยอดเงินและข้อมูลของคุณปลอดภัย กรุณากลับมาใหม่ในไม่ช้า',
    VI: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Số dư và dữ liệu của bạn được an toàn. Vui lòng quay lại sau.',
  },
  until: null as string | null,
};

export const regionPageSetting = {
  title: {
    EN: 'Not available in your region',
    UR: 'آپ کے علاقے میں دستیاب نہیں',
    ZH: '您所在的地区无法使用',
    TH: 'ไม่สามารถให้บริการในภูมิภาคของคุณ',
    VI: 'Không khả dụng tại khu vực của bạn',
  },
  info: {
    EN: 'Access to this site is restricted from your location or IP address. If you think this is a mistake, please contact customer service.',
    UR: 'آپ کے مقام یا آئی پی ایڈریس سے اس سائٹ تک رسائی محدود ہے۔ اگر آپ کے خیال میں یہ غلطی ہے تو براہ کرم کسٹمر سروس سے رابطہ کریں۔',
    ZH: '您的位置或 IP 地址无法访问本站。如您认为有误，请联系客服。',
    TH: 'การเข้าถึงเว็บไซต์นี้ถูกจำกัดจากตำแหน่งหรือ IP ของคุณ หากคิดว่าเป็นความผิดพลาด กรุณาติดต่อฝ่ายบริการลูกค้า',
    VI: 'Truy cập trang này bị hạn chế từ vị trí hoặc địa chỉ IP của bạn. Nếu bạn cho rằng đây là nhầm lẫn, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
  },
};

/** TEST-NET-3 is reserved for documentation and never a real visitor: it demonstrates the region page. */
export const demoRegionRule = {
  kind: 'CIDR' as const,
  value: '203.0.113.0/24',
  note: 'Documentation range (TEST-NET-3): send X-Forwarded-For 203.0.113.x through a trusted proxy to see the region page',
};
