import { createHash } from 'node:crypto';
import type { Raffle } from '@lumen/contracts/member/raffle.contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An ISO time this far from now: the cards count down to real times. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export const SEED = '4f1c2a9be07d3356aa0c1e9d8b7f6e5d4c3b2a1908f7e6d5c4b3a29180706050';
export const SEED_HASH = createHash('sha256').update(SEED).digest('hex');

/** An open raffle a member has not joined, on promotion `promotionId`; override what a test is about. */
export function raffle(id: string, promotionId: string, extra: Partial<Raffle> = {}): Raffle {
  return {
    id,
    promotionId,
    title: `Promotion ${promotionId}`,
    opensAt: fromNow(-DAY),
    closesAt: fromNow(2 * DAY + 3 * HOUR),
    turnoverRequired: '5000.00',
    prizes: [
      { amount: '1000.00', count: 1 },
      { amount: '100.00', count: 5 },
    ],
    entries: 1234,
    state: 'JOIN',
    myTurnover: '2000.00',
    myPrize: null,
    claimUntil: null,
    seedHash: SEED_HASH,
    seed: null,
    drawnAt: null,
    qualified: null,
    winners: [],
    ...extra,
  };
}

/** A raffle that closed yesterday and was drawn, with its seed revealed. */
export function drawnRaffle(id: string, promotionId: string, extra: Partial<Raffle> = {}): Raffle {
  return raffle(id, promotionId, {
    opensAt: fromNow(-8 * DAY),
    closesAt: fromNow(-DAY),
    state: 'CLOSE',
    seed: SEED,
    drawnAt: fromNow(-DAY + 60_000),
    qualified: 42,
    claimUntil: fromNow(6 * DAY),
    winners: [
      { name: 'de****er', amount: '1000.00' },
      { name: 'pl****01', amount: '100.00' },
    ],
    ...extra,
  });
}

export { DAY, HOUR };
