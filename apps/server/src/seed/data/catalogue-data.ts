import type { GameCategory } from '@lumen/contracts/system/system.contract';
import type { Translated } from '../../lib/translated.ts';

export interface CategorySeed {
  code: GameCategory;
  title: Translated;
  classify: string[];
}

/** Every category, in the server's order. */
export const categories: CategorySeed[] = [
  { code: 'HOME', title: { EN: 'Home', UR: 'ہوم', ZH: '首页', TH: 'หน้าแรก', VI: 'Trang chủ' }, classify: [] },
  { code: 'RNG', title: { EN: 'Slots', UR: 'سلاٹس', ZH: '电子游戏', TH: 'สล็อต', VI: 'Nổ hũ' }, classify: ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] },
  { code: 'LIVE', title: { EN: 'Live Casino', UR: 'لائیو کیسینو', ZH: '真人视讯', TH: 'คาสิโนสด', VI: 'Casino trực tiếp' }, classify: [] },
  { code: 'FISH', title: { EN: 'Fishing', UR: 'مچھلی کا شکار', ZH: '捕鱼', TH: 'ยิงปลา', VI: 'Bắn cá' }, classify: [] },
  { code: 'PVP', title: { EN: 'Card Games', UR: 'تاش کے کھیل', ZH: '棋牌', TH: 'เกมไพ่', VI: 'Game bài' }, classify: [] },
  { code: 'SPORTS', title: { EN: 'Sports', UR: 'کھیل', ZH: '体育', TH: 'กีฬา', VI: 'Thể thao' }, classify: [] },
  { code: 'ESPORTS', title: { EN: 'Esports', UR: 'ای اسپورٹس', ZH: '电竞', TH: 'อีสปอร์ต', VI: 'Thể thao điện tử' }, classify: [] },
  { code: 'COCKFIGHT', title: { EN: 'Cockfight', UR: 'مرغوں کی لڑائی', ZH: '斗鸡', TH: 'ชนไก่', VI: 'Đá gà' }, classify: [] },
  { code: 'CRASH', title: { EN: 'Crash', UR: 'کریش', ZH: '爆点', TH: 'แครช', VI: 'Crash' }, classify: [] },
  { code: 'MXWIN', title: { EN: 'Mix Win', UR: 'مکس وِن', ZH: '综合大奖', TH: 'มิกซ์วิน', VI: 'Mix Win' }, classify: [] },
  { code: 'LOTT', title: { EN: 'Lottery', UR: 'لاٹری', ZH: '彩票', TH: 'หวย', VI: 'Xổ số' }, classify: [] },
  { code: 'ELOTT', title: { EN: 'E-Lottery', UR: 'ای لاٹری', ZH: '电子彩票', TH: 'หวยออนไลน์', VI: 'Xổ số điện tử' }, classify: [] },
  { code: 'PROMO', title: { EN: 'Promotions', UR: 'پروموشنز', ZH: '优惠活动', TH: 'โปรโมชั่น', VI: 'Khuyến mãi' }, classify: [] },
];

export interface VendorSeed {
  code: string;
  name: Translated;
  color: string;
  accent: string;
}

const palette: [string, string][] = [
  ['#7c3aed', '#fbbf24'],
  ['#2563eb', '#f472b6'],
  ['#059669', '#facc15'],
  ['#dc2626', '#fde047'],
  ['#db2777', '#67e8f9'],
  ['#0891b2', '#fb923c'],
  ['#ea580c', '#a5f3fc'],
  ['#4f46e5', '#86efac'],
  ['#0d9488', '#f9a8d4'],
  ['#9333ea', '#5eead4'],
  ['#be123c', '#fcd34d'],
  ['#1d4ed8', '#fdba74'],
];

const specialNames: Record<string, Translated> = {
  HOUSE: { EN: 'Lumen Originals', UR: 'لومن اوریجنلز', ZH: '原创游戏', TH: 'เกมออริจินัล', VI: 'Trò chơi gốc' },
  TCG: { EN: 'TCG Lottery', UR: 'ٹی سی جی لاٹری', ZH: 'TCG 彩票', TH: 'หวย TCG', VI: 'Xổ số TCG' },
  TCG_LOTTO_VN: { EN: 'VN Lottery', UR: 'وی این لاٹری', ZH: '越南彩票', TH: 'หวยเวียดนาม', VI: 'Xổ số Việt Nam' },
  TCG_SEA: { EN: 'SEA Lottery', UR: 'ایس ای اے لاٹری', ZH: '东南亚彩票', TH: 'หวยอาเซียน', VI: 'Xổ số Đông Nam Á' },
  IMES: { EN: 'IM Esports', UR: 'آئی ایم ای اسپورٹس', ZH: 'IM 电竞', TH: 'IM อีสปอร์ต', VI: 'IM Esports' },
  SV388: { EN: 'SV388 Cockfight', UR: 'ایس وی 388', ZH: 'SV388 斗鸡', TH: 'SV388 ชนไก่', VI: 'SV388 Đá gà' },
};

/** Vendors shown per category, in order. MXWIN is derived by the client from RNG vendors 12 to 21. */
export const lanes: { category: GameCategory; vendors: string[] }[] = [
  {
    category: 'RNG',
    vendors: ['PG', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'EG2', 'AE', 'AG', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'RTG', 'TTG', 'WD', 'PP', 'HB', 'SG', 'KA', 'HOUSE'],
  },
  { category: 'LIVE', vendors: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP', 'EVO', 'SA'] },
  { category: 'FISH', vendors: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG', 'JDB', 'JL', 'FC'] },
  { category: 'PVP', vendors: ['KX', 'KY', 'TH', 'WS', 'XY'] },
  { category: 'SPORTS', vendors: ['IBC', 'SBT', 'UG', 'IMES', 'SV388'] },
  { category: 'CRASH', vendors: ['HOUSE', 'SPRIBE'] },
  { category: 'LOTT', vendors: ['TCG', 'HOUSE'] },
  { category: 'ELOTT', vendors: ['TCG_LOTTO_VN', 'TCG_SEA'] },
];

/** Cards of these categories launch one game directly; the others open the vendor's game list. */
export const directLaunchCategories: GameCategory[] = ['SPORTS', 'LOTT', 'ELOTT'];

export const esportVendors = ['IMES'];
export const cockfightVendors = ['SV388'];
export const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

export function vendorSeeds(): VendorSeed[] {
  const seen = new Map<string, VendorSeed>();
  for (const lane of lanes) {
    for (const code of lane.vendors) {
      if (seen.has(code)) continue;
      const [color, accent] = palette[seen.size % palette.length] ?? ['#7c3aed', '#fbbf24'];
      seen.set(code, { code, name: specialNames[code] ?? { EN: code }, color, accent });
    }
  }
  return [...seen.values()];
}

/** How the default catalogue is shared out: relative weight, and a cap for small fixed lists. */
export function slotWeight(category: GameCategory, vendor: string): { weight: number; cap?: number } {
  switch (category) {
    case 'RNG':
      return { weight: vendor === 'HOUSE' ? 80 : 420 };
    case 'LIVE':
      return { weight: 30, cap: 60 };
    case 'FISH':
      return { weight: 10, cap: 20 };
    case 'PVP':
      return { weight: 30, cap: 60 };
    case 'SPORTS':
      return { weight: 1, cap: 1 };
    case 'CRASH':
      return vendor === 'HOUSE' ? { weight: 3, cap: 3 } : { weight: 8, cap: 8 };
    case 'LOTT':
      return vendor === 'HOUSE' ? { weight: 2, cap: 2 } : { weight: 12, cap: 12 };
    default:
      return { weight: 6, cap: 6 };
  }
}
