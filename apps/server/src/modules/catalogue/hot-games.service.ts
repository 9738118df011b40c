import type { GameItem } from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { Log } from '../../lib/process-log.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import { findGameItemRow, gameItemOf } from './game-item.ts';
import * as repo from './games.repository.ts';

type Db = Kysely<DB>;

/** How far back play counts towards the hot list. */
export const HOT_DAYS = 7;
/** How long one ranking is reused (per instance); an operator change here drops it at once. */
export const HOT_RANKING_TTL_MS = 30_000;

/**
 * A game's heat: the seeded score (0 to 10,000, scaled to 0 to 100) is the floor that orders the
 * list while there is little play; each distinct player of the last days adds 20 and each play a
 * tenth of a point, plays capped at 500 so one busy player cannot carry a game alone.
 */
export function heatOf(c: { hotScore: number; players: number; plays: number }): number {
  return c.hotScore / 100 + 20 * c.players + Math.min(c.plays, 500) / 10;
}

export interface RankedGame {
  id: number;
  category: string;
  vendor: string;
  position: number | null;
  heat: number;
  players: number;
  plays: number;
}

/** Every shown game: pinned ones first in the operator's order, then by heat, then by id. */
export async function rankHotGames(db: Db): Promise<RankedGame[]> {
  const rows = await repo.findHotCandidates(db, HOT_DAYS);
  const ranked = rows.map((r) => {
    const players = Number(r.players);
    const plays = Number(r.plays);
    return { id: r.id, category: r.category_code, vendor: r.vendor_code, position: r.position, players, plays, heat: heatOf({ hotScore: r.hot_score, players, plays }) };
  });
  ranked.sort((a, b) => {
    if (a.position !== null || b.position !== null) {
      if (a.position === null) return 1;
      if (b.position === null) return -1;
      return a.position - b.position;
    }
    return b.heat - a.heat || a.id - b.id;
  });
  return ranked;
}

/**
 * The ranking, computed at most every HOT_RANKING_TTL_MS per instance. Once it is older, the last
 * one is still answered while the next is computed, so no caller waits for the recount; an
 * operator change (`invalidate`) makes the next caller wait for a fresh one.
 */
export class HotRanking {
  private last: RankedGame[] | undefined;
  private at = 0;
  private computing: Promise<RankedGame[]> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.last = undefined;
    this.computing = undefined;
  }

  private refresh(): Promise<RankedGame[]> {
    if (!this.computing) {
      const generation = this.generation;
      const computing = rankHotGames(this.db)
        .then((ranking) => {
          if (generation === this.generation) {
            this.last = ranking;
            this.at = Date.now();
          }
          return ranking;
        })
        .finally(() => {
          if (this.computing === computing) this.computing = undefined;
        });
      this.computing = computing;
    }
    return this.computing;
  }

  get(): Promise<RankedGame[]> {
    if (!this.last) return this.refresh();
    // Nobody waits for this recount: when it fails the last ranking is answered on, and tried again
    // by the next caller.
    if (Date.now() - this.at >= HOT_RANKING_TTL_MS) {
      void this.refresh().catch((err: unknown) => this.log.warn({ err }, 'hot games could not be ranked again; the last ranking is answered'));
    }
    return Promise.resolve(this.last);
  }
}

export async function hotGames(
  db: Db,
  ranking: RankedGame[],
  q: { gameType?: string | undefined; vassalage?: string | undefined; limit: number },
  lang: LanguageCode,
): Promise<{ list: GameItem[] }> {
  const ids = ranking
    .filter((g) => (!q.gameType || g.category === q.gameType) && (!q.vassalage || g.vendor === q.vassalage))
    .slice(0, q.limit)
    .map((g) => g.id);
  const [rows, site] = await Promise.all([repo.findShownGamesByIds(db, ids), getSite(db)]);
  const base = imageBase(site);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { list: ids.flatMap((id) => byId.get(id) ?? []).map((r) => gameItemOf(r, lang, base)) };
}

// ---------- operator ----------

export interface HotOverview {
  pinned: { position: number; game: GameItem }[];
  ranked: { heat: number; players: number; plays: number; pinned: boolean; game: GameItem }[];
}

/** The pins in order and the top of the resulting list, as the operator reviews them. */
export async function hotOverview(db: Db, lang: LanguageCode, top: number): Promise<HotOverview> {
  const [ranking, pins, site] = await Promise.all([rankHotGames(db), repo.findHotPins(db), getSite(db)]);
  const base = imageBase(site);
  const head = ranking.slice(0, top);
  const rows = await repo.findShownGamesByIds(db, [...new Set([...pins.map((p) => p.game_id), ...head.map((g) => g.id)])]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    pinned: pins.flatMap((p) => {
      const row = byId.get(p.game_id);
      return row ? [{ position: p.position, game: gameItemOf(row, lang, base) }] : [];
    }),
    ranked: head.flatMap((g) => {
      const row = byId.get(g.id);
      return row ? [{ heat: Math.round(g.heat * 10) / 10, players: g.players, plays: g.plays, pinned: g.position !== null, game: gameItemOf(row, lang, base) }] : [];
    }),
  };
}

/** Pins a game to the hot list; `onPinned` (the operator's audit row) runs in the pin's transaction: if it fails, nothing is pinned. */
export async function pinGame(db: Db, nodeId: string, position: number | undefined, operatorId: bigint, onPinned?: (trx: Db, gameId: number) => Promise<void>): Promise<number> {
  const game = await findGameItemRow(db, Number(nodeId));
  if (!game) throw new DomainError('GAME_NOT_FOUND');
  await repo.pinHotGame(db, game.id, position, operatorId, onPinned && ((trx) => onPinned(trx, game.id)));
  return game.id;
}

/** Unpins a game; false when it was not pinned. `onUnpinned` runs in the unpin's transaction, only when a pin was removed: if it fails, the pin stays. */
export async function unpinGame(db: Db, nodeId: string, onUnpinned?: (trx: Db) => Promise<void>): Promise<boolean> {
  const id = Number(nodeId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
  return repo.unpinHotGame(db, id, onUnpinned);
}
