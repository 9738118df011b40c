import type { Generated } from 'kysely';
import type { PointsEntryKind, RedemptionStatus } from '@lumen/contracts/member/points.contract';

type Id = bigint;
type Stamp = Date | string;

export interface PointsSettingTable {
  id: Generated<number>;
  /** Minor units of stake per point. */
  bet_per_point: Id;
  points_per_unit: number;
  min_redeem_points: Id;
  updated_at: Generated<Stamp>;
  updated_by: string;
}

export interface MemberPointsTable {
  member_id: Id;
  balance: Generated<Id>;
  /** Minor units of counted stake short of a whole point. */
  carry: Generated<Id>;
  /** Rounds started before this need no look: counted, or unable to count. */
  counted_from: Stamp | null;
  updated_at: Generated<Stamp>;
}

export interface PointsRedemptionTable {
  id: Generated<Id>;
  member_id: Id;
  request_key: string;
  points: Id;
  /** Minor units. */
  amount: Id;
  currency: string;
  points_per_unit: number;
  status: Generated<RedemptionStatus>;
  remark: string | null;
  reviewed_by: string | null;
  reviewed_at: Stamp | null;
  transfer_id: Id | null;
  created_at: Generated<Stamp>;
}

export interface PointsEntryTable {
  id: Generated<Id>;
  member_id: Id;
  kind: PointsEntryKind;
  change: Id;
  balance_after: Id;
  turnover: Id | null;
  redemption_id: Id | null;
  created_at: Generated<Stamp>;
}

export interface PointsTables {
  points_setting: PointsSettingTable;
  member_points: MemberPointsTable;
  points_redemption: PointsRedemptionTable;
  points_entry: PointsEntryTable;
}
