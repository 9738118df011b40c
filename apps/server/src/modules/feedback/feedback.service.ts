import type { DeskFeedback, Feedback, FeedbackStatus, FeedbackType } from '@lumen/contracts/member/feedback.contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { listPage, type PageQuery } from '../../http/paging.ts';
import { iso } from '../wallet/payments-common.ts';
import type { Translated } from '../../lib/translated.ts';
import { announceMessage } from '../messages/messages.service.ts';
import type { FeedbackTable } from './feedback.table.ts';

type Db = Kysely<DB>;
type Row = Selectable<FeedbackTable>;

function toFeedback(row: Row): Feedback {
  return {
    id: String(row.id),
    questionType: row.question_type,
    content: row.content,
    status: row.status,
    reply: row.reply,
    createdAt: new Date(row.created_at).toISOString(),
    repliedAt: iso(row.replied_at),
  };
}

export async function sendFeedback(db: Db, memberId: bigint, input: { questionType: FeedbackType; content: string }): Promise<Feedback> {
  const row = await db.insertInto('feedback').values({ member_id: memberId, question_type: input.questionType, content: input.content }).returningAll().executeTakeFirstOrThrow();
  return toFeedback(row);
}

/** The member's feedback with the answers, newest first. */
export async function memberFeedback(db: Db, memberId: bigint, page: PageQuery) {
  const base = db.selectFrom('feedback').where('member_id', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute(),
  ]);
  return listPage(rows.map(toFeedback), Number(count.n), page);
}

/** The desk's list: open feedback oldest first (first come, first answered), answered newest first. */
export async function deskFeedback(db: Db, query: PageQuery & { status: FeedbackStatus }) {
  const base = db.selectFrom('feedback as f').innerJoin('member as m', 'm.id', 'f.member_id').where('f.status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('f')
      .select('m.username')
      .orderBy('f.id', query.status === 'OPEN' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const list: DeskFeedback[] = rows.map((row) => ({ ...toFeedback(row), username: row.username }));
  return listPage(list, Number(count.n), query);
}

const replyTitle: Translated = {
  EN: 'Reply to your feedback',
  UR: 'آپ کی رائے کا جواب',
  ZH: '您的反馈已回复',
  TH: 'ตอบกลับความคิดเห็นของคุณ',
  VI: 'Phản hồi cho góp ý của bạn',
};

/**
 * Answers open feedback: the reply is stored with it and sent to the member as a platform message,
 * in one transaction. NOT_FOUND for no such feedback, ALREADY_PROCESSED once it was answered.
 */
export async function replyToFeedback(trx: Transaction<DB>, id: bigint, reply: string, operatorId: bigint): Promise<DeskFeedback> {
  const current = await trx.selectFrom('feedback as f').innerJoin('member as m', 'm.id', 'f.member_id').selectAll('f').select('m.username').where('f.id', '=', id).forUpdate('f').executeTakeFirst();
  if (!current) throw new DomainError('NOT_FOUND');
  if (current.status !== 'OPEN') throw new DomainError('ALREADY_PROCESSED');
  const row = await trx
    .updateTable('feedback')
    .set({ status: 'ANSWERED', reply, replied_by: `operator:${operatorId}`, replied_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const body: Translated = { EN: reply };
  await trx
    .insertInto('message')
    .values({ member_id: BigInt(row.member_id), kind: 'NOTICE', title: JSON.stringify(replyTitle), body: JSON.stringify(body), sender: `operator:${operatorId}` })
    .execute();
  await announceMessage(trx, BigInt(row.member_id));
  return { ...toFeedback(row), username: current.username };
}
