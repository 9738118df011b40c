import type { Raffle, RafflePrize, RaffleState } from '@lumen/contracts/member/raffle.contract';
import { groupAmount, parseAmount } from '@lumen/contracts/wallet/money';
import { formatCount } from '@/lib/numbers.ts';

/**
 * Who is looking at the promotions: a visitor, a session whose member info has not arrived yet, a
 * trial account (never asks the member API), or a real member.
 */
export type RaffleAccess = 'visitor' | 'pending' | 'trial' | 'member';

/** "1 × 1,000.00, 5 × 100.00": the prizes, biggest first as the server lists them. */
export const prizesText = (prizes: readonly RafflePrize[]) => prizes.map((p) => `${formatCount(p.count)} × ${groupAmount(p.amount)}`).join(', ');

const minorOf = (amount: string | null) => (amount === null ? null : parseAmount(amount.replace(/^-/, '')));

/** How far the member's turnover is toward what qualifies, 0 to 100 (100 when nothing is needed). */
export function turnoverPercent(turnover: string, required: string): number {
  const have = minorOf(turnover) ?? 0n;
  const need = minorOf(required) ?? 0n;
  if (need <= 0n || have >= need) return 100;
  return Number((have * 100n) / need);
}

/** The turnover still to play to qualify, as an amount ("0.00" once reached). */
export function turnoverLeft(turnover: string | null, required: string): string {
  const left = (minorOf(required) ?? 0n) - (minorOf(turnover) ?? 0n);
  if (left <= 0n) return '0.00';
  const whole = left / 100n;
  const cents = (left % 100n).toString().padStart(2, '0');
  return groupAmount(`${whole}.${cents}`);
}

export const needsTurnover = (raffle: Pick<Raffle, 'turnoverRequired'>) => (minorOf(raffle.turnoverRequired) ?? 0n) > 0n;

/** What the live countdown counts to: the opening of a raffle not open yet, the close of an open one. */
export function countdownOf(raffle: Pick<Raffle, 'state' | 'opensAt' | 'closesAt'>, now: number): { kind: 'opens' | 'closes'; at: number } | null {
  const opens = Date.parse(raffle.opensAt);
  const closes = Date.parse(raffle.closesAt);
  if (now < opens) return { kind: 'opens', at: opens };
  if (now < closes && raffle.state !== 'CLOSE') return { kind: 'closes', at: closes };
  return null;
}

/** A span of time as whole days and a clock: 93_784_000 ms is { days: 1, clock: "02:03:04" }. */
export function durationParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}` };
}

/** The SHA-256 of a text's UTF-8 bytes, as lower-case hex; the browser's own WebCrypto does the work. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether this browser can hash here (WebCrypto exists only on secure pages: https or localhost). */
export const canHash = () => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

/** Whether the revealed seed hashes to the hash published before the draw. */
export async function seedMatches(seed: string, seedHash: string): Promise<boolean> {
  return (await sha256Hex(seed)) === seedHash.trim().toLowerCase();
}

/** The states a member cannot act on: the action button stands disabled with its explanation. */
export const waitingStates: readonly RaffleState[] = ['COMING_SOON', 'PROCESS', 'JOINED', 'CLAIMED', 'CLOSE'];
