import { activityPaths, applicationSchema, deskApplicationSchema } from '@lumen/contracts/member/activity.contract';
import { rewardPaths } from '@lumen/contracts/member/rewards.contract';
import { systemPaths } from '@lumen/contracts/system/system.contract';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { jpegBytes, multipartFile, pngBytes } from '../wallet/payments-helpers.ts';
import { main, memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
const db = () => t.database.db;
type Member = Awaited<ReturnType<typeof memberWithSession>>;
let operator: Awaited<ReturnType<typeof operatorSession>>;
/** The demo's promotion open to applications. */
let openPromotion: string;
let closed: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  operator = await operatorSession(t);
  // The members' promotions: asked with a member's session, as the promotions page does.
  const reader = await memberWithSession(t);
  const res = await t.app.inject({ method: 'GET', url: systemPaths.announcements, query: { types: 'PR' }, headers: reader.headers });
  expect(res.statusCode, res.body).toBe(200);
  const promotions = res.json().value.promotion as { id: string; title: string; applicable: boolean }[];
  openPromotion = promotions.find((p) => p.applicable && p.title.startsWith('Invite friends'))?.id as string;
  closed = promotions.find((p) => !p.applicable)?.id as string;
  expect(openPromotion).toBeDefined();
  expect(closed).toBeDefined();
});
afterAll(async () => t?.close());
afterEach(async () => {
  const report = await checkInvariants(db());
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});

function upload(m: Member, bytes: Buffer, name = 'deposit.png', type = 'image/png') {
  const body = multipartFile(bytes, name, type);
  return t.app.inject({ method: 'POST', url: activityPaths.images, headers: { ...m.headers, ...body.headers }, payload: body.payload });
}
const apply = (m: Member, promotionId: string, body: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `${activityPaths.apply}/${promotionId}`, headers: { ...m.headers, 'accept-language': lang }, payload: body as object });
async function mine(m: Member) {
  const res = await t.app.inject({ method: 'GET', url: activityPaths.applications, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(applicationSchema).parse(res.json().value.list);
}
async function desk(status?: string) {
  const res = await t.app.inject({ method: 'GET', url: activityPaths.desk, query: status ? { status } : {}, headers: operator.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(deskApplicationSchema).parse(res.json().value.list);
}
const approve = (id: string, body: unknown) => t.app.inject({ method: 'POST', url: `${activityPaths.desk}/${id}/approve`, headers: operator.headers, payload: body as object });
const reject = (id: string, body: unknown) => t.app.inject({ method: 'POST', url: `${activityPaths.desk}/${id}/reject`, headers: operator.headers, payload: body as object });

describe('activity applications', () => {
  it('when a member applies with images and the operator approves, then a reward waits in the reward centre and the application shows issued, then claimed', async () => {
    const m = await memberWithSession(t);
    const png = await upload(m, pngBytes());
    expect(png.statusCode, png.body).toBe(200);
    const jpg = await upload(m, jpegBytes(), 'deposit.jpg', 'image/jpeg');
    const imageIds = [png.json().value.imageId, jpg.json().value.imageId];
    const res = await apply(m, openPromotion, { comment: '  Deposit DP123 on Saturday  ', imageIds });
    expect(res.statusCode, res.body).toBe(200);
    const applied = applicationSchema.parse(res.json().value);
    expect(applied).toMatchObject({ promotionId: openPromotion, comment: 'Deposit DP123 on Saturday', imageCount: 2, status: 'PENDING', state: 'APPLYING', amount: null });
    expect(applied.promotionTitle).toMatch(/^Invite friends/);

    // One live application per promotion.
    const again = await apply(m, openPromotion, { comment: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PROCESSED');

    const queue = await desk();
    const item = queue.find((a) => a.id === applied.id);
    expect(item).toMatchObject({ username: m.username, imageIds });
    const image = await t.app.inject({ method: 'GET', url: `${activityPaths.desk}/images/${imageIds[0]}`, headers: operator.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload).equals(pngBytes())).toBe(true);

    const approved = await approve(applied.id, { amount: '250.50', validDays: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(deskApplicationSchema.parse(approved.json().value)).toMatchObject({ status: 'ISSUED', state: 'ISSUED', amount: '250.50' });
    expect((await approve(applied.id, { amount: '1.00' })).json().code).toBe('ALREADY_PROCESSED');
    expect((await reject(applied.id, { remark: 'late' })).json().code).toBe('ALREADY_PROCESSED');
    const [audit] = await auditRows(t, 'ACTIVITY_APPROVE');
    expect(audit?.subject).toBe(`activity-application:${applied.id}`);

    // The reward is the member's to claim; nothing moved yet.
    expect(await main(db(), m.id)).toBe(0n);
    const rewards = (await t.app.inject({ method: 'GET', url: rewardPaths.list, headers: m.headers })).json().value.list as { id: string; title: string; amount: string }[];
    const reward = rewards.find((r) => r.title.startsWith('Invite friends'));
    expect(reward).toMatchObject({ amount: '250.50' });
    expect((await mine(m))[0]).toMatchObject({ id: applied.id, state: 'ISSUED', amount: '250.50' });
    const claim = await t.app.inject({ method: 'POST', url: rewardPaths.claim, headers: m.headers, payload: { id: reward?.id } });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await main(db(), m.id)).toBe(250_50n);
    expect((await mine(m))[0]).toMatchObject({ id: applied.id, state: 'CLAIMED' });
    // Issued: still one live application.
    expect((await apply(m, openPromotion, { comment: 'A second openPromotion' })).json().code).toBe('ALREADY_PROCESSED');
  });

  it('when the operator rejects an application, then the member sees the remark and may apply again', async () => {
    const m = await memberWithSession(t);
    const applied = applicationSchema.parse((await apply(m, openPromotion, { comment: 'Deposit DP999' })).json().value);
    const missing = await reject(applied.id, { remark: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('remark');
    const res = await reject(applied.id, { remark: 'No openPromotion deposit found' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine(m))[0]).toMatchObject({ id: applied.id, status: 'REJECTED', state: 'REJECTED', remark: 'No openPromotion deposit found' });
    expect((await desk('REJECTED')).some((a) => a.id === applied.id)).toBe(true);
    const second = await apply(m, openPromotion, { comment: 'Deposit DP1000 on Sunday' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await mine(m)).toHaveLength(2);
  });

  it('when the comment, images or promotion are wrong, then the answer names the problem and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const cases: [unknown, string][] = [
      [{}, 'comment'],
      [{ comment: '   ' }, 'comment'],
      [{ comment: 'x'.repeat(141) }, 'comment'],
      [{ comment: 'ok', imageIds: ['1', '2', '3', '4'] }, 'imageIds'],
      [{ comment: 'ok', imageIds: ['abc'] }, 'imageIds.0'],
    ];
    for (const [body, field] of cases) {
      const res = await apply(m, openPromotion, body, 'zh');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    // Another member's image, or one used already, cannot be attached.
    const theirs = (await upload(other, pngBytes())).json().value.imageId as string;
    const foreign = await apply(m, openPromotion, { comment: 'With a stolen image', imageIds: [theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().value.fields[0]).toMatchObject({ field: 'imageIds', issue: 'invalid_value' });
    expect((await apply(m, closed, { comment: 'Not open' })).json().code).toBe('NOT_FOUND');
    expect((await apply(m, '99999', { comment: 'No such promotion' })).json().code).toBe('NOT_FOUND');
    expect(await mine(m)).toEqual([]);
    // Images are checked by content.
    const fake = await upload(m, Buffer.from('not an image at all'), 'deposit.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: `${activityPaths.desk}/images/${theirs}`, headers: operator.headers })).json().code).toBe('NOT_FOUND');
  });

  it('when an upload’s multipart body has no boundary or is cut off, then 400 naming the file and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const noBoundary = await t.app.inject({ method: 'POST', url: activityPaths.images, headers: { ...m.headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().value.fields[0]).toMatchObject({ field: 'file', issue: 'invalid' });
    const boundary = 'cutboundary';
    const cut = await t.app.inject({
      method: 'POST',
      url: activityPaths.images,
      headers: { ...m.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().value.fields[0]).toMatchObject({ field: 'file', issue: 'invalid' });
    const stored = await db().selectFrom('activity_image').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('when one image id is sent twice in two spellings (7 and 07), then it is one image and the application is kept', async () => {
    const m = await memberWithSession(t);
    const imageId = (await upload(m, pngBytes())).json().value.imageId as string;
    const res = await apply(m, openPromotion, { comment: 'One image, two spellings', imageIds: [imageId, `0${imageId}`] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.imageCount).toBe(1);
    expect(await mine(m)).toHaveLength(1);
  });

  it('when a member applies twice at once, then one application is kept', async () => {
    const m = await memberWithSession(t);
    const answers = await Promise.all([apply(m, openPromotion, { comment: 'First' }), apply(m, openPromotion, { comment: 'Second' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await mine(m)).toHaveLength(1);
  });

  it('when a trial account, a visitor or a member at the desk asks, then it is refused; a bad approval amount is refused', async () => {
    const trial = await memberWithSession(t, { type: 4 });
    expect((await apply(trial, openPromotion, { comment: 'Trial' })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: activityPaths.applications })).statusCode).toBe(401);
    const m = await memberWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: activityPaths.desk, headers: m.headers })).statusCode).toBe(401);
    const applied = applicationSchema.parse((await apply(m, openPromotion, { comment: 'Deposit DP42' })).json().value);
    for (const amount of ['0', '-5', '1.234', 'abc', '1000000.01']) {
      const res = await approve(applied.id, { amount });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().value.fields[0].field).toBe('amount');
    }
    expect((await mine(m))[0]?.status).toBe('PENDING');
    expect((await approve('999999', { amount: '1.00' })).json().code).toBe('NOT_FOUND');
  });
});
