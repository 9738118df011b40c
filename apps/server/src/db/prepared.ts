import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, type RawBuilder, sql } from 'kysely';
import { namedStatement } from './database.ts';
import type { DB } from './schema.ts';

/** Where a value goes in a prepared query: stands in for it while the query is built and compiled. */
class Slot {
  constructor(readonly name: string) {}
}

/** The slots a prepared query is built with, typed as the values they stand for. */
export type Slots<P> = { readonly [K in keyof P]: P[K] };

/** Names in use: a connection holds one statement per name. */
const names = new Set<string>();

type Fill = { slot: string } | { constant: unknown };

/**
 * A query built and compiled once, then run many times with new values: the builder and the compiler
 * cost more main-thread time than the database takes to answer a short statement on the hot paths
 * (login, session lookup, money). `build` gets a Kysely instance and typed slots standing for the
 * values; it must not branch on them, and a slot may only be used where one value goes (not as an
 * `in` list: use `= any(...)`). Both dialects compile PostgreSQL text, so one compilation serves
 * either. On PostgreSQL the statement is also prepared once per connection under `name`, so it is
 * neither parsed nor planned again (the session lookup's planning cost more than running it). Runs
 * on a transaction as on the database.
 */
export function prepare<P extends Record<string, unknown>, O>(
  /** Names the statement on PostgreSQL (see namedStatement): one name per query, lower case and `_`. */
  name: string,
  build: (db: Kysely<DB>, slots: Slots<P>) => Compilable<O> | RawBuilder<O>,
): (db: Kysely<DB>, values: P) => Promise<QueryResult<O>> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`invalid statement name ${name}`);
  if (names.has(name)) throw new Error(`two prepared queries are named ${name}`);
  names.add(name);
  let compiled: CompiledQuery<O> | undefined;
  let fills: Fill[] = [];
  return async (db, values) => {
    if (!compiled) {
      const slots = new Proxy({} as Slots<P>, { get: (_, key) => new Slot(String(key)) });
      const query = build(db, slots);
      const once = isRaw(query) ? query.compile(db) : query.compile();
      compiled = { ...once, sql: `${namedStatement(name)}\n${once.sql}` };
      fills = compiled.parameters.map((p) => (p instanceof Slot ? { slot: p.name } : { constant: p }));
    }
    const parameters = fills.map((f) => {
      if (!('slot' in f)) return f.constant;
      if (!(f.slot in values)) throw new Error(`prepared query: no value for ${f.slot}`);
      return values[f.slot];
    });
    return db.executeQuery<O>({ ...compiled, parameters });
  };
}

function isRaw<O>(query: Compilable<O> | RawBuilder<O>): query is RawBuilder<O> {
  return 'isRawBuilder' in query && query.isRawBuilder === true;
}

/**
 * A member id in SQL: a value (bound as a parameter), or an expression already in SQL such as a
 * prepared query's slot, so that one fragment serves both plain and prepared statements.
 */
export type MemberIdSql = bigint | RawBuilder<unknown>;

export function memberIdSql(id: MemberIdSql): RawBuilder<unknown> {
  return typeof id === 'bigint' ? sql`${id.toString()}::bigint` : id;
}
