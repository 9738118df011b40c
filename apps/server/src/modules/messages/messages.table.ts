import type { Generated } from 'kysely';
import type { Json, Translated } from '../../lib/translated.ts';

type Id = bigint;
type Stamp = Date | string;

export interface MessageTable {
  id: Generated<Id>;
  /** Null: every member. */
  member_id: Id | null;
  kind: 'NOTICE' | 'ACCOUNT';
  title: Json<Translated>;
  body: Json<Translated>;
  sender: string;
  created_at: Generated<Stamp>;
}

export interface MessageReadTable {
  member_id: Id;
  message_id: Id;
  read_at: Generated<Stamp>;
}

export interface MessageTables {
  message: MessageTable;
  message_read: MessageReadTable;
}
