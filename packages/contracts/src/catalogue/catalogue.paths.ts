// The catalogue's plain values (paths, codes, sizes; no schemas), for code that must not load zod to use them.

export const cataloguePaths = {
  gameList: '/wps/relay/GCSGAME_gameList',
  /** One shown game by its code (banners and lottery links name games by code). */
  gameByCode: '/wps/relay/GCSGAME_gameByCode',
  vendorGameTypes: '/wps/relay/GCSGAME_getVassGameType',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  recentGames: '/wps/relay/GCS_recentGame',
  favoriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavorite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavorite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  rankList: '/wps/relay/GCSGAME_getRankList',
  roomList: '/wps/relay/GLS2_roomList',
  modelList: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
} as const;

/** Slot sub-filters, and SLOT: the slots filter (minimum bet 1.00 or more and 25 lines or more). */
export const gameClassifyCodes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG', 'SLOT'] as const;

/** The slots filter's thresholds. */
export const SLOT_FILTER = { minBetMinor: 100, minLines: 25 } as const;

/** Page sizes the spec fixes: 12 on home, 24 elsewhere, 999 for the favourites list. */
export const PAGE_SIZE = { home: 12, category: 24, favorites: 999 } as const;

/** Most favourites a member may keep. */
export const MAX_FAVORITES = 999;

/** Top places shown with medals. */
export const RANK_MEDALS = 3;
