/** A game item as the catalogue answers it. */
export function gameItem(extra: Record<string, unknown> = {}) {
  return {
    nodeId: '42',
    gameCode: 'PG_FORTUNE_OX',
    gameName: 'Fortune Ox',
    displayName: 'Fortune Ox',
    showIcon: '',
    iconUrl: '',
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    isGame: 'GAME',
    gameClassify: null,
    minBet: '1.00',
    lines: 10,
    hasTrial: true,
    maintenance: false,
    ...extra,
  };
}
