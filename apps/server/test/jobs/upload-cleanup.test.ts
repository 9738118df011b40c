import { activityPaths } from '@lumen/contracts/member/activity.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUnusedUploads, UNUSED_UPLOAD_RETENTION_MS } from '../../src/jobs/upload-cleanup.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { multipartFile, pngBytes, uploadProof } from '../wallet/payments-helpers.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function uploadImage(headers: Record<string, string>): Promise<string> {
  const body = multipartFile(pngBytes(), 'deposit.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: activityPaths.images, headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.imageId as string;
}

async function age(table: 'withdrawal_proof' | 'activity_image', id: string, ms: number) {
  await sql`UPDATE ${sql.table(table)} SET created_at = now() - make_interval(secs => ${ms / 1000}) WHERE id = ${id}::bigint`.execute(db());
}

const ids = async (table: 'withdrawal_proof' | 'activity_image', memberId: bigint) =>
  (await sql<{ id: string }>`SELECT id::text AS id FROM ${sql.table(table)} WHERE member_id = ${memberId.toString()}::bigint ORDER BY id`.execute(db())).rows.map((r) => r.id);

describe('unused upload clean-up', () => {
  it('when an uploaded image was never attached for longer than the retention, then it is deleted; newer ones and attached ones stay', async () => {
    const m = await memberWithSession(t);
    const oldProof = (await uploadProof(t, m.headers, pngBytes())).json().value.proofId as string;
    const newProof = (await uploadProof(t, m.headers, pngBytes())).json().value.proofId as string;
    const oldImage = await uploadImage(m.headers);
    const newImage = await uploadImage(m.headers);
    const usedImage = await uploadImage(m.headers);
    // An application keeps its image, however old.
    const promotions = (await t.app.inject({ method: 'GET', url: systemPaths.announcements, query: { types: 'PR' }, headers: m.headers })).json().value.promotion as { id: string; applicable: boolean; title: string }[];
    const open = promotions.find((p) => p.applicable && p.title.startsWith('Invite friends'))?.id as string;
    const applied = await t.app.inject({ method: 'POST', url: `${activityPaths.apply}/${open}`, headers: m.headers, payload: { comment: 'With a picture', imageIds: [usedImage] } });
    expect(applied.statusCode, applied.body).toBe(200);
    const past = UNUSED_UPLOAD_RETENTION_MS + 60_000;
    await age('withdrawal_proof', oldProof, past);
    await age('activity_image', oldImage, past);
    await age('activity_image', usedImage, past);
    await age('withdrawal_proof', newProof, UNUSED_UPLOAD_RETENTION_MS - 3_600_000);

    const result = await purgeUnusedUploads(db());
    expect(result.withdrawalProofs).toBeGreaterThanOrEqual(1);
    expect(result.activityImages).toBeGreaterThanOrEqual(1);
    expect(await ids('withdrawal_proof', m.id)).toEqual([newProof]);
    expect(await ids('activity_image', m.id)).toEqual([newImage, usedImage].sort((a, b) => Number(a) - Number(b)));
    // A second run finds nothing more of this member's.
    await purgeUnusedUploads(db());
    expect(await ids('withdrawal_proof', m.id)).toEqual([newProof]);
    expect(await ids('activity_image', m.id)).toHaveLength(2);
  });
});
