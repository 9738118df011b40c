import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { languageCodes } from '../i18n/languages.ts';
export {
  decodeCsPath,
  encodeCsPath,
  systemPaths,
  type VendorImageVariant,
  vendorImagePath,
  vendorImageVariants,
} from './system.paths.ts';

// ---------- status ----------
/** 0 normal, 1 maintenance, 2 region-restricted; maintenance wins over region. */
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusValueSchema = z.object({
  status: systemStatusSchema,
  ip: z.string(),
  /** Operator-written title and info text of the maintenance or region page (caller's language). */
  title: z.string(),
  info: z.string(),
  /** ISO time the maintenance is expected to end, when the operator gave one. */
  until: z.string().nullable(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;
export const statusResponseSchema = envelopeSchema(statusValueSchema);

// ---------- permission ----------
export const whitelabelFlagCodes = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'REFERRAL3',
  'VIP3',
  'CONTRACT3',
  'SALARY3',
  'HOURSALARY3',
  'REALTIMESALARY3',
  'DIVIDEND3',
  'POINTMALL3',
  'MISSION3',
  'MANUALREBATE3',
] as const;
export const whitelabelFlagSchema = z.enum(whitelabelFlagCodes);
export type WhitelabelFlag = z.infer<typeof whitelabelFlagSchema>;

export interface WhitelabelModule {
  code: string;
  name: string;
  enabled: boolean;
  children: WhitelabelModule[];
}
export const whitelabelModuleSchema: z.ZodType<WhitelabelModule> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    children: z.array(whitelabelModuleSchema),
  }),
);

/** Registration fields whose rules the operator sets. */
export const registerFieldNames = [
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
  'verificationCode',
] as const;
export const registerFieldNameSchema = z.enum(registerFieldNames);

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source, or '*' for any characters. */
  acceptedPattern: z.string(),
  /** Key of the pattern catalogue entry whose translated message describes the pattern. */
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const customerServiceSchema = z.object({
  csType: z.string(),
  name: z.string(),
  /** Encrypted: decrypt with `decodeCsPath` (the last 8 characters are the key). */
  path: z.string(),
  icon: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const resourceSchema = z.object({ labelNameEn: z.string(), url: z.string() });

export const permissionValueSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.string()),
    resources: z.record(z.string(), resourceSchema),
    whitelabel: z.array(whitelabelModuleSchema),
    /** Flattened view of the module tree: flag code -> on. */
    flags: z.record(z.string(), z.boolean()),
    registerRules: z.record(z.string(), fieldRuleSchema),
    mainDomain: z.string(),
    analyticsId: z.string(),
    imageCdn: z.array(z.string()),
    launchCdn: z.array(z.string()),
    merchantCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    defaultLanguage: z.enum(languageCodes),
    languages: z.array(z.enum(languageCodes)),
    /** Sports vendors the client splits into the ESPORTS and COCKFIGHT categories. */
    esportVendors: z.array(z.string()),
    cockfightVendors: z.array(z.string()),
    /** Footer vendor logo strip, in order. */
    footerVendors: z.array(z.string()),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;
export const permissionResponseSchema = envelopeSchema(permissionValueSchema);

// ---------- domain route ----------
export const domainRouteValueSchema = z.object({
  mainDomain: z.string(),
  routes: z.array(z.object({ url: z.string(), kind: z.enum(['web', 'api', 'app', 'cdn']) })),
});
export const domainRouteResponseSchema = envelopeSchema(domainRouteValueSchema);

// ---------- help centre ----------
export const helpCenterQuerySchema = z.object({
  lang: z.enum(languageCodes).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
export const helpItemSchema = z.object({
  id: z.string(),
  /** Stable anchor, e.g. "term" for the terms section (/help#term). */
  anchor: z.string(),
  title: z.string(),
  /** HTML; the client sanitises it before showing it. */
  content: z.string(),
});
export const helpCategorySchema = z.object({
  id: z.string(),
  anchor: z.string(),
  title: z.string(),
  items: z.array(helpItemSchema),
});
export const helpCenterValueSchema = z.object({ categories: z.array(helpCategorySchema) });
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;
export const helpCenterResponseSchema = envelopeSchema(helpCenterValueSchema);

// ---------- country codes ----------
export const countryItemSchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
  /** Local flag image, e.g. /media/flags/pk.svg. */
  flag: z.string(),
});
export type CountryItem = z.infer<typeof countryItemSchema>;
export const countryCodeResponseSchema = envelopeSchema(z.array(countryItemSchema));

// ---------- language ----------
export const setLanguageBodySchema = z.object({ language: z.enum(languageCodes) });
export const setLanguageResponseSchema = envelopeSchema(z.object({ language: z.enum(languageCodes) }));

// ---------- game vendors (lanes) ----------
export const gameCategoryCodes = [
  'HOME',
  'PROMO',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'CRASH',
  'MXWIN',
  'LOTT',
  'ELOTT',
] as const;
export const gameCategorySchema = z.enum(gameCategoryCodes);
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const vendorCardSchema = z.object({
  /** Vendor code, e.g. PG, JDB, IMES. */
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategorySchema,
  /** The default logo; the other variants are built with `vendorImagePath`. */
  icon: z.string(),
  /** VASSALAGE: the vendor has its own game list; GAME: the card launches a game directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  /** For isGame GAME: the game the card launches. */
  gameCode: z.string().nullable(),
  nodeId: z.string().nullable(),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  gameCategory: gameCategorySchema,
  title: z.string(),
  /** Sub-filters offered for this category (slots: SC, VP, JP, TG, AC, BG). */
  gameClassify: z.array(z.string()),
  cards: z.array(vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const gameVendorQuerySchema = z.object({
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
  merchantCode: z.string().max(64).optional(),
  language: z.enum(languageCodes).optional(),
});
export const gameVendorValueSchema = z.object({ lanes: z.array(laneSchema) });
export type GameVendorValue = z.infer<typeof gameVendorValueSchema>;
export const gameVendorResponseSchema = envelopeSchema(gameVendorValueSchema);

// ---------- announcements, notices, banners ----------
export const bannerGroupNames = ['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promo'] as const;
export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.enum(bannerGroupNames),
  title: z.string(),
  url: z.string(),
  /** Where a click goes: NONE, INTERNAL (a site path), EXTERNAL (a new tab), GAME (a game code). */
  linkageType: z.enum(['NONE', 'INTERNAL', 'EXTERNAL', 'GAME']),
  linkage: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  title: z.string(),
  /** HTML; sanitised by the client. */
  content: z.string(),
  execution: z.enum(['A', 'B', 'F']),
  promotionType: z.string().nullable(),
  publishedAt: z.string(),
  /** Promotions: members may apply for it (activity application). */
  applicable: z.boolean(),
  /** When it ends; null: open-ended. */
  expiresAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = z.object({
  /** Comma-separated announcement types, default B,PL,PU,PR,H. */
  types: z
    .string()
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
    .default('B,PL,PU,PR,H'),
  platform: z.enum(['W', 'H5']).default('W'),
  execution: z.enum(['A', 'B', 'F']).optional(),
  language: z.enum(languageCodes).optional(),
});
export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema),
  /** Player notices (marquee). */
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;
export const announcementsResponseSchema = envelopeSchema(announcementsValueSchema);

