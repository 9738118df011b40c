import type { Generated } from 'kysely';
import type { ApplicationStatus } from '@lumen/contracts/member/activity.contract';
import type { UploadedImageType } from '../../lib/images.ts';

export interface ActivityApplicationTable {
  id: Generated<bigint>;
  announcement_id: number;
  member_id: bigint;
  comment: string;
  status: Generated<ApplicationStatus>;
  remark: string | null;
  reward_id: bigint | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  created_at: Generated<Date | string>;
}

export interface ActivityImageTable {
  id: Generated<bigint>;
  member_id: bigint;
  application_id: bigint | null;
  content_type: UploadedImageType;
  bytes: Uint8Array;
  size: number;
  sha256: string;
  created_at: Generated<Date | string>;
}

export interface ActivityTables {
  activity_application: ActivityApplicationTable;
  activity_image: ActivityImageTable;
}
