import { deskFeedbackSchema, FEEDBACK_PER_HOUR, feedbackPaths, feedbackSchema } from '@lumen/contracts/member/feedback.contract';
import { messagePaths } from '@lumen/contracts/member/messages.contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, operatorSession } from '../admin/admin-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { memberWithSession } from '../wallet/wallet-helpers.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof memberWithSession>>;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 0 } });
  operator = await operatorSession(t);
});
afterAll(async () => t?.close());

const send = (m: Member, body: unknown, lang = 'en') =>
  t.app.inject({ method: 'PUT', url: feedbackPaths.member, headers: { ...m.headers, 'accept-language': lang }, payload: body as object });
async function mine(m: Member) {
  const res = await t.app.inject({ method: 'GET', url: feedbackPaths.member, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(feedbackSchema).parse(res.json().value.list);
}
async function desk(status?: string) {
  const res = await t.app.inject({ method: 'GET', url: feedbackPaths.desk, query: status ? { status } : {}, headers: operator.headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(deskFeedbackSchema).parse(res.json().value.list);
}
const reply = (id: string, body: unknown) => t.app.inject({ method: 'POST', url: `${feedbackPaths.desk}/${id}/reply`, headers: operator.headers, payload: body as object });

describe('feedback', () => {
  it('when a member sends feedback and the operator answers, then the answer is kept with it and reaches the member as a message, once', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const res = await send(m, { questionType: 'WITHDRAWAL', content: '  My withdrawal is still in process after two hours.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = feedbackSchema.parse(res.json().value);
    expect(sent).toMatchObject({ questionType: 'WITHDRAWAL', content: 'My withdrawal is still in process after two hours.', status: 'OPEN', reply: null, repliedAt: null });
    expect(await mine(other)).toEqual([]);

    const open = await desk();
    expect(open.find((f) => f.id === sent.id)).toMatchObject({ username: m.username, status: 'OPEN' });
    const unreadBefore = (await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: m.headers })).json().value.count as number;

    const answered = await reply(sent.id, { reply: ' It was paid a minute ago; please check your bank. ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(deskFeedbackSchema.parse(answered.json().value)).toMatchObject({ status: 'ANSWERED', reply: 'It was paid a minute ago; please check your bank.', username: m.username });
    expect((await desk()).some((f) => f.id === sent.id)).toBe(false);
    expect((await desk('ANSWERED'))[0]).toMatchObject({ id: sent.id });

    const [record] = await mine(m);
    expect(record).toMatchObject({ id: sent.id, status: 'ANSWERED', reply: 'It was paid a minute ago; please check your bank.' });
    expect(record?.repliedAt).not.toBeNull();
    // The answer is a platform message, in the member's language for its title.
    expect((await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: m.headers })).json().value.count).toBe(unreadBefore + 1);
    const messages = await t.app.inject({ method: 'GET', url: messagePaths.list, headers: { ...m.headers, 'accept-language': 'vi' } });
    expect(messages.json().value.list[0]).toMatchObject({ title: 'Phản hồi cho góp ý của bạn', body: 'It was paid a minute ago; please check your bank.' });

    const twice = await reply(sent.id, { reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_PROCESSED');
    expect((await t.app.inject({ method: 'GET', url: messagePaths.unreadCount, headers: m.headers })).json().value.count).toBe(unreadBefore + 1);
    const [audit] = await auditRows(t, 'FEEDBACK_REPLY');
    expect(audit?.subject).toBe(`feedback:${sent.id}`);
  });

  it('when two operators answer the same feedback at once, then one answer is kept and one message sent', async () => {
    const m = await memberWithSession(t);
    const sent = feedbackSchema.parse((await send(m, { questionType: 'ACCOUNT', content: 'How do I change my nickname?' })).json().value);
    const answers = await Promise.all([reply(sent.id, { reply: 'First answer' }), reply(sent.id, { reply: 'Second answer' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((a) => a.statusCode === 200)?.json().value.reply;
    expect((await mine(m))[0]?.reply).toBe(kept);
    const messages = await t.database.db.selectFrom('message').select('id').where('member_id', '=', m.id).execute();
    expect(messages).toHaveLength(1);
  });

  it('when the type or text is missing, unknown, too short or too long, then VALIDATION_FAILED names the field and nothing is stored', async () => {
    const m = await memberWithSession(t);
    const cases: [unknown, string][] = [
      [{ content: 'A long enough question text' }, 'questionType'],
      [{ questionType: 'CASINO', content: 'A long enough question text' }, 'questionType'],
      [{ questionType: 'GAME', content: '   short   ' }, 'content'],
      [{ questionType: 'GAME', content: 'x'.repeat(1001) }, 'content'],
      [{ questionType: 'GAME', content: 42 }, 'content'],
      [{ questionType: 'GAME' }, 'content'],
    ];
    for (const [body, field] of cases) {
      const res = await send(m, body, 'th');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await mine(m)).toEqual([]);
  });

  it(`when a member sends more than ${FEEDBACK_PER_HOUR} in an hour, then the rest are refused until later`, async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) expect((await send(m, { questionType: 'OTHER', content: `Question number ${i} here` })).statusCode).toBe(200);
    const refused = await send(m, { questionType: 'OTHER', content: 'One question too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await mine(m)).toHaveLength(FEEDBACK_PER_HOUR);
  });

  it('when a reply is empty or the feedback unknown, then it is refused; trial accounts, visitors and members at the desk are refused too', async () => {
    const m = await memberWithSession(t);
    const sent = feedbackSchema.parse((await send(m, { questionType: 'GAME', content: 'The slot froze on the last spin' })).json().value);
    const empty = await reply(sent.id, { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.fields[0].field).toBe('reply');
    expect((await reply('999999999', { reply: 'Hello' })).json().code).toBe('NOT_FOUND');
    expect((await reply('abc', { reply: 'Hello' })).statusCode).toBe(400);
    expect((await mine(m))[0]?.status).toBe('OPEN');

    const trial = await memberWithSession(t, { type: 4 });
    expect((await send(trial, { questionType: 'GAME', content: 'A question from a trial' })).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ method: 'GET', url: feedbackPaths.member })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: feedbackPaths.desk, headers: m.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${feedbackPaths.desk}/${sent.id}/reply`, headers: m.headers, payload: { reply: 'x' } })).statusCode).toBe(401);
  });
});
