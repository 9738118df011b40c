import { createHash } from 'node:crypto';
import type { LiveModel, Room } from '@lumen/contracts/catalogue/catalogue.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { getSite, imageBase } from '../system/system.service.ts';
import { type GameItemRow, gameItemOf } from './game-item.ts';
import * as repo from './games.repository.ts';

type Db = Kysely<DB>;

/** Most games a room or model list answers with. */
export const LIST_GAMES_MAX = 60;
/** A member counts as playing a card game for this long after launching it. */
export const ROOM_PLAYERS_MINUTES = 10;

/** Stake tiers of a card game's rooms: entry stake = the game's minimum bet times `factor`. */
export const roomTiers: { code: string; factor: bigint; capacity: number; name: Translated }[] = [
  { code: 'NOVICE', factor: 1n, capacity: 200, name: { EN: 'Novice room', UR: 'نوآموز کمرہ', ZH: '新手房', TH: 'ห้องมือใหม่', VI: 'Phòng tân thủ' } },
  { code: 'STANDARD', factor: 5n, capacity: 100, name: { EN: 'Standard room', UR: 'معیاری کمرہ', ZH: '普通房', TH: 'ห้องมาตรฐาน', VI: 'Phòng tiêu chuẩn' } },
  { code: 'VIP', factor: 20n, capacity: 50, name: { EN: 'VIP room', UR: 'وی آئی پی کمرہ', ZH: '贵宾房', TH: 'ห้องวีไอพี', VI: 'Phòng VIP' } },
];

/**
 * The card-game (PVP) rooms: three stake tiers per game. The players of a room are the distinct
 * members who launched its game in the last ROOM_PLAYERS_MINUTES (a launch names the game, not the
 * tier, so every tier of a game shows the game's players).
 */
export async function roomList(db: Db, q: { vassalage?: string | undefined }, lang: LanguageCode): Promise<{ rooms: Room[] }> {
  const games = await repo.findCategoryGames(db, 'PVP', q.vassalage || undefined, LIST_GAMES_MAX);
  const [players, site] = await Promise.all([
    repo.countRecentPlayers(db, games.map((g) => g.id), new Date(Date.now() - ROOM_PLAYERS_MINUTES * 60_000)),
    getSite(db),
  ]);
  const base = imageBase(site);
  return {
    rooms: games.flatMap((g) => {
      const game = gameItemOf(g, lang, base);
      const minBet = BigInt(g.min_bet) > 0n ? BigInt(g.min_bet) : 100n;
      return roomTiers.map((tier) => ({
        roomId: `${g.id}-${tier.code}`,
        name: translate(tier.name, lang),
        game,
        minBet: formatMinor(minBet * tier.factor),
        players: players.get(g.id) ?? 0,
        capacity: tier.capacity,
      }));
    }),
  };
}

// ---------- live dealers ----------

const dealerGiven = ['Anna', 'Mai', 'Linh', 'Sofia', 'Nadia', 'Ploy', 'Mei', 'Aiko', 'Sara', 'Hana', 'Lena', 'Ayesha', 'Chloe', 'Nina', 'Yui', 'Elena', 'Fatima', 'Bella', 'Kim', 'Lara'];
const dealerFamily = ['L.', 'T.', 'N.', 'K.', 'M.', 'S.', 'P.', 'R.', 'W.', 'H.'];
/** Hours a dealer's shift lasts; each dealer starts at an hour drawn from the model id. */
export const SHIFT_HOURS = 12;

function draw(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0);
}

/** A live dealer is a pure function of its game: the same id, name, avatar and shift every time. */
export function dealerOf(gameId: number): { modelId: string; name: string; shiftStart: number } {
  const modelId = `m${gameId}`;
  const n = draw(`dealer:${modelId}`);
  return {
    modelId,
    name: `${dealerGiven[n % dealerGiven.length]} ${dealerFamily[Math.floor(n / dealerGiven.length) % dealerFamily.length]}`,
    shiftStart: Math.floor(n / 1000) % 24,
  };
}

/** The game id behind a model id (m<id>), or null when it is not one. */
export function gameIdOfModel(modelId: string): number | null {
  const match = /^m([0-9]{1,10})$/.exec(modelId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** On shift at `now` (UTC hours) and the vendor not under maintenance. */
export function dealerOnline(shiftStart: number, maintenance: boolean, now = new Date()): boolean {
  const since = (now.getUTCHours() - shiftStart + 24) % 24;
  return !maintenance && since < SHIFT_HOURS;
}

export function liveModelOf(row: GameItemRow, lang: LanguageCode, base: string, now = new Date()): LiveModel {
  const dealer = dealerOf(row.id);
  return {
    modelId: dealer.modelId,
    name: dealer.name,
    avatar: `${base}/dealers/${dealer.modelId}.svg`,
    online: dealerOnline(dealer.shiftStart, row.maintenance, now),
    game: gameItemOf(row, lang, base),
  };
}

/** The dealers of the live-casino games (optionally one vendor's), online ones first. */
export async function modelList(db: Db, q: { vassalage?: string | undefined }, lang: LanguageCode): Promise<{ models: LiveModel[] }> {
  const [games, site] = await Promise.all([repo.findCategoryGames(db, 'LIVE', q.vassalage || undefined, LIST_GAMES_MAX), getSite(db)]);
  const base = imageBase(site);
  const now = new Date();
  const models = games.map((g) => liveModelOf(g, lang, base, now));
  return { models: [...models.filter((m) => m.online), ...models.filter((m) => !m.online)] };
}

/** One live model by id, for the chat launcher; undefined when there is no such shown live game. */
export async function findLiveModel(db: Db, modelId: string, lang: LanguageCode): Promise<LiveModel | undefined> {
  const id = gameIdOfModel(modelId);
  if (id === null) return undefined;
  const [row] = await repo.findShownGamesByIds(db, [id]);
  if (row?.category_code !== 'LIVE') return undefined;
  return liveModelOf(row, lang, imageBase(await getSite(db)));
}
