import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { LaunchValue, PlayMode } from '@lumen/contracts/play/play.contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { gameItemOf } from '../catalogue/game-item.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import { createLaunch } from './launch.service.ts';
import { findLaunchableGame } from './seamless.repository.ts';

type Db = Kysely<DB>;

/** The vendor whose games the platform itself plays (in the app's own game screen). */
export const HOUSE_VENDOR = 'HOUSE';

export interface LaunchRequest {
  nodeId: string;
  mode: PlayMode;
  /** The member and login session; null for a visitor's free trial. */
  memberId: bigint | null;
  sessionId: string | null;
  language: LanguageCode;
  ip: string | null;
}

/**
 * Launches a game: checks the game can be played now (it exists and is enabled, its vendor and
 * category too; the vendor is not under maintenance; a free trial needs a game that offers one),
 * creates a one-time launch token bound to member, session and game, and says where the game
 * runs: the app's own screen for house games, the vendor's page for the others.
 */
export async function launchGame(db: Db, config: AppConfig, request: LaunchRequest): Promise<LaunchValue> {
  const game = await findLaunchableGame(db, Number(request.nodeId));
  if (!game?.enabled || !game.vendor_enabled || !game.category_enabled) throw new DomainError('GAME_NOT_FOUND');
  if (game.maintenance) throw new DomainError('GAME_MAINTENANCE');
  if (request.mode === 'FUN' && !game.has_trial) throw new DomainError('TRIAL_UNAVAILABLE');

  const site = await getSite(db);
  const { token, expiresAt } = await createLaunch(db, {
    memberId: request.memberId,
    sessionId: request.sessionId,
    gameId: game.id,
    vendorCode: game.vendor_code,
    mode: request.mode,
    currency: site.currency,
    language: request.language,
    ip: request.ip,
  });
  const house = game.vendor_code === HOUSE_VENDOR;
  return {
    mode: request.mode,
    kind: house ? 'HOUSE' : 'EXTERNAL',
    url: house ? houseUrl(game.id, request.mode) : vendorGameUrl(config, { token, vendorCode: game.vendor_code, gameCode: game.game_code, language: request.language, mode: request.mode }),
    launchToken: token,
    expiresAt: expiresAt.toISOString(),
    game: gameItemOf(game, request.language, imageBase(site)),
  };
}

function houseUrl(gameId: number, mode: PlayMode): string {
  return `/seamless?nodeId=${gameId}${mode === 'FUN' ? '&mode=FUN' : ''}`;
}

/** The vendor's game page: it reads the launch token, the game, the language and the mode from the address. */
export function vendorGameUrl(
  config: AppConfig,
  launch: { token: string; vendorCode: string; gameCode: string; language: string; mode: PlayMode },
): string {
  const query = new URLSearchParams({ token: launch.token, vendor: launch.vendorCode, lang: launch.language, mode: launch.mode });
  return `${config.demoVendor.url}/game/${encodeURIComponent(launch.gameCode)}?${query.toString()}`;
}
