import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
import { languageCodes } from '../i18n/languages.ts';
import { gameCategorySchema } from '../system/system.contract.ts';
import { moneySchema } from '../wallet/money.ts';
import { gameClassifyCodes, PAGE_SIZE } from './catalogue.paths.ts';

export {
  cataloguePaths,
  gameClassifyCodes,
  MAX_FAVORITES,
  PAGE_SIZE,
  RANK_MEDALS,
  SLOT_FILTER,
} from './catalogue.paths.ts';

/**
 * The game catalogue as players browse it: game lists, vendor game types, hot and recent games,
 * favourites, the winner board, card-game rooms and live-dealer models. The vendor lanes call
 * (`/wps/relay/GCSGAME_newGameVendor`) lives in the system contract.
 */

export const gameClassifySchema = z.enum(gameClassifyCodes);
export type GameClassifyCode = z.infer<typeof gameClassifySchema>;

const languageSchema = z.enum(languageCodes);
const nodeIdSchema = z.string().regex(/^[0-9]{1,18}$/);

export const gameItemSchema = z.object({
  /** The game's id, as a string (compared as strings everywhere). */
  nodeId: z.string(),
  gameCode: z.string(),
  /** Canonical (vendor-side) name. */
  gameName: z.string(),
  /** Name in the caller's language. */
  displayName: z.string(),
  /** The game's art (preferred by the client) and the plain icon. */
  showIcon: z.string(),
  iconUrl: z.string(),
  /** Vendor code. */
  vassalage: z.string(),
  /** The vendor's name in the caller's language (what a card shows). */
  vendorName: z.string(),
  gameType: gameCategorySchema,
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameClassify: z.string().nullable(),
  minBet: moneySchema,
  lines: z.number().int(),
  /** Offers free-trial (play-money) play. */
  hasTrial: z.boolean(),
  /** The vendor is under maintenance: the card shows, launching is refused. */
  maintenance: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

// ---------- game list ----------
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
  merchant: z.string().max(40).optional(),
  gameType: gameCategorySchema,
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.category),
  /** Vendor code; empty means every vendor of the category. */
  vassalage: z.string().max(40).optional(),
  gameClassify: gameClassifySchema.optional(),
  /** Case-insensitive part of the name. */
  keyword: z.string().trim().max(60).optional(),
  language: languageSchema.optional(),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  games: z.array(gameItemSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;
export const gameListResponseSchema = envelopeSchema(gameListValueSchema);

// ---------- one game by code ----------
export const gameByCodeQuerySchema = z.object({
  /** The game's code, e.g. PG_S0001 (case aside). */
  gameCode: z.string().trim().min(1).max(60),
  language: languageSchema.optional(),
});
export const gameByCodeResponseSchema = envelopeSchema(gameItemSchema);

// ---------- vendor game types ----------
export const vendorGameTypesQuerySchema = z.object({ vassalage: z.string().min(1).max(40), language: languageSchema.optional() });
export const vendorGameTypesValueSchema = z.object({
  vassalage: z.string(),
  gameTypes: z.array(z.object({ gameType: gameCategorySchema, title: z.string(), count: z.number().int() })),
});
export type VendorGameTypesValue = z.infer<typeof vendorGameTypesValueSchema>;
export const vendorGameTypesResponseSchema = envelopeSchema(vendorGameTypesValueSchema);

// ---------- hot and recent ----------
export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().max(40).optional(),
  isPlatform: z.coerce.number().int().default(2),
  vassalage: z.string().max(40).optional(),
  gameType: gameCategorySchema.optional(),
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
  language: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const gameListOnlySchema = z.object({ list: z.array(gameItemSchema) });
export type GameListOnly = z.infer<typeof gameListOnlySchema>;
export const hotGamesResponseSchema = envelopeSchema(gameListOnlySchema);
export const recentGamesQuerySchema = z.object({ language: languageSchema.optional(), limit: z.coerce.number().int().min(1).max(60).default(24) });
export const recentGamesResponseSchema = envelopeSchema(gameListOnlySchema);

// ---------- favourites ----------
export const favoriteIdsResponseSchema = envelopeSchema(z.object({ ids: z.array(z.string()) }));
export const favoriteListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
  language: languageSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.favorites).default(PAGE_SIZE.favorites),
  /** Category filter; absent means every favourite. */
  gameType: gameCategorySchema.optional(),
});
export const favoriteListValueSchema = z.object({ content: z.array(gameItemSchema), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
export type FavoriteListValue = z.infer<typeof favoriteListValueSchema>;
export const favoriteListResponseSchema = envelopeSchema(favoriteListValueSchema);
export const addFavoriteBodySchema = z.object({ nodeId: nodeIdSchema, vendor: z.string().min(1).max(40), gameType: gameCategorySchema });
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;
export const removeFavoriteQuerySchema = z.object({ nodeId: nodeIdSchema });
/** Both answer the member's favourite ids after the change. */
export const favoriteChangeResponseSchema = favoriteIdsResponseSchema;

// ---------- winner board ----------
export const rankListQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), gameCategorySchema]).default('ALL'),
  language: languageSchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(20).default(20),
});
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  /** The winner's account, masked (ab***yz). */
  customerName: z.string(),
  winAmount: moneySchema,
  game: gameItemSchema,
  wonAt: z.string(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;
export const rankListResponseSchema = envelopeSchema(z.object({ list: z.array(rankEntrySchema) }));

// ---------- card-game rooms and live models ----------
export const roomListQuerySchema = z.object({ vassalage: z.string().max(40).optional(), language: languageSchema.optional() });
export const roomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  game: gameItemSchema,
  /** Entry level of the room: its minimum stake. */
  minBet: moneySchema,
  /** Members who launched this game in the last few minutes. */
  players: z.number().int(),
  capacity: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListResponseSchema = envelopeSchema(z.object({ rooms: z.array(roomSchema) }));

export const modelListQuerySchema = z.object({ vassalage: z.string().max(40).optional(), language: languageSchema.optional() });
export const liveModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  avatar: z.string(),
  online: z.boolean(),
  game: gameItemSchema,
});
export type LiveModel = z.infer<typeof liveModelSchema>;
export const modelListResponseSchema = envelopeSchema(z.object({ models: z.array(liveModelSchema) }));
export const launchChatQuerySchema = z.object({ modelId: z.string().min(1).max(60) });
export const launchChatResponseSchema = envelopeSchema(z.object({ chatUrl: z.string() }));
