import type { Generated } from 'kysely';

type Id = bigint;
type Stamp = Date | string;

/** A promotion's raffle; prizes are `[{ amount (minor units, text), count }]`, biggest first. */
export interface RaffleTable {
  id: Generated<Id>;
  announcement_id: number;
  opens_at: Stamp;
  closes_at: Stamp;
  turnover_required: Generated<Id>;
  prizes: unknown;
  claim_days: Generated<number>;
  seed: string;
  seed_hash: string;
  drawn_at: Stamp | null;
  qualified: number | null;
  currency: string;
  created_by: string;
  created_at: Generated<Stamp>;
}

export interface RaffleEntryTable {
  raffle_id: Id;
  member_id: Id;
  joined_at: Generated<Stamp>;
}

export interface RaffleWinnerTable {
  raffle_id: Id;
  member_id: Id;
  position: number;
  amount: Id;
  transfer_id: Id | null;
  claimed_at: Stamp | null;
}

export interface RaffleTables {
  raffle: RaffleTable;
  raffle_entry: RaffleEntryTable;
  raffle_winner: RaffleWinnerTable;
}
