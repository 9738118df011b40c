import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/session.ts';
import { operatorSession } from '../admin/admin-helpers.ts';
import { expectLedgerInvariants } from '../support/ledger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fund, memberWithSession } from '../wallet/wallet-helpers.ts';

const OPS_KEY = 'test-ops-key';
let t: TestApp;
let routes: { method: string; url: string }[] = [];

/** Fills path parameters (`:id`, `{id}`) with a value so the route itself is reached. */
function concrete(path: string, value: string): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, encodeURIComponent(value));
}

beforeAll(async () => {
  t = await createTestApp({ seed: { games: 60 }, config: { opsApiKey: OPS_KEY } });
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), url })),
  );
});
afterAll(async () => t?.close());

const hostileStrings = fc.oneof(
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', '../../etc/passwd', '%00', '<script>', "' or 1=1 --"),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
);

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('language', 'enabled', 'kind', 'value', 'title', 'info', 'until', 'id', 'platform'), fc.jsonValue({ maxDepth: 2 })),
);

interface HostileRequest {
  route: { method: string; url: string };
  query: Record<string, string>;
  pathValue: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Sends one hostile request and checks its answer: never 5xx, and a refusal in the envelope with a
 * code and a message. Answers the response for checks of its own.
 */
async function sendHostile({ route, query, pathValue, body, headers }: HostileRequest) {
  const qs = new URLSearchParams(query).toString();
  const url = `${concrete(route.url, pathValue || 'x')}${qs ? `?${qs}` : ''}`;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(body) } : {}),
  });
  const said = `${route.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(said);
  if (res.statusCode >= 400) {
    const envelope = res.json() as { success: boolean; code: string; message: string };
    expect(envelope.success, said).toBe(false);
    expect(envelope.code, said).toMatch(/^[A-Z_]+$/);
    expect(envelope.message.length, said).toBeGreaterThan(0);
  }
  return { res, said };
}

describe('bad input never causes a 5xx', () => {
  it('knows the routes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(8);
  });

  it('when any route gets hostile query strings, path values and bodies, then it answers below 500 in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.dictionary(fc.constantFrom('language', 'lang', 'platform', 'merchantCode', 'types', 'execution', 'device', 'pageNo'), hostileStrings, { maxKeys: 4 }),
        hostileStrings,
        hostileJson,
        fc.boolean(),
        async (pick, query, pathValue, body, withKey) => {
          const route = routes[pick % routes.length]!;
          await sendHostile({ route, query, pathValue, body, headers: withKey ? { authorization: `Bearer ${OPS_KEY}` } : {} });
        },
      ),
      { numRuns: 400, verbose: 0 },
    );
  });

  it('when a signed-in member or agent sends hostile query strings, path values and bodies to any route, then it answers below 500 and the ledger stays balanced', async () => {
    const db = t.database.db;
    const agent = await memberWithSession(t, { type: 1, prefix: 'hostileagent' });
    const member = await memberWithSession(t, { parent: agent.id, prefix: 'hostile' });
    await fund(db, member.id, 500_000n);
    await fund(db, agent.id, 500_000n);
    // A route that ends the session (sign-out, a password change) would leave the rest of the run
    // signed out: each run gets a fresh session of the account it plays.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.dictionary(fc.constantFrom('language', 'pageNo', 'pageSize', 'gameType', 'vendor', 'startDate', 'endDate', 'type', 'status', 'id'), hostileStrings, { maxKeys: 4 }),
        hostileStrings,
        hostileJson,
        fc.boolean(),
        fc.option(hostileStrings, { nil: undefined }),
        async (pick, query, pathValue, body, asAgent, idempotencyKey) => {
          const route = routes[pick % routes.length]!;
          const who = asAgent ? agent : member;
          const session = await createSession(db, { memberId: who.id, ip: '127.0.0.1' }, t.app.sessionPolicy);
          const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
          if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey.slice(0, 200);
          await sendHostile({ route, query, pathValue, body, headers });
        },
      ),
      { numRuns: 400, verbose: 0 },
    );
    await expectLedgerInvariants(t.database);
  });

  it("when a signed-in operator sends hostile query strings, path values and bodies to the desk's routes, then they answer below 500 and the ledger stays balanced", async () => {
    // Signing out would end the operator's session for the rest of the run.
    const desk = routes.filter((r) => r.url.startsWith('/api/admin/') && !r.url.includes('logout'));
    expect(desk.length).toBeGreaterThan(5);
    const operator = await operatorSession(t);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.dictionary(fc.constantFrom('pageNo', 'pageSize', 'status', 'member', 'from', 'to', 'kind', 'id', 'q'), hostileStrings, { maxKeys: 4 }),
        hostileStrings,
        hostileJson,
        async (pick, query, pathValue, body) => {
          const { res, said } = await sendHostile({ route: desk[pick % desk.length]!, query, pathValue, body, headers: operator.headers });
          if (res.statusCode === 401) throw new Error(`the operator's session was refused: ${said}`);
        },
      ),
      { numRuns: 300, verbose: 0 },
    );
    await expectLedgerInvariants(t.database);
  });

  it('when a body is malformed JSON or not JSON at all, then every write route answers 4xx', async () => {
    const writes = routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      for (const [type, payload] of [
        ['application/json', '{"a":'],
        ['application/json', '\u0000'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1&b'],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url, '1'),
          headers: { 'content-type': type, authorization: `Bearer ${OPS_KEY}` },
          payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${route.url} with ${type}`).toBeLessThan(500);
      }
    }
  });
});
