import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Translated, translate } from '../../lib/translated.ts';

type Db = Kysely<DB>;

/** The columns every game answer needs (game `g` joined with its vendor `v`). */
export const gameItemColumns = [
  'g.id',
  'g.category_code',
  'g.vendor_code',
  'g.game_code',
  'g.name',
  'g.display_name',
  'g.icon_path',
  'g.classify',
  'g.min_bet',
  'g.lines',
  'g.is_game',
  'g.has_trial',
  'g.enabled',
  'v.maintenance',
  'v.wallet_mode',
  'v.name as vendor_name',
] as const;

export interface GameItemRow {
  id: number;
  category_code: string;
  vendor_code: string;
  game_code: string;
  name: string;
  display_name: Translated;
  icon_path: string;
  classify: string | null;
  min_bet: bigint | number | string;
  lines: number;
  is_game: 'VASSALAGE' | 'GAME';
  has_trial: boolean;
  enabled: boolean;
  maintenance: boolean;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  vendor_name: Translated;
}

/** `game as g` joined with `vendor as v`, ready for `.select(gameItemColumns)`. */
export function selectGames(db: Db) {
  return db.selectFrom('game as g').innerJoin('vendor as v', 'v.code', 'g.vendor_code');
}

export type GameQuery = SelectQueryBuilder<DB & { g: DB['game']; v: DB['vendor'] }, 'g' | 'v', GameItemRow>;

/** A game row as the API shows it; `base` is the image base (see `imageBase`). */
export function gameItemOf(row: GameItemRow, lang: LanguageCode, base: string): GameItem {
  const icon = `${base}/${row.icon_path}`;
  return {
    nodeId: String(row.id),
    gameCode: row.game_code,
    gameName: row.name,
    displayName: translate(row.display_name, lang) || row.name,
    showIcon: icon,
    iconUrl: icon,
    vassalage: row.vendor_code,
    vendorName: translate(row.vendor_name, lang) || row.vendor_code,
    gameType: row.category_code as GameCategory,
    isGame: row.is_game,
    gameClassify: row.classify,
    minBet: formatMinor(BigInt(row.min_bet)),
    lines: row.lines,
    hasTrial: row.has_trial,
    maintenance: row.maintenance,
  };
}

/** One game by its node id, with its vendor; undefined when there is no such game. */
export async function findGameItemRow(db: Db, nodeId: number): Promise<GameItemRow | undefined> {
  if (!Number.isSafeInteger(nodeId) || nodeId <= 0 || nodeId > 2_147_483_647) return undefined;
  return (await selectGames(db).select(gameItemColumns).where('g.id', '=', nodeId).executeTakeFirst()) as GameItemRow | undefined;
}
