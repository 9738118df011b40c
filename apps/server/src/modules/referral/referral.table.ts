import type { Generated } from 'kysely';

/** Who invited whom (invite friends). */
export interface MemberReferralTable {
  member_id: bigint;
  referrer_id: bigint;
  created_at: Generated<Date | string>;
}

export interface ReferralTables {
  member_referral: MemberReferralTable;
}
