import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/session.ts';
import { insertMember } from '../support/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
/** A member's session, for the members' announcements. */
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: { games: 60 } });
  const memberId = await insertMember(t.database.db, { username: 'reader01', password_hash: null, type: 0, status: 'ACTIVE' });
  const { token } = await createSession(t.database.db, { memberId, ip: '127.0.0.1' }, t.app.sessionPolicy);
  member = { authorization: `Bearer ${token}` };
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/helpCenter', () => {
  it('when asked, then help categories come with translated items and the terms anchor', async () => {
    const res = await get('/wps/system/helpCenter?device=WEB');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json().value as { categories: { anchor: string; title: string; items: { anchor: string; content: string }[] }[] };
    expect(categories.map((c) => c.anchor)).toEqual(['about', 'term', 'responsible', 'privacy', 'faq']);
    const terms = categories.find((c) => c.anchor === 'term');
    expect(terms?.title).toBe('Terms and conditions');
    expect(terms?.items[0]?.content).toContain('18 years');
    expect(categories.every((c) => c.items.length > 0)).toBe(true);
  });

  it('when lang is UR, then texts are in Urdu, and a text missing in a language falls back to English', async () => {
    const { categories } = (await get('/wps/system/helpCenter?lang=UR')).json().value;
    expect(categories[1].title).toBe('شرائط و ضوابط');
    expect(categories[1].items[0].content).toContain('18 سال');
    const minors = categories[2].items[1];
    expect(minors.title).toBe('نابالغوں کا تحفظ');
    expect(minors.content).toContain('18 سال');
    // The demo help centre is written in every language; a body an operator left without Chinese falls back to English.
    const zh = (await get('/wps/system/helpCenter?lang=ZH')).json().value.categories;
    expect(zh[2].items[1].title).toBe('保护未成年人');
    expect(zh[2].items[1].content).toContain('18 岁');
    await sql`UPDATE help_item SET content = content - 'ZH' WHERE anchor = 'responsible-minors'`.execute(t.database.db);
    const fallback = (await get('/wps/system/helpCenter?lang=ZH')).json().value.categories;
    expect(fallback[2].items[1].title).toBe('保护未成年人');
    expect(fallback[2].items[1].content).toContain('under 18');
  });

  it('when a query parameter is wrong, then it answers 400 naming it', async () => {
    const res = await get('/wps/system/helpCenter?device=TV');
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('device');
    expect((await get('/wps/system/helpCenter?lang=xx')).json().value.fields[0].field).toBe('lang');
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('when a member asks for all types, then banners of every group, notices, popups and promotions of every audience come back', async () => {
    const res = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W', member);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    const groups = new Set(v.banners.map((b: { groupName: string }) => b.groupName));
    expect([...groups].sort()).toEqual(['w_forget', 'w_home', 'w_leftmenu', 'w_login', 'w_promo', 'w_register']);
    expect(v.banners.filter((b: { groupName: string }) => b.groupName === 'w_home').length).toBeGreaterThan(1);
    expect(v.banners[0].url).toMatch(/^\/media\/banners\/[a-z0-9-]+\.svg$/);
    expect(v.player.length).toBeGreaterThan(0);
    expect(v.player.every((a: { type: string }) => a.type === 'PL' || a.type === 'H')).toBe(true);
    expect(v.popup.map((a: { execution: string }) => a.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(v.promotion.every((a: { promotionType: string | null }) => a.promotionType)).toBe(true);
  });

  it('when an execution is given, then only that audience gets items', async () => {
    const v = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=B')).json().value;
    for (const list of [v.player, v.popup, v.promotion]) for (const a of list) expect(a.execution).toBe('B');
    expect(v.popup).toHaveLength(1);
  });

  it('when a caller without a session asks for the members’ items (A, F, or every audience), then it gets the visitors’ only', async () => {
    const members = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PU,PR,PL&execution=A', member)).json().value;
    expect(members.popup.map((a: { execution: string }) => a.execution)).toEqual(['A']);
    for (const query of ['execution=A', 'execution=F', '']) {
      const v = (await get(`/wps/relay/MCSFE_getListAnnouncements?types=PU,PR,PL&${query}`)).json().value;
      for (const list of [v.player, v.popup, v.promotion]) for (const a of list) expect(a.execution, query).toBe('B');
      expect(v.popup.map((a: { title: string }) => a.title), query).not.toContain('Your welcome gift is ready');
    }
    // A session that has ended counts as none.
    const ended = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=F', { authorization: 'Bearer no-such-session-token-0000000000' })).json().value;
    expect(ended.popup.every((a: { execution: string }) => a.execution === 'B')).toBe(true);
  });

  it('when only some types are asked for, then the others are empty', async () => {
    const v = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PU', member)).json().value;
    expect(v.banners).toEqual([]);
    expect(v.player).toEqual([]);
    expect(v.promotion).toEqual([]);
    expect(v.popup.length).toBe(3);
  });

  it('when the caller speaks Urdu, then titles and banner art are in Urdu', async () => {
    const v = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PU', { 'accept-language': 'ur' })).json().value;
    const visitor = v.popup.find((a: { execution: string }) => a.execution === 'B');
    expect(visitor.title).toBe('نئے ممبران کے لیے 100% خوش آمدید بونس');
    expect(v.banners[0].url).toContain('?language=UR');
  });

  it('when a filter is wrong, then it answers 400 naming it', async () => {
    for (const [query, field] of [
      ['types=B,XX', 'types'],
      ['platform=TV', 'platform'],
      ['execution=Z', 'execution'],
    ] as const) {
      const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().value.fields[0].field).toBe(field);
    }
  });
});
