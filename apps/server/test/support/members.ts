import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type { NewMember } from '../../src/modules/auth/auth.table.ts';
import { allocateMemberId } from '../../src/modules/auth/member.repository.ts';

/** Inserts a root member (its own agent-tree path) with just the columns a test cares about. */
export async function insertMember(db: Kysely<DB>, fields: Omit<NewMember, 'id' | 'path' | 'nickname'> & { nickname?: string }): Promise<bigint> {
  const id = await allocateMemberId(db);
  await db
    .insertInto('member')
    .values({ nickname: fields.username, ...fields, id, path: String(id) })
    .execute();
  return id;
}
