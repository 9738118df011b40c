import {
  ACTIVITY_MAX_IMAGES,
  type ActivityState,
  type Application,
  type ApplicationStatus,
  type DeskApplication,
} from '@lumen/contracts/member/activity.contract';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { listPage, type PageQuery } from '../../http/paging.ts';
import { inspectImage } from '../../lib/images.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { grantReward } from '../rewards/rewards.service.ts';
import { isUniqueViolation, iso } from '../wallet/payments-common.ts';

/**
 * Activity applications. A member applies for a promotion the operator opened to applications, once
 * at a time (a rejected application may be followed by a new one), with a comment and up to three
 * images uploaded before. Approving grants the member a reward (the reward centre pays it when the
 * member claims it: the ledger moves there, once); rejecting keeps the operator's remark.
 */

type Db = Kysely<DB>;

/** Unattached images a member may upload in a day. */
export const ACTIVITY_IMAGE_DAILY_LIMIT = 10;

interface ApplicationRow {
  id: string;
  announcement_id: number;
  title: Translated;
  comment: string;
  status: ApplicationStatus;
  remark: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  amount: string | null;
  claimed: boolean;
  expired: boolean;
  image_ids: string[] | null;
  username: string;
}

function stateOf(row: ApplicationRow): ActivityState {
  if (row.status === 'PENDING') return 'APPLYING';
  if (row.status === 'REJECTED') return row.expired ? 'CLOSE' : 'REJECTED';
  return row.claimed ? 'CLAIMED' : 'ISSUED';
}

function toApplication(row: ApplicationRow, lang: LanguageCode): Application {
  return {
    id: row.id,
    promotionId: String(row.announcement_id),
    promotionTitle: translate(row.title, lang),
    comment: row.comment,
    imageCount: row.image_ids?.length ?? 0,
    status: row.status,
    state: stateOf(row),
    remark: row.remark,
    amount: row.amount === null ? null : formatMinor(BigInt(row.amount)),
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: iso(row.reviewed_at),
  };
}

/** Applications with what their views need; `where` narrows them (its columns are `a.` and `m.`). */
const applicationRows = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, page: PageQuery) => sql<ApplicationRow>`
  SELECT a.id::text AS id, a.announcement_id, p.title, a.comment, a.status, a.remark, a.created_at, a.reviewed_at,
         r.amount::text AS amount, m.username,
         EXISTS (SELECT 1 FROM reward_claim c WHERE c.reward_id = a.reward_id AND c.member_id = a.member_id) AS claimed,
         (p.expires_at IS NOT NULL AND p.expires_at <= now()) AS expired,
         (SELECT array_agg(i.id::text ORDER BY i.id) FROM activity_image i WHERE i.application_id = a.id) AS image_ids
  FROM activity_application a
  JOIN announcement p ON p.id = a.announcement_id
  JOIN member m ON m.id = a.member_id
  LEFT JOIN reward r ON r.id = a.reward_id
  WHERE ${where}
  ORDER BY ${order}
  LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`;

async function countApplications(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const row = await sql<{ n: string }>`SELECT count(*)::text AS n FROM activity_application a WHERE ${where}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

async function applicationById(db: Db, id: bigint): Promise<ApplicationRow> {
  const found = (await applicationRows(sql`a.id = ${id.toString()}::bigint`, sql`a.id`, { pageNo: 1, pageSize: 1 }).execute(db)).rows[0];
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}

/** Stores an image for a later application: png or jpeg by content, at most 5 MB; LIMIT_REACHED past the day's uploads. */
export async function saveActivityImage(db: Db, input: { memberId: bigint; bytes: Uint8Array }): Promise<{ imageId: string }> {
  const { contentType, sha256 } = await inspectImage(input.bytes);
  const id = await db.transaction().execute(async (trx) => {
    // One member's uploads are counted one at a time.
    await trx.selectFrom('member').select('id').where('id', '=', input.memberId).forNoKeyUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom('activity_image')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', input.memberId)
      .where('application_id', 'is', null)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(n) >= ACTIVITY_IMAGE_DAILY_LIMIT) throw new DomainError('LIMIT_REACHED');
    const row = await trx
      .insertInto('activity_image')
      .values({ member_id: input.memberId, content_type: contentType, bytes: input.bytes, size: input.bytes.length, sha256 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { imageId: String(id) };
}

/**
 * Applies for a promotion. NOT_FOUND when it is not a live promotion open to applications;
 * ALREADY_PROCESSED while an earlier application is waiting or was issued; VALIDATION_FAILED
 * naming `imageIds` when an image is not the member's own unused one.
 */
export async function applyForActivity(
  db: Db,
  input: { memberId: bigint; promotionId: number; comment: string; imageIds: string[]; lang: LanguageCode },
): Promise<Application> {
  const { memberId, lang } = input;
  const promotion = await db
    .selectFrom('announcement')
    .select('id')
    .where('id', '=', input.promotionId)
    .where('type', '=', 'PR')
    .where('enabled', '=', true)
    .where('applicable', '=', true)
    .where('published_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (!promotion) throw new DomainError('NOT_FOUND');
  // One id in any spelling (7, 07) is one image: compared as numbers.
  const imageIds = [...new Set(input.imageIds.map((id) => BigInt(id)))];
  if (imageIds.length > ACTIVITY_MAX_IMAGES) throw validationFailed([fieldIssue(lang, 'imageIds', 'too_big', { max: String(ACTIVITY_MAX_IMAGES) })], lang);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('activity_application')
        .values({ announcement_id: promotion.id, member_id: memberId, comment: input.comment })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (imageIds.length > 0) {
        const attached = await trx
          .updateTable('activity_image')
          .set({ application_id: created.id })
          .where('id', 'in', imageIds)
          .where('member_id', '=', memberId)
          .where('application_id', 'is', null)
          .executeTakeFirst();
        if (Number(attached.numUpdatedRows) !== imageIds.length) throw validationFailed([fieldIssue(lang, 'imageIds', 'invalid_value')], lang);
      }
      return BigInt(created.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'activity_application_live')) throw new DomainError('ALREADY_PROCESSED');
      throw error;
    });
  return toApplication(await applicationById(db, id), lang);
}

/** The member's applications, newest first. */
export async function memberApplications(db: Db, memberId: bigint, page: PageQuery, lang: LanguageCode) {
  const where = sql`a.member_id = ${memberId.toString()}::bigint`;
  const [total, rows] = await Promise.all([countApplications(db, where), applicationRows(where, sql`a.id DESC`, page).execute(db)]);
  return listPage(rows.rows.map((row) => toApplication(row, lang)), total, page);
}

function toDesk(row: ApplicationRow, lang: LanguageCode): DeskApplication {
  return { ...toApplication(row, lang), username: row.username, imageIds: row.image_ids ?? [] };
}

/** The desk's list: waiting ones oldest first, reviewed ones newest first. */
export async function deskApplications(db: Db, query: PageQuery & { status: ApplicationStatus }, lang: LanguageCode) {
  const where = sql`a.status = ${query.status}`;
  const order = query.status === 'PENDING' ? sql`a.id ASC` : sql`a.id DESC`;
  const [total, rows] = await Promise.all([countApplications(db, where), applicationRows(where, order, query).execute(db)]);
  return listPage(rows.rows.map((row) => toDesk(row, lang)), total, query);
}

/** Locks a waiting application for review: NOT_FOUND, or ALREADY_PROCESSED once reviewed. */
async function lockPending(trx: Transaction<DB>, id: bigint): Promise<{ announcement_id: number; member_id: bigint }> {
  const row = await trx.selectFrom('activity_application').select(['status', 'announcement_id', 'member_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new DomainError('ALREADY_PROCESSED');
  return { announcement_id: row.announcement_id, member_id: BigInt(row.member_id) };
}

const approvedBody: Translated = {
  EN: 'Your activity application was approved. Claim the reward before it expires.',
  UR: 'آپ کی سرگرمی کی درخواست منظور ہو گئی۔ ختم ہونے سے پہلے انعام حاصل کریں۔',
  ZH: '您的活动申请已通过，请在过期前领取奖励。',
  TH: 'ใบสมัครกิจกรรมของคุณได้รับอนุมัติแล้ว รับรางวัลก่อนหมดอายุ',
  VI: 'Đơn đăng ký hoạt động của bạn đã được duyệt. Hãy nhận thưởng trước khi hết hạn.',
};

/**
 * Approves a waiting application: the member is granted a reward of `amount` (titled as the
 * promotion) to claim in the reward centre within `validDays`.
 */
export async function approveApplication(
  trx: Transaction<DB>,
  input: { id: bigint; amount: string | number; validDays: number; operatorId: bigint; currency: string; lang: LanguageCode },
): Promise<DeskApplication> {
  const held = await lockPending(trx, input.id);
  const [promotion, member] = await Promise.all([
    trx.selectFrom('announcement').select('title').where('id', '=', held.announcement_id).executeTakeFirstOrThrow(),
    trx.selectFrom('member').select('username').where('id', '=', held.member_id).executeTakeFirstOrThrow(),
  ]);
  const reward = await grantReward(trx, {
    username: member.username,
    title: promotion.title,
    body: approvedBody,
    amount: input.amount,
    validDays: input.validDays,
    operatorId: input.operatorId,
    currency: input.currency,
    lang: input.lang,
  });
  await trx
    .updateTable('activity_application')
    .set({ status: 'ISSUED', reward_id: BigInt(reward.id), reviewed_by: `operator:${input.operatorId}`, reviewed_at: sql`now()` })
    .where('id', '=', input.id)
    .execute();
  return toDesk(await applicationById(trx, input.id), input.lang);
}

/** Rejects a waiting application with the operator's remark; the member may apply again. */
export async function rejectApplication(trx: Transaction<DB>, input: { id: bigint; remark: string; operatorId: bigint; lang: LanguageCode }): Promise<DeskApplication> {
  await lockPending(trx, input.id);
  await trx
    .updateTable('activity_application')
    .set({ status: 'REJECTED', remark: input.remark, reviewed_by: `operator:${input.operatorId}`, reviewed_at: sql`now()` })
    .where('id', '=', input.id)
    .execute();
  return toDesk(await applicationById(trx, input.id), input.lang);
}

/** An application's image for the desk (NOT_FOUND when there is none or it is not attached yet). */
export async function readActivityImage(db: Db, imageId: bigint): Promise<{ contentType: string; bytes: Uint8Array; applicationId: string }> {
  const row = await db.selectFrom('activity_image').select(['content_type', 'bytes', 'application_id']).where('id', '=', imageId).executeTakeFirst();
  if (!row || row.application_id === null) throw new DomainError('NOT_FOUND');
  return { contentType: row.content_type, bytes: row.bytes, applicationId: String(row.application_id) };
}
