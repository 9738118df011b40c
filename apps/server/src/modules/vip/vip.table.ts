import type { Generated } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

type Id = bigint;
type Stamp = Date | string;

/** An operator's VIP tier; its name is the site's VIP label of that level. Amounts in minor units. */
export interface VipTierTable {
  level: number;
  deposit_required: Id;
  turnover_required: Id;
  upgrade_bonus: Generated<Id>;
  perks: Json<Translated[]>;
  updated_at: Generated<Stamp>;
}

/** A level a member reached, once per member and level; `reward_id` holds its upgrade bonus. */
export interface VipUpgradeTable {
  member_id: Id;
  level: number;
  bonus: Id;
  reward_id: Id | null;
  upgraded_at: Generated<Stamp>;
}

export interface VipTables {
  vip_tier: VipTierTable;
  vip_upgrade: VipUpgradeTable;
}
