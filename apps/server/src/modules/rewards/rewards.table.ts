import type { Generated } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

type Id = bigint;
type Stamp = Date | string;

export interface RewardTable {
  id: Generated<Id>;
  /** Null: every member registered when it was granted. */
  member_id: Id | null;
  title: Json<Translated>;
  body: Json<Translated>;
  /** Minor units. */
  amount: Id;
  currency: string;
  created_at: Generated<Stamp>;
  expires_at: Stamp;
  created_by: string;
  /** An operator's grant: its Idempotency-Key (operator:<id>:<key>) and a hash of what was asked. */
  request_key: string | null;
  request_hash: string | null;
}

export interface RewardClaimTable {
  reward_id: Id;
  member_id: Id;
  transfer_id: Id;
  claimed_at: Generated<Stamp>;
}

export interface RewardTables {
  reward: RewardTable;
  reward_claim: RewardClaimTable;
}
