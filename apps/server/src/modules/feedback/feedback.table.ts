import type { Generated } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@lumen/contracts/member/feedback.contract';

export interface FeedbackTable {
  id: Generated<bigint>;
  member_id: bigint;
  question_type: FeedbackType;
  content: string;
  status: Generated<FeedbackStatus>;
  reply: string | null;
  replied_by: string | null;
  replied_at: Date | string | null;
  created_at: Generated<Date | string>;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
