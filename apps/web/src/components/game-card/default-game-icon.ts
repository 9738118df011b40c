/** Drawn in place of a game's picture that fails to load: a controller on the card colours. */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#1b2033"/>' +
      '<g fill="none" stroke="#a855f7" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M62 78h76a26 26 0 0 1 25 20l8 34a14 14 0 0 1-24 12l-15-16H68l-15 16a14 14 0 0 1-24-12l8-34a26 26 0 0 1 25-20z"/>' +
      '<path d="M70 96v20M60 106h20"/></g><circle cx="128" cy="100" r="6" fill="#a855f7"/><circle cx="142" cy="114" r="6" fill="#a855f7"/></svg>',
  );
