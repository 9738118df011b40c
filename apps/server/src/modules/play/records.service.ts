import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { type BetRound, type BettingRecordValue, MAX_RECORD_DAYS, type PlayMode, type ProfitLossValue } from '@lumen/contracts/play/play.contract';
import type { GameCategory } from '@lumen/contracts/system/system.contract';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { dayIssues, dayStart } from '../../lib/record-days.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { outcomeOf } from '../house/house-play.ts';
import * as repo from './records.repository.ts';

type Db = Kysely<DB>;

const DAY_MS = 86_400_000;
/** The longest day range one record query may span (both ends counted). */
export { MAX_RECORD_DAYS };

/**
 * A UTC day range from the record filters: both ends inclusive, each sent day between FIRST_RECORD_DAY
 * and LAST_RECORD_DAY (else VALIDATION_FAILED naming it). A missing end is today; a missing start is
 * MAX_RECORD_DAYS days before the end. An end before the start, or a range of more than
 * MAX_RECORD_DAYS days, is VALIDATION_FAILED naming the end (the start when only it was sent).
 */
export function recordRange(q: { startDate?: string | undefined; endDate?: string | undefined }, lang: LanguageCode, now = new Date()): { from: Date; to: Date } {
  const start = q.startDate ? dayStart(q.startDate) : undefined;
  const end = q.endDate ? dayStart(q.endDate) : undefined;
  const bad = [...dayIssues(lang, 'startDate', q.startDate, start), ...dayIssues(lang, 'endDate', q.endDate, end)];
  if (bad.length > 0) throw validationFailed(bad, lang);
  const last = end ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const first = start ?? new Date(last.getTime() - (MAX_RECORD_DAYS - 1) * DAY_MS);
  const named = end ? 'endDate' : 'startDate';
  if (last < first) throw validationFailed([fieldIssue(lang, 'endDate', 'too_small', { min: q.startDate })], lang);
  if ((last.getTime() - first.getTime()) / DAY_MS + 1 > MAX_RECORD_DAYS) {
    const max = new Date(first.getTime() + (MAX_RECORD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const min = new Date(last.getTime() - (MAX_RECORD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    throw validationFailed([named === 'endDate' ? fieldIssue(lang, 'endDate', 'too_big', { max }) : fieldIssue(lang, 'startDate', 'too_small', { min })], lang);
  }
  return { from: first, to: new Date(last.getTime() + DAY_MS) };
}

function totalsOf(sum: { count: string | number; stake: string | number | bigint; win: string | number | bigint }) {
  const stake = BigInt(sum.stake);
  const win = BigInt(sum.win);
  return { count: Number(sum.count), stake: formatMinor(stake), win: formatMinor(win), profit: formatMinor(win - stake) };
}

export interface BettingRecordRequest {
  pageNo: number;
  pageSize: number;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  mode: PlayMode;
}

/** The member's rounds, newest first, with totals over the whole filter. */
export async function bettingRecord(db: Db, memberId: bigint, q: BettingRecordRequest, lang: LanguageCode): Promise<BettingRecordValue> {
  const range = recordRange(q, lang);
  const filter: repo.RoundFilter = { memberId, mode: q.mode, gameType: q.gameType, vendor: q.vassalage || undefined, ...range };
  const [rows, sum] = await repo.findRoundPageWithTotals(db, filter, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  const total = Number(sum.rows);
  const list: BetRound[] = rows.map((r) => {
    const stake = BigInt(r.stake);
    const win = BigInt(r.win);
    return {
      roundId: r.round_ref,
      gameName: translate(r.display_name as Translated | null, lang) || r.game_name || r.game_code,
      gameCode: r.game_code,
      nodeId: r.game_id === null ? null : String(r.game_id),
      vassalage: r.vendor_code,
      gameType: r.category_code as GameCategory,
      mode: r.mode,
      stake: formatMinor(stake),
      win: formatMinor(win),
      // A rolled-back round gave its stake back.
      profit: formatMinor(r.status === 'ROLLED_BACK' ? 0n : win - stake),
      status: r.status,
      result: r.summary,
      outcome: r.vendor_code === 'HOUSE' ? outcomeOf(r.result) : null,
      verifiable: r.vendor_code === 'HOUSE',
      createdAt: new Date(r.created_at).toISOString(),
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    };
  });
  return { list, pageNo: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total, totals: totalsOf(sum) };
}

/** Real-money profit and loss per UTC day and game type, with the totals. */
export async function profitLoss(
  db: Db,
  memberId: bigint,
  q: { startDate?: string | undefined; endDate?: string | undefined; gameType?: GameCategory | undefined },
  lang: LanguageCode,
): Promise<ProfitLossValue> {
  const range = recordRange(q, lang);
  const rows = await repo.sumRoundsByDay(db, { memberId, mode: 'REAL', gameType: q.gameType, ...range });
  let count = 0;
  let stake = 0n;
  let win = 0n;
  const out = rows.map((r) => {
    count += Number(r.count);
    stake += BigInt(r.stake);
    win += BigInt(r.win);
    return { day: r.day, gameType: r.category_code as GameCategory, ...totalsOf(r) };
  });
  return { rows: out, totals: totalsOf({ count, stake, win }) };
}
