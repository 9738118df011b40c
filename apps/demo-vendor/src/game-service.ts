import { randomUUID } from 'node:crypto';
import { seamlessPaths } from '@lumen/contracts/play/play.contract';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import { type PlatformAnswer, type PlatformClient, PlatformUnreachable } from './platform-client.ts';
import { exactRtp, type Spin, spin } from './reels.ts';

/**
 * What the vendor keeps per launch: the platform opened the launch once (authenticate) and this
 * session stands for it from then on, so reloading the game page does not need the platform again.
 * Real money stays on the platform (each spin is a debit and a credit there); free-trial play money
 * is the vendor's own, kept here.
 */
export interface VendorSession {
  token: string;
  vendor: string;
  gameCode: string;
  gameName: string;
  playerId: string;
  nickname: string;
  currency: string;
  language: string;
  mode: 'REAL' | 'FUN';
  /** The last balance the platform answered (REAL) or the play money left (FUN), minor units. */
  balance: bigint;
  busy: boolean;
  lastSeen: number;
}

export interface SessionView {
  gameName: string;
  gameCode: string;
  nickname: string;
  currency: string;
  mode: 'REAL' | 'FUN';
  balance: string;
  minStake: string;
  maxStake: string;
  rtp: string;
}

export interface PlayView {
  roundId: string;
  line: Spin['line'];
  stops: Spin['stops'];
  stake: string;
  win: string;
  balance: string;
  /** True when the platform has not confirmed the win yet (it is being retried). */
  winPending: boolean;
}

/** A refusal the page shows: the platform's code and translated message, or the vendor's own. */
export class PlayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly balance?: string,
  ) {
    super(message);
  }
}

export const MIN_STAKE = 100n;
export const MAX_STAKE = 100_000n;
const SESSION_IDLE_MS = 3 * 3600_000;
const MAX_SESSIONS = 20_000;
const RTP = `${(exactRtp() * 100).toFixed(2)}%`;

const platformDown = (lang: string) => new PlayError(503, 'VENDOR_UNAVAILABLE', texts(lang).unreachable);

function texts(lang: string) {
  switch (lang) {
    case 'UR':
      return { unreachable: 'پلیٹ فارم سے رابطہ نہیں ہو سکا، دوبارہ کوشش کریں۔', busy: 'پچھلا راؤنڈ ابھی جاری ہے۔', stake: 'داؤ حد سے باہر ہے۔', session: 'گیم سیشن ختم ہو گیا، گیم دوبارہ کھولیں۔' };
    case 'ZH':
      return { unreachable: '无法连接平台，请重试。', busy: '上一局仍在进行中。', stake: '投注额超出范围。', session: '游戏会话已结束，请重新打开游戏。' };
    case 'TH':
      return { unreachable: 'ติดต่อแพลตฟอร์มไม่ได้ โปรดลองอีกครั้ง', busy: 'รอบก่อนหน้ายังไม่จบ', stake: 'จำนวนเดิมพันอยู่นอกช่วงที่กำหนด', session: 'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมใหม่' };
    case 'VI':
      return { unreachable: 'Không kết nối được nền tảng, vui lòng thử lại.', busy: 'Ván trước vẫn đang diễn ra.', stake: 'Tiền cược nằm ngoài giới hạn.', session: 'Phiên chơi đã kết thúc, vui lòng mở lại trò chơi.' };
    default:
      return { unreachable: 'The platform could not be reached; please try again.', busy: 'The previous round is still running.', stake: 'The stake is outside the limits.', session: 'The game session has ended; please open the game again.' };
  }
}

/** Settlement calls the platform did not confirm yet, retried in the background until it does. */
interface PendingCall {
  path: string;
  vendor: string;
  body: Record<string, unknown>;
  language: string;
}

export class GameService {
  private readonly sessions = new Map<string, VendorSession>();
  private readonly pending: PendingCall[] = [];
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly platform: PlatformClient) {}

  private view(s: VendorSession): SessionView {
    return {
      gameName: s.gameName,
      gameCode: s.gameCode,
      nickname: s.nickname,
      currency: s.currency,
      mode: s.mode,
      balance: formatMinor(s.balance),
      minStake: formatMinor(MIN_STAKE),
      maxStake: formatMinor(MAX_STAKE),
      rtp: RTP,
    };
  }

  private prune(now: number) {
    if (this.sessions.size < MAX_SESSIONS) return;
    for (const [token, s] of this.sessions) if (now - s.lastSeen > SESSION_IDLE_MS || this.sessions.size >= MAX_SESSIONS) this.sessions.delete(token);
  }

  /** The session of a launch token, opening it with the platform the first time. */
  async open(input: { token: string; vendor: string; gameCode: string; lang: string }): Promise<SessionView> {
    const known = this.sessions.get(input.token);
    if (known && known.vendor === input.vendor) {
      known.lastSeen = Date.now();
      return this.view(known);
    }
    let answer: PlatformAnswer;
    try {
      answer = await this.platform.call(seamlessPaths.authenticate, input.vendor, { launchToken: input.token }, input.lang);
    } catch (error) {
      if (error instanceof PlatformUnreachable) throw platformDown(input.lang);
      throw error;
    }
    if (!answer.success || !answer.value) throw new PlayError(answer.status, answer.code, answer.message || texts(input.lang).session);
    const v = answer.value as Record<string, string>;
    if (v.gameCode !== input.gameCode) throw new PlayError(400, 'GAME_MISMATCH', texts(input.lang).session);
    const now = Date.now();
    this.prune(now);
    const session: VendorSession = {
      token: input.token,
      vendor: input.vendor,
      gameCode: String(v.gameCode),
      gameName: String(v.gameName ?? v.gameCode),
      playerId: String(v.playerId),
      nickname: String(v.nickname),
      currency: String(v.currency),
      language: String(v.language ?? input.lang),
      mode: v.mode === 'FUN' ? 'FUN' : 'REAL',
      balance: parseAmount(v.balance) ?? 0n,
      busy: false,
      lastSeen: now,
    };
    this.sessions.set(input.token, session);
    return this.view(session);
  }

  /** One spin: stake, outcome from the vendor's own generator, win. */
  async play(input: { token: string; stake: unknown }): Promise<PlayView> {
    const s = this.sessions.get(input.token);
    if (!s) throw new PlayError(401, 'SESSION_UNKNOWN', texts('EN').session);
    const t = texts(s.language);
    const stake = parseAmount(input.stake);
    if (stake === null || stake < MIN_STAKE || stake > MAX_STAKE) throw new PlayError(400, 'BET_OUT_OF_RANGE', t.stake, formatMinor(s.balance));
    if (s.busy) throw new PlayError(409, 'ROUND_RUNNING', t.busy, formatMinor(s.balance));
    s.busy = true;
    s.lastSeen = Date.now();
    try {
      return s.mode === 'FUN' ? this.playForFun(s, stake) : await this.playForReal(s, stake);
    } finally {
      s.busy = false;
    }
  }

  private playForFun(s: VendorSession, stake: bigint): PlayView {
    if (stake > s.balance) throw new PlayError(400, 'INSUFFICIENT_BALANCE', texts(s.language).stake, formatMinor(s.balance));
    const outcome = spin(stake);
    s.balance += outcome.win - stake;
    return { roundId: `FUN-${randomUUID()}`, line: outcome.line, stops: outcome.stops, stake: formatMinor(stake), win: formatMinor(outcome.win), balance: formatMinor(s.balance), winPending: false };
  }

  private async playForReal(s: VendorSession, stake: bigint): Promise<PlayView> {
    const roundId = `LS-${randomUUID()}`;
    const base = { playerId: s.playerId, launchToken: s.token, roundId, gameCode: s.gameCode };
    const debitTx = `${roundId}-D`;

    let debit: PlatformAnswer | null = null;
    try {
      debit = await this.platform.call(seamlessPaths.debit, s.vendor, { ...base, txId: debitTx, amount: formatMinor(stake), currency: s.currency }, s.language);
    } catch (error) {
      if (!(error instanceof PlatformUnreachable)) throw error;
    }
    if (!debit?.success) {
      // The stake may or may not have been taken: cancel it either way (a rollback that arrives
      // first leaves a tombstone, so a late debit is refused).
      await this.settle({ path: seamlessPaths.rollback, vendor: s.vendor, language: s.language, body: { ...base, txId: `${roundId}-R`, refTxId: debitTx } });
      this.takeBalance(s, debit?.value);
      if (!debit) throw platformDown(s.language);
      throw new PlayError(debit.status, debit.code, debit.message, formatMinor(s.balance));
    }
    this.takeBalance(s, debit.value);

    const outcome = spin(stake);
    const summary = `${outcome.line.join(' ')} x${(outcome.multiplier / 100).toFixed(2)}`;
    const credit = await this.settle({
      path: seamlessPaths.credit,
      vendor: s.vendor,
      language: s.language,
      body: {
        ...base,
        txId: `${roundId}-C`,
        amount: formatMinor(outcome.win),
        currency: s.currency,
        roundEnded: true,
        summary,
        result: { game: 'lucky-sevens', line: outcome.line, stops: outcome.stops, multiplier: outcome.multiplier / 100, rtp: RTP },
      },
    });
    if (credit) this.takeBalance(s, credit.value);
    else s.balance += outcome.win;
    return { roundId, line: outcome.line, stops: outcome.stops, stake: formatMinor(stake), win: formatMinor(outcome.win), balance: formatMinor(s.balance), winPending: !credit };
  }

  private takeBalance(s: VendorSession, value: unknown) {
    const balance = parseAmount((value as { balance?: unknown } | null)?.balance);
    if (balance !== null) s.balance = balance;
  }

  /**
   * A settlement (credit or rollback) must reach the platform in the end: on no answer it is queued
   * and sent again, with the same transaction id, until the platform answers. Returns the answer,
   * or null when queued.
   */
  private async settle(call: PendingCall): Promise<PlatformAnswer | null> {
    try {
      return await this.platform.call(call.path, call.vendor, call.body, call.language);
    } catch (error) {
      if (!(error instanceof PlatformUnreachable)) throw error;
      this.pending.push(call);
      this.scheduleRetry();
      return null;
    }
  }

  private scheduleRetry() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => void this.retryPending(), 10_000);
    this.retryTimer.unref();
  }

  private async retryPending() {
    this.retryTimer = null;
    const calls = this.pending.splice(0);
    for (const call of calls) {
      try {
        await this.platform.call(call.path, call.vendor, call.body, call.language);
      } catch {
        this.pending.push(call);
      }
    }
    if (this.pending.length) this.scheduleRetry();
  }

  /** Settlements still waiting for the platform. */
  get pendingCount(): number {
    return this.pending.length;
  }

  close() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
