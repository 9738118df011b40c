import { createHash, createHmac } from 'node:crypto';
import {
  crashPointFromBytes,
  diceMultiplierBasis,
  diceRollFromBytes,
  diceWinMinor,
  diceWins,
  fairMessage,
  KENO,
  kenoDrawFromBytes,
  kenoHits,
  kenoMultiplierHundredths,
  kenoRtpPercent,
  kenoWinMinor,
  slotOutcomeFromBytes,
  slotWinMinor,
} from '@lumen/contracts/play/house-fair';
import { HOUSE_SLOT, slotEvaluate } from '@lumen/contracts/play/house-slot';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { gameItem } from './launch-fixtures.ts';

export const LAUNCH_TOKEN = 'lt_house_0123456789abcdef';

export function houseLaunch(mode: 'REAL' | 'FUN' = 'REAL') {
  return {
    mode,
    kind: 'HOUSE' as const,
    url: '/seamless?nodeId=9001',
    launchToken: LAUNCH_TOKEN,
    expiresAt: '2026-11-24T12:00:00.000Z',
    game: gameItem({ nodeId: '9001', gameCode: 'HOUSE_SLOT', gameName: 'Lucky Reels', displayName: 'Lucky Reels', vassalage: 'HOUSE' }),
  };
}

const money = (minor: number) => formatMinor(BigInt(minor));

export const slotRules = {
  definitionId: HOUSE_SLOT.id,
  reels: HOUSE_SLOT.reels.map((r) => [...r]),
  lines: HOUSE_SLOT.lines.map((l) => [...l]),
  paytable: Object.fromEntries(Object.entries(HOUSE_SLOT.paytable).map(([k, v]) => [k, [...v]])),
  rtp: (HOUSE_SLOT.declaredRtp * 100).toFixed(2),
  minStake: money(HOUSE_SLOT.minStakeMinor),
  maxStake: money(HOUSE_SLOT.maxStakeMinor),
  stakeLevels: HOUSE_SLOT.stakeLevelsMinor.map(money),
};

export const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'lucky', nonce: 7 };

export function slotOpen(mode: 'REAL' | 'FUN' = 'REAL', balance = '100.00') {
  return { engine: 'SLOT', game: houseLaunch(mode).game, mode, currency: 'PKR', balance, fairness, slot: slotRules, dice: null, keno: null, crash: null, expiresAt: '2026-11-24T12:00:00.000Z' };
}

/** The first stops (reel by reel) that pay, found with the contract's own evaluation. */
export function winningStops(): number[] {
  for (let a = 0; a < 24; a++) for (let b = 0; b < 24; b++) for (let c = 0; c < 24; c++) {
    const stops = [a, b, c, 0, 0];
    if (slotEvaluate(HOUSE_SLOT, stops).totalMultiplier > 0) return stops;
  }
  throw new Error('no winning stops');
}

export function slotRound(roundId: string, stakeMinor: number, stops: number[], seed: { serverSeed: string | null; serverSeedHash: string; clientSeed: string; nonce: number }) {
  const outcome = slotEvaluate(HOUSE_SLOT, stops);
  const win = slotWinMinor(BigInt(stakeMinor), outcome);
  return {
    roundId,
    nodeId: '9001',
    gameName: 'Lucky Reels',
    mode: 'REAL',
    currency: 'PKR',
    stake: money(stakeMinor),
    win: formatMinor(win),
    status: 'SETTLED',
    summary: outcome.window.map((r) => r.join(' ')).join(' | '),
    createdAt: '2026-11-24T10:00:00.000Z',
    engine: 'SLOT',
    fairness: seed,
    slot: { definitionId: HOUSE_SLOT.id, stops: outcome.stops, window: outcome.window, lineWins: outcome.lineWins, totalMultiplier: outcome.totalMultiplier },
  };
}

/** A real provably-fair vector computed with node:crypto and the contract's pure functions. */
export function seededSlotRound(roundId: string, serverSeed: string, clientSeed: string, nonce: number, stakeMinor = 200) {
  const bytes = new Uint8Array(createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(fairMessage(clientSeed, nonce, 0)).digest());
  const stops = slotOutcomeFromBytes(bytes).stops;
  const serverSeedHash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
  return slotRound(roundId, stakeMinor, stops, { serverSeed, serverSeedHash, clientSeed, nonce });
}

/** A dice round whose roll comes from the seeds, as the server computes it. */
export function seededDiceRound(roundId: string, serverSeed: string, clientSeed: string, nonce: number, direction: 'UNDER' | 'OVER', targetHundredths: number) {
  const bytes = new Uint8Array(createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(fairMessage(clientSeed, nonce, 0)).digest());
  const roll = diceRollFromBytes(bytes);
  const won = diceWins(direction, targetHundredths, roll);
  const serverSeedHash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
  return {
    roundId,
    nodeId: '9002',
    gameName: 'Dice',
    mode: 'REAL',
    currency: 'PKR',
    stake: '1.00',
    win: won ? formatMinor(diceWinMinor(100n, direction, targetHundredths)) : '0.00',
    status: 'SETTLED',
    summary: `${(roll / 100).toFixed(2)}`,
    createdAt: '2026-11-24T10:00:00.000Z',
    engine: 'DICE',
    fairness: { serverSeed, serverSeedHash, clientSeed, nonce },
    dice: { direction, target: (targetHundredths / 100).toFixed(2), roll: (roll / 100).toFixed(2), multiplier: (diceMultiplierBasis(direction, targetHundredths) / 10_000).toFixed(4), won },
  };
}

/** A crash round k of a chain: its hash hashed k + 1 times is the chain's terminal hash. */
export function chainedCrashRound(roundId: string, hashHex: string, roundNumber: number) {
  let terminal = Buffer.from(hashHex, 'hex');
  for (let i = 0; i <= roundNumber; i++) terminal = createHash('sha256').update(terminal).digest();
  const point = (crashPointFromBytes(Buffer.from(hashHex, 'hex')) / 100).toFixed(2);
  const round = {
    roundId,
    nodeId: '9003',
    gameName: 'Crash',
    mode: 'REAL',
    currency: 'PKR',
    stake: '1.00',
    win: '0.00',
    status: 'SETTLED',
    summary: `${point}x`,
    createdAt: '2026-11-24T10:00:00.000Z',
    engine: 'CRASH',
    fairness: null,
    crash: { chainId: 'c1', roundNumber, autoCashout: null, cashout: null, crashPoint: point, hash: hashHex },
  };
  const chains = { chains: [{ chainId: 'c1', terminalHash: terminal.toString('hex'), startsAt: '2026-11-24T00:00:00.000Z', length: 10_000, periodMs: 24_000, revealedSeed: null }] };
  return { round, chains };
}

const pickCounts = Array.from({ length: KENO.maxPicks - KENO.minPicks + 1 }, (_, i) => KENO.minPicks + i);

/** Keno's rules as the server opens them, from the contract's paytable. */
export const kenoRules = {
  numbers: KENO.numbers,
  drawn: KENO.drawn,
  minPicks: KENO.minPicks,
  maxPicks: KENO.maxPicks,
  paytable: pickCounts.map((picks) => Array.from({ length: picks + 1 }, (_, hits) => money(kenoMultiplierHundredths(picks, hits)))),
  rtp: pickCounts.map((picks) => kenoRtpPercent(picks)),
  minStake: money(KENO.minStakeMinor),
  maxStake: money(KENO.maxStakeMinor),
};

export function kenoOpen(mode: 'REAL' | 'FUN' = 'REAL', balance = '50.00') {
  const game = { ...houseLaunch(mode).game, nodeId: '9004', gameCode: 'HOUSE_T0001', gameName: 'Lumen Keno', displayName: 'Lumen Keno', gameType: 'LOTT' };
  return { engine: 'KENO', game, mode, currency: 'PKR', balance, fairness, slot: null, dice: null, keno: kenoRules, crash: null, expiresAt: '2026-11-24T12:00:00.000Z' };
}

/** A keno round of `picks` and `drawn` as the server settles it. */
export function kenoRound(roundId: string, stakeMinor: number, picks: number[], drawn: number[], seed: { serverSeed: string | null; serverSeedHash: string; clientSeed: string; nonce: number }) {
  const hits = kenoHits(picks, drawn);
  const win = kenoWinMinor(BigInt(stakeMinor), picks.length, hits.length);
  return {
    roundId,
    nodeId: '9004',
    gameName: 'Lumen Keno',
    mode: 'REAL',
    currency: 'PKR',
    stake: money(stakeMinor),
    win: formatMinor(win),
    status: 'SETTLED',
    summary: `drew ${drawn.join(' ')}: ${hits.length} of ${picks.length} picks`,
    createdAt: '2026-11-24T10:00:00.000Z',
    engine: 'KENO',
    fairness: seed,
    keno: { picks, drawn, hits, multiplier: money(kenoMultiplierHundredths(picks.length, hits.length)), won: win > 0n },
  };
}

/** A keno round whose draw comes from the seeds (byte rounds 0 and 1), computed with node:crypto. */
export function seededKenoRound(roundId: string, serverSeed: string, clientSeed: string, nonce: number, picks: number[], stakeMinor = 100) {
  const round = (r: number) => createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(fairMessage(clientSeed, nonce, r)).digest();
  const drawn = kenoDrawFromBytes(new Uint8Array([...round(0), ...round(1)]));
  const serverSeedHash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
  return kenoRound(roundId, stakeMinor, picks, drawn, { serverSeed, serverSeedHash, clientSeed, nonce });
}
