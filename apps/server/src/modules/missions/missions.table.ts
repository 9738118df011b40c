import type { Generated } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

export interface MissionTable {
  id: Generated<number>;
  code: string;
  title: Json<Translated>;
  kind: 'TURNOVER' | 'ROUNDS' | 'WINS' | 'DEPOSIT';
  category_code: string | null;
  period: 'DAILY' | 'WEEKLY';
  target: bigint;
  reward: bigint;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface MissionClaimTable {
  mission_id: number;
  member_id: bigint;
  period_start: Date | string;
  reward: bigint;
  transfer_id: bigint;
  claimed_at: Generated<Date | string>;
}

export interface MissionTables {
  mission: MissionTable;
  mission_claim: MissionClaimTable;
}
