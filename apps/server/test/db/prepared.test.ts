import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { prepare, type Slots } from '../../src/db/prepared.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-app.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateToLatest(t.database.db);
  await t.database.db
    .insertInto('region_rule')
    .values([
      { kind: 'CIDR', value: '10.0.0.0/8', note: 'a', enabled: true },
      { kind: 'CIDR', value: '192.168.0.0/16', note: 'b', enabled: false },
      { kind: 'COUNTRY', value: 'XX', note: 'a', enabled: true },
    ])
    .execute();
});
afterAll(async () => t?.drop());

// A slot used twice, a constant the builder put among the values, and a raw statement.
const rulesQuery = prepare('test_prepared_rules', (db, p: Slots<{ note: string; kind: 'CIDR' | 'COUNTRY' }>) =>
  db
    .selectFrom('region_rule')
    .select(['value', sql<string>`${p.note}::text`.as('echo')])
    .where('note', '=', p.note)
    .where('enabled', '=', true)
    .where('kind', '=', p.kind)
    .orderBy('value'),
);
const rawQuery = prepare('test_prepared_raw', (_db, p: Slots<{ a: number; b: number }>) => sql<{ sum: number }>`select (${p.a}::int + ${p.b}::int) as sum`);

describe('prepared queries', () => {
  it('when run again with other values, then each run answers for its own values', async () => {
    const { db } = t.database;
    expect((await rulesQuery(db, { note: 'a', kind: 'CIDR' })).rows).toEqual([{ value: '10.0.0.0/8', echo: 'a' }]);
    expect((await rulesQuery(db, { note: 'a', kind: 'COUNTRY' })).rows).toEqual([{ value: 'XX', echo: 'a' }]);
    // The constant `true` stays: the disabled rule with note b is not found.
    expect((await rulesQuery(db, { note: 'b', kind: 'CIDR' })).rows).toEqual([]);
    expect((await rawQuery(db, { a: 2, b: 3 })).rows).toEqual([{ sum: 5 }]);
    expect((await rawQuery(db, { a: 40, b: 2 })).rows).toEqual([{ sum: 42 }]);
  });

  it('when run inside a transaction, then it sees the transaction', async () => {
    const undo = new Error('undo');
    const seen = t.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('region_rule').values({ kind: 'CIDR', value: '172.16.0.0/12', note: 'c', enabled: true }).execute();
      expect((await rulesQuery(trx, { note: 'c', kind: 'CIDR' })).rows).toEqual([{ value: '172.16.0.0/12', echo: 'c' }]);
      throw undo;
    });
    await expect(seen).rejects.toBe(undo);
    expect((await rulesQuery(t.database.db, { note: 'c', kind: 'CIDR' })).rows).toEqual([]);
  });

  it('when a value is missing, then it refuses to run instead of sending null', async () => {
    await expect(rawQuery(t.database.db, { a: 1 } as { a: number; b: number })).rejects.toThrow(/no value for b/);
  });
});
