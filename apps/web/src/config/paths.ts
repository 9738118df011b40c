import type { GameCategory } from '@lumen/contracts/system/system.contract';

/** Every route of the site. React Router matches paths case-insensitively, so /sealottery works too. */
export const paths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  help: '/help',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  favorite: '/favorite',
  recent: '/recent',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  verify: '/verify',
  resetPassword: '/resetPassword',
  download: '/download',
  /** The operator's payment desk (and everything below it). */
  admin: '/admin',
} as const;

/** Paths that are one page: moving between them does not rebuild the home page. */
export const homePagePaths: readonly string[] = [
  paths.home,
  paths.index,
  paths.indexHtml,
  paths.homeAlias,
  paths.login,
  paths.register,
];

export const loginRequiredPaths: readonly string[] = [
  paths.member,
  paths.agentHome,
  paths.lottery,
  paths.seaLottery,
  paths.vnLottery,
  paths.favorite,
  paths.recent,
];

/** Game pages hide the side menu (compared in lower case; /lottert is an old alias). */
const gamePagePaths = new Set(['/lottery', '/sealottery', '/vnlottery', '/seamless', '/lott', '/elott', '/lottert']);
const agentLayoutPaths = new Set(['/agent', '/agenthome']);
const noFooterPaths = new Set(['/seamless']);

/** A pathname as the site compares it: lower case, without a trailing slash (/Register/ is /register). */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

export const isGamePage = (pathname: string) => gamePagePaths.has(normalisePath(pathname));
export const isAgentLayoutPage = (pathname: string) => agentLayoutPaths.has(normalisePath(pathname));
export const hidesFooter = (pathname: string) => noFooterPaths.has(normalisePath(pathname));
export const isHomePage = (pathname: string) =>
  homePagePaths.some((p) => p.toLowerCase() === normalisePath(pathname));
/** Whether `pathname` is `path` (compared as normalisePath does). */
export const isPath = (pathname: string, path: string) => normalisePath(pathname) === path.toLowerCase();
/** The operator desk (/admin and below): outside the visitor status gate, as the server does not gate /api/admin. */
export const isAdminPath = (pathname: string) => {
  const p = normalisePath(pathname);
  return p === paths.admin || p.startsWith(`${paths.admin}/`);
};

/** Categories that have their own page; the rest open as a tab of the home page. */
const categoryPaths: Partial<Record<GameCategory, string>> = {
  HOME: paths.home,
  RNG: paths.rng,
  LIVE: paths.live,
  FISH: paths.fish,
  PVP: paths.pvp,
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  LOTT: paths.lott,
  ELOTT: paths.elott,
  PROMO: paths.promotions,
};

export function categoryPath(category: GameCategory): string | undefined {
  return categoryPaths[category];
}

/** Where choosing a vendor of a category leads, when the category has a page. */
export function vendorPath(category: GameCategory, vassalage: string): string | undefined {
  const base = categoryPaths[category];
  if (!base || category === 'HOME' || category === 'PROMO') return undefined;
  return `${base}?vassalage=${encodeURIComponent(vassalage)}`;
}

export const helpPath = (anchor?: string) => (anchor ? `${paths.help}#${anchor}` : paths.help);
